// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { trackingHandlers } from '../../../test/msw/handlers/tracking.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { setPageContext } from '../../../test/page-context.ts'

const seen = useServer(...trackingHandlers)
const page: PageContext = { locale: 'en-US', website: { id: 'site-1', identifier: 'bakery' }, templateId: 't-1' }
const session = { isFirstLanding: true, isFirstSession: false, sessionId: 's-1', analyticsId: 'a-1' }
const fields = {
  actor: 'visitor',
  action: 'subscribe',
  event_owner_team: 'website',
  event_source: 'frontsite',
  object_type: 'newsletter_form',
}

async function load() {
  vi.resetModules()
  const consent = await import('../../core/consent/index.ts')
  const client = await import('./events-client.ts')
  const performance = await import('./performance.ts')
  consent.configureConsent({ locale: 'en-US' })
  return { ...client, ...performance }
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // No beacon unless a test gives one: the XHR path, whose answer can be seen.
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true })
})
afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon
})

describe('the product events client', () => {
  it('posts the analytics id, the common data with the client’s fields, the custom data and its schema', async () => {
    const { trackEvent } = await load()
    trackEvent(page, session, { ...fields, object_id: 'f-1' }, { formId: 'f-1' }, 'newsletter_subscribe')
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]!.url.href).toBe(`${location.origin}/api/v1/events`)
    expect(seen[0]!.headers.get('content-type')).toBe('text/plain')
    expect(JSON.parse(seen[0]!.body)).toEqual({
      analyticsId: 'a-1',
      customSchemaName: 'newsletter_subscribe',
      customData: { formId: 'f-1' },
      commonData: expect.objectContaining({
        ...fields,
        object_id: 'f-1',
        context_website_identifier: 'bakery',
        user_session_id: 's-1',
        website_locale: 'en-US',
        website_id: 'site-1',
        template_id: 't-1',
        page_host: location.host,
        page_path: location.pathname,
        client_window_width: innerWidth,
        is_first_landing: true,
        is_first_session: false,
        session_id: 's-1',
        member_account_id: null,
      }),
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('uses a beacon to the page’s events host when the browser queues one', async () => {
    const { trackEvent } = await load()
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    trackEvent({ ...page, eventsHost: 'https://events.example' }, session, fields)
    expect(beacon).toHaveBeenCalledWith(
      'https://events.example/api/v1/events',
      expect.stringContaining('"customSchemaName":"website_visitor_event"'),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
  })

  it('logs the spec’s message for an answer other than 200 or 202, and warns about fields of the wrong type', async () => {
    const { trackEvent } = await load()
    server.use(http.post('/api/v1/events', () => HttpResponse.json({}, { status: 503 })))
    trackEvent(page, session, { ...fields, actor: 7 as unknown as string })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[atoll:tracking] Error tracking event: HTTP Status 503'))
    expect(warn).toHaveBeenCalledWith('[atoll:tracking] Analytics field actor must be a string, got number')
  })

  it('sends nothing without consent', async () => {
    vi.resetModules()
    const consent = await import('../../core/consent/index.ts')
    const { trackEvent } = await import('./events-client.ts')
    consent.configureConsent({ locale: 'en-US', cookieSettings: { isCookieBannerEnabled: true } })
    trackEvent(page, session, fields)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
  })
})

describe('performance records transport', () => {
  it('posts the records as a JSON array in text/plain, and logs an unexpected XHR status', async () => {
    const { sendRecords } = await load()
    server.use(
      http.post('/api/1/performance/records', () =>
        HttpResponse.json({ error: 'Unknown pageLoadId' }, { status: 400 }),
      ),
    )
    const records = [
      {
        app: 'atoll',
        event: 'page-performance',
        pageLoadId: 'load-1',
        timestamp: 1,
        data: { CLS: null, FCP: 800, FID: null, INP: null, LCP: null, navigation: null },
      },
    ]
    sendRecords(records)
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[atoll:tracking] XHR request DONE with unexpected status: 400'),
    )
    expect(JSON.parse(seen[0]!.body)).toEqual(records)
    expect(seen[0]!.headers.get('content-type')).toBe('text/plain')
  })
})

describe('with an API on another origin (website.apiOrigin)', () => {
  const API = 'https://api.bakery.example'
  beforeEach(() => void setPageContext({ website: { apiOrigin: API } }))
  afterEach(() => void setPageContext())

  it('sends events there when the page names no events host, and to the events host when it does', async () => {
    const { eventsUrl } = await load()
    expect(eventsUrl(page)).toBe(`${API}/api/v1/events`)
    expect(eventsUrl({ ...page, eventsHost: 'https://events.example' })).toBe('https://events.example/api/v1/events')
  })

  it('sends performance records there', async () => {
    const { sendRecords } = await load()
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    const data = { CLS: null, FCP: 800, FID: null, INP: null, LCP: null, navigation: null }
    sendRecords([{ app: 'atoll', event: 'page-performance', pageLoadId: 'load-1', timestamp: 1, data }])
    expect(beacon).toHaveBeenCalledWith(`${API}/api/1/performance/records`, expect.stringContaining('"load-1"'))
  })
})
