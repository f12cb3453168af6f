import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { atollListeners, installLeakProbe, running } from './leak-probe.ts'

const FOLLOW_SCRIPT = 'https://platform.twitter.com/widgets.js'
const SESSION_EXPIRED =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.'
/** Tall enough that every block of the shop is in view and mounts. */
const TALL = { width: 1280, height: 4000 }

/** X's widgets script, faked: its follow button is a plain button. */
const FAKE_FOLLOW_SCRIPT = `window.twttr = { widgets: { createFollowButton(name, target) {
  const button = document.createElement('button'); button.type = 'button'; button.textContent = 'Follow @' + name
  target.append(button); return Promise.resolve(button) } } }`

/** Waits until the page's commerce feature has started (see session.test.ts for how). */
async function featureReady(probe: PageProbe): Promise<void> {
  const pattern = /\/atoll\/commerce-[\w-]+\.js$/
  await probe.page.waitForFunction(() => window.Atoll)
  await expect.poll(() => probe.requests.some((url) => pattern.test(url))).toBe(true)
  const chunk = new URL(probe.requests.find((url) => pattern.test(url))!).pathname
  // A string, so that the test runner does not rewrite the page's import().
  await probe.page.evaluate(
    `import(${JSON.stringify(chunk)}).then(() => new Promise((resolve) => setTimeout(resolve)))`,
  )
}

const indicator = (page: Page) =>
  page
    .locator('#cart')
    .evaluate((cart) => [
      cart.getAttribute('data-cart-state'),
      cart.querySelector('[data-part=count]')?.textContent,
      cart.querySelector('[data-part=subtotal]')?.textContent,
      cart.getAttribute('aria-label'),
    ])

describe('commerce', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  /** Opens the shop, with X's script faked (`serve`), refused as with no network, or never answered. */
  async function shop(options: OpenPageOptions & { follow?: 'refuse' | 'serve' | 'hang' } = {}): Promise<PageProbe> {
    const { follow = 'serve', ...rest } = options
    probe = await pages.open('/shop', {
      reducedMotion: true,
      viewport: TALL,
      ...rest,
      beforeGoto: async (page, context) => {
        await context.route(FOLLOW_SCRIPT, (route) =>
          follow === 'serve'
            ? route.fulfill({ contentType: 'text/javascript', body: FAKE_FOLLOW_SCRIPT })
            : follow === 'refuse'
              ? route.abort()
              : undefined,
        )
        await rest.beforeGoto?.(page, context)
      },
    })
    await probe.page.waitForSelector('html[data-demo-ready]')
    return probe
  }

  it('shows every price state: one price, sold out, on sale, from a starting price, digital, service, subscription', async () => {
    const { page } = await shop()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-block=product-price]')].every(
        (block) => (block as HTMLElement).dataset.islandState === 'mounted',
      ),
    )
    const prices = await page.$$eval('[data-block=product-price]', (blocks) =>
      blocks.map((block) => [block.id.slice('price-'.length), block.textContent]),
    )
    expect(Object.fromEntries(prices)).toEqual({
      sourdough: '$6.50',
      rye: 'Sold out $7.20',
      buns: 'Sale Original price: $12.00 Sale price: $9.00',
      seeded: 'from $5.00',
      croissants: 'Sale from $3.00',
      tray: '$40.00',
      course: 'Sale Original price: $25.00 Sale price: $19.00',
      class: 'Sold out $45.00',
      club: '$30.00 renews every month for 12 payments',
    })
    expect(await page.$$eval('[data-sold-out]', (blocks) => blocks.map((block) => block.id))).toEqual([
      'price-rye',
      'price-class',
    ])
    expect(await page.locator('#price-buns del').evaluate((del) => getComputedStyle(del).textDecorationLine)).toBe(
      'line-through',
    )
  })

  it('shows the cart count at 0, 5, 100 and 150, with the spoken label and the subtotal', async () => {
    const { page } = await shop()
    await page.waitForSelector('#cart[data-cart-state=empty]')
    expect(await indicator(page)).toEqual(['empty', '0', '$0.00', 'No items in cart'])
    for (let i = 0; i < 5; i++) await page.click('[data-add=sourdough]')
    await page.waitForSelector('#cart [data-part=count] >> text=5')
    expect(await indicator(page)).toEqual(['not-empty', '5', '$32.50', '5 items in cart'])
    await page.click('[data-part=empty-basket]')
    await page.click('[data-add=tray]')
    await page.click('[data-add=tray]')
    await page.waitForSelector('#cart [data-part=count] >> text=100')
    expect(await indicator(page)).toEqual(['not-empty', '100', '$80.00', '100 items in cart'])
    await page.click('[data-add=tray]')
    await page.waitForSelector('#cart [data-part=count] >> text=100+')
    expect(await indicator(page)).toEqual(['not-empty', '100+', '$120.00', 'More than 100 items in cart'])
    await page.click('[data-part=empty-basket]')
    await page.waitForSelector('#cart[data-cart-state=empty]')
  })

  it('Atoll.cart.update updates the cart indicator', async () => {
    const { page } = await shop()
    await page.waitForSelector('#cart[data-island-state=mounted]')
    await page.evaluate(() =>
      (window.Atoll as unknown as { cart: { update(cart: unknown): Promise<void> } }).cart.update({
        count: 7,
        subtotal: 6300,
      }),
    )
    expect(await indicator(page)).toEqual(['not-empty', '7', '$63.00', '7 items in cart'])
  })

  it('alerts without the cart cookie, and does not go to checkout', async () => {
    const visit = await shop()
    const { page, context } = visit
    await featureReady(visit)
    await context.clearCookies()
    for (const link of ['#checkout', '#giftcard']) {
      await page.click(link)
      const alert = page.getByRole('alertdialog')
      await alert.waitFor()
      // Without a title, the message names the alert.
      expect(
        await alert.evaluate((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent),
      ).toBe(SESSION_EXPIRED)
      await alert.getByRole('button', { name: 'Okay' }).click()
      await alert.waitFor({ state: 'detached' })
    }
    expect(page.url()).toBe(`${baseUrl()}/shop`)
    expect(visit.requests.filter((url) => /\/(commerce|checkout)\//.test(new URL(url).pathname))).toEqual([])
  })

  it('with the cart cookie, goes to checkout, and builds the gift card, donation and subscription URLs', async () => {
    const visit = await shop()
    const { page, context } = visit
    await featureReady(visit)
    expect((await context.cookies()).map(({ name }) => name)).toContain('ss_cart')
    const expected = {
      '#checkout': '/commerce/goto-checkout',
      '#giftcard': '/checkout/giftcard?websiteId=demo-site&giftCardProductId=gift-card-50&sku=SQ4820193',
      '#donate': '/checkout/donate?donatePageId=food-bank',
      '[data-cart-token]': '/checkout/subscribe?cartToken=bread-club-2025',
    }
    for (const [link, url] of Object.entries(expected)) {
      await page.click(link)
      await page.waitForURL(`${baseUrl()}${url}`)
      expect(await page.textContent('h1')).toBe('Checkout')
      await page.goBack()
      await page.waitForSelector('html[data-demo-ready]')
      await featureReady(visit)
    }
  })

  describe('social follow', () => {
    it("puts the platform's follow button in place of the profile link", async () => {
      const { page } = await shop({ follow: 'serve' })
      await page.waitForSelector('#follow[data-follow-state=ready]')
      expect(await page.textContent('#follow .atoll-follow-button button')).toBe('Follow @harbourbakery')
      expect(await page.isHidden('#follow a')).toBe(true)
    })

    it('keeps the profile link when the script cannot load', async () => {
      const visit = await shop({ follow: 'refuse' })
      const { page } = visit
      await page.waitForSelector('#follow[data-follow-state=fallback]')
      expect(await page.isVisible('#follow a[href="https://x.com/harbourbakery"]')).toBe(true)
      // The browser's own report of the refused script; the island adds nothing to it.
      visit.expectConsoleError('Failed to load resource: net::ERR_FAILED', 1)
    })

    it('stops its 10 s timer and removes its script element on Atoll.destroy()', async () => {
      const { page } = await shop({ follow: 'hang', beforeGoto: (_, context) => installLeakProbe(context) })
      await page.waitForSelector('#follow[data-follow-state=loading]')
      const script = `script[src="${FOLLOW_SCRIPT}"]`
      expect(await page.locator(script).count()).toBe(1)
      await page.evaluate(() => window.Atoll!.destroy())
      expect(await page.locator(script).count()).toBe(0)
      expect(await running(page)).toMatchObject({ timers: 0 })
      expect(await page.isVisible('#follow a')).toBe(true)
    })

    it('gives up on the script after 10 seconds', async () => {
      const { page } = await shop({ follow: 'hang', beforeGoto: (page) => page.clock.install() })
      await page.waitForSelector('#follow[data-follow-state=loading]')
      await page.clock.fastForward(9_000)
      expect(await page.getAttribute('#follow', 'data-follow-state')).toBe('loading')
      await page.clock.fastForward(1_000)
      await page.waitForSelector('#follow[data-follow-state=fallback]')
      expect(await page.isVisible('#follow a')).toBe(true)
    })
  })

  it('leaves nothing running after Atoll.destroy()', async () => {
    const visit = await shop({ beforeGoto: (_, context) => installLeakProbe(context) })
    const { page } = visit
    await featureReady(visit)
    await page.waitForSelector('#follow[data-follow-state=ready]')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-block]')].every(
        (block) => (block as HTMLElement).dataset.islandState === 'mounted',
      ),
    )
    expect(await atollListeners(page, '#checkout')).toEqual(expect.arrayContaining(['click']))
    await page.evaluate(() => window.Atoll!.destroy())
    expect(await atollListeners(page, '[data-block], #sqs-cart-root, a')).toEqual([])
    expect(await running(page)).toMatchObject({ mutationObservers: 0, timers: 0, intersectionTargets: 0 })
    expect(await page.textContent('#cart [data-part=count]')).toBe('0')
    await page.click('[data-add=sourdough]')
    expect(await page.getAttribute('#cart', 'data-cart-state')).toBeNull()
  })
})
