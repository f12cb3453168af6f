/**
 * Census calls: the small form posts that count what visitors see and do (button renders and clicks,
 * form renders, overlays, quick views). The tracking feature sends them for the islands' events
 * (core/tracking/events.ts), the one route an island has to them. Each waits for the consent gate
 * and the recording rules, times out after 2.5 s, outlives a page that navigates away, and never
 * fails the caller. They are the visitor's activity log: a site with `isVisitorDataRestricted`
 * sends none.
 */
import type { PageContext } from '../../contract.ts'
import { activityAllowed, visitorRecordAllowed, whenConsented } from '../../core/consent/index.ts'
import { post } from '../../core/data/index.ts'
import { getCookie } from '../../core/storage/cookies.ts'
import { touchVisitor, VISITOR_COOKIE } from '../../core/storage/visitor.ts'
import { mayRecordVisit } from '../../core/tracking/recording.ts'

export const ANALYTICS_TIMEOUT_MS = 2500 // spec: analytics post timeout 2500 ms

/** A census field: sent as text; `null`, `undefined` and functions are left out, objects are sent as JSON. */
export type CensusValue = unknown

/** The visitor cookie's value as census calls carry it, or '' where there is none. */
export function visitorCookie(): string {
  return getCookie(VISITOR_COOKIE) ?? ''
}

/**
 * The page fields of census calls, named as in form submissions: the page's id (the item's, else the
 * collection's), whether that is an item (`i`) or a collection (`c`), its path and its title.
 */
export function pageFields(page: Readonly<PageContext>): Record<string, string | undefined> {
  return {
    websiteId: page.website?.id,
    pageId: page.itemId ?? page.collectionId,
    contentSource: page.itemId ? 'i' : 'c', // spec: contentSource 'i' for item, 'c' for collection
    pagePath: location.pathname,
    pageTitle: document.title,
  }
}

/**
 * Posts `fields` and the visitor cookie, form-encoded, to `path` once the visitor's consent allows
 * it, if `page` and its visitor are recorded and the site keeps an activity log (not
 * `isVisitorDataRestricted`): the visitor cookies are written or moved on first, where analytics
 * cookies are allowed. Failures are swallowed (spec).
 * @returns a function that cancels a call still waiting for consent.
 * @example sendCensus(page, '/api/census/form-render', { formId: 'f-1' })
 */
export function sendCensus(page: Readonly<PageContext>, path: string, fields: Record<string, CensusValue>): () => void {
  return whenConsented(() => {
    if (!mayRecordVisit(page) || !activityAllowed()) return
    // Counted activity moves the visitor cookies on; a census call that comes before the page view
    // (a block counted as the visitor accepts) thus carries the same visitor as the page view.
    if (visitorRecordAllowed()) touchVisitor()
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries({ ...fields, visitorCookie: visitorCookie() })) {
      if (value === null || value === undefined || typeof value === 'function') continue
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
    }
    post(path, { form, timeout: ANALYTICS_TIMEOUT_MS, keepalive: true }).catch(() => {})
  })
}
