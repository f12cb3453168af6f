import Cookies from 'js-cookie'

/** Where a cookie is visible. `path` defaults to `/`, `domain` to the page's own host. */
export interface CookieScope {
  path?: string
  domain?: string
}

/** A cookie's scope and lifetime: `expires` in days when a number; absent means a session cookie. */
export interface CookieOptions extends CookieScope {
  expires?: number | Date
}

/** Every cookie is first-party and same-site; `Secure` wherever the page itself is https. */
function attributes(options: CookieOptions): Cookies.CookieAttributes {
  return { ...options, path: options.path || '/', sameSite: 'Lax', secure: globalThis.location?.protocol === 'https:' }
}

/**
 * Reads a cookie.
 * @returns the decoded value, or `undefined` when the cookie is absent (or there is no document).
 */
export function getCookie(name: string): string | undefined {
  return Cookies.get(name)
}

/**
 * Writes a cookie with `SameSite=Lax`, `Secure` on https pages, and path `/` unless told otherwise.
 * @param options.expires days from now when a number, or a date; absent makes a session cookie.
 * @example setCookie('ss_cvt', String(Date.now()), { expires: 30 / 1440 })
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, attributes(options))
}

/** Removes a cookie; `path` and `domain` must be those it was written with. */
export function removeCookie(name: string, options: CookieScope = {}): void {
  Cookies.remove(name, attributes(options))
}
