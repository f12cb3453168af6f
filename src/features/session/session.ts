/** The session rules, pure: the editor redirect (bootstrap spec section 2) and the Escape key (commerce spec section 6). */
import type { PageContext } from '../../contract.ts'

export const CONFIG_PATH = '/config/' // spec: /config/ takes frameUrl, the encoded current path and query
export const NO_REDIRECT_PARAM = 'noredirect' // spec: query parameter noredirect suppresses the editor redirect
export const ESCAPE_KEY_CODE = 27 // spec: Escape is key 27
export const VIEWER_ROLE = 'viewer' // CONTRACT.md section 2: a viewer-only user has { "viewer": true } alone
/** Where the suppressed redirect is remembered for the tab's session (spec: the choice is remembered for the session). */
export const NO_REDIRECT_KEY = 'atoll.noredirect'
/** The message a page framed by the configuration area posts to it on Escape. */
export const EDITOR_ESCAPE_MESSAGE = 'atoll:escape'

/** Where the page is: its address, and whether it is the top window. */
export interface Location {
  hostname: string
  pathname: string
  search: string
  /** The page is in a frame (not the top window). */
  framed: boolean
}

/** `/config/?frameUrl=...`: the configuration area showing this page. */
export function configUrl({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  // A path of this site: '//host' or '/\\host' at its start would name another host to the editor.
  return `${CONFIG_PATH}?frameUrl=${encodeURIComponent(pathname.replace(/^[\\/]+/, '/') + search)}`
}

/**
 * A hostname of this machine: `localhost` as the spec says, and with it its subdomains (RFC 6761)
 * and the loopback addresses `127.x.x.x` and `[::1]`, which are the same machine under another
 * name (a local server often prints 127.0.0.1).
 */
export function isLocalHost(hostname: string): boolean {
  return /^(?:(?:.+\.)?localhost\.?|127(?:\.\d{1,3}){3}|\[::1\])$/i.test(hostname)
}

/** The account holds the viewer role and no other. */
export function isViewerOnly(roles: PageContext['websiteRoles']): boolean {
  const held = Object.keys(roles ?? {}).filter((role) => roles![role] === true)
  return held.length === 1 && held[0] === VIEWER_ROLE
}

/** spec: a noredirect query parameter, or a hostname of localhost, suppresses the redirect. */
export function suppressesRedirect({ hostname, search }: Pick<Location, 'hostname' | 'search'>): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_PARAM) || isLocalHost(hostname)
}

/**
 * spec (editor redirect rule): a signed-in owner goes to the configuration area when the site is
 * not in developer mode, not cloneable, the user is not only a viewer, and the page is the top
 * window. Suppression (see {@link suppressesRedirect}) is the caller's, since it is remembered. A
 * page already in the configuration area stays.
 */
export function redirectsToEditor(page: Readonly<PageContext>, where: Location): boolean {
  return (
    !!page.authenticatedAccount &&
    !page.website?.developerMode &&
    !page.website?.cloneable &&
    !isViewerOnly(page.websiteRoles) &&
    !where.framed &&
    !where.pathname.startsWith(CONFIG_PATH)
  )
}

/** What an Escape press does. */
export type EscapeAction = 'logout' | 'editor' | 'config' | 'cancel-signup' | undefined

export interface EscapePress {
  shiftKey: boolean
  /** Focus is in a field: an input, a textarea, a select or editable content. */
  typing: boolean
  /** The page is framed by the configuration area. */
  backend: boolean
  signedIn: boolean
  /** The site's `useEscapeKeyToLogin` setting. */
  escapeToLogin: boolean
  /** The template's sign-up dialog is open. */
  signupOpen: boolean
}

/**
 * spec (Escape key): never while typing; Shift+Escape logs a signed-in user out; in the backend it
 * closes the guide or toggles the full-screen preview (`editor`: the configuration area decides
 * which); signed in it goes to /config/; for an anonymous visitor only with useEscapeKeyToLogin,
 * and then an open sign-up dialog is cancelled instead.
 */
export function escapeAction(press: EscapePress): EscapeAction {
  if (press.typing) return undefined
  if (press.shiftKey) return press.signedIn ? 'logout' : undefined
  if (press.backend) return 'editor'
  if (press.signedIn) return 'config'
  if (!press.escapeToLogin) return undefined
  return press.signupOpen ? 'cancel-signup' : 'config'
}
