/**
 * What analytics, error reports and traces may say about an address: never its hash (an app's
 * state, an access token after a sign-in redirect) and never a query parameter whose name looks
 * like a secret. One helper for every payload, so no payload forgets it.
 */

/**
 * A query parameter is dropped when its name contains one of these, case-insensitive, also as part
 * of a longer name (`access_token`, `api_key`, `sessionId`, `promoCode`). Broad on purpose: a
 * `keyword` or `zipcode` parameter is dropped too, rather than let one secret through.
 */
export const SECRET_PARAM = /token|key|password|code|session/i

/** Whether a query parameter named `name` (as written in the address, maybe percent-encoded) is a secret. */
export function isSecretParam(name: string): boolean {
  let decoded = name
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    // A malformed escape: test the name as written.
  }
  return SECRET_PARAM.test(decoded)
}

/**
 * `search` (with or without its `?`) without the secret parameters, each kept pair as it was
 * written. @returns `?x=1`, or '' when nothing is left.
 * @example safeSearch('?token=abc&x=1') // '?x=1'
 */
export function safeSearch(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  const kept = query.split('&').filter((pair) => pair && !isSecretParam(pair.split('=', 1)[0]!))
  return kept.length ? `?${kept.join('&')}` : ''
}

/**
 * `href` without its hash and without secret query parameters. An address that does not parse
 * gives '' (nothing is better than a secret).
 * @example safeUrl('https://shop.example/a?token=abc&x=1#frag') // 'https://shop.example/a?x=1'
 */
export function safeUrl(href: string): string {
  if (!href) return ''
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ''
  }
  return `${url.origin === 'null' ? `${url.protocol}` : url.origin}${url.pathname}${safeSearch(url.search)}`
}

/** This page's address as payloads may carry it. */
export const pageUrl = (): string => safeUrl(location.href)
