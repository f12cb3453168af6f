/**
 * `/api/events/RecordEvent`: the site's own event log, form-encoded with the crumb cookie's value,
 * the event name, and the event as JSON with the page's payload fields.
 */
import type { PageContext } from '../../contract.ts'
import { canTrack } from '../../core/consent/index.ts'
import { post } from '../../core/data/index.ts'
import { getCookie } from '../../core/storage/cookies.ts'
import { ANALYTICS_TIMEOUT_MS } from './census.ts'
import { memberAccountId } from './events-client.ts'

export const RECORD_EVENT_PATH = '/api/events/RecordEvent'
export const CRUMB_COOKIE = 'crumb' // spec: the crumb cookie guards the site's own endpoints

/** The payload fields every recorded event carries (spec: RecordEvent payload). */
export function eventPayload(page: Readonly<PageContext>): Record<string, unknown> {
  const account = page.authenticatedAccount as { locale?: unknown } | undefined
  return {
    // The address's hash never leaves the page (it may hold an app's state or a token): the field stays, empty.
    pageHash: '',
    pagePath: location.pathname,
    websiteId: page.website?.id ?? null,
    templateId: page.templateId ?? null,
    variantId: typeof page.variantId === 'string' ? page.variantId : null,
    memberAccountId: memberAccountId(page),
    member_locale: typeof account?.locale === 'string' ? account.locale : null,
    website_locale: page.locale,
  }
}

/** Records `event` with `payload` over the page's fields, if the consent gate allows it now; failures are swallowed. */
export function recordEvent(page: Readonly<PageContext>, event: string, payload: Record<string, unknown> = {}): void {
  if (!canTrack()) return
  const form = {
    crumb: getCookie(CRUMB_COOKIE) ?? '',
    event,
    data: JSON.stringify({ event, payload: { ...eventPayload(page), ...payload } }),
  }
  post(RECORD_EVENT_PATH, { form, timeout: ANALYTICS_TIMEOUT_MS, keepalive: true }).catch(() => {})
}
