/**
 * The page view: `/api/census/RecordHit` with the spec's page-view event data and the visitor
 * cookie, and on the session's first landing the track image request with how the visitor came.
 */
import type { PageContext } from '../../contract.ts'
import { visitorRecordAllowed } from '../../core/consent/index.ts'
import { apiUrl, post } from '../../core/data/index.ts'
import { ANALYTICS_EVENT_TYPE } from '../../core/enums/analytics-event-types.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import { touchVisitor } from '../../core/storage/visitor.ts'
import { ANALYTICS_TIMEOUT_MS, visitorCookie } from './census.ts'
import { pageUrl, safeSearch, safeUrl } from '../../core/tracking/privacy.ts'
import type { AnalyticsSession } from './session.ts'

export const RECORD_HIT_PATH = '/api/census/RecordHit'
export const TRACK_IMAGE_PATH = '/api/track/Track'

/** spec: the track image request's marketing parameters, taken from the page's query string */
export const MARKETING_PARAMS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'refer',
  'variation',
  'mkwid',
] as const

/** The spec's page-view event data for this page. */
export function pageViewData(page: Readonly<PageContext>): Record<string, unknown> {
  const item = page.item as { recordType?: unknown } | undefined
  return {
    userAgent: navigator.userAgent,
    clientDate: Date.now(),
    viewportInnerHeight: innerHeight,
    viewportInnerWidth: innerWidth,
    screenHeight: screen.height,
    screenWidth: screen.width,
    websiteId: page.website?.id ?? null,
    templateId: page.templateId ?? null,
    website_locale: page.locale,
    url: location.origin + location.pathname,
    title: document.title,
    itemId: page.itemId ?? null,
    recordType: typeof item?.recordType === 'number' ? item.recordType : null,
    collectionId: page.collectionId ?? null,
    localStorageSupported: localStorageSupported(),
    queryString: safeSearch(location.search),
    referrer: safeUrl(document.referrer),
  }
}

/** The track image request's query: landing page, referrer, a random key, language, screen, marketing parameters. */
export function trackImageQuery(search: string = location.search): URLSearchParams {
  const query = new URLSearchParams({
    landing: pageUrl(),
    refer: safeUrl(document.referrer),
    rk: Math.random().toString(36).slice(2),
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  })
  const page = new URLSearchParams(search)
  for (const name of MARKETING_PARAMS) {
    const value = page.get(name)
    if (value !== null) query.set(name, value)
  }
  return query
}

/**
 * Records this page view: moves the visitor cookies on (where allowed; not where the site restricts
 * visitor data, whose page views count the traffic without saying whose they are), posts RecordHit (2.5 s
 * timeout, failures swallowed) in a task of its own (the page's first request through the data layer
 * is costly, and the cookies before it as much), and on the session's first landing
 * requests the track image.
 */
export function recordPageView(page: Readonly<PageContext>, session: AnalyticsSession): void {
  const withVisitor = visitorRecordAllowed()
  if (withVisitor) touchVisitor()
  const form = {
    event: ANALYTICS_EVENT_TYPE.PAGE_VIEW,
    data: JSON.stringify(pageViewData(page)),
    ss_cvr: withVisitor ? visitorCookie() : '',
  }
  void nextTask().then(() =>
    post(RECORD_HIT_PATH, { form, timeout: ANALYTICS_TIMEOUT_MS, keepalive: true }).catch(() => {}),
  )
  if (session.isFirstLanding) new Image().src = `${apiUrl(TRACK_IMAGE_PATH)}?${trackImageQuery()}`
}

function localStorageSupported(): boolean {
  try {
    return !!globalThis.localStorage
  } catch {
    return false
  }
}
