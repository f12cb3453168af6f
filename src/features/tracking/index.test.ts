// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IslandHandle, PageContext } from '../../contract.ts'
import { trackingHandlers } from '../../../test/msw/handlers/tracking.ts'
import { useServer } from '../../../test/msw/server.ts'
import { VISIT_COOKIE } from '../../core/storage/visitor.ts'

const seen = useServer(...trackingHandlers)
const OPT_IN: PageContext = {
  locale: 'en-US',
  pageType: 2,
  website: { id: 'site-1' },
  cookieSettings: { isCookieBannerEnabled: true },
}
let handle: IslandHandle | undefined

async function start(page: PageContext = OPT_IN) {
  vi.resetModules()
  const consent = await import('../../core/consent/index.ts')
  const { init } = await import('./index.ts')
  handle = init(page)
  return consent
}

const paths = () => seen.map(({ url }) => url.pathname)
const quiet = () => new Promise((resolve) => setTimeout(resolve, 50))
const emit = (type: string, detail: unknown) => document.dispatchEvent(new CustomEvent(type, { detail }))
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  // The page's path is sent: the site's home page here, whatever page a test before left.
  history.replaceState(null, '', '/')
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  localStorage.clear()
  sessionStorage.clear()
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

describe('the tracking feature', () => {
  it('in OPT_IN sends nothing and writes nothing until the accept, then records the page view', async () => {
    const { choose } = await start()
    emit('atoll:form-render', { formId: 'f-1' })
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early'), message: 'early' }))
    await quiet()
    expect(seen).toEqual([])
    expect([document.cookie, localStorage.length, sessionStorage.length]).toEqual(['', 0, 0])
    choose('accepted')
    await vi.waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining(['/api/census/RecordHit', '/api/census/form-render', '/api/1/performance/settings']),
      ),
    )
    expect(Cookies.get('ss_cvr')).toBeDefined()
    hide()
    await vi.waitFor(() => expect(paths()).toContain('/api/events/RecordJavascriptErrors'))
  })

  it('turns the islands’ events into census calls and the newsletter tracker', async () => {
    await start({ ...OPT_IN, cookieSettings: undefined })
    // The page's own calls first (the performance records start a task after the page view).
    await vi.waitFor(() =>
      expect(paths()).toEqual(expect.arrayContaining(['/api/census/RecordHit', '/api/1/performance/settings'])),
    )
    seen.length = 0
    emit('atoll:form-render', { formId: 'f-1' })
    emit('atoll:overlay', { action: 'show', style: 2, version: 3 })
    emit('atoll:overlay', { action: 'hover' })
    emit('atoll:form-submit', { formId: 'f-2', isNewsletter: false })
    emit('atoll:form-submit', { formId: 'f-3', isNewsletter: true })
    await vi.waitFor(() => expect(seen).toHaveLength(4))
    const form = (path: string) =>
      Object.fromEntries(new URLSearchParams(seen.find(({ url }) => url.pathname === path)!.body))
    expect(form('/api/census/form-render')).toEqual({ formId: 'f-1', visitorCookie: Cookies.get('ss_cvr') })
    expect(form('/api/census/overlay')).toEqual({
      action: 'show',
      style: '2',
      version: '3',
      visitorCookie: Cookies.get('ss_cvr'),
    })
    const recorded = form('/api/events/RecordEvent')
    expect(recorded.event).toBe('newsletter-subscribe')
    expect(JSON.parse(recorded.data!)).toEqual({
      event: 'newsletter-subscribe',
      payload: expect.objectContaining({ formId: 'f-3', websiteId: 'site-1', pagePath: '/' }),
    })
    const product = JSON.parse(seen.find(({ url }) => url.pathname === '/api/v1/events')!.body)
    expect(product).toEqual({
      analyticsId: Cookies.get('SS_ANALYTICS_ID'),
      customSchemaName: 'newsletter_subscribe',
      customData: { formId: 'f-3' },
      commonData: expect.objectContaining({
        actor: 'visitor',
        action: 'subscribe',
        object_id: 'f-3',
        website_id: 'site-1',
        is_first_landing: true,
      }),
    })
  })

  it('turns a button’s render and click and a quick view into their census calls, with the page fields for the button', async () => {
    const page = { ...OPT_IN, cookieSettings: undefined, itemId: 'i-1' }
    await start(page)
    await vi.waitFor(() =>
      expect(paths()).toEqual(expect.arrayContaining(['/api/census/RecordHit', '/api/1/performance/settings'])),
    )
    seen.length = 0
    document.title = 'Harbour Street Bakery'
    const { emit: islandEmit } = await import('../../core/tracking/events.ts')
    const button = { id: 'order', buttonText: 'Order bread', clickthroughUrl: '/order', newWindow: true, context: 1 }
    islandEmit('atoll:button', { action: 'render', ...button })
    islandEmit('atoll:button', { action: 'click', ...button })
    islandEmit('atoll:quick-view', { itemId: 'item 1001' })
    emit('atoll:button', { action: 'hover', ...button })
    emit('atoll:quick-view', { itemId: 7 })
    await vi.waitFor(() => expect(seen.filter(({ body }) => body)).toHaveLength(3))
    await quiet()
    const form = (path: string) =>
      Object.fromEntries(new URLSearchParams(seen.find(({ url }) => url.pathname === path)!.body))
    const fields = {
      id: 'order',
      buttonText: 'Order bread',
      clickthroughUrl: '/order',
      newWindow: 'true',
      context: '1',
      websiteId: 'site-1',
      pageId: 'i-1',
      contentSource: 'i',
      pagePath: '/',
      pageTitle: 'Harbour Street Bakery',
      visitorCookie: Cookies.get('ss_cvr'),
    }
    expect(paths()).toEqual([
      '/api/census/button-render',
      '/api/census/button-click',
      '/api/census/RecordQuickView/item%201001',
    ])
    expect(form('/api/census/button-render')).toEqual(fields)
    expect(form('/api/census/button-click')).toEqual(fields)
    expect(form('/api/census/RecordQuickView/item%201001')).toEqual({ visitorCookie: Cookies.get('ss_cvr') })
  })

  it('counts what the islands emitted before it started, once the visitor accepts, and each once', async () => {
    vi.resetModules()
    const { emit: islandEmit } = await import('../../core/tracking/events.ts')
    islandEmit('atoll:button', { action: 'render', id: 'order' })
    islandEmit('atoll:quick-view', { itemId: 'item-1001' })
    islandEmit('atoll:form-render', { formId: 'f-1' })
    const { choose } = await import('../../core/consent/index.ts')
    handle = (await import('./index.ts')).init(OPT_IN)
    await quiet()
    expect(seen).toEqual([])
    choose('accepted')
    await vi.waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining([
          '/api/census/RecordHit',
          '/api/census/button-render',
          '/api/census/RecordQuickView/item-1001',
          '/api/census/form-render',
        ]),
      ),
    )
    await quiet()
    expect(paths().filter((path) => path !== '/api/census/RecordHit' && path.startsWith('/api/census/'))).toEqual([
      '/api/census/button-render',
      '/api/census/RecordQuickView/item-1001',
      '/api/census/form-render',
    ])
  })

  it('drops what the islands emitted before it started when the visitor declines', async () => {
    vi.resetModules()
    const { emit: islandEmit } = await import('../../core/tracking/events.ts')
    islandEmit('atoll:button', { action: 'render', id: 'order' })
    islandEmit('atoll:quick-view', { itemId: 'item-1001' })
    const { choose } = await import('../../core/consent/index.ts')
    handle = (await import('./index.ts')).init(OPT_IN)
    choose('declined')
    await quiet()
    expect(seen).toEqual([])
  })

  it('counts an island’s event in a task after the one that sent it', async () => {
    await start({ ...OPT_IN, cookieSettings: undefined })
    await vi.waitFor(() => expect(paths()).toContain('/api/census/RecordHit'))
    // A census call moves the visit cookie on to the time of the call: a minute on, it shows when.
    const before = Cookies.get(VISIT_COOKIE)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const later = Date.now() + 60_000
      vi.setSystemTime(later)
      emit('atoll:overlay', { action: 'show', style: 2, version: 3 })
      expect(Cookies.get(VISIT_COOKIE)).toBe(before)
      await vi.waitFor(() => expect(paths()).toContain('/api/census/overlay'))
      expect(Number(Cookies.get(VISIT_COOKIE))).toBeGreaterThanOrEqual(later)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops what waits and sends nothing after a decline', async () => {
    const { choose } = await start()
    emit('atoll:form-render', { formId: 'f-1' })
    choose('declined')
    emit('atoll:form-submit', { formId: 'f-3', isNewsletter: true })
    emit('atoll:overlay', { action: 'close' })
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }))
    hide()
    await quiet()
    expect(seen).toEqual([])
  })

  it('records no page view for a signed-in owner, a not-found page or /search', async () => {
    for (const page of [
      { ...OPT_IN, cookieSettings: undefined, authenticatedAccount: { id: 'owner' }, websiteRoles: { admin: true } },
      { ...OPT_IN, cookieSettings: undefined, pageType: 100 },
    ]) {
      await start(page)
      await vi.waitFor(() => expect(paths()).toContain('/api/1/performance/settings'))
      expect(paths()).not.toContain('/api/census/RecordHit')
      handle!.destroy()
      seen.length = 0
    }
  })

  it('hears nothing after destroy', async () => {
    const { choose } = await start()
    handle!.destroy()
    handle = undefined
    choose('accepted')
    emit('atoll:form-render', { formId: 'f-1' })
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late' }))
    hide()
    await quiet()
    expect(seen).toEqual([])
  })
})

describe('the site’s privacy settings', () => {
  const NO_BANNER: PageContext = { locale: 'en-US', pageType: 2, website: { id: 'site-1' } }
  const form = (path: string) =>
    Object.fromEntries(new URLSearchParams(seen.find(({ url }) => url.pathname === path)!.body))
  /**
   * Emits the islands' events that the tracking feature counts, then a form error: its trace, sent
   * when the page is hidden, arrives after any census call those events would have made.
   */
  async function countedEvents(): Promise<void> {
    emit('atoll:form-render', { formId: 'f-1' })
    emit('atoll:overlay', { action: 'show', style: 2, version: 3 })
    emit('atoll:form-submit', { formId: 'f-3', isNewsletter: true })
    emit('atoll:button', { action: 'render', id: 'order' })
    emit('atoll:quick-view', { itemId: 'item-1001' })
    emit('atoll:form-error', { formId: 'f-1' })
    await vi.waitFor(() => {
      hide()
      expect(paths()).toContain('/api/events/Trace')
    })
  }

  for (const flag of ['isRestrictiveCookiePolicyEnabled', 'isRestrictiveCookiePolicyAbsolute']) {
    it(`with ${flag} records the page view with no analytics cookie, and clears the ones there were`, async () => {
      Cookies.set('ss_cvr', 'v-1|1|1|1|1')
      Cookies.set('SS_ANALYTICS_ID', 'a-1')
      await start({ ...NO_BANNER, cookieSettings: { [flag]: true } })
      await vi.waitFor(() => expect(paths()).toContain('/api/census/RecordHit'))
      await countedEvents()
      expect(form('/api/census/RecordHit').ss_cvr).toBe('')
      expect(form('/api/census/form-render')).toEqual({ formId: 'f-1', visitorCookie: '' })
      expect(JSON.parse(seen.find(({ url }) => url.pathname === '/api/v1/events')!.body).analyticsId).toBeNull()
      expect([document.cookie, localStorage.length, sessionStorage.length]).toEqual(['', 0, 0])
    })
  }

  it('with isVisitorDataRestricted counts the page view without the visitor, and sends no activity call', async () => {
    Cookies.set('ss_cvr', 'v-1|1|1|1|1')
    Cookies.set(VISIT_COOKIE, '1')
    await start({ ...NO_BANNER, cookieSettings: { isVisitorDataRestricted: true } })
    await vi.waitFor(() => expect(paths()).toContain('/api/census/RecordHit'))
    await countedEvents()
    expect(form('/api/census/RecordHit')).toEqual(expect.objectContaining({ event: '1', ss_cvr: '' }))
    expect(paths()).not.toContain('/api/census/form-render')
    expect(paths()).not.toContain('/api/census/overlay')
    expect(paths()).not.toContain('/api/census/button-render')
    expect(paths()).not.toContain('/api/census/RecordQuickView/item-1001')
    expect(paths()).not.toContain('/api/events/RecordEvent')
    expect(paths()).not.toContain('/api/v1/events')
    // The visitor record is gone; the analytics session, which the site's cookie policy allows, stays.
    expect([Cookies.get('ss_cvr'), Cookies.get(VISIT_COOKIE)]).toEqual([undefined, undefined])
    expect(Cookies.get('SS_ANALYTICS_ID')).toMatch(/^[0-9a-f]{32}$/)
  })
})
