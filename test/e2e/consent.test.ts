import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { atollListeners, installLeakProbe, running } from './leak-probe.ts'

/** Polls until the expectation holds: the browser and the server may take a moment under load. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 5000, interval: 100 })

const TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.'
const TRACKING_COOKIES = ['SS_ANALYTICS_ID', 'SS_SESSION_ID', 'ss_cvr', 'ss_cvt']
const DAY_MS = 864e5

/** `window.Atoll.consent` (CONTRACT.md section 5), as the loader's lazy namespace gives it. */
interface WithConsent {
  consent: { get(): Promise<unknown>; show(options?: { force?: boolean }): Promise<boolean> }
}

const banner = (page: Page) => page.locator('.atoll-cookie-banner')
const accept = (page: Page) => page.locator('.atoll-cookie-banner [data-part=accept]')
const decline = (page: Page) => page.locator('.atoll-cookie-banner [data-part=decline]')
const preferences = (page: Page) => page.locator('[data-part=preferences]')
/** Every request of the page to /api/: analytics, census, events, performance. */
const apiCalls = (probe: PageProbe) =>
  probe.requests
    .map((url) => new URL(url))
    .filter((url) => url.pathname.startsWith('/api/'))
    .map((url) => url.pathname)
const cookieNames = async (probe: PageProbe) => (await probe.context.cookies()).map((cookie) => cookie.name).sort()
const focused = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('data-part') ??
      document.activeElement?.id ??
      document.activeElement?.localName,
  )
/** Consent Mode commands as Google's tags read them (Arguments objects), as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((command) => Array.from(command)),
  )
const dispatch = (page: Page, type: string, detail?: unknown) =>
  page.evaluate(([type, detail]) => document.dispatchEvent(new CustomEvent(type as string, { detail })), [
    type,
    detail,
  ] as const)

describe('the cookie banner and the consent gate', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path: string, options?: OpenPageOptions): Promise<Page> {
    probe = await pages.open(path, options)
    await probe.page.evaluate(() => window.Atoll?.ready)
    return probe.page
  }

  it('with OPT_IN sends no analytics request and writes no tracking cookie before Accept; then the page view arrives', async () => {
    const page = await open('/cookie-banner-opt-in')
    await banner(page).waitFor()
    await page.waitForSelector('#order-button[data-island-state=mounted]')
    await page.waitForLoadState('networkidle')
    // The whole network log: the page, its styles and scripts from its own origin, nothing under /api/.
    expect(probe!.requests.filter((url) => new URL(url).origin !== baseUrl())).toEqual([])
    expect(apiCalls(probe!)).toEqual([])
    expect(await probe!.context.cookies()).toEqual([])
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
    expect(await dataLayer(page)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    ])

    await accept(page).click()
    await eventually(async () => (await probe!.inbox('census')).map((record) => record.path)).toEqual(
      expect.arrayContaining(['/api/census/RecordHit', '/api/census/button-render']),
    )
    const [hit] = (await probe!.inbox('census')).filter((record) => record.path === '/api/census/RecordHit')
    expect(hit!.form?.event).toBe('1')
    expect(JSON.parse(hit!.form!.data as string)).toEqual(
      expect.objectContaining({
        websiteId: 'demo-site',
        title: 'Cookie banner: opt in · Atoll demo',
        website_locale: 'en-US',
      }),
    )
    expect(hit!.form?.ss_cvr).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/)
    expect(await cookieNames(probe!)).toEqual(['SS_ANALYTICS_ID', 'SS_SESSION_ID', 'ss_consent', 'ss_cvr', 'ss_cvt'])
    expect((await dataLayer(page)).at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ])
    expect(probe!.consoleErrors).toEqual([])
    expect(await probe!.cspViolations()).toEqual([])
  })

  it('Decline clears the tracking cookies and nothing is sent after it', async () => {
    const page = await open('/cookie-banner-opt-in')
    await accept(page).click()
    await eventually(() => cookieNames(probe!)).toEqual(expect.arrayContaining(TRACKING_COOKIES))
    await page.waitForLoadState('networkidle')

    await preferences(page).click()
    await decline(page).click()
    const sentBefore = apiCalls(probe!).length
    expect(await cookieNames(probe!)).toEqual(['ss_consent'])
    expect(
      await page.evaluate(() => [localStorage.getItem('SS_HAS_LANDED'), sessionStorage.getItem('SS_IS_FIRST_SESSION')]),
    ).toEqual([null, null])
    await page.click('#order-button')
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('atoll:form-render', { detail: { formId: 'f-1' } })),
    )
    await page.waitForLoadState('networkidle')
    expect(apiCalls(probe!).slice(sentBefore)).toEqual([])
    expect(await cookieNames(probe!)).toEqual(['ss_consent'])
  })

  it('keeps the choice across a reload, and asks again after 30 days', async () => {
    const installed = Date.now()
    const page = await open('/cookie-banner-opt-in', {
      beforeGoto: (_, context) => context.clock.install({ time: installed }),
    })
    await accept(page).click()
    // The choice is dated when it is made, which on a loaded machine is seconds after the clock's start:
    // the 30 days run from that date, not from the test's.
    const given = Number(/ss_consent=2\|accepted\|(\d+)/.exec(await page.evaluate(() => document.cookie))?.[1])
    expect(given).toBeGreaterThanOrEqual(installed)
    await page.reload()
    await page.evaluate(() => window.Atoll?.ready)
    await preferences(page).waitFor()
    expect(await banner(page).count()).toBe(0)
    await eventually(
      async () => (await probe!.inbox('census')).filter((record) => record.path === '/api/census/RecordHit').length,
    ).toBe(2)

    // The system time moves on and keeps flowing (the page's timers and frames still run).
    await probe!.context.clock.setSystemTime(given + 29 * DAY_MS)
    await page.reload()
    await preferences(page).waitFor()
    expect(await banner(page).count()).toBe(0)

    await probe!.context.clock.setSystemTime(given + 30 * DAY_MS + 1000)
    await page.reload()
    await banner(page).waitFor()
    expect(await preferences(page).count()).toBe(0)
  })

  it('accepts and declines with the keyboard alone, the banner first in the tab order', async () => {
    const page = await open('/cookie-banner-opt-in')
    await banner(page).waitFor()
    const tabTo = async (part: string) => {
      for (let i = 0; i < 6 && (await focused(page)) !== part; i++) await page.keyboard.press('Tab')
      expect(await focused(page)).toBe(part)
    }
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('.atoll-cookie-banner'))).toBe(true)
    await tabTo('accept')
    await page.keyboard.press('Enter')
    expect(await banner(page).count()).toBe(0)
    expect(await focused(page)).toBe('preferences')
    expect(await page.evaluate(() => document.cookie)).toMatch(/ss_consent=2\|accepted\|\d+/)

    await page.keyboard.press('Enter')
    expect(await focused(page)).toBe('accept')
    await tabTo('decline')
    await page.keyboard.press(' ')
    expect(await banner(page).count()).toBe(0)
    expect(await page.evaluate(() => document.cookie)).toMatch(/ss_consent=2\|declined\|\d+/)
  })

  it('is a labelled region when it does not block, with Decline the same kind of control as Accept', async () => {
    const page = await open('/cookie-banner-defaults')
    await banner(page).waitFor()
    expect(await page.getByRole('region', { name: 'Cookie consent' }).isVisible()).toBe(true)
    expect(await banner(page).textContent()).toBe(TEXT)
    const buttons = await page.$$eval('.atoll-cookie-banner button', (elements) =>
      elements.map((element) => ({
        name: element.getAttribute('aria-label'),
        icon: !!element.querySelector('svg'),
        style: getComputedStyle(element).borderRadius,
      })),
    )
    expect(buttons).toEqual([
      { name: 'Accept', icon: true, style: '50%' },
      { name: 'Decline', icon: true, style: '50%' },
    ])
    expect(await banner(page).getAttribute('data-theme')).toBe('DARK')
    expect(await banner(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(29, 29, 31)')
  })

  it('forced, is a modal dialog that keeps focus inside and hands it back after the answer', async () => {
    const page = await open('/cookie-banner-forced')
    await accept(page).click()
    await page.focus('[data-banner=force]')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cookie consent' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(
      await page.evaluate(() => [
        document.body.classList.contains('atoll-cookie-banner-forced'),
        document.querySelector('main')!.inert,
      ]),
    ).toEqual([true, true])
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(true)
    await decline(page).click()
    expect(await dialog.count()).toBe(0)
    expect(
      await page.evaluate(() => [
        document.body.classList.contains('atoll-cookie-banner-forced'),
        document.querySelector('main')!.inert,
      ]),
    ).toEqual([false, false])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-banner'))).toBe('force')
  })

  it('unforce shows it again with new settings, update re-mounts it', async () => {
    const page = await open('/cookie-banner-forced')
    await banner(page).waitFor()
    await dispatch(page, 'atoll:cookie-banner-force')
    await page.getByRole('dialog').waitFor()
    await dispatch(page, 'atoll:cookie-banner-unforce', { cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' })
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    expect(
      await banner(page).evaluate((element) => [
        element.dataset.variant,
        element.dataset.position,
        element.getBoundingClientRect().top,
      ]),
    ).toEqual(['BAR', 'TOP', 0])
    await dispatch(page, 'atoll:cookie-banner-update', { cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'TEXT' })
    expect(
      await banner(page).evaluate((element) => [
        element.dataset.theme,
        getComputedStyle(element).backgroundColor,
        element.querySelector('button')!.textContent,
      ]),
    ).toEqual(['LIGHT', 'rgb(255, 255, 255)', 'Accept'])
  })

  it('puts each bar and popup position where the spec says, with its fallbacks', async () => {
    const where = async (page: Page, settings: Record<string, unknown>) => {
      await dispatch(page, 'atoll:cookie-banner-update', settings)
      return banner(page).evaluate((element) => {
        const box = element.getBoundingClientRect()
        return {
          position: element.dataset.position,
          top: Math.round(box.top),
          left: Math.round(box.left),
          right: Math.round(innerWidth - box.right),
          bottom: Math.round(innerHeight - box.bottom),
        }
      })
    }
    const page = await open('/cookie-banner-bar', { viewport: { width: 1000, height: 600 } })
    await banner(page).waitFor()
    const bar = { left: 0, right: 0 }
    expect(await where(page, { cookieBannerPosition: 'BOTTOM' })).toEqual(
      expect.objectContaining({ ...bar, position: 'BOTTOM', bottom: 0 }),
    )
    expect(await where(page, { cookieBannerPosition: 'TOP' })).toEqual(
      expect.objectContaining({ ...bar, position: 'TOP', top: 0 }),
    )
    expect(await where(page, { cookieBannerPosition: 'TOP_RIGHT' })).toEqual(
      expect.objectContaining({ ...bar, position: 'TOP', top: 0 }),
    )
    expect(await where(page, { cookieBannerPosition: 'BOTTOM_LEFT' })).toEqual(
      expect.objectContaining({ ...bar, position: 'BOTTOM', bottom: 0 }),
    )
    expect(await where(page, { cookieBannerPosition: 'other' })).toEqual(
      expect.objectContaining({ ...bar, position: 'BOTTOM', bottom: 0 }),
    )

    const corners = {
      TOP_LEFT: { top: 16, left: 16 },
      TOP_RIGHT: { top: 16, right: 16 },
      BOTTOM_LEFT: { bottom: 16, left: 16 },
      BOTTOM_RIGHT: { bottom: 16, right: 16 },
      TOP: { top: 16, left: 16 },
      BOTTOM: { bottom: 16, left: 16 },
      MIDDLE: { bottom: 16, left: 16 },
    }
    await where(page, { cookieBannerVariant: 'POPUP' })
    for (const [position, box] of Object.entries(corners)) {
      const placed = await where(page, { cookieBannerPosition: position })
      expect(placed, position).toEqual(expect.objectContaining(box))
      expect(placed.position, position).toBe(
        position in { TOP: 1, BOTTOM: 1, MIDDLE: 1 } ? (position === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT') : position,
      )
    }
  })

  it('with OPT_IN_AND_OUT records at once and stops at the decline', async () => {
    const page = await open('/cookie-banner-opt-out')
    await eventually(async () => (await probe!.inbox('census')).map((record) => record.path)).toContain(
      '/api/census/RecordHit',
    )
    await eventually(() => cookieNames(probe!)).toEqual(expect.arrayContaining(TRACKING_COOKIES))
    await page.waitForLoadState('networkidle')
    await decline(page).click()
    expect(await cookieNames(probe!)).toEqual(['ss_consent'])
    const sentBefore = apiCalls(probe!).length
    await page.click('#order-button')
    await page.waitForLoadState('networkidle')
    expect(apiCalls(probe!).slice(sentBefore)).toEqual([])
  })

  it('reads Global Privacy Control as an opt-out: no banner, no page view, the preferences button to accept', async () => {
    const page = await open('/cookie-banner-opt-out', {
      beforeGoto: async (page) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        )
      },
    })
    await preferences(page).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await banner(page).count()).toBe(0)
    expect(apiCalls(probe!)).toEqual([])
    expect(await probe!.context.cookies()).toEqual([])
    expect((await dataLayer(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ])
    await preferences(page).click()
    await accept(page).click()
    await eventually(async () => (await probe!.inbox('census')).map((record) => record.path)).toContain(
      '/api/census/RecordHit',
    )
  })

  it('dispatches atoll:consent on each choice, and Atoll.consent gives it and shows the banner', async () => {
    const page = await open('/cookie-banner-opt-in', {
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          const seen: unknown[] = ((window as unknown as { consentEvents: unknown[] }).consentEvents = [])
          document.addEventListener('atoll:consent', (event) => seen.push((event as CustomEvent).detail))
        })
      },
    })
    await decline(page).click()
    const events = await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents)
    expect(events).toEqual([{ choice: 'declined', source: 'visitor', date: expect.any(Number), analytics: false }])
    expect(await page.evaluate(() => (window.Atoll as unknown as WithConsent).consent.get())).toEqual(events[0])
    expect(await page.evaluate(() => (window.Atoll as unknown as WithConsent).consent.show({ force: true }))).toBe(true)
    await page.getByRole('dialog', { name: 'Cookie consent' }).waitFor()
  })

  it('destroy() removes the banner and leaves no listener or timer', async () => {
    const page = await open('/cookie-banner-opt-in', { beforeGoto: (_, context) => installLeakProbe(context) })
    await banner(page).waitFor()
    await page.waitForSelector('#order-button[data-island-state=mounted]')
    await page.evaluate(() => window.Atoll?.destroy())
    expect(await banner(page).count()).toBe(0)
    expect(await preferences(page).count()).toBe(0)
    expect(await running(page)).toEqual({
      intersectionTargets: 0,
      mutationObservers: 0,
      resizeObservers: 0,
      performanceObservers: 0,
      timers: 0,
      frames: 0,
      idleCallbacks: 0,
      animations: 0,
    })
    expect(await atollListeners(page, '[data-block]')).toEqual([])
    await dispatch(page, 'atoll:cookie-banner-force')
    expect(await banner(page).count()).toBe(0)
  })
})
