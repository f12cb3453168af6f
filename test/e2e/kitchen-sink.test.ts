import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'

/**
 * The kitchen sink shows the media and page-extra blocks beside every other block: each mounts and
 * shows what a visitor uses, with the providers faked at the network layer. (The page's other
 * blocks are checked in blocks-widgets.test.ts.)
 */
describe('the kitchen sink', () => {
  const pages = usePages()

  it('shows the audio player, platform video, chart, tour dates, embedded widget and page extras', async () => {
    const probe = await pages.open('/kitchen-sink', {
      viewport: { width: 1000, height: 900 },
      reducedMotion: true,
      beforeGoto: (_, context) => fakeProviders(context),
    })
    const { page } = probe
    // The popup overlay opens over the page at load; the visitor closes it first.
    const overlay = page.locator('#sink-overlay [role=dialog]')
    await overlay.waitFor()
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'hidden' })

    // The web fonts the site configured: one stylesheet for both families.
    await expect
      .poll(() => probe.requests.filter((url) => url.startsWith('https://fonts.googleapis.com/css2?')))
      .toEqual(['https://fonts.googleapis.com/css2?family=Fraunces&family=Inter&display=swap'])
    // At 1024 px wide or less, the mobile information bar with its contact links.
    const bar = page.getByRole('complementary', { name: 'Contact information' })
    await bar.waitFor()
    expect(await bar.getByRole('link', { name: /hello@harbour-street\.example/ }).getAttribute('href')).toBe(
      'mailto:hello@harbour-street.example',
    )
    // A members-only link says so to every visitor.
    await expect.poll(() => page.locator('a[data-access="members"]').getAttribute('aria-describedby')).toBeTruthy()

    // Each block mounts as it comes into view.
    await page.locator('#sink-tune').scrollIntoViewIfNeeded()
    const tune = page.getByRole('group', { name: 'Harbour morning' })
    await tune.getByRole('button', { name: 'Play' }).waitFor()
    expect(await tune.getByRole('slider', { name: 'Seek' }).count()).toBe(1)

    const film = page.locator('#sink-bakehouse')
    await film.scrollIntoViewIfNeeded()
    await film.getByRole('button', { name: 'Play video: The bakehouse test card' }).waitFor()

    const chart = page.locator('#sink-chart')
    await chart.scrollIntoViewIfNeeded()
    await expect.poll(() => chart.getByRole('img').count()).toBe(3)
    expect(await chart.getByRole('table', { name: 'Loaves sold each month, 2026' }).count()).toBe(1)

    const tour = page.locator('#sink-tour')
    await tour.scrollIntoViewIfNeeded()
    await tour.getByRole('heading', { level: 3 }).first().waitFor()
    expect(await tour.getByRole('link', { name: /^Tickets for / }).count()).toBeGreaterThan(0)

    const classes = page.locator('#sink-classes')
    await classes.scrollIntoViewIfNeeded()
    await page.locator('#sink-classes[data-widget=loaded]').waitFor({ state: 'attached' })
    expect(
      await page.frameLocator('#sink-classes iframe[title="Book a baking class"]').locator('p').textContent(),
    ).toBe('Classes')

    // A content image offers the Pinterest Save button on hover; nothing was asked of Pinterest.
    await page.locator('#sink-photo img').first().scrollIntoViewIfNeeded()
    await page.locator('#sink-photo img').first().hover()
    await page.getByRole('button', { name: 'Save to Pinterest' }).first().waitFor()
    expect(probe.requests.filter((url) => /pinterest\.com|pinimg\.com/.test(new URL(url).hostname))).toEqual([])

    // The donate button goes to the donation checkout.
    await page.getByRole('button', { name: 'Give to the shelter bread fund' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout/donate' && url.search === '?donatePageId=shelter-bread')
  })
})
