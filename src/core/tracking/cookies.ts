/**
 * The names of everything visitor analytics keeps in the browser, and the one function that forgets
 * it all (spec: declining, or a restrictive policy, clears the tracking cookies).
 */
import { removeCookie } from '../storage/cookies.ts'
import { localStore, sessionStore } from '../storage/storage.ts'
import { clearVisitor } from '../storage/visitor.ts'

export const ANALYTICS_ID_COOKIE = 'SS_ANALYTICS_ID' // spec: analytics cookies
export const MARKETING_ID_COOKIE = 'SS_MID' // spec: analytics cookies
export const SESSION_ID_COOKIE = 'SS_SESSION_ID' // spec: analytics cookies
export const ANALYTICS_COOKIE_DAYS = 390 // spec: analytics cookie lifetime 390 days

/** Session storage: present once the session has landed; its value says whether it is the visitor's first session. */
export const FIRST_SESSION_FLAG = 'SS_IS_FIRST_SESSION' // spec: session flags
/** Local storage: present once the visitor has landed on the site in any session. */
export const HAS_LANDED_FLAG = 'SS_HAS_LANDED' // spec: session flags

/**
 * Removes the visitor and visit cookies, the analytics cookies and the analytics session flags
 * (from Web Storage, or from the cookies that stand in for it).
 */
export function clearTrackingData(): void {
  clearVisitor()
  for (const name of [ANALYTICS_ID_COOKIE, MARKETING_ID_COOKIE, SESSION_ID_COOKIE]) removeCookie(name)
  sessionStore.remove(FIRST_SESSION_FLAG)
  localStore.remove(HAS_LANDED_FLAG)
}
