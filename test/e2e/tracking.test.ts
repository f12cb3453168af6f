import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type InboxRecord, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'

/** web-vitals' own build, the oracle the runtime's vitals are held to. */
const WEB_VITALS = fileURLToPath(new URL('../../node_modules/web-vitals/dist/web-vitals.iife.js', import.meta.url))

/** What the demo page's error button throws (the harness fails a test on a page error not declared). */
const OVEN_TIMER = 'Error: Demo: an oven timer went off twice'

/** What the page under test keeps for the test: web-vitals' INP, and how long the next click blocks. */
interface VitalsOracle {
  webVitals: { onINP(report: (metric: { value: number }) => void): void }
  oracleInp?: number
  blockNextClick: number
}

/** Polls until the expectation holds: the browser and the server may take a moment under load. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 5000, interval: 100 })

const SITE = {
  website: { id: 'demo-site', identifier: 'atoll-demo', baseUrl: 'http://127.0.0.1' },
  pageType: 2,
  locale: 'en-US',
}

/** A published page with `context`, as the platform would render it at `path`. */
const routedPage = (context: object) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Routed page</title></head><body><main><h1>Routed page</h1></main>` +
  `<script type="application/json" id="atoll-context">${JSON.stringify(context).replace(/</g, '\\u003c')}</script>` +
  `<script type="module" src="/atoll/atoll.js"></script></body></html>`

const paths = (records: InboxRecord[]) => records.map((record) => record.path)
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
const emit = (page: Page, type: string, detail: unknown) =>
  page.evaluate(([type, detail]) => document.dispatchEvent(new CustomEvent(type as string, { detail })), [
    type,
    detail,
  ] as const)

describe('the tracking core', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path: string, options?: OpenPageOptions): Promise<Page> {
    probe = await pages.open(path, options)
    await probe.page.evaluate(() => window.Atoll?.ready)
    return probe.page
  }

  /**
   * Opens `path` served with `context`, and waits until the tracking feature has started (its
   * performance settings request). `noredirect` keeps a signed-in owner on the page (spec: editor redirect).
   */
  async function openRouted(path: string, context: object): Promise<Page> {
    const page = await open(`${path}?noredirect`, {
      beforeGoto: async (page) => {
        await page.route(
          (url) => url.pathname === path,
          (route) => route.fulfill({ contentType: 'text/html', body: routedPage(context) }),
        )
      },
    })
    await eventually(async () => paths(await probe!.inbox('performance'))).toContain('/api/1/performance/settings')
    await page.waitForLoadState('networkidle')
    return page
  }

  it('records the page view with the spec’s data, the first landing’s track image and the button render, and lists them', async () => {
    const page = await open('/tracking?source=newsletter&campaign=spring')
    await eventually(async () => paths(await probe!.inbox('census'))).toEqual(
      expect.arrayContaining(['/api/census/RecordHit', '/api/census/button-render']),
    )
    const census = await probe!.inbox('census')
    const hit = census.find((record) => record.path === '/api/census/RecordHit')!
    expect(hit.form!.event).toBe('1')
    expect(hit.form!.ss_cvr).toBe(
      (await probe!.context.cookies()).find((cookie) => cookie.name === 'ss_cvr')!.value.replace(/%7C/g, '|'),
    )
    expect(JSON.parse(hit.form!.data as string)).toEqual({
      userAgent: expect.stringContaining('Chrome'),
      clientDate: expect.any(Number),
      viewportInnerHeight: 720,
      viewportInnerWidth: 1280,
      screenHeight: expect.any(Number),
      screenWidth: expect.any(Number),
      websiteId: 'demo-site',
      templateId: 'bakery-template',
      website_locale: 'en-US',
      url: `${baseUrl()}/tracking`,
      title: 'Tracking · Atoll demo',
      itemId: null,
      recordType: null,
      collectionId: null,
      localStorageSupported: true,
      queryString: '?source=newsletter&campaign=spring',
      referrer: '',
    })
    const button = census.find((record) => record.path === '/api/census/button-render')!
    expect(button.form).toEqual(
      expect.objectContaining({
        id: 'menu-button',
        buttonText: 'See the week’s bakes',
        clickthroughUrl: '#sent-heading',
        newWindow: 'false',
        context: '1',
        visitorCookie: hit.form!.ss_cvr,
      }),
    )

    const [track] = await probe!.inbox('track')
    expect(Object.fromEntries(new URLSearchParams(track!.query))).toEqual({
      landing: `${baseUrl()}/tracking?source=newsletter&campaign=spring`,
      refer: '',
      rk: expect.stringMatching(/^[a-z0-9]+$/),
      lang: 'en-US',
      screen: expect.stringMatching(/^\d+x\d+$/),
      source: 'newsletter',
      campaign: 'spring',
    })

    await page.click('#menu-button')
    await eventually(async () => paths(await probe!.inbox('census'))).toContain('/api/census/button-click')
    await page.locator('[data-kind=census] code', { hasText: 'POST /api/census/RecordHit' }).first().waitFor()
    expect(probe!.consoleErrors).toEqual([])
    expect(await probe!.cspViolations()).toEqual([])
  })

  it('sends the address without its hash or secret parameters: RecordHit, the track image, error reports and traces', async () => {
    const page = await open('/tracking?token=abc&x=1&api_key=k&sessionId=s#frag')
    await eventually(async () => paths(await probe!.inbox('census'))).toContain('/api/census/RecordHit')
    const hit = (await probe!.inbox('census')).find((record) => record.path === '/api/census/RecordHit')!
    expect(JSON.parse(hit.form!.data as string)).toEqual(
      expect.objectContaining({ url: `${baseUrl()}/tracking`, queryString: '?x=1' }),
    )
    const [track] = await probe!.inbox('track')
    expect(new URLSearchParams(track!.query).get('landing')).toBe(`${baseUrl()}/tracking?x=1`)

    await page.getByRole('button', { name: 'Throw an uncaught error' }).click()
    probe!.expectPageError(OVEN_TIMER, 1)
    await emit(page, 'atoll:island-error', { kind: 'map', error: { message: 'no tiles' } })
    await hide(page)
    await eventually(async () => paths(await probe!.inbox('events'))).toEqual(
      expect.arrayContaining(['/api/events/RecordJavascriptErrors', '/api/events/Trace']),
    )
    const events = await probe!.inbox('events')
    const report = events.find((record) => record.path === '/api/events/RecordJavascriptErrors')!.body as {
      data: { url: string }
    }[]
    expect(report.map(({ data }) => data.url)).toEqual([`${baseUrl()}/tracking?x=1`])
    const traces = events.find((record) => record.path === '/api/events/Trace')!.body as { pageUrl: string }[]
    expect(new Set(traces.map((trace) => trace.pageUrl))).toEqual(new Set([`${baseUrl()}/tracking?x=1`]))
    // No payload the server received carries the secrets or the hash (the browser's own Referer
    // header is the browser's: same-origin only, by the default referrer policy).
    const payloads = (await probe!.inbox()).map(({ query, body }) => JSON.stringify([query, body]))
    expect(payloads.filter((payload) => /token=abc|api_key|sessionId|frag/.test(payload))).toEqual([])
  })

  it('records no page view for a signed-in owner, a not-found page or /search; a viewer outside /config is recorded', async () => {
    await openRouted('/owner-view', { ...SITE, authenticatedAccount: { id: 'owner-1' }, websiteRoles: { admin: true } })
    expect(paths(await probe!.inbox('census'))).toEqual([])
    await probe!.close()

    await openRouted('/search', { ...SITE, pageType: 102 })
    expect(paths(await probe!.inbox('census'))).toEqual([])
    await probe!.close()

    await openRouted('/config/preview', {
      ...SITE,
      authenticatedAccount: { id: 'viewer-1' },
      websiteRoles: { viewer: true },
    })
    expect(paths(await probe!.inbox('census'))).toEqual([])
    await probe!.close()

    // The demo server's own not-found page runs the runtime with the not-found page type.
    await open('/no-such-bakery-page')
    expect(probe!.response?.status()).toBe(404)
    probe!.expectConsoleError('Failed to load resource: the server responded with a status of 404 (Not Found)', 1)
    await eventually(async () => paths(await probe!.inbox('performance'))).toContain('/api/1/performance/settings')
    await probe!.page.waitForLoadState('networkidle')
    expect(paths(await probe!.inbox('census'))).toEqual([])
    await probe!.close()

    await openRouted('/viewer-view', {
      ...SITE,
      authenticatedAccount: { id: 'viewer-1' },
      websiteRoles: { viewer: true },
    })
    await eventually(async () => paths(await probe!.inbox('census'))).toEqual(['/api/census/RecordHit'])
  })

  it('reports an uncaught error and a rejection once each, with the crumb as X-CSRF-Token', async () => {
    const page = await open('/tracking', {
      beforeGoto: (_, context) => context.addCookies([{ name: 'crumb', value: 'crumb-123', url: baseUrl() }]),
    })
    await page.getByRole('button', { name: 'Throw an uncaught error' }).click()
    await page.getByRole('button', { name: 'Throw an uncaught error' }).click()
    await page.getByRole('button', { name: 'Reject a promise' }).click()
    probe!.expectPageError(OVEN_TIMER, 2)
    probe!.expectPageError('Error: Demo: the flour delivery was refused', 1)
    await eventually(async () => paths(await probe!.inbox('events'))).toContain('/api/events/RecordJavascriptErrors')
    await page.waitForTimeout(1200) // one debounce more: a second send would have left by now
    const reports = (await probe!.inbox('events')).filter(
      (record) => record.path === '/api/events/RecordJavascriptErrors',
    )
    expect(reports).toHaveLength(1)
    expect(reports[0]!.headers['x-csrf-token']).toBe('crumb-123')
    const sent = reports[0]!.body as { event: string; data: Record<string, unknown>; timestamp: number }[]
    expect(sent.map((report) => report.data.message)).toEqual([
      'Error: Demo: an oven timer went off twice',
      'Error: Demo: the flour delivery was refused',
    ])
    expect(sent[0]).toEqual({
      event: 'JavascriptError',
      timestamp: expect.any(Number),
      data: expect.objectContaining({
        websiteId: 'demo-site',
        templateId: 'bakery-template',
        app: 'atoll',
        url: `${baseUrl()}/tracking`,
        file: `${baseUrl()}/demo/tracking.js`,
        line: expect.any(Number),
        column: expect.any(Number),
      }),
    })
    expect(String(sent[0]!.data.stack)).toContain('tracking.js')
  })

  it('reports INP as web-vitals does: the interaction at the 98th percentile of all the page’s interactions', async () => {
    const page = await open('/tracking', {
      beforeGoto: async (_, context) => {
        // The build declares a `var`; an init script runs in a scope of its own, so it is put on window.
        await context.addInitScript({ content: `${await readFile(WEB_VITALS, 'utf8')};window.webVitals = webVitals` })
        await context.addInitScript(() => {
          const oracle = window as unknown as VitalsOracle
          oracle.blockNextClick = 0
          oracle.webVitals.onINP((metric) => {
            oracle.oracleInp = metric.value
          })
          // A slow click handler, as a heavy page has: the main thread is busy for `blockNextClick` ms.
          addEventListener(
            'click',
            () => {
              const until = performance.now() + oracle.blockNextClick
              oracle.blockNextClick = 0
              while (performance.now() < until);
            },
            true,
          )
        })
      },
    })
    await eventually(async () => paths(await probe!.inbox('performance'))).toContain('/api/1/performance/settings')
    await page.waitForLoadState('networkidle')
    const refresh = page.getByRole('button', { name: 'Refresh' })
    for (const blocking of [600, 200, 100]) {
      await page.evaluate((ms) => {
        ;(window as unknown as VitalsOracle).blockNextClick = ms
      }, blocking)
      await refresh.click()
    }
    // Fifty quick key presses: interactions no observer over 40 ms sees, which still count (53 in all).
    for (let press = 0; press < 50; press++) await page.keyboard.press('x')
    expect(await page.evaluate(() => (performance as { interactionCount?: number }).interactionCount)).toBe(53)
    await hide(page)
    await eventually(async () => paths(await probe!.inbox('performance'))).toContain('/api/1/performance/records')
    const records = (await probe!.inbox('performance')).find((record) => record.path === '/api/1/performance/records')
    const [{ data }] = records!.body as [{ data: { INP: number } }]
    const oracle = await page.evaluate(() => (window as unknown as VitalsOracle).oracleInp)
    expect(oracle).toBeDefined()
    expect(data.INP).toBe(Math.round(oracle!))
    // 53 interactions skip the worst one: INP is the 200 ms click's latency, not the 600 ms one's.
    expect(data.INP).toBeGreaterThanOrEqual(200)
    expect(data.INP).toBeLessThan(600)
  })

  it('sends the performance records and traces when the page is hidden, each metric once', async () => {
    const page = await open('/tracking')
    await eventually(async () => paths(await probe!.inbox('performance'))).toContain('/api/1/performance/settings')
    await page.waitForLoadState('networkidle')
    await page.click('[data-demo=refresh]') // an interaction: LCP is final, INP has something to measure
    // The browser reports the interaction once the next frame is painted: hidden before, a page has no INP.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length === 1)
    await emit(page, 'atoll:island-error', { kind: 'map', error: { message: 'no tiles' } })
    await hide(page)
    await eventually(async () => paths(await probe!.inbox('performance'))).toContain('/api/1/performance/records')
    const [settings, records] = await probe!.inbox('performance')
    expect(records!.contentType).toMatch(/^text\/plain/)
    const sent = records!.body as {
      app: string
      event: string
      pageLoadId: string
      timestamp: number
      data: Record<string, unknown>
    }[]
    expect(sent).toEqual([
      {
        app: 'atoll',
        event: 'page-performance',
        pageLoadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        timestamp: expect.any(Number),
        data: {
          CLS: expect.any(Number),
          FCP: expect.any(Number),
          FID: null,
          INP: expect.any(Number),
          LCP: expect.any(Number),
          navigation: expect.objectContaining({ type: 'navigate', ttfb: expect.any(Number), load: expect.any(Number) }),
        },
      },
    ])
    expect(settings!.path).toBe('/api/1/performance/settings')
    const data = sent[0]!.data as Record<string, number>
    expect(data.FCP).toBeGreaterThan(0)
    expect(data.LCP).toBeGreaterThanOrEqual(data.FCP!)

    // Hidden again: every metric has been sent, so no record carries one a second time.
    await hide(page)
    await page.waitForLoadState('networkidle')
    expect(
      (await probe!.inbox('performance')).filter((entry) => entry.path === '/api/1/performance/records'),
    ).toHaveLength(1)
    await eventually(async () => paths(await probe!.inbox('events'))).toContain('/api/events/Trace')
    const trace = (await probe!.inbox('events')).find((entry) => entry.path === '/api/events/Trace')!
    expect(trace.body).toEqual(
      expect.arrayContaining([
        { pageUrl: `${baseUrl()}/tracking`, type: 'island-error', data: { kind: 'map', message: 'no tiles' } },
      ]),
    )
  })

  it('turns form and overlay events into census calls and the newsletter-subscribe tracker', async () => {
    const page = await open('/tracking')
    await eventually(async () => paths(await probe!.inbox('census'))).toContain('/api/census/RecordHit')
    await emit(page, 'atoll:form-render', { formId: 'newsletter-1' })
    await emit(page, 'atoll:overlay', { action: 'show', style: 2, version: 4, showUntilSignup: true })
    await emit(page, 'atoll:form-submit', { formId: 'newsletter-1', isNewsletter: true })
    await emit(page, 'atoll:form-submit', { formId: 'contact', isNewsletter: false })
    await eventually(async () => paths(await probe!.inbox('census'))).toEqual(
      expect.arrayContaining(['/api/census/form-render', '/api/census/overlay']),
    )
    const census = await probe!.inbox('census')
    expect(census.find((record) => record.path === '/api/census/form-render')!.form).toEqual({
      formId: 'newsletter-1',
      visitorCookie: expect.stringMatching(/\|/),
    })
    expect(census.find((record) => record.path === '/api/census/overlay')!.form).toEqual(
      expect.objectContaining({ action: 'show', style: '2', version: '4', showUntilSignup: 'true' }),
    )

    await eventually(async () => paths(await probe!.inbox('events'))).toContain('/api/events/RecordEvent')
    const recorded = (await probe!.inbox('events')).filter((record) => record.path === '/api/events/RecordEvent')
    expect(recorded).toHaveLength(1)
    expect(recorded[0]!.form!.event).toBe('newsletter-subscribe')
    expect(JSON.parse(recorded[0]!.form!.data as string)).toEqual({
      event: 'newsletter-subscribe',
      payload: {
        formId: 'newsletter-1',
        pageHash: '',
        pagePath: '/tracking',
        websiteId: 'demo-site',
        templateId: 'bakery-template',
        variantId: null,
        memberAccountId: null,
        member_locale: null,
        website_locale: 'en-US',
      },
    })
    await eventually(async () => (await probe!.inbox('v1')).length).toBe(1)
    const [product] = await probe!.inbox('v1')
    expect(product!.path).toBe('/api/v1/events')
    expect(product!.body).toEqual({
      analyticsId: (await probe!.context.cookies()).find((cookie) => cookie.name === 'SS_ANALYTICS_ID')!.value,
      customSchemaName: 'newsletter_subscribe',
      customData: { formId: 'newsletter-1' },
      commonData: expect.objectContaining({
        actor: 'visitor',
        action: 'subscribe',
        object_id: 'newsletter-1',
        page_path: '/tracking',
        website_id: 'demo-site',
        is_first_landing: true,
      }),
    })
    expect(
      probe!.consoleMessages.filter(
        (message) => message.text.startsWith('[atoll:tracking]') && message.type === 'warning',
      ),
    ).toEqual([])
  })

  it('on a site without analytics cookies or activity log counts the page view, sets no analytics cookie and sends no activity call', async () => {
    const page = await open('/privacy-settings', {
      // What a visitor's earlier visits left: the page clears it.
      beforeGoto: async (_page, context) => {
        await context.addCookies(
          ['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID', 'SS_SESSION_ID'].map((name) => ({
            name,
            value: name === 'ss_cvr' ? 'v-1%7C1%7C1%7C1%7C1' : '1',
            url: baseUrl(),
          })),
        )
      },
    })
    await eventually(async () => paths(await probe!.inbox('census'))).toContain('/api/census/RecordHit')
    await page.waitForSelector('#order-button[data-island-state=mounted]')
    await page.click('#order-button')
    await emit(page, 'atoll:form-render', { formId: 'newsletter-1' })
    await emit(page, 'atoll:overlay', { action: 'show', style: 2, version: 4 })
    await emit(page, 'atoll:form-submit', { formId: 'newsletter-1', isNewsletter: true })
    // The trace of a form error, sent as the page is hidden, comes after whatever those events sent.
    await emit(page, 'atoll:form-error', { formId: 'newsletter-1' })
    await eventually(async () => {
      await hide(page)
      return paths(await probe!.inbox('events'))
    }).toContain('/api/events/Trace')

    const census = await probe!.inbox('census')
    expect(paths(census)).toEqual(['/api/census/RecordHit'])
    expect(census[0]!.form!.ss_cvr).toBe('')
    expect(paths(await probe!.inbox('events'))).not.toContain('/api/events/RecordEvent')
    expect(await probe!.inbox('v1')).toEqual([])
    expect(await probe!.context.cookies()).toEqual([])
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
    expect(probe!.consoleErrors).toEqual([])
  })

  it('decides on session recording and logs it, loading no third-party script', async () => {
    await open('/tracking', {
      beforeGoto: async (page) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8 }),
        )
      },
    })
    await eventually(() => probe!.consoleMessages.map((message) => message.text)).toContain(
      '[atoll:tracking] Session recording skipped: the recording id is automated-mock-id',
    )
    expect(paths(await probe!.inbox('commerce'))).toEqual(['/api/commerce/fullstory/getId'])
    expect(probe!.requests.filter((url) => new URL(url).origin !== baseUrl())).toEqual([])
  })

  it('on a machine with 2 cores does not even ask for a recording id', async () => {
    await open('/tracking', {
      beforeGoto: async (page) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 2 }),
        )
      },
    })
    await eventually(() => probe!.consoleMessages.map((message) => message.text)).toContain(
      '[atoll:tracking] Session recording skipped: 2 CPU cores',
    )
    expect(await probe!.inbox('commerce')).toEqual([])
  })
})
