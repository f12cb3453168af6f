/**
 * The product events client: `{eventsHost}/api/v1/events` with the analytics id, the common fields
 * (the caller's and the client's own), the custom data and its schema name. Sent by beacon, else by
 * XHR; an XHR answered other than 200 or 202 logs the spec's message.
 */
import type { PageContext } from '../../contract.ts'
import { canTrack } from '../../core/consent/index.ts'
import { apiOrigin } from '../../core/data/index.ts'
import { getCookie } from '../../core/storage/cookies.ts'
import { MARKETING_ID_COOKIE } from '../../core/tracking/cookies.ts'
import { safeSearch, safeUrl } from '../../core/tracking/privacy.ts'
import { fieldWarnings } from './fields.ts'
import type { AnalyticsSession } from './session.ts'
import { sendText } from './transport.ts'

export const EVENTS_PATH = '/api/v1/events' // spec: {events host}/api/v1/events
const ACCEPTED = new Set([200, 202]) // spec: 200 or 202 is success

/** The caller's common fields: the five required ones, and any of the optional ones. */
export interface CommonFields {
  actor: string
  action: string
  event_owner_team: string
  event_source: string
  object_type: string
  [field: string]: unknown
}

/** Where events go: the page's `eventsHost`, else its API origin (`website.apiOrigin`), else the page's own origin. */
export function eventsUrl(page: Readonly<PageContext>): string {
  try {
    return new URL(EVENTS_PATH, page.eventsHost || apiOrigin() || location.origin).href
  } catch {
    return new URL(EVENTS_PATH, location.origin).href
  }
}

/** The only account detail analytics carry (spec): the signed-in account's id. */
export function memberAccountId(page: Readonly<PageContext>): string | null {
  const id = page.authenticatedAccount?.id
  return typeof id === 'string' && id ? id : null
}

/** The common data of an event: the client's fields, then the caller's over them. */
export function commonData(
  page: Readonly<PageContext>,
  session: AnalyticsSession,
  fields: CommonFields,
): Record<string, unknown> {
  const language = globalThis.navigator?.language ?? null
  return {
    context_website_identifier: page.website?.identifier ?? null,
    user_member_account_id: memberAccountId(page),
    user_session_id: session.sessionId,
    browser_locale: language,
    website_locale: page.locale,
    frontsite_language: document.documentElement.lang || page.locale,
    client_window_width: innerWidth,
    client_window_height: innerHeight,
    client_language: language,
    page_host: location.host,
    page_path: location.pathname,
    page_query: safeSearch(location.search),
    page_referrer: safeUrl(document.referrer),
    resolved_locale: Intl.DateTimeFormat().resolvedOptions().locale,
    client_timestamp: Date.now(),
    marketing_id: getCookie(MARKETING_ID_COOKIE) ?? null,
    website_id: page.website?.id ?? null,
    template_id: page.templateId ?? null,
    member_account_id: memberAccountId(page),
    is_first_landing: session.isFirstLanding,
    is_first_session: session.isFirstSession,
    session_id: session.sessionId,
    ...fields,
  }
}

/**
 * Sends one product event, if the consent gate allows it now. Fields not of their declared type are
 * warned about and sent as they are.
 */
export function trackEvent(
  page: Readonly<PageContext>,
  session: AnalyticsSession,
  fields: CommonFields,
  customData: Record<string, unknown> = {},
  customSchemaName = 'website_visitor_event',
): void {
  if (!canTrack()) return
  const data = commonData(page, session, fields)
  for (const warning of fieldWarnings(data)) console.warn(warning)
  const body = JSON.stringify({ analyticsId: session.analyticsId, commonData: data, customData, customSchemaName })
  sendText(eventsUrl(page), body, (status) => {
    if (!ACCEPTED.has(status)) console.warn(`[atoll:tracking] Error tracking event: HTTP Status ${status}`)
  })
}
