import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type PageProbe, usePages } from './harness.ts'
import { keepsElement } from './hydration.ts'

const SESSION_EXPIRED =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.'
/** Fixture products (demo-site/server/store/fixture.json). */
const LOAF = { itemId: 'item-1001', sku: 'SQ1001001' } // Sourdough loaf, Small, $6.50
const BUNS = { itemId: 'item-1004', sku: 'SQ1004001' } // Cardamom buns, box of six, on sale at $9.00
const SEEDED = { itemId: 'item-1003', sku: 'SQ1003001' } // Seeded bread, Small, $5.00, 5 in stock
const BUNS_TITLE = 'Cardamom buns, box of six'

interface Line {
  itemId: string
  sku: string
  quantity: number
}

/** Fills the visitor's cart through the store's own call, as a product page would (it sets the cart cookie). */
async function fill(context: BrowserContext, lines: Line[]): Promise<void> {
  for (const line of lines) {
    const response = await context.request.post(new URL('/api/commerce/cart/entries', baseUrl()).href, { data: line })
    if (!response.ok()) throw new Error(`adding ${line.sku} answered ${response.status()}`)
  }
}

/** The cart as the server keeps it: sku and quantity of each entry. */
async function serverCart(context: BrowserContext): Promise<[string, number][]> {
  const response = await context.request.get(new URL('/api/commerce/cart', baseUrl()).href)
  const cart = (await response.json()) as { entries: { sku: string; quantity: number }[] }
  return cart.entries.map((entry) => [entry.sku, entry.quantity])
}

const subtotal = (page: Page) => page.locator('#sqs-cart-root [data-part=subtotal]')
const indicatorCount = (page: Page) => page.locator('#cart-indicator [data-part=count]')
const quantity = (page: Page, title: string) => page.getByRole('spinbutton', { name: `Quantity of ${title}` })

describe('the cart page', () => {
  const pages = usePages()

  async function openCart(lines: Line[]): Promise<PageProbe> {
    const probe = await pages.open('/cart', {
      reducedMotion: true,
      beforeGoto: (_page, context) => fill(context, lines),
    })
    await probe.page.waitForSelector('#sqs-cart-root[data-island-state=mounted]')
    return probe
  }

  it('changes a quantity by keyboard, and the server and the cart indicator follow', async () => {
    const { page, context, consoleErrors } = await openCart([
      { ...LOAF, quantity: 1 },
      { ...BUNS, quantity: 1 },
    ])
    await expect.poll(() => subtotal(page).textContent()).toBe('$15.50')
    await quantity(page, 'Sourdough loaf').focus()
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => subtotal(page).textContent()).toBe('$22.00')
    await expect.poll(() => indicatorCount(page).textContent()).toBe('3')
    await expect
      .poll(() => serverCart(context))
      .toEqual([
        ['SQ1001001', 2],
        ['SQ1004001', 1],
      ])
    // A typed quantity, committed with Enter.
    await quantity(page, BUNS_TITLE).fill('3')
    await page.keyboard.press('Enter')
    await expect.poll(() => subtotal(page).textContent()).toBe('$40.00')
    await expect.poll(() => indicatorCount(page).textContent()).toBe('5')
    expect(consoleErrors).toEqual([])
  })

  it("shows the store's totals from the server: shipping, tax, a discount from $50.00 and the grand total", async () => {
    const { page, context, consoleErrors } = await openCart([
      { ...LOAF, quantity: 1 },
      { ...BUNS, quantity: 1 },
    ])
    const totals = () => page.locator('#sqs-cart-root .atoll-cart-totals p').allTextContents()
    // $15.50: no discount, $5.00 shipping, 8% tax.
    await expect.poll(totals).toEqual(['Shipping $5.00', 'Tax $1.24', 'Total $21.74'])
    await quantity(page, BUNS_TITLE).fill('5')
    await page.keyboard.press('Enter')
    // $51.50: 10% off, tax on what is left, priced again by the server.
    await expect.poll(totals).toEqual(['Discount -$5.15', 'Shipping $5.00', 'Tax $3.71', 'Total $55.06'])
    await expect
      .poll(() => serverCart(context))
      .toEqual([
        ['SQ1001001', 1],
        ['SQ1004001', 5],
      ])
    expect(consoleErrors).toEqual([])
  })

  it('removes an entry only after the confirmation, by the button and by a quantity of 0', async () => {
    const { page, context } = await openCart([
      { ...LOAF, quantity: 1 },
      { ...BUNS, quantity: 2 },
    ])
    await page.getByRole('button', { name: `Remove ${BUNS_TITLE}` }).click()
    const dialog = page.getByRole('alertdialog', { name: `Remove ${BUNS_TITLE} from your cart?` })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await quantity(page, BUNS_TITLE).inputValue()).toBe('2')

    await page.getByRole('button', { name: `Remove ${BUNS_TITLE}` }).click()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => quantity(page, BUNS_TITLE).count()).toBe(0)
    await expect.poll(() => serverCart(context)).toEqual([['SQ1001001', 1]])

    // The stepper's 0 asks the same; confirmed by keyboard.
    await page.getByRole('button', { name: 'Decrease quantity of Sourdough loaf' }).click()
    await page.getByRole('alertdialog', { name: 'Remove Sourdough loaf from your cart?' }).waitFor()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toContain('You have nothing in your shopping cart.')
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(`${baseUrl()}/store`)
    await expect.poll(() => indicatorCount(page).textContent()).toBe('0')
    // The removal shows at once (optimistic): the server has it once its request is answered.
    await expect.poll(() => serverCart(context)).toEqual([])
  })

  it("rolls a refused quantity back with 'Unable to update quantity' and the store's reason", async () => {
    const probe = await openCart([{ ...SEEDED, quantity: 5 }])
    const { page, context } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 409 (Conflict)')
    await page.getByRole('button', { name: 'Increase quantity of Seeded bread' }).click()
    const alert = page.locator('#sqs-cart-root [role=alert]')
    await expect
      .poll(() => alert.textContent())
      .toBe('Unable to update quantity Only 5 of Seeded bread (Small) in stock.')
    expect(await quantity(page, 'Seeded bread').inputValue()).toBe('5')
    expect(await subtotal(page).textContent()).toBe('$25.00')
    expect(await indicatorCount(page).textContent()).toBe('5')
    expect(await serverCart(context)).toEqual([['SQ1003001', 5]])
  })

  it('hands off to checkout with the cart cookie, and alerts without it', async () => {
    const { page, context } = await openCart([{ ...BUNS, quantity: 2 }])
    await context.clearCookies({ name: 'ss_cart' })
    await page.getByRole('link', { name: 'Checkout' }).click()
    await page.getByRole('alertdialog').getByText(SESSION_EXPIRED).waitFor()
    expect(new URL(page.url()).pathname).toBe('/cart')
    await page.keyboard.press('Escape')

    const other = await openCart([{ ...BUNS, quantity: 2 }])
    await Promise.all([
      other.page.waitForURL('**/commerce/goto-checkout'),
      other.page.getByRole('link', { name: 'Checkout' }).click(),
    ])
    expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout')
  })

  it('disables checkout below the minimum order, with the spec message', async () => {
    const { page } = await openCart([{ ...LOAF, quantity: 1 }])
    const checkout = page.getByRole('button', { name: 'Checkout' })
    expect(await checkout.getAttribute('aria-disabled')).toBe('true')
    expect(await page.locator('.atoll-cart-minimum').textContent()).toBe(
      'To check out, the order subtotal must be $10.00 or more',
    )
    await page.getByRole('button', { name: 'Increase quantity of Sourdough loaf' }).click()
    await page.getByRole('link', { name: 'Checkout' }).waitFor()
  })

  it('follows a change made in another open tab', async () => {
    const first = await openCart([
      { ...LOAF, quantity: 1 },
      { ...BUNS, quantity: 1 },
    ])
    const second = await first.context.newPage()
    await second.goto(new URL('/cart', baseUrl()).href)
    await second.waitForSelector('#sqs-cart-root[data-island-state=mounted]')
    await expect.poll(() => subtotal(second).textContent()).toBe('$15.50')

    await first.page.getByRole('button', { name: 'Increase quantity of Sourdough loaf' }).click()
    await expect.poll(() => subtotal(second).textContent()).toBe('$22.00')
    expect(await quantity(second, 'Sourdough loaf').inputValue()).toBe('2')
    await expect.poll(() => indicatorCount(second).textContent()).toBe('3')

    await first.page.getByRole('button', { name: `Remove ${BUNS_TITLE}` }).click()
    await first.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => quantity(second, BUNS_TITLE).count()).toBe(0)
  })

  it('shows the cart the server rendered from the first paint, and hydrates those nodes', async () => {
    const { page, consoleErrors, pageErrors } = await pages.open('/cart', {
      beforeGoto: (_page, context) => fill(context, [{ ...LOAF, quantity: 2 }]),
    })
    // In the HTML: the island's view of the cart, before the island has run.
    expect(await page.locator('#sqs-cart-root > [data-atoll-rendered] [data-part=subtotal]').textContent()).toBe(
      '$13.00',
    )
    expect(
      await keepsElement(page, '.atoll-cart-entry', () =>
        page.waitForSelector('#sqs-cart-root[data-island-state=mounted]'),
      ),
    ).toBe(true)
    await page.getByRole('button', { name: 'Increase quantity of Sourdough loaf' }).click()
    await expect.poll(() => subtotal(page).textContent()).toBe('$19.50')
    expect(page.url()).toBe(`${baseUrl()}/cart`)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it("keeps the cart the server rendered when its live update fails, says so, and takes over on 'Try again'", async () => {
    let failing = true
    const probe = await pages.open('/cart', {
      beforeGoto: async (page, context) => {
        await fill(context, [{ ...LOAF, quantity: 2 }])
        await page.route(
          (url) => url.pathname === '/api/commerce/cart',
          (route) =>
            failing && route.request().method() === 'GET'
              ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
              : route.continue(),
        )
      },
    })
    const { page, context } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 502 (Bad Gateway)')
    // The data layer may log the failure too.
    probe.expectConsoleError(/^\[atoll:data\]/, 'any')
    await page.waitForSelector('#sqs-cart-root[data-island-state=mounted]')
    // The rendering's own alert region is there too, empty.
    const alert = page.locator('#sqs-cart-root [role=alert]:not(:empty)')
    expect(await alert.textContent()).toBe(
      'Unable to load the latest cart. This is the cart as it was when the page loaded. Try again',
    )
    // The server's cart stays, and works as it does without script.
    expect(await subtotal(page).textContent()).toBe('$13.00')
    expect(await quantity(page, 'Sourdough loaf').inputValue()).toBe('2')
    expect(await page.locator('#sqs-cart-root').textContent()).not.toContain('Unable to load. Try again')

    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => alert.count()).toBe(0)
    await page.getByRole('button', { name: 'Increase quantity of Sourdough loaf' }).click()
    await expect.poll(() => subtotal(page).textContent()).toBe('$19.50')
    await expect.poll(() => indicatorCount(page).textContent()).toBe('3')
    expect(page.url()).toBe(`${baseUrl()}/cart`)
    await expect.poll(() => serverCart(context)).toEqual([['SQ1001001', 3]])
  })

  it("says 'Unable to connect' when Remove is pressed offline, though the confirmation cannot load", async () => {
    const probe = await openCart([
      { ...LOAF, quantity: 1 },
      { ...BUNS, quantity: 2 },
    ])
    const { page, context } = probe
    probe.expectConsoleError(/net::ERR_INTERNET_DISCONNECTED/, 'any')
    await context.setOffline(true)
    await page.getByRole('button', { name: `Remove ${BUNS_TITLE}` }).click()
    const alert = page.locator('#sqs-cart-root [role=alert]')
    await expect.poll(() => alert.textContent()).toBe('Unable to remove item Unable to connect. Please try again.')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(await quantity(page, BUNS_TITLE).inputValue()).toBe('2')
    expect(await subtotal(page).textContent()).toBe('$24.50')

    // Back online, the same button asks and removes.
    await context.setOffline(false)
    await page.getByRole('button', { name: `Remove ${BUNS_TITLE}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => quantity(page, BUNS_TITLE).count()).toBe(0)
    expect(await alert.textContent()).toBe('')
    await expect.poll(() => serverCart(context)).toEqual([['SQ1001001', 1]])
  })

  it('changes and removes entries without script, each button a plain form', async () => {
    const { page, context } = await pages.open('/cart', {
      javaScriptEnabled: false,
      beforeGoto: (_page, context) =>
        fill(context, [
          { ...LOAF, quantity: 1 },
          { ...BUNS, quantity: 1 },
        ]),
    })
    expect(await subtotal(page).textContent()).toBe('$15.50')
    await Promise.all([
      page.waitForURL(`${baseUrl()}/cart`, { waitUntil: 'load' }),
      page.getByRole('button', { name: 'Increase quantity of Sourdough loaf' }).click(),
    ])
    await expect.poll(() => subtotal(page).textContent()).toBe('$22.00')
    // A typed quantity, sent with Enter (its form has one field and no button).
    await quantity(page, BUNS_TITLE).fill('3')
    await Promise.all([page.waitForURL(`${baseUrl()}/cart`, { waitUntil: 'load' }), page.keyboard.press('Enter')])
    await expect.poll(() => subtotal(page).textContent()).toBe('$40.00')
    await Promise.all([
      page.waitForURL(`${baseUrl()}/cart`, { waitUntil: 'load' }),
      page.getByRole('button', { name: 'Remove Sourdough loaf' }).click(),
    ])
    await expect.poll(() => serverCart(context)).toEqual([['SQ1004001', 3]])
    expect(await page.locator('.atoll-cart-entry').count()).toBe(1)
  })
})
