/**
 * URLs from settings, context or a server's answer, checked before the page navigates to them or
 * loads them as script. Parsed with `new URL()`, never matched with a pattern: the parser is what
 * the browser will follow (`/\evil.example` and `//evil.example` are other hosts to it).
 */

/** The protocols a page may navigate to: no `javascript:`, `data:`, `blob:` or `vbscript:`. */
export const WEB_PROTOCOLS: readonly string[] = ['http:', 'https:']

export interface SafeUrlOptions {
  /** Only the page's own origin, and the origins of `allow`. @default false */
  sameOrigin?: boolean
  /** Other origins a same-origin URL may go to (the context's `website.allowedRedirectOrigins`). @default [] */
  allow?: readonly string[] | undefined
  /** What a relative URL is relative to. @default location.href */
  base?: string
}

/**
 * `value` as an absolute http or https URL, or undefined for anything else: not a text, empty,
 * unparseable, another protocol (`javascript:`), or with `sameOrigin`, another origin than the
 * page's or one of `allow`.
 * @example safeUrl('/thanks') // 'https://site.example/thanks'
 * @example safeUrl('javascript:alert(1)') // undefined
 * @example safeUrl('https://elsewhere.example/', { sameOrigin: true }) // undefined
 */
export function safeUrl(value: unknown, options: SafeUrlOptions = {}): string | undefined {
  const { sameOrigin = false, allow = [], base = location.href } = options
  if (typeof value !== 'string' || !value.trim()) return undefined
  let url: URL
  try {
    url = new URL(value.trim(), base)
  } catch {
    return undefined
  }
  if (!WEB_PROTOCOLS.includes(url.protocol)) return undefined
  if (sameOrigin && url.origin !== new URL(base).origin && !origins(allow).includes(url.origin)) return undefined
  return url.href
}

/**
 * `url` as an absolute URL when its origin is one of `allow` (compared on the parsed origin, so a
 * look-alike host, another port or protocol, or a path of the page's own site is refused).
 * @returns the URL's href, or undefined when refused.
 * @example allowedOrigin('https://www.exploretock.com/tock.js', ['https://www.exploretock.com']) // the URL
 * @example allowedOrigin('https://www.exploretock.com.evil.example/tock.js', ['https://www.exploretock.com']) // undefined
 */
export function allowedOrigin(
  url: unknown,
  allow: readonly string[],
  base: string = location.href,
): string | undefined {
  if (typeof url !== 'string' || !url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url, base)
  } catch {
    return undefined
  }
  if (!WEB_PROTOCOLS.includes(parsed.protocol) || parsed.username || parsed.password) return undefined
  return origins(allow).includes(parsed.origin) ? parsed.href : undefined
}

/** The origins of a list of URLs or origins; entries that do not parse are dropped. */
function origins(list: readonly string[]): string[] {
  const result: string[] = []
  for (const item of list) {
    try {
      const { origin } = new URL(item)
      if (origin !== 'null') result.push(origin)
    } catch {
      // Not a URL: it allows nothing.
    }
  }
  return result
}

/**
 * The origins the context lets the site's redirects go to besides its own (`website.allowedRedirectOrigins`,
 * a list of origins such as `https://shop.example`); anything else in the field is ignored.
 */
export function redirectOrigins(website: object | undefined): string[] {
  const given = (website as { allowedRedirectOrigins?: unknown } | undefined)?.allowedRedirectOrigins
  return Array.isArray(given) ? given.filter((item): item is string => typeof item === 'string') : []
}
