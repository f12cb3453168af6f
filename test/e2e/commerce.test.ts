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

/** Waits for the runtime's first scan of the page. */
async function runtimeReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Atoll' in window)
  await page.evaluate(() => window.Atoll!.ready)
}

const indicator = (page: Page) =>
  page
    .locator('#cart-indicator')
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
    await runtimeReady(probe.page)
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
    // The store's catalogue (demo-site/server/store/fixture.json), priced by the spec's rules.
    expect(Object.fromEntries(prices)).toEqual({
      'sourdough-loaf': 'from $6.50',
      'rye-loaf': 'Sold out $7.20',
      'seeded-bread': 'from $5.00',
      'cardamom-buns': 'Sale Original price: $12.00 Sale price: $9.00',
      croissants: 'Sale from $3.00',
      'celebration-cake': 'from $32.00',
      'linen-apron': 'from $28.00',
      'bread-bag': 'from $15.00',
      'sourdough-video-course': 'Sale Original price: $25.00 Sale price: $19.00',
      'baking-class': '$45.00',
      'gift-card': 'from $25.00',
      'bread-club': '$30.00 renews every month for 12 payments',
      'pastry-box': '$22.00 every 2 weeks',
    })
    expect(await page.$$eval('[data-sold-out]', (blocks) => blocks.map((block) => block.id))).toEqual([
      'price-rye-loaf',
    ])
    expect(
      await page.locator('#price-cardamom-buns del').evaluate((del) => getComputedStyle(del).textDecorationLine),
    ).toBe('line-through')
  })

  /** Chooses a product in its quick view, adds `quantity` to the store's cart and closes the view. */
  async function add(page: Page, title: string, quantity: number, option?: string): Promise<void> {
    await page.getByRole('button', { name: `Choose: ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.waitFor()
    if (option) await dialog.getByRole('radio', { name: option, exact: true }).check()
    await dialog.getByLabel('Quantity').fill(String(quantity))
    await dialog.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => dialog.getByRole('status').last().textContent()).toBe(`${title} added to cart`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  }

  it('shows the cart count at 0, 5, 100 and over 100 as products are added in their quick views, with the spoken label and the subtotal', async () => {
    const { page } = await shop()
    await page.waitForSelector('#cart-indicator[data-island-state=mounted]')
    // The server rendered an empty cart; the indicator knows the cart once the store has answered.
    expect(await indicator(page)).toEqual(['uninitialised', '0', '$0.00', 'No items in cart'])
    await add(page, 'Sourdough loaf', 5, 'Small')
    await expect.poll(() => indicator(page)).toEqual(['not-empty', '5', '$32.50', '5 items in cart'])
    await add(page, 'Croissants', 95, 'Plain')
    expect(await indicator(page)).toEqual(['not-empty', '100', '$365.00', '100 items in cart'])
    await add(page, 'Croissants', 50, 'Plain')
    expect(await indicator(page)).toEqual(['not-empty', '100+', '$540.00', 'More than 100 items in cart'])
    // The server's cart, which the cart page and checkout read, holds the same: the page renders it.
    await page.reload()
    await page.waitForSelector('#cart-indicator[data-island-state=mounted]')
    expect(await indicator(page)).toEqual(['uninitialised', '100+', '$540.00', 'More than 100 items in cart'])
  }, 60_000)

  it('Atoll.cart.update updates the cart indicator', async () => {
    const { page } = await shop()
    await page.waitForSelector('#cart-indicator[data-island-state=mounted]')
    await page.evaluate(() =>
      (window.Atoll as unknown as { cart: { update(cart: unknown): Promise<void> } }).cart.update({
        count: 7,
        subtotal: 6300,
      }),
    )
    // The indicator loads its messages at the cart's first change, then writes it.
    await expect.poll(() => indicator(page)).toEqual(['not-empty', '7', '$63.00', '7 items in cart'])
  })

  it("alerts without the cart cookie on the cart checkout, with the spec's text, and does not go there", async () => {
    const visit = await shop()
    const { page, context } = visit
    await featureReady(visit)
    await context.clearCookies()
    await page.click('#checkout')
    const alert = page.getByRole('alertdialog')
    await alert.waitFor()
    // Without a title, the message names the alert.
    expect(
      await alert.evaluate((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent),
    ).toBe(SESSION_EXPIRED)
    await alert.getByRole('button', { name: 'Okay' }).click()
    await alert.waitFor({ state: 'detached' })
    expect(page.url()).toBe(`${baseUrl()}/shop`)
    expect(visit.requests.filter((url) => /\/(commerce|checkout)\//.test(new URL(url).pathname))).toEqual([])
  })

  it('without a cart cookie, donates, buys a gift card and subscribes: the hand-off asks for no cart', async () => {
    const visit = await shop()
    const { page, context } = visit
    await featureReady(visit)
    await context.clearCookies()
    // What each checkout page lists of the query it received.
    const received = () =>
      page.$$eval('.demo-checkout-query dt', (names) =>
        names.map((name) => [name.textContent, name.nextElementSibling?.textContent]),
      )
    const expected: [string, string, string[][]][] = [
      ['#donate', '/checkout/donate?donatePageId=food-bank', [['donatePageId', 'food-bank']]],
      [
        '#giftcard',
        '/checkout/giftcard?websiteId=demo-site&giftCardProductId=gift-card-50&sku=SQ4820193',
        [
          ['websiteId', 'demo-site'],
          ['giftCardProductId', 'gift-card-50'],
          ['sku', 'SQ4820193'],
        ],
      ],
      ['[data-cart-token]', '/checkout/subscribe?cartToken=bread-club-2025', [['cartToken', 'bread-club-2025']]],
    ]
    for (const [link, url, query] of expected) {
      await page.click(link)
      await page.waitForURL(`${baseUrl()}${url}`)
      expect(await page.textContent('h1')).toBe('Checkout')
      expect(await received()).toEqual(query)
      expect((await context.cookies()).map(({ name }) => name)).not.toContain('ss_cart')
      await page.goBack()
      await runtimeReady(page)
      await featureReady(visit)
      // The shop sets the cart cookie again when it is served (Back may fetch it anew).
      await context.clearCookies()
    }
    expect(await page.getByRole('alertdialog').count()).toBe(0)
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
      await runtimeReady(page)
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
      // A zero-delay timer of a task under way (messages loading as the cart first changes) ends at
      // once; the follow's 10 s timer would still be there after two seconds.
      await expect.poll(() => running(page), { timeout: 2000 }).toMatchObject({ timers: 0 })
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
    // Every block but the quick views, which mount on the visitor's first click.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-block]:not([data-block=quick-view])')].every(
        (block) => (block as HTMLElement).dataset.islandState === 'mounted',
      ),
    )
    expect(await atollListeners(page, '#checkout')).toEqual(expect.arrayContaining(['click']))
    await page.evaluate(() => window.Atoll!.destroy())
    expect(await atollListeners(page, '[data-block], a')).toEqual([])
    expect(await running(page)).toMatchObject({ mutationObservers: 0, timers: 0, intersectionTargets: 0 })
    expect(await page.textContent('#cart-indicator [data-part=count]')).toBe('0')
    expect(await page.getAttribute('#cart-indicator', 'data-cart-state')).toBeNull()
    // The quick view is gone with the runtime: the button opens nothing.
    await page.getByRole('button', { name: 'Choose: Sourdough loaf' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})
