import { getCookie, removeCookie, setCookie } from './cookies.ts'
import {
  formatVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  recordVisit,
  VISIT_COOKIE_MINUTES,
  type VisitorRecord,
} from './visitor-record.ts'

export { VISIT_COOKIE_MINUTES, type VisitorRecord }

export const VISITOR_COOKIE = 'ss_cvr' // spec: RecordHit sends ss_cvr, the visitor cookie value
export const VISIT_COOKIE = 'ss_cvt' // the spec's visit timestamp cookie (its name is not shown)
export const VISITOR_COOKIE_DAYS = 730 // spec: visitor cookie lives 2 years
export const LAST_SITE_ID_COOKIE = 'ss_lastid' // spec: holds the site identifier, set on the app domain
export const LAST_SITE_ID_DAYS = 365 // its lifetime is not shown; a year remembers the site between sign-ins

/** A version 4 UUID. Support: `crypto.randomUUID` exists only in secure contexts, and a published page may be http. */
function createVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
}

/**
 * Records visitor activity at `now`: a new visitor gets a fresh record, a visit idle for 30 minutes
 * (its visit cookie expired) becomes a new visit, and an invalid value of either cookie is discarded
 * and replaced. Writes both cookies: the record for 2 years from now, the visit time for 30 minutes.
 * Analytics: call it only once the visitor's consent allows analytics cookies.
 * @param now epoch ms of the activity. @default Date.now()
 * @returns the record now stored.
 */
export function touchVisitor(now: number = Date.now()): VisitorRecord {
  if (!Number.isSafeInteger(now) || now < 1) throw new TypeError('touchVisitor: now must be epoch milliseconds')
  const record = recordVisit(readVisitor(), parseVisitTime(getCookie(VISIT_COOKIE)), now, createVisitorId)
  // Each activity moves both expiries on. Support: browsers cap a cookie's life at 400 days (Chrome
  // 104+), so the 2-year record survives as long as visits come at least that often.
  setCookie(VISITOR_COOKIE, formatVisitorRecord(record), { expires: new Date(now + VISITOR_COOKIE_DAYS * 864e5) })
  setCookie(VISIT_COOKIE, String(now), { expires: new Date(now + VISIT_COOKIE_MINUTES * 60_000) })
  return record
}

/** The stored visitor record, or `undefined` when there is none or it is invalid. Writes nothing. */
export function readVisitor(): VisitorRecord | undefined {
  return parseVisitorRecord(getCookie(VISITOR_COOKIE))
}

/** Removes the visitor and visit cookies (the visitor declined analytics). */
export function clearVisitor(): void {
  removeCookie(VISITOR_COOKIE)
  removeCookie(VISIT_COOKIE)
}

/**
 * Remembers the site the account last used, in `ss_lastid` on the app domain.
 * @param appDomain the app's cookie domain (e.g. `.example-builder.com`). @default the page's host
 * @throws TypeError when `id` is not a non-empty string.
 */
export function setLastSiteId(id: string, appDomain?: string): void {
  if (typeof id !== 'string' || !id) throw new TypeError('setLastSiteId: id must be a non-empty string')
  setCookie(LAST_SITE_ID_COOKIE, id, { expires: LAST_SITE_ID_DAYS, domain: appDomain })
}

/**
 * Forgets the last site (spec: cleared on logout): removes `ss_lastid` from the page's host and, when
 * given, from the app domain it was set on.
 */
export function clearLastSiteId(appDomain?: string): void {
  removeCookie(LAST_SITE_ID_COOKIE)
  if (appDomain) removeCookie(LAST_SITE_ID_COOKIE, { domain: appDomain })
}
