import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'
import { routePage } from './routed-page.ts'

/** The requests that left for another origin than the demo server's. */
const thirdParty = (requests: readonly string[]) => requests.filter((url) => !url.startsWith(baseUrl()))

/** What a screen reader reads after a link's name: the texts its `aria-describedby` points at. */
const description = (page: Page, name: string) =>
  page.getByRole('link', { name }).evaluate((link) =>
    (link.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  )

const BAR_SETTINGS = {
  isContactEmailEnabled: true,
  isContactPhoneNumberEnabled: true,
  isLocationEnabled: true,
  isBusinessHoursEnabled: true,
  contactEmail: 'hello@harbour-street.example',
  contactPhoneNumber: '+47 22 33 44 55',
  location: '12 Harbour Street, Oslo',
  businessHours: 'Mon–Fri 7–18',
}

describe('page extras', () => {
  const pages = usePages()

  it("loads the site's Google fonts from one preconnected stylesheet, without a layout shift of its own", async () => {
    const probe = await pages.open('/page-extras', {
      beforeGoto: async (page, context) => {
        await fakeProviders(context)
        await page.addInitScript(() => {
          // The fake fonts never arrive (providers.ts): whatever moves, the page moved.
          const shifts: number[] = []
          ;(window as unknown as { shifts: number[] }).shifts = shifts
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
          }).observe({ type: 'layout-shift', buffered: true })
        })
      },
    })
    const { page } = probe
    await page.waitForFunction(() => [...document.fonts].some((font) => font.family === 'Fraunces'))
    expect(
      await page.$$eval('head link[rel=preconnect], head link[rel=stylesheet]', (links) =>
        links.map(
          (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')} ${link.getAttribute('crossorigin')}`,
        ),
      ),
    ).toEqual([
      'stylesheet /demo.css null',
      'stylesheet /demo/extras.css null',
      'preconnect https://fonts.googleapis.com null',
      'preconnect https://fonts.gstatic.com ',
      'stylesheet https://fonts.googleapis.com/css2?family=Fraunces&family=Inter&display=swap null',
    ])
    await page.evaluate(() => document.fonts.ready)
    const heading = page.getByRole('heading', { name: 'Fresh bread, set in Fraunces' })
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toBe('Fraunces, Georgia, serif')
    expect(await page.evaluate(() => [...document.fonts].map((font) => font.family).sort())).toEqual([
      'Fraunces',
      'Inter',
    ])
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
    // The fonts are the one third party the page asks for by itself, as the site configured them.
    expect(thirdParty(probe.requests)).toEqual([
      'https://fonts.googleapis.com/css2?family=Fraunces&family=Inter&display=swap',
    ])
  })

  it('loads a Typekit kit, and says which fonts it no longer has, or that the kit is gone', async () => {
    const kit = await pages.open('/typekit-extras', {
      beforeGoto: async (page, context) => {
        await fakeProviders(context)
        await routePage(page, '/typekit-extras', '<p>Kit</p>', {
          website: { typekitId: 'atoll1' },
          typekitFonts: ['proxima-nova', 'proxima-nova:n4,i7', 'brandon-grotesque'],
          analyticsDisabled: true,
        })
      },
    })
    kit.expectConsoleError('[atoll:fonts] Typekit font no longer available: proxima-nova i7', 1)
    kit.expectConsoleError('[atoll:fonts] Typekit font no longer available: brandon-grotesque n4', 1)
    await expect.poll(() => kit.consoleErrors.length, { timeout: 5000 }).toBe(2)
    expect(await kit.page.$$eval('link[href^="https://use.typekit.net"]', (links) => links.length)).toBe(1)

    const gone = await pages.open('/typekit-gone', {
      beforeGoto: async (page, context) => {
        await fakeProviders(context)
        await routePage(page, '/typekit-gone', '<p>Kit</p>', {
          website: { typekitId: 'gone42' },
          typekitFonts: ['proxima-nova'],
          analyticsDisabled: true,
        })
      },
    })
    gone.expectConsoleError('Failed to load resource: the server responded with a status of 404 (Not Found)', 1)
    gone.expectConsoleError('[atoll:fonts] Typekit font no longer available: kit gone42 did not load', 1)
    await expect.poll(() => gone.consoleErrors.length, { timeout: 5000 }).toBe(2)
  })

  it('shows a Save button over a content image on hover and on keyboard focus, and asks Pinterest only on click', async () => {
    const probe = await pages.open('/page-extras', {
      beforeGoto: async (_, context) => {
        await fakeProviders(context)
        await context.route('https://www.pinterest.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Save your Pin</title>' }),
        )
      },
    })
    const { page } = probe
    const saves = page.getByRole('button', { name: 'Save to Pinterest' })
    const loaves = page.getByRole('img', { name: 'Two sourdough loaves and a round rye on the counter' })
    // Until the visitor's first pointer, focus or click, the feature's code is not even loaded.
    await page.evaluate(() => window.Atoll?.ready)
    await page.waitForLoadState('networkidle')
    expect(await saves.count()).toBe(0)
    expect(probe.requests.filter((url) => /\/atoll\/pinterest-/.test(url))).toEqual([])

    // The pointer that wakes it is over the photo: that photo's button shows at its corner at once.
    await loaves.hover()
    await saves.nth(1).waitFor({ state: 'attached' })
    expect(await saves.count()).toBe(2)
    const save = saves.first()
    const opacity = () => save.evaluate((button) => getComputedStyle(button).opacity)
    expect(await save.textContent()).toBe('Save')
    expect(await opacity()).toBe('1')
    const [image, button] = [await loaves.boundingBox(), await save.boundingBox()]
    expect(button!.x).toBeCloseTo(image!.x + 8, 0)
    expect(button!.y).toBeCloseTo(image!.y + 8, 0)

    // Away from the photo, its button hides; from the text before the photos, Tab reaches it, and it shows.
    await page.mouse.move(0, 0)
    expect(await opacity()).toBe('0')
    await page.getByText('Point at a photo, or Tab to it').click()
    await page.keyboard.press('Tab')
    expect(await save.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await opacity()).toBe('1')

    expect(probe.requests.filter((url) => url.includes('pinterest.com'))).toEqual([])
    const opened = probe.context.waitForEvent('page')
    await page.keyboard.press('Enter')
    const popup = await opened
    await popup.waitForLoadState()
    const pin = new URL(popup.url())
    expect(pin.origin + pin.pathname).toBe('https://www.pinterest.com/pin/create/button/')
    expect(Object.fromEntries(pin.searchParams)).toEqual({
      url: `${baseUrl()}/page-extras`,
      media: `${baseUrl()}/media/bakery-loaves.svg`,
      description: 'Two sourdough loaves and a round rye on the counter',
    })
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    // Before the visitor asked, nothing but the site's fonts left the page.
    expect(thirdParty(probe.requests)).toEqual([
      'https://fonts.googleapis.com/css2?family=Fraunces&family=Inter&display=swap',
      popup.url(),
    ])
  })

  it("labels links to locked and members-only pages with the spec's words, for pointers and screen readers", async () => {
    const { page } = await pages.open('/page-extras', { beforeGoto: (_, context) => fakeProviders(context) })
    const members = page.getByRole('link', { name: "Members' recipes" })
    await page.locator('a[data-access][aria-describedby]').first().waitFor()
    expect(await members.getAttribute('title')).toBe('This page available only site members')
    expect(await description(page, "Members' recipes")).toBe('This page available only site members')
    expect(await page.getByRole('link', { name: 'The recipe vault' }).getAttribute('title')).toBe('This page is locked')
    expect(await description(page, 'The recipe vault')).toBe('This page is locked')
  })

  it('shows the contact bar at 390 px wide above the cookie banner, never over it, until dismissed for the session', async () => {
    const probe = await pages.open('/bar-extras', {
      viewport: { width: 390, height: 844 },
      beforeGoto: (page) =>
        routePage(page, '/bar-extras', '<h1>Harbour Street Bakery</h1><p>Bread every morning.</p>', {
          analyticsDisabled: true,
          cookieSettings: {
            isCookieBannerEnabled: true,
            cookieBannerVariant: 'BAR',
            cookieBannerPosition: 'BOTTOM',
            cookieBannerCtaVariant: 'BUTTON',
          },
          websiteSettings: { mobileInfoBarSettings: BAR_SETTINGS },
        }),
    })
    const { page } = probe
    const bar = page.getByRole('complementary', { name: 'Contact information' })
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await bar.waitFor()
    await banner.waitFor()
    expect(await bar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'mailto:hello@harbour-street.example',
      'tel:+4722334455',
      'https://www.google.com/maps/search/?api=1&query=12+Harbour+Street%2C+Oslo',
    ])
    expect(await bar.getByRole('link', { name: 'Call +47 22 33 44 55', exact: true }).isVisible()).toBe(true)
    await bar.getByText('Hours').click()
    expect(await bar.getByText('Mon–Fri 7–18').isVisible()).toBe(true)

    /** The bar's bottom edge is above the top of what it must not cover. */
    const clear = async (other: ReturnType<Page['getByRole']>) => {
      const [barBox, otherBox] = [await bar.boundingBox(), await other.boundingBox()]
      return barBox!.y + barBox!.height <= otherBox!.y + 0.5
    }
    await expect.poll(() => clear(banner)).toBe(true)
    await banner.getByRole('button', { name: 'Accept' }).click()
    const preferences = page.getByRole('button', { name: 'Cookie preferences' })
    await preferences.waitFor()
    await expect.poll(() => clear(preferences)).toBe(true)

    await bar.getByRole('button', { name: 'Hide contact information' }).click()
    expect(await bar.count()).toBe(0)
    await page.reload()
    await preferences.waitFor()
    expect(await bar.count()).toBe(0)
    expect(thirdParty(probe.requests)).toEqual([])
  })

  it('keeps the contact bar to 1024 px wide or less', async () => {
    const { page } = await pages.open('/bar-wide', {
      viewport: { width: 1024, height: 700 },
      beforeGoto: (page) =>
        routePage(page, '/bar-wide', '<p>Bread</p>', {
          analyticsDisabled: true,
          websiteSettings: { mobileInfoBarSettings: BAR_SETTINGS },
        }),
    })
    const bar = page.getByRole('complementary', { name: 'Contact information' })
    await bar.waitFor()
    await page.setViewportSize({ width: 1025, height: 700 })
    await bar.waitFor({ state: 'hidden' })
  })
})
