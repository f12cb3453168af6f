// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { trackingHandlers } from '../../../test/msw/handlers/tracking.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { setPageContext } from '../../../test/page-context.ts'

const seen = useServer(...trackingHandlers)
const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const page: PageContext = {
  locale: 'fr-FR',
  pageType: 50,
  website: { id: 'site-1' },
  templateId: 't-1',
  collectionId: 'c-1',
  itemId: 'i-1',
  item: { recordType: 1 },
}

async function load() {
  vi.resetModules()
  const consent = await import('../../core/consent/index.ts')
  const pageView = await import('./page-view.ts')
  const session = await import('./session.ts')
  return { ...consent, ...pageView, ...session }
}

/** The track images the page asked for: recorded, not loaded (happy-dom would fetch them past msw). */
let images: string[] = []

beforeEach(() => {
  images = []
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((url) => images.push(String(url)))
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  localStorage.clear()
  sessionStorage.clear()
  happyDOM.setURL('http://localhost:3000/bread/rye?source=newsletter&campaign=spring&utm_x=1')
  document.title = 'Rye loaf'
})

describe('the page view', () => {
  it('posts RecordHit with the spec’s event data and the visitor cookie it has just written', async () => {
    const { configureConsent, openSession, recordPageView } = await load()
    configureConsent({ locale: 'fr-FR' })
    recordPageView(page, openSession())
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    const form = new URLSearchParams(seen[0]!.body)
    expect(seen[0]!.url.pathname).toBe('/api/census/RecordHit')
    expect(form.get('event')).toBe('1')
    expect(form.get('ss_cvr')).toBe(Cookies.get('ss_cvr'))
    expect(form.get('ss_cvr')).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/)
    expect(JSON.parse(form.get('data')!)).toEqual({
      userAgent: navigator.userAgent,
      clientDate: expect.any(Number),
      viewportInnerHeight: innerHeight,
      viewportInnerWidth: innerWidth,
      screenHeight: screen.height,
      screenWidth: screen.width,
      websiteId: 'site-1',
      templateId: 't-1',
      website_locale: 'fr-FR',
      url: 'http://localhost:3000/bread/rye',
      title: 'Rye loaf',
      itemId: 'i-1',
      recordType: 1,
      collectionId: 'c-1',
      localStorageSupported: true,
      queryString: '?source=newsletter&campaign=spring&utm_x=1',
      referrer: '',
    })
    const track = new URL(images[0]!, location.href)
    expect(track.pathname).toBe('/api/track/Track')
    expect(Object.fromEntries(track.searchParams)).toEqual({
      landing: location.href,
      refer: '',
      rk: expect.stringMatching(/^[a-z0-9]+$/),
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 'newsletter',
      campaign: 'spring',
    })
  })

  it('requests the track image on the session’s first landing only, and posts every view', async () => {
    const { configureConsent, openSession, recordPageView } = await load()
    configureConsent({ locale: 'en-US' })
    recordPageView(page, openSession())
    recordPageView(page, openSession())
    expect(images).toHaveLength(1)
    // Awaited here, so that no post is still on its way when the next test's server starts.
    await vi.waitFor(() => expect(seen.map(({ url }) => url.pathname)).toEqual(Array(2).fill('/api/census/RecordHit')))
  })
})

describe('the page view with an API on another origin', () => {
  it('posts RecordHit and asks for the track image on website.apiOrigin, with credentials', async () => {
    setPageContext({ website: { id: 'site-1', apiOrigin: 'https://api.bakery.example' } })
    server.use(
      http.post('https://api.bakery.example/api/census/RecordHit', () => new HttpResponse(null, { status: 204 })),
    )
    try {
      const { configureConsent, openSession, recordPageView } = await load()
      configureConsent({ locale: 'en-US' })
      recordPageView(page, openSession())
      await vi.waitFor(() => expect(seen).toHaveLength(1))
      expect(`${seen[0]!.url.origin}${seen[0]!.url.pathname}`).toBe('https://api.bakery.example/api/census/RecordHit')
      expect(seen[0]!.credentials).toBe('include')
      expect(images[0]).toMatch(/^https:\/\/api\.bakery\.example\/api\/track\/Track\?landing=/)
    } finally {
      setPageContext()
    }
  })
})

describe('the analytics session', () => {
  it('is a first landing and a first session for a new visitor, and remembers both', async () => {
    const { configureConsent, openSession } = await load()
    configureConsent({ locale: 'en-US' })
    const first = openSession()
    expect(first).toEqual({
      isFirstLanding: true,
      isFirstSession: true,
      sessionId: expect.stringMatching(/^[0-9a-f]{32}$/),
      analyticsId: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect([Cookies.get('SS_SESSION_ID'), Cookies.get('SS_ANALYTICS_ID')]).toEqual([first.sessionId, first.analyticsId])
    const next = openSession()
    expect(next).toEqual({ ...first, isFirstLanding: false })
    sessionStorage.clear() // a new browser session
    const later = openSession()
    expect(later).toEqual({
      isFirstLanding: true,
      isFirstSession: false,
      sessionId: expect.not.stringMatching(first.sessionId),
      analyticsId: first.analyticsId,
    })
  })

  it('writes nothing where analytics cookies are not allowed', async () => {
    const { configureConsent, openSession } = await load()
    configureConsent({
      locale: 'en-US',
      cookieSettings: {
        isCookieBannerEnabled: true,
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isRestrictiveCookiePolicyAbsolute: true,
      },
    })
    expect(openSession()).toEqual(
      expect.objectContaining({ isFirstLanding: true, isFirstSession: true, analyticsId: null }),
    )
    expect([document.cookie, localStorage.length, sessionStorage.length]).toEqual(['', 0, 0])
  })

  it('warns when the analytics id cannot be stored', async () => {
    const { configureConsent, openSession } = await load()
    configureConsent({ locale: 'en-US' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Cookies, 'set').mockImplementation(() => undefined)
    openSession()
    expect(warn).toHaveBeenCalledWith('[atoll:tracking] Unable to store analyticsId')
  })
})
