/**
 * The demo's signed-in mode (routes/session.ts): `/demo/sign-in?as=owner|viewer|visitor&to=/session`
 * keeps the role in the `demo-role` cookie, and every page rendered afterwards gets the role's
 * `authenticatedAccount` and `websiteRoles` in its context, as the platform renders them for a
 * signed-in account. Without the server's own modules, so the static demo's pages do the same.
 */
import { sameOriginPath } from './same-origin-path.ts'

export const ROLE_COOKIE = 'demo-role'
export const LAST_SITE_ID_COOKIE = 'ss_lastid'
/** The site id the platform remembers as the account's last site on sign-in. */
export const LAST_SITE_ID = 'atoll-demo'
export const DEMO_SIGN_IN_PATH = '/demo/sign-in'

/** What a signed-in role adds to the page context. */
export const ROLES = {
  owner: { authenticatedAccount: { id: 'demo-owner', displayName: 'Maren Lund' }, websiteRoles: { admin: true } },
  viewer: { authenticatedAccount: { id: 'demo-viewer', displayName: 'Ola Berg' }, websiteRoles: { viewer: true } },
} as const

export type Role = keyof typeof ROLES

/** The role a `demo-role` cookie's value names, if it names one. */
export const roleNamed = (value: string | undefined): Role | undefined =>
  value === 'owner' || value === 'viewer' ? value : undefined

/**
 * What `/demo/sign-in?as=&to=` does: the role to keep (none for `visitor` or anything else: the
 * cookie is removed), and where the browser goes next, a path of `origin` (`/session` otherwise).
 */
export function demoSignIn(
  as: string | undefined,
  to: string | undefined,
  origin: string,
): { role: Role | undefined; to: string } {
  return { role: roleNamed(as), to: sameOriginPath(to, origin, '/session') }
}
