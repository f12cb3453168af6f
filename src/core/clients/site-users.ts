/**
 * The site-user (member account) session: sign in, sign out, and the anti-forgery token the sign-in
 * answers with, sent on every later site-user request (spec section 7 of the bootstrap document).
 */
import { post, request, type RequestOptions } from '../data/index.ts'
import { sessionStore } from '../storage/storage.ts'

export const SITE_USER_SESSION_PATH = '/api/site-users/account/session' // spec: POST and DELETE
/** The site-user anti-forgery header (its name is not shown in the spec). */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token'
const TOKEN_KEY = 'atoll.siteUserXsrfToken'

export interface SiteUserCredentials {
  email: string
  password: string
  rememberMe?: boolean
}

/**
 * Signs a site user in. The answer's `xsrfToken` is kept for the tab's session and sent on later
 * site-user requests in {@link SITE_USER_XSRF_HEADER}.
 * @returns the answer's data.
 */
export async function signInSiteUser({
  email,
  password,
  rememberMe = false,
}: SiteUserCredentials): Promise<Record<string, unknown>> {
  const answer =
    (await post<Record<string, unknown>>(SITE_USER_SESSION_PATH, { json: { email, password, rememberMe } })) ?? {}
  if (typeof answer.xsrfToken === 'string' && answer.xsrfToken) sessionStore.set(TOKEN_KEY, answer.xsrfToken)
  return answer
}

/**
 * Signs the site user out (DELETE with `cloneCart`), then forgets the token. An answer flagged
 * `crumbFail` is repeated once with the renewed crumb, as the data layer does for every call.
 * @param cloneCart keep a copy of the member's cart for the signed-out visitor. @default false
 * @param xsrfToken the token the server rendered into the page, sent when this tab has none (a member
 * who signed in without script, or in another tab); the tab's own token wins.
 */
export async function signOutSiteUser({
  cloneCart = false,
  xsrfToken,
}: {
  cloneCart?: boolean
  xsrfToken?: string | undefined
} = {}): Promise<void> {
  await siteUserRequest('DELETE', SITE_USER_SESSION_PATH, {
    searchParams: { cloneCart },
    ...(xsrfToken && { headers: { [SITE_USER_XSRF_HEADER]: xsrfToken } }),
  })
  sessionStore.remove(TOKEN_KEY)
}

/** The token from the last sign-in in this tab, if any. */
export const siteUserXsrfToken = (): string | undefined => sessionStore.get<string>(TOKEN_KEY)

/**
 * A data-layer request that carries the site user's anti-forgery token, for the member area's calls.
 * @example await siteUserRequest('GET', '/api/site-users/account/profile')
 */
export function siteUserRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T | null> {
  const token = siteUserXsrfToken()
  const headers = token ? { ...options.headers, [SITE_USER_XSRF_HEADER]: token } : options.headers
  return request<T>(method, path, { ...options, ...(headers && { headers }) })
}
