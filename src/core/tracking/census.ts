/**
 * Census calls: the small form posts that count what visitors see and do (button renders and clicks,
 * form renders, overlays, quick views). Islands call them from the core; the tracking feature starts
 * the census with the page. Each waits for the consent gate and the recording rules, times out after
 * 2.5 s, outlives a page that navigates away, and never fails the caller. They are the visitor's
 * activity log: a site with `isVisitorDataRestricted` sends none.
 */
import type { PageContext } from '../../contract.ts'
import { activityAllowed, visitorRecordAllowed, whenConsented } from '../consent/index.ts'
import { post } from '../data/index.ts'
import { getCookie } from '../storage/cookies.ts'
import { touchVisitor, VISITOR_COOKIE } from '../storage/visitor.ts'
import { mayRecordVisit } from './recording.ts'

export const ANALYTICS_TIMEOUT_MS = 2500 // spec: analytics post timeout 2500 ms

/** A census field: sent as text; `null`, `undefined` and functions are left out, objects are sent as JSON. */
export type CensusValue = unknown

let censusPage: Readonly<PageContext> | undefined

/** Tells the census which page it counts on. The first page given stays until `stopCensus()`. */
export function startCensus(page: Readonly<PageContext>): void {
  censusPage ??= page
}

/** Forgets the page: calls made afterwards wait for the next `startCensus()` (a new page lifecycle). */
export function stopCensus(): void {
  censusPage = undefined
}

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
 * it, if this page and visitor are recorded and the site keeps an activity log (not
 * `isVisitorDataRestricted`): the visitor cookies are written or moved on first, where analytics
 * cookies are allowed. Failures are swallowed (spec).
 * @returns a function that cancels a call still waiting for consent.
 * @example sendCensus('/api/census/form-render', { formId: 'f-1' })
 */
export function sendCensus(path: string, fields: Record<string, CensusValue>): () => void {
  return whenConsented(() => {
    if (!censusPage || !mayRecordVisit(censusPage) || !activityAllowed()) return
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

/** The button tracking fields of a button block (spec: button tracking). */
export interface ButtonFields {
  id?: string | undefined
  buttonText?: string | undefined
  clickthroughUrl?: string | undefined
  alignment?: string | undefined
  size?: string | undefined
  newWindow?: boolean | undefined
  context?: string | number | undefined
}

/**
 * Counts a button block's render or click (`/api/census/button-render`, `/api/census/button-click`).
 * @returns a function that cancels a call still waiting for consent.
 */
export function recordButton(
  action: 'click' | 'render',
  button: ButtonFields,
  page: Readonly<PageContext>,
): () => void {
  startCensus(page)
  return sendCensus(`/api/census/button-${action}`, { ...button, ...pageFields(page) })
}

/**
 * Counts a product quick view (`/api/census/RecordQuickView/{id}`).
 * @returns a function that cancels a call still waiting for consent.
 * The quick view island counts each opening with it (CONTRACT.md section 7).
 */
export function recordQuickView(id: string): () => void {
  return sendCensus(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, {})
}
