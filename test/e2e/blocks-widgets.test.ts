import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { blockListeners, installLeakProbe, running } from './leak-probe.ts'
import { fakeProviders } from './providers.ts'

/** Serves a demo page with its page context edited, as another visitor's page would have it. */
async function withContext(page: Page, path: string, fields: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('"pageType":2', `"pageType":2,${fields}`) })
  })
}

/** The browser's report of a provider script the test makes unreachable. */
const OFFLINE = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED'

describe('the reservation and Tock widgets', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(
    path: string,
    block: string,
    options: OpenPageOptions & { reachable?: boolean } = {},
  ): Promise<Page> {
    probe = await pages.open(path, {
      ...options,
      beforeGoto: async (page, context) => {
        await fakeProviders(context, options.reachable ?? true)
        await options.beforeGoto?.(page, context)
      },
    })
    await probe.page.waitForSelector(`${block}[data-island-state=mounted]`)
    return probe.page
  }

  const RESERVATION = '#table-booking'
  const loads = (page: Page) => page.evaluate(() => (window as unknown as { fakeLoads?: string[] }).fakeLoads ?? [])

  it('loads the reservation widget in an iframe, without overlay, wide over 850 px', async () => {
    const page = await open('/reservation', RESERVATION)
    await page.waitForSelector(`${RESERVATION} .fake-opentable`)
    const [src] = await loads(page)
    const params = new URL(src!).searchParams
    expect(Object.fromEntries(params)).toMatchObject({ rid: '123456', iframe: 'true', overlay: 'false', theme: 'wide' })
    expect(await page.textContent(`${RESERVATION} .fake-opentable`)).toBe('Reserve a table (wide)')
    expect(await page.isHidden(`${RESERVATION} [data-part=fallback]`)).toBe(true)
  })

  it('loads the reservation widget again with the standard theme at 850 px or less', async () => {
    const page = await open('/reservation', RESERVATION)
    await page.waitForSelector(`${RESERVATION} .fake-opentable`)
    await page.$eval(RESERVATION, (block) => ((block as HTMLElement).style.width = '850px'))
    await expect.poll(() => page.textContent(`${RESERVATION} .fake-opentable`)).toBe('Reserve a table (standard)')
    expect((await loads(page)).map((src) => new URL(src).searchParams.get('theme'))).toEqual(['wide', 'standard'])
    expect(await page.locator(`${RESERVATION} .fake-opentable`).count()).toBe(1)
  })

  it('keeps the fallback and says the widget could not load when the provider is unreachable', async () => {
    const page = await open('/reservation', RESERVATION, { reachable: false })
    await page.waitForSelector(`${RESERVATION}[data-widget=failed]`)
    expect(await page.isVisible(`${RESERVATION} [data-part=fallback]`)).toBe(true)
    expect(await page.textContent(`${RESERVATION} [role=status]`)).toBe(
      'The booking widget could not load. Please try again later.',
    )
    probe!.expectConsoleError(OFFLINE, 1)
    probe!.expectConsoleError(
      /^\[atoll:reservation\] #table-booking: The widget script did not load: https:\/\/www\.opentable\.com\//,
      1,
    )
  })

  it("answers a signed-in owner with the 'Preview Only' alert", async () => {
    const page = await open('/reservation', RESERVATION, {
      beforeGoto: (page) =>
        withContext(page, '/reservation', '"authenticatedAccount":{"id":"owner-1"},"websiteRoles":{"admin":true}'),
    })
    await page.click(`${RESERVATION} button[aria-label="Preview Only"]`)
    const dialog = page.locator('[role=alertdialog]')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Preview Only')
    expect(await dialog.textContent()).toContain('This block is only usable when you are logged out.')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
  })

  it('gives a signed-in viewer the widget itself', async () => {
    const page = await open('/reservation', RESERVATION, {
      beforeGoto: (page) =>
        withContext(page, '/reservation', '"authenticatedAccount":{"id":"member-1"},"websiteRoles":{"viewer":true}'),
    })
    expect(await page.locator(`${RESERVATION} .atoll-preview-shield`).count()).toBe(0)
  })

  const TOCK_BLOCK = '#bakehouse-visits'
  const layout = (page: Page) => page.getAttribute(TOCK_BLOCK, 'data-layout')

  it('asks the Tock script for the business widget in its container', async () => {
    const page = await open('/tock', TOCK_BLOCK)
    await expect.poll(() => page.textContent('#Tock_widget_container')).toBe('Book harbour-street-bakery on Tock')
    expect(await page.isHidden(`${TOCK_BLOCK} [data-part=fallback]`)).toBe(true)
  })

  it('lays the Tock widget out as a column at 750 px, as a row above', async () => {
    const page = await open('/tock', TOCK_BLOCK)
    const width = (px: number) =>
      page.$eval(TOCK_BLOCK, (block, value) => ((block as HTMLElement).style.width = `${value}px`), px)
    expect(await layout(page)).toBe('row')
    await width(750)
    await expect.poll(() => layout(page)).toBe('column')
    expect(await page.$eval(`${TOCK_BLOCK} .booking-fields`, (list) => getComputedStyle(list).flexDirection)).toBe(
      'column',
    )
    await width(751)
    await expect.poll(() => layout(page)).toBe('row')
  })

  it('keeps the Tock fallback and says so when the provider is unreachable', async () => {
    const page = await open('/tock', TOCK_BLOCK, { reachable: false })
    await page.waitForSelector(`${TOCK_BLOCK}[data-widget=failed]`)
    expect(await page.isVisible(`${TOCK_BLOCK} [data-part=fallback]`)).toBe(true)
    expect(await page.textContent(`${TOCK_BLOCK} [role=status]`)).toBe(
      'The booking widget could not load. Please try again later.',
    )
    probe!.expectConsoleError(OFFLINE, 1)
    probe!.expectConsoleError(
      '[atoll:tock] #bakehouse-visits: The widget script did not load: https://www.exploretock.com/tock.js',
      1,
    )
  })

  it.each(['/\\evil.example/x.js', '//evil.example/x.js', 'https://www.exploretock.com.evil.com/x.js', '/s/x.js'])(
    'refuses the Tock script %s: nothing is fetched or run, one console error',
    async (scriptUrl) => {
      const page = await open('/tock', TOCK_BLOCK, {
        beforeGoto: async (page) => {
          // Whatever those hosts would serve sets a flag, were it ever run.
          await page.route(/evil|\/s\/x\.js/, (route) =>
            route.fulfill({ contentType: 'text/javascript', body: 'window.__evil = 1' }),
          )
          await page.route('**/tock', async (route) => {
            const response = await route.fetch()
            // As the server writes settings: JSON in a double-quoted attribute.
            const attribute = (settings: Record<string, string>) =>
              JSON.stringify(settings).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
            await route.fulfill({
              response,
              body: (await response.text()).replace(
                `data-block-json="${attribute({ businessName: 'harbour-street-bakery' })}"`,
                `data-block-json="${attribute({ businessName: 'harbour-street-bakery', scriptUrl })}"`,
              ),
            })
          })
        },
      })
      await page.waitForSelector(`${TOCK_BLOCK}[data-widget=failed]`)
      expect(await page.evaluate(() => (window as unknown as { __evil?: number }).__evil)).toBeUndefined()
      expect(probe!.requests.filter((url) => /evil|\/s\/x\.js/.test(url))).toEqual([])
      expect(await page.$$eval(`${TOCK_BLOCK} script`, (scripts) => scripts.length)).toBe(0)
      expect(await page.isVisible(`${TOCK_BLOCK} [data-part=fallback]`)).toBe(true)
      probe!.expectConsoleError(
        `[atoll:tock] #bakehouse-visits: Refused the script ${JSON.stringify(scriptUrl)}: only scripts from https://www.exploretock.com are loaded`,
        1,
      )
      expect(probe!.consoleErrors).toHaveLength(1)
    },
  )

  it('leaves nothing running or listening after Atoll.destroy()', async () => {
    for (const [path, block] of [
      ['/reservation', RESERVATION],
      ['/tock', TOCK_BLOCK],
    ]) {
      const page = await open(path!, block!, { beforeGoto: (_, context) => installLeakProbe(context) })
      await page.waitForSelector(`${block}[data-widget=loaded]`)
      await page.evaluate(() => window.Atoll?.destroy())
      expect(await running(page)).toMatchObject({ intersectionTargets: 0, mutationObservers: 0, timers: 0, frames: 0 })
      expect(await blockListeners(page, block!)).toEqual([])
      expect(await page.isVisible(`${block} [data-part=fallback]`)).toBe(true)
      await probe?.close()
      probe = undefined
    }
  })
})

describe('the kitchen sink', () => {
  const pages = usePages()

  it('mounts and shows every page block of this area beside the others', async () => {
    const probe = await pages.open('/kitchen-sink', {
      beforeGoto: (_, context) => fakeProviders(context, false),
    })
    const { page } = probe
    // The providers are unreachable here: each widget says so once, after the browser's report; the
    // site's web fonts (the page extras) fail to load too, with the browser's report alone.
    probe.expectConsoleError(OFFLINE, 4)
    probe.expectConsoleError(
      '[atoll:embed-widget] #sink-classes: The widget script did not load: https://embed.acuityscheduling.com/js/embed.js',
      1,
    )
    probe.expectConsoleError(/^\[atoll:reservation\] #sink-reservation: The widget script did not load: /, 1)
    probe.expectConsoleError(
      '[atoll:tock] #sink-tock: The widget script did not load: https://www.exploretock.com/tock.js',
      1,
    )
    const blocks = [
      '#sink-announcement',
      '#sink-ticker',
      '#sink-cafe-menu',
      '#sink-membership',
      '#sink-circle',
      '#sink-reservation',
      '#sink-tock',
      '#sink-classes',
      '#sink-overlay',
    ]
    for (const block of blocks) {
      await page.locator(block).scrollIntoViewIfNeeded()
      await page.waitForSelector(`${block}[data-island-state=mounted]`, { state: 'attached' })
    }
    // The animated card comes in once half of it is in view.
    await page.locator('#sink-animated').scrollIntoViewIfNeeded()
    await expect.poll(() => page.getAttribute('#sink-animated', 'class')).toContain('animation-loaded')
    expect(await page.isVisible('#sink-overlay [role=dialog]')).toBe(true)
    expect(await page.isVisible('#sink-announcement')).toBe(true)
    expect(await page.getAttribute('#sink-tock', 'data-layout')).toBe('column')
    // The embedded widget that could not load leaves its link.
    await page.locator('#sink-classes[data-widget=failed]').waitFor({ state: 'attached' })
    expect(await page.getByRole('link', { name: 'Book a baking class on Acuity' }).isVisible()).toBe(true)
  })
})
