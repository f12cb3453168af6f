import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { atollListeners, blockListeners, installLeakProbe, running } from './leak-probe.ts'

const DAY = 86_400_000
const T0 = new Date('2025-05-01T09:00:00Z').getTime()
const OVERLAY = '#bread-club'
const DIALOG = `${OVERLAY} [role=dialog]`
const SETTINGS = { style: 3, enableMobile: true, version: 1, showUntilSignup: true, displayFrequency: 7 }
const NOTHING_RUNNING = {
  intersectionTargets: 0,
  mutationObservers: 0,
  resizeObservers: 0,
  performanceObservers: 0,
  timers: 0,
  frames: 0,
  idleCallbacks: 0,
  animations: 0,
}

/** Serves a demo page with its HTML edited: another block setting or page context, as another site would have. */
async function rewrite(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: edit(await response.text()) })
  })
}

/** Settings as the server writes them in `data-block-json`: JSON in a double-quoted attribute. */
const attribute = (settings: Record<string, unknown>) => JSON.stringify(settings).replace(/"/g, '&quot;')

const overlaySettings = (settings: Record<string, unknown>) => (html: string) =>
  html.replace(attribute(SETTINGS), attribute({ ...SETTINGS, ...settings }))

/** Whether the overlay shows once its island has mounted (it mounts whether it shows or not). */
async function overlayShown(page: Page): Promise<boolean> {
  await page.waitForSelector(`${OVERLAY}[data-island-state=mounted]`, { state: 'attached' })
  return page.isVisible(DIALOG)
}

/** What the overlay told the page (`atoll:overlay`), the census seam the tracking core listens to. */
const overlayEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlayEvents: string[] }).overlayEvents)

describe('the popup overlay', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  /** Opens the overlay page with the clock installed at T0 (time still flows) and the overlay's events recorded. */
  async function open(
    options: OpenPageOptions & { settings?: Record<string, unknown>; signedIn?: boolean } = {},
  ): Promise<Page> {
    probe = await pages.open('/popup-overlay', {
      ...options,
      beforeGoto: async (page, context) => {
        await context.clock.install({ time: T0 })
        await context.addInitScript(() => {
          const events: string[] = []
          Object.defineProperty(window, 'overlayEvents', { value: events })
          document.addEventListener('atoll:overlay', (event) =>
            events.push((event as CustomEvent<{ action: string }>).detail.action),
          )
        })
        if (options.settings) await rewrite(page, '/popup-overlay', overlaySettings(options.settings))
        if (options.signedIn) {
          await rewrite(page, '/popup-overlay', (html) =>
            html.replace('"pageType":2', '"pageType":2,"authenticatedAccount":{"id":"owner-1"}'),
          )
        }
        await options.beforeGoto?.(page, context)
      },
    })
    return probe.page
  }

  async function closeWithEscape(page: Page): Promise<void> {
    await page.waitForSelector(DIALOG)
    await page.keyboard.press('Escape')
    await page.waitForSelector(DIALOG, { state: 'hidden' })
  }

  /** Moves the page's clock on and loads the page again. */
  async function later(page: Page, days: number): Promise<void> {
    await page.clock.setSystemTime(T0 + days * DAY)
    await page.reload()
  }

  it('opens as a modal dialog that keeps focus, closes with Escape and gives focus back', async () => {
    const page = await open()
    await page.waitForSelector(DIALOG)
    expect(await page.getAttribute(DIALOG, 'aria-modal')).toBe('true')
    expect(
      await page.evaluate(
        (dialog) =>
          document.getElementById(document.querySelector(dialog)!.getAttribute('aria-labelledby')!)?.textContent,
        DIALOG,
      ),
    ).toBe('Join the bread club')
    expect(
      await page.evaluate((dialog) => document.querySelector(dialog)!.contains(document.activeElement), DIALOG),
    ).toBe(true)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate((dialog) => document.querySelector(dialog)!.contains(document.activeElement), DIALOG),
      ).toBe(true)
    }
    expect(await page.getAttribute(`${DIALOG} .atoll-overlay__close`, 'aria-label')).toBe('Close')
    await closeWithEscape(page)
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    expect(await overlayEvents(page)).toEqual(['show', 'close'])
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('atoll.popup-overlay')!).v)
    expect(record).toEqual({ version: 1, submitted: false, dateClosed: expect.any(Number) })
    expect(record.dateClosed - T0).toBeLessThan(60_000)
  })

  it('closes from its close button and from a click beside the dialog', async () => {
    const page = await open()
    await page.click(`${DIALOG} .atoll-overlay__close`)
    await page.waitForSelector(DIALOG, { state: 'hidden' })
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.waitForSelector(DIALOG)
    await page.mouse.click(5, 5)
    await page.waitForSelector(DIALOG, { state: 'hidden' })
  })

  it('shows again once displayFrequency days have passed since it was closed', async () => {
    const page = await open()
    await closeWithEscape(page)
    await later(page, 6)
    expect(await overlayShown(page)).toBe(false)
    await later(page, 7.01)
    expect(await overlayShown(page)).toBe(true)
  })

  it('never shows again with displayFrequency -1', async () => {
    const page = await open({ settings: { displayFrequency: -1 } })
    await closeWithEscape(page)
    await later(page, 365 * 3)
    expect(await overlayShown(page)).toBe(false)
  })

  it('shows again, within the frequency, when the version is newer than the one closed', async () => {
    const page = await open()
    await closeWithEscape(page)
    await later(page, 1)
    expect(await overlayShown(page)).toBe(false)
    await rewrite(page, '/popup-overlay', overlaySettings({ version: 2 }))
    await later(page, 2)
    expect(await overlayShown(page)).toBe(true)
  })

  it('stays away after a sign-up with showUntilSignup, and not without it', async () => {
    const page = await open()
    await page.waitForSelector(DIALOG)
    // What the form island dispatches once the overlay's newsletter form is submitted (CONTRACT.md section 5).
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('atoll:form-submit', { detail: { formId: 'f-bread-club' } })),
    )
    await closeWithEscape(page)
    expect(await overlayEvents(page)).toEqual(['show', 'submit', 'close'])
    await later(page, 30)
    expect(await overlayShown(page)).toBe(false)
    await rewrite(page, '/popup-overlay', overlaySettings({ showUntilSignup: false }))
    await later(page, 31)
    expect(await overlayShown(page)).toBe(true)
  })

  it('shows on a phone only with enableMobile', async () => {
    const phone = { width: 390, height: 800 }
    let page = await open({ viewport: phone, settings: { enableMobile: false } })
    expect(await overlayShown(page)).toBe(false)
    await probe?.close()
    page = await open({ viewport: phone })
    expect(await overlayShown(page)).toBe(true)
  })

  it('always shows to a signed-in user', async () => {
    const page = await open({ signedIn: true })
    await closeWithEscape(page)
    await later(page, 1)
    expect(await overlayShown(page)).toBe(true)
  })

  it('leaves nothing running or listening after Atoll.destroy()', async () => {
    const documentListenersAfterDestroy = async (page: Page) => {
      await page.evaluate(() => window.Atoll?.destroy())
      expect(await running(page)).toEqual(NOTHING_RUNNING)
      return (await atollListeners(page, ':not(*)')).sort()
    }
    let page = await open({ beforeGoto: (_, context) => installLeakProbe(context) })
    await page.waitForSelector(DIALOG)
    expect(await blockListeners(page, OVERLAY)).toEqual(expect.arrayContaining(['click']))
    const shown = await documentListenersAfterDestroy(page)
    expect(await blockListeners(page, OVERLAY)).toEqual([])
    expect(await page.isHidden(OVERLAY)).toBe(true)
    expect(
      await page.evaluate((overlay) => document.querySelector(overlay)!.firstElementChild?.localName, OVERLAY),
    ).toBe('h2')
    // Page-wide features keep their own listeners on document and window whatever the overlay does:
    // the same page where the overlay stayed hidden (and listened to nothing) has the same ones.
    await probe?.close()
    page = await open({
      beforeGoto: async (_, context) => {
        await installLeakProbe(context)
        await context.addInitScript(
          (record) => localStorage.setItem('atoll.popup-overlay', JSON.stringify({ v: record })),
          {
            version: 1,
            submitted: false,
            dateClosed: T0,
          },
        )
      },
    })
    expect(await overlayShown(page)).toBe(false)
    expect(await documentListenersAfterDestroy(page)).toEqual(shown)
  })
})

describe('the announcement bar', () => {
  const pages = usePages()
  let probe: PageProbe | undefined
  const BAR = '#announcement'

  async function open(beforeGoto?: OpenPageOptions['beforeGoto']): Promise<Page> {
    probe = await pages.open('/announcement-bar', { beforeGoto })
    await probe.page.waitForSelector(`${BAR}[data-island-state=mounted]`, { state: 'attached' })
    return probe.page
  }

  it('shows the bar with a labelled close button, and remembers its dismissal', async () => {
    const page = await open()
    expect(await page.isVisible(BAR)).toBe(true)
    expect(await page.getAttribute(BAR, 'aria-label')).toBe('Announcement')
    await page.click(`${BAR} button[aria-label="Close announcement"]`)
    expect(await page.isHidden(BAR)).toBe(true)
    await page.reload()
    await page.waitForSelector(`${BAR}[data-island-state=mounted]`, { state: 'attached' })
    expect(await page.isHidden(BAR)).toBe(true)
  })

  it('shows a newer version to a visitor who dismissed an older one', async () => {
    const page = await open(async (_, context) => {
      await context.addInitScript(() =>
        localStorage.setItem('atoll.announcement-bar', JSON.stringify({ v: { version: 1 } })),
      )
    })
    expect(await page.isVisible(BAR)).toBe(true)
  })

  it('stays hidden when the page context does not allow it', async () => {
    const page = await open((page) =>
      rewrite(page, '/announcement-bar', (html) => html.replace(',"showAnnouncementBar":true', '')),
    )
    expect(await page.isHidden(BAR)).toBe(true)
  })

  it('can be dismissed with the keyboard alone', async () => {
    const page = await open()
    await page.focus(`${BAR} a`)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close announcement')
    await page.keyboard.press('Enter')
    expect(await page.isHidden(BAR)).toBe(true)
  })
})
