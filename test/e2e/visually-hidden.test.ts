import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { FAKE_MAPS, fakeProviders, MAPS_SCRIPT } from './providers.ts'

/**
 * Whether a visitor sees nothing of the element: out of the flow and clipped to nothing, the one
 * visually hidden rule (src/core/dom/visually-hidden.css) that each island's stylesheet imports.
 * Playwright's own visibility counts a clipped box of a pixel as visible, so it cannot say this.
 */
const paintsNothing = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return style.position === 'absolute' && style.clipPath === 'inset(50%)' && style.overflow === 'hidden'
  })

/** Text that assistive technology reads and the page does not show, island by island. */
describe('visually hidden text', () => {
  const pages = usePages()

  it("hides the sale's price words of the server's purchase form from the first paint, without script", async () => {
    const { page } = await pages.open('/store/cardamom-buns', { javaScriptEnabled: false })
    const price = page.locator('.atoll-purchase-price')
    expect(await price.textContent()).toBe('Sale Original price: $12.00 Sale price: $9.00')
    expect(await paintsNothing(price.getByText('Original price:'))).toBe(true)
    expect(await paintsNothing(price.getByText('Sale price:'))).toBe(true)
    expect(await price.locator('.atoll-purchase-amount').isVisible()).toBe(true)
  })

  it("hides the product price's words for the original and the sale price", async () => {
    const { page } = await pages.open('/shop')
    await page.locator('#price-cardamom-buns').scrollIntoViewIfNeeded()
    const price = page.locator('#price-cardamom-buns[data-island-state=mounted]')
    await price.waitFor()
    expect(await price.textContent()).toBe('Sale Original price: $12.00 Sale price: $9.00')
    expect(await paintsNothing(price.getByText('Original price:'))).toBe(true)
    expect(await paintsNothing(price.getByText('Sale price:'))).toBe(true)
    expect(await paintsNothing(price.getByText('$9.00'))).toBe(false)
  })

  it("names each star of a review's rating by its hidden text", async () => {
    const { page } = await pages.open('/reviews?token=demo-review-valid', { reducedMotion: true })
    await page.waitForSelector('#reviews[data-island-state=mounted]')
    const loaf = page.getByRole('region', { name: 'Sourdough loaf' })
    const star = loaf.getByRole('radio', { name: '4 stars' })
    await star.waitFor()
    expect(await paintsNothing(loaf.getByText('4 stars', { exact: true }))).toBe(true)
  })

  it('says what a filter of the product list left in a status it does not show', async () => {
    const { page } = await pages.open('/store', { reducedMotion: true })
    await page.waitForSelector('#products[data-island-state=mounted]')
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Bread', exact: true }).click()
    const status = page.getByRole('status').filter({ hasText: 'products' })
    await expect.poll(() => status.textContent()).toMatch(/^\d+ products$/)
    expect(await paintsNothing(status)).toBe(true)
  })

  it('says how many results the search preview found in a status it does not show', async () => {
    const { page } = await pages.open('/blog')
    await page.getByRole('searchbox', { name: 'Search the site' }).focus()
    await page.getByRole('combobox', { name: 'Search the site' }).waitFor()
    await page.keyboard.type('rye')
    const status = page.locator('.site-search').getByRole('status')
    await expect.poll(() => status.textContent()).toMatch(/^\d+ results?$/)
    expect(await paintsNothing(status)).toBe(true)
  })

  it("keeps the chart's table hidden until the Data button shows it", async () => {
    const { page } = await pages.open('/charts')
    await page.locator('#chart-flour').scrollIntoViewIfNeeded()
    const chart = page.locator('#chart-flour[data-island-state=mounted]')
    await chart.waitFor()
    const table = chart.getByRole('table', { name: 'Flour used, by bake' })
    const holder = table.locator('xpath=..')
    expect(await paintsNothing(holder)).toBe(true)
    await chart.getByRole('button', { name: 'Data' }).click()
    expect(await paintsNothing(holder)).toBe(false)
  })

  it("starts a field's error with the word Error, read and not shown", async () => {
    const probe = await pages.open('/contact')
    const { page } = probe
    // The server judges the empty form: its 400 names the fields.
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 400 (Bad Request)')
    // The server's form hydrates when the pointer comes over it.
    await page.locator('#callback-form').hover()
    const form = page.locator('#callback-form[data-island-state=mounted]')
    await form.waitFor()
    await form.getByRole('button', { name: 'Call me back' }).click()
    const error = page.locator('#callback-form-callback-name-field .atoll-form-error')
    await error.waitFor()
    expect(await error.textContent()).toBe('Error: Your name cannot be empty.')
    expect(await paintsNothing(error.getByText('Error:'))).toBe(true)
    expect(await paintsNothing(error)).toBe(false)
  })

  it('says how many posts the blog list added in a status it does not show', async () => {
    const { page } = await pages.open('/blog')
    await page.waitForSelector('#blog[data-island-state=mounted]')
    await page.getByRole('button', { name: 'Load more' }).click()
    const status = page.getByRole('status').filter({ hasText: 'more posts' })
    await expect.poll(() => status.textContent()).toBe('4 more posts')
    expect(await paintsNothing(status)).toBe(true)
  })

  it("names the mobile information bar's links by their hidden values", async () => {
    const { page } = await pages.open('/page-extras', {
      viewport: { width: 400, height: 800 },
      beforeGoto: (_page, context) => fakeProviders(context),
    })
    const bar = page.getByRole('complementary', { name: 'Contact information' })
    const email = bar.getByRole('link', { name: 'Email hello@harbour-street.example' })
    await email.waitFor()
    expect(await paintsNothing(email.getByText('hello@harbour-street.example'))).toBe(true)
  })

  it('keeps the address card read under the map, and shows it again when the map is gone', async () => {
    const { page } = await pages.open('/map', {
      viewport: { width: 1280, height: 1200 },
      beforeGoto: async (page) =>
        void (await page.route(MAPS_SCRIPT, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS }),
        )),
    })
    const shop = page.locator('#map-shop[data-map-state=map]')
    const mill = page.locator('#map-mill[data-map-state=map]')
    await Promise.all([shop.waitFor(), mill.waitFor()])
    // The card the island built, and the template's own.
    expect(await paintsNothing(shop.locator('[data-part=card]'))).toBe(true)
    expect(await paintsNothing(mill.locator('[data-part=card]'))).toBe(true)
    expect(await shop.ariaSnapshot()).toContain('Harbour Street Bakery')
    expect(await mill.getByRole('link', { name: 'Directions' }).count()).toBe(1)
    await page.evaluate(() => window.Atoll!.destroy())
    const card = page.locator('#map-mill [data-part=card]')
    expect(await paintsNothing(card)).toBe(false)
    expect(await card.isVisible()).toBe(true)
  })
})
