/**
 * Who and which pages visitor analytics record (spec: visitor analytics recording). Consent is the
 * gate's business (`core/consent`); these rules come on top of it.
 */
import type { PageContext } from '../../contract.ts'
import { PAGE_TYPE } from '../enums/page-types.ts'

export const SEARCH_PATH = '/search' // spec: /search is excluded from page-view recording

/** spec: never recorded on not-found, lock-screen or access-denied pages */
const NEVER_RECORDED: ReadonlySet<unknown> = new Set([
  PAGE_TYPE.NOT_FOUND,
  PAGE_TYPE.LOCK_SCREEN,
  PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED,
])

const CONFIG_PATH = /^\/config(\/|$)/ // spec: pages under /config/ are the editing area

/**
 * Whether the page is the editing area: its own path is under /config/, or it is shown in the
 * editor's frame (a top window of the same site under /config/).
 */
export function inEditor(): boolean {
  if (CONFIG_PATH.test(location.pathname)) return true
  try {
    return window.top !== window && CONFIG_PATH.test(window.top!.location.pathname)
  } catch {
    // A frame of another site: reading its location throws, and it is not this site's editor.
    return false
  }
}

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
