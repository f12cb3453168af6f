/**
 * Logout (spec: one logout at a time, then a redirect to the site root, or the configuration panel's
 * preview URL, with logout=true; ss_lastid is cleared on logout).
 */
import { post } from '../data/index.ts'
import { safeUrl } from '../security/url.ts'
import { clearLastSiteId } from '../storage/visitor.ts'

export const LOGOUT_PATH = '/api/auth/Logout' // spec: POST /api/auth/Logout
export const LOGOUT_FLAG = 'logout' // spec: the query flag logout=true
export const SITE_ROOT = '/' // spec: logout sends the user to the site root

/** What the Logout call may answer (the spec does not show it): where the configuration panel previews the site. */
interface LogoutAnswer {
  previewUrl?: unknown
}

export interface LogoutOptions {
  /** The app domain `ss_lastid` was set on, besides the page's own host. */
  appDomain?: string
  /** Goes to the URL after logout. @default the top window (the configuration area around a framed page), else this one */
  navigate?: (url: string) => void
  /** Origins besides the page's own the preview URL may be on (the context's `website.allowedRedirectOrigins`). @default [] */
  allowedOrigins?: readonly string[]
}

let running: Promise<void> | undefined

/**
 * Logs the signed-in account out: POST /api/auth/Logout, `ss_lastid` cleared, then the site root (or
 * the preview URL the server answers with) with `logout=true`. A second call while one is under way
 * gets the same promise, and so does any call once the page is leaving; a failed logout can be tried
 * again.
 * @returns a promise that settles when the redirect has started, or rejects with the data layer's error.
 */
export function logout(options: LogoutOptions = {}): Promise<void> {
  running ??= signOut(options).catch((error: unknown) => {
    running = undefined
    throw error
  })
  return running
}

async function signOut({ appDomain, navigate = navigateTop, allowedOrigins = [] }: LogoutOptions): Promise<void> {
  const answer = await post<LogoutAnswer>(LOGOUT_PATH)
  clearLastSiteId(appDomain)
  navigate(logoutUrl(answer?.previewUrl, location.href, allowedOrigins))
}

/**
 * The address after logout: `target` (an http or https URL on the page's origin or one of
 * `allowedOrigins`, or a path) with `logout=true`, else the site root with it.
 * @example logoutUrl() // 'https://example.com/?logout=true'
 */
export function logoutUrl(
  target?: unknown,
  base: string = location.href,
  allowedOrigins: readonly string[] = [],
): string {
  const url = new URL(
    safeUrl(target, { sameOrigin: true, allow: allowedOrigins, base }) ?? new URL(SITE_ROOT, base).href,
  )
  url.searchParams.set(LOGOUT_FLAG, 'true')
  return url.href
}

function navigateTop(url: string): void {
  try {
    // A page framed by the configuration area leaves it too; across origins only the frame can go.
    window.top!.location.assign(url)
  } catch {
    location.assign(url)
  }
}
