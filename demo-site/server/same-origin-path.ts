// Without the server's own modules (origin.ts reads the connection), so the static demo's pages
// check their addresses with the same rule.

/** A path a browser reads as an address on another host: two slashes, or a slash and a backslash (which it reads as one). */
const SCHEME_RELATIVE = /^[/\\][/\\]/

/**
 * `value` as a path on the server's own origin, or `fallback`. The value is resolved the way a
 * browser would (`new URL(value, ownOrigin)`, which drops tabs and newlines and reads `\` as `/`),
 * so `/%09/evil.example`, `//evil.example`, `/\evil.example`, `https://evil.example` and
 * `javascript:alert(1)` all land elsewhere and are refused. A value that stays on the origin but
 * resolves to a path starting with `//` (`/..//evil.example`, `/.//evil.example`, `/%2e%2e//evil.example`)
 * is refused too: written back as a Location or a frame's `src`, that path is read as scheme-relative,
 * an address on another host.
 * @example
 * sameOriginPath('/shop?x=1', 'http://127.0.0.1:4173', '/') // '/shop?x=1'
 * sameOriginPath('//evil.example', 'http://127.0.0.1:4173', '/') // '/'
 * sameOriginPath('/..//evil.example', 'http://127.0.0.1:4173', '/') // '/'
 */
export function sameOriginPath(value: string | undefined, origin: string, fallback: string): string {
  if (value === undefined || value === '') return fallback
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin || SCHEME_RELATIVE.test(url.pathname)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
