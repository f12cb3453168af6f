/**
 * Who and which pages visitor analytics record (spec: visitor analytics recording). Consent is the
 * gate's business (`core/consent`); these rules come on top of it.
 */
import type { PageContext } from '../../contract.ts'
import { PAGE_TYPE } from '../enums/page-types.ts'
import { inEditor } from '../kit/env.ts'

export const SEARCH_PATH = '/search' // spec: /search is excluded from page-view recording

/** spec: never recorded on not-found, lock-screen or access-denied pages */
const NEVER_RECORDED: ReadonlySet<unknown> = new Set([
  PAGE_TYPE.NOT_FOUND,
  PAGE_TYPE.LOCK_SCREEN,
  PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED,
])

/**
 * Whether this page view may be recorded: never with the global switch off, on not-found,
 * lock-screen or access-denied pages, or on /search; for signed-in users only when their one role on
 * the site is viewer and they are outside the editor.
 * @param path the page's path. @default location.pathname
 */
export function mayRecordVisit(page: Readonly<PageContext>, path: string = location.pathname): boolean {
  if (page.analyticsDisabled === true || NEVER_RECORDED.has(page.pageType)) return false
  if (path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}/`)) return false
  if (!page.authenticatedAccount) return true
  const roles = Object.entries(page.websiteRoles ?? {}).filter(([, held]) => held === true)
  return roles.length === 1 && roles[0]![0] === 'viewer' && !inEditor()
}
