import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Target, ViewportName, Visit } from '../visit.ts'
import { WAIT_MS } from '../visit.ts'

const ENTRIES = '/api/commerce/cart/entries'
const SESSION_EXPIRED =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.'
/** Fixture products (demo-site/server/store/fixture.json). */
const LOAF = { itemId: 'item-1001', sku: 'SQ1001001' } // Sourdough loaf, Small, $6.50
const BUNS = { itemId: 'item-1004', sku: 'SQ1004001' } // Cardamom buns, box of six, on sale at $9.00
const BUNS_TITLE = 'Cardamom buns, box of six'

/** The cart indicator has a spoken label and no role of its own: the template's link, its count inside. */
const INDICATOR: Target = { css: '#cart-indicator' }
const COUNT: Target = { css: '#cart-indicator [data-part=count]' }
const SUBTOTAL: Target = { css: '#sqs-cart-root [data-part=subtotal]' }
const quantityOf = (title: string): Target => ({ role: 'spinbutton', name: `Quantity of ${title}` })

/** Waits until the target's rendered text is `text` (or matches an asymmetric matcher). */
async function shows(visit: Visit, target: Target, text: unknown): Promise<void> {
  await expect.poll(() => visit.text(target), { timeout: WAIT_MS }).toEqual(text)
}

/**
 * Waits until the purchase controls' price (in the quick view's dialog when `within` names it) reads
 * `text`: its text as spoken, since the template's style capitalises "Sold out" on the screen.
 */
async function priced(visit: Visit, text: string, within = 'body'): Promise<void> {
  await visit.waitFor(
    (root: string, wanted: string) =>
      document.querySelector(`${root} .atoll-purchase-price`)?.textContent?.replace(/\s+/g, ' ').trim() === wanted,
    within,
    text,
  )
}

/** Waits until the cart indicator shows `count` and says `label`. */
async function counts(visit: Visit, count: string, label: string): Promise<void> {
  await shows(visit, COUNT, count)
  expect(await visit.attribute(INDICATOR, 'aria-label')).toBe(label)
}

/** A control's value as the page holds it (the property, not the attribute the server wrote). */
const controlValue = (visit: Visit, label: string) =>
  visit.evaluate((name: string) => document.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)?.value, label)

/**
 * What the page asked of the store's cart entries, oldest first: method, the path after them, body
 * (an empty body, which one engine sends with a DELETE and another does not, is none).
 */
async function cartCalls(visit: Visit): Promise<[string, string, unknown][]> {
  return (await visit.inbox('commerce'))
    .filter((record) => record.path.startsWith(ENTRIES))
    .map((record) => [record.method, record.path.slice(ENTRIES.length), record.body === '' ? null : record.body])
}

/**
 * Waits until the visit is at `path` (with its query): a link or a button has navigated. A call made
 * while the old document gives way to the new one may fail; it is asked again.
 */
async function arrives(visit: Visit, path: string): Promise<void> {
  await expect
    .poll(() => visit.evaluate(() => location.pathname + location.search).catch(() => ''), { timeout: WAIT_MS })
    .toBe(path)
}

/** The product island has mounted: before then a click is the server's form's, posted without script. */
const productReady = (visit: Visit) =>
  visit.waitFor(() => document.querySelector('[data-block=product][data-island-state=mounted]'))

describe('the store', () => {
  const journeys = useJourneys()

  /**
   * The cart filled through the store's own call, as a product page adds (it sets the cart cookie),
   * then the cart page; with the path of each entry's calls by its SKU.
   */
  async function openCart(viewport: ViewportName, lines: { itemId: string; sku: string; quantity: number }[]) {
    const visit = await journeys.open('/empty', { viewport })
    const entries = await visit.evaluate(
      async (path: string, additions: typeof lines) => {
        let cart: { entries: { id: string; sku: string }[] } = { entries: [] }
        for (const addition of additions) {
          const response = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(addition),
          })
          if (!response.ok) throw new Error(`adding ${addition.sku} answered ${response.status}`)
          cart = await response.json()
        }
        return Object.fromEntries(cart.entries.map((entry) => [entry.sku, `/${entry.id}`]))
      },
      ENTRIES,
      lines,
    )
    await visit.goto('/cart')
    await visit.waitFor(() => document.querySelector('#sqs-cart-root[data-island-state=mounted]'))
    return { visit, entries }
  }

  /** What the cart page asked of the store: every call but the additions that filled the cart. */
  const changes = async (visit: Visit) => (await cartCalls(visit)).filter(([method]) => method !== 'POST')

  it('follows the chosen options: "from" while open, what is missing, the variant\'s price and stock', async () => {
    const visit = await journeys.open('/store/linen-apron')
    await productReady(visit)
    await priced(visit, 'from $28.00')
    await visit.click({ role: 'button', name: 'Add to Cart' })
    const missing: Target = { role: 'alert', within: '.atoll-purchase' }
    await shows(visit, missing, 'Please select a Size')

    await visit.select({ label: 'Size' }, 'M')
    await shows(visit, missing, 'Please select a Colour')
    await visit.click({ role: 'radio', name: 'Indigo' })
    await visit.waitFor(() => document.querySelector<HTMLInputElement>('input[value=Indigo]')?.checked)
    await priced(visit, '$28.00')
    await visit.gone(missing)
    expect(await visit.attribute({ label: 'Quantity' }, 'max')).toBe('5')

    // A variant with no stock cannot be added; another colour of the same size can.
    await visit.select({ label: 'Size' }, 'L')
    await priced(visit, 'Sold out $30.00')
    expect(await visit.attribute({ role: 'button', name: 'Sold Out' }, 'disabled')).not.toBeNull()
    await visit.click({ role: 'radio', name: 'Natural' })
    await priced(visit, '$30.00')
    expect(await visit.attribute({ label: 'Quantity' }, 'max')).toBe('2')
    expect(await cartCalls(visit)).toEqual([])
  })

  it("shows the chosen size's weight and dimensions in the imperial store's lbs and inches", async () => {
    const visit = await journeys.open('/store/sourdough-loaf')
    await productReady(visit)
    // The sizes weigh and measure differently: nothing is said before one is chosen.
    await visit.gone({ text: 'Weight' })
    await visit.click({ role: 'radio', name: 'Large' })
    await visit.find({ text: '2 lbs' })
    await visit.find({ text: '11" × 6" × 4.5"' })
    await visit.click({ role: 'radio', name: 'Small' })
    await visit.find({ text: '1.1 lbs' })
    await visit.find({ text: '8" × 5" × 4"' })
    await visit.gone({ text: '2 lbs' })
    expect(await cartCalls(visit)).toEqual([])
  })

  it.each(['desktop', 'phone'] as const)(
    'adds the chosen variant and quantity, says so, and the indicator counts it (%s)',
    async (viewport) => {
      const visit = await journeys.open('/store/sourdough-loaf', { viewport })
      await productReady(visit)
      await counts(visit, '0', 'No items in cart')
      await visit.click({ role: 'radio', name: 'Large' })
      await priced(visit, '$9.50')
      await visit.fill({ label: 'Quantity' }, '2')
      await visit.click({ role: 'button', name: 'Add to Cart' })

      const status: Target = { role: 'status', within: '.atoll-purchase' }
      await shows(visit, status, 'Sourdough loaf added to cart')
      expect(await visit.attribute(status, 'aria-live')).toBe('polite')
      await counts(visit, '2', '2 items in cart')
      expect(await cartCalls(visit)).toEqual([['POST', '', { itemId: 'item-1001', sku: 'SQ1001002', quantity: 2 }]])

      // Another add: the server is asked for one more, the count follows.
      await visit.fill({ label: 'Quantity' }, '1')
      await visit.click({ role: 'button', name: 'Add to Cart' })
      await counts(visit, '3', '3 items in cart')
      expect((await cartCalls(visit)).at(-1)).toEqual([
        'POST',
        '',
        { itemId: 'item-1001', sku: 'SQ1001002', quantity: 1 },
      ])
    },
  )

  it('opens the quick view as a dialog named after the product, closes it with Escape and gives the focus back', async () => {
    const visit = await journeys.open('/quick-view')
    const button: Target = { role: 'button', name: 'Quick View: Sourdough loaf' }
    await visit.click(button)
    const dialog: Target = { role: 'dialog', name: 'Sourdough loaf' }
    await visit.find(dialog)
    await visit.find({ role: 'button', name: 'Add to Cart', within: 'dialog' })
    await priced(visit, 'from $6.50', 'dialog')
    await visit.waitFor(() => document.activeElement?.closest('dialog'))

    // Chosen and added in the dialog, counted by the page's indicator.
    await visit.click({ role: 'radio', name: 'Large', within: 'dialog' })
    await priced(visit, '$9.50', 'dialog')
    await visit.click({ role: 'button', name: 'Add to Cart', within: 'dialog' })
    await shows(visit, { role: 'status', within: 'dialog .atoll-purchase' }, 'Sourdough loaf added to cart')
    await counts(visit, '1', '1 item in cart')
    // axe on the open dialog (the harness runs it on the journey's end state too).
    expect(await visit.axe()).toEqual([])

    await visit.press('Escape')
    await visit.gone({ role: 'dialog' })
    expect(await visit.focused()).toBe('Quick View: Sourdough loaf')
    expect(await cartCalls(visit)).toEqual([['POST', '', { itemId: 'item-1001', sku: 'SQ1001002', quantity: 1 }]])

    // Another card's, opened by its key: the first key press is the one that loads it.
    await visit.focus({ role: 'button', name: 'Quick View: Celebration cake' })
    await visit.press('Enter')
    await visit.find({ role: 'dialog', name: 'Celebration cake' })
    await visit.waitFor(() => document.activeElement?.closest('dialog'))
    await visit.press('Escape')
    await visit.gone({ role: 'dialog' })
    expect(await visit.focused()).toBe('Quick View: Celebration cake')
    const views = (await visit.inbox('census')).filter((record) =>
      record.path.startsWith('/api/census/RecordQuickView/'),
    )
    expect(views.map((record) => record.path)).toEqual([
      '/api/census/RecordQuickView/item-1001',
      '/api/census/RecordQuickView/item-1006',
    ])
  })

  it.each(['desktop', 'phone'] as const)(
    'steps a quantity up and types one, and the server, the subtotal and the indicator follow (%s)',
    async (viewport) => {
      const { visit, entries } = await openCart(viewport, [
        { ...LOAF, quantity: 1 },
        { ...BUNS, quantity: 1 },
      ])
      await shows(visit, SUBTOTAL, '$15.50')
      await visit.click({ role: 'button', name: 'Increase quantity of Sourdough loaf' })
      await shows(visit, SUBTOTAL, '$22.00')
      expect(await controlValue(visit, 'Quantity of Sourdough loaf')).toBe('2')
      await counts(visit, '3', '3 items in cart')

      // A typed quantity, committed with Enter.
      await visit.fill(quantityOf(BUNS_TITLE), '3')
      await visit.press('Enter')
      await shows(visit, SUBTOTAL, '$40.00')
      await counts(visit, '5', '5 items in cart')
      // A change shows at once (optimistic): the server has it once its request is answered.
      await expect
        .poll(() => changes(visit), { timeout: WAIT_MS })
        .toEqual([
          ['PUT', entries[LOAF.sku], { quantity: 2 }],
          ['PUT', entries[BUNS.sku], { quantity: 3 }],
        ])
    },
  )

  it.each(['desktop', 'phone'] as const)(
    'removes an entry only once confirmed, by its button and by a quantity of 0 (%s)',
    async (viewport) => {
      const { visit, entries } = await openCart(viewport, [
        { ...LOAF, quantity: 1 },
        { ...BUNS, quantity: 2 },
      ])
      const remove: Target = { role: 'button', name: `Remove ${BUNS_TITLE}` }
      const confirm: Target = { role: 'alertdialog', name: `Remove ${BUNS_TITLE} from your cart?` }
      await visit.click(remove)
      await visit.find(confirm)
      await visit.click({ role: 'button', name: 'Cancel' })
      await visit.gone({ role: 'alertdialog' })
      expect(await controlValue(visit, `Quantity of ${BUNS_TITLE}`)).toBe('2')
      expect(await changes(visit)).toEqual([])

      await visit.click(remove)
      await visit.find(confirm)
      await visit.click({ role: 'button', name: 'Remove' })
      await visit.gone(quantityOf(BUNS_TITLE))
      await shows(visit, SUBTOTAL, '$6.50')
      await counts(visit, '1', '1 item in cart')
      await expect.poll(() => changes(visit), { timeout: WAIT_MS }).toEqual([['DELETE', entries[BUNS.sku], null]])

      // The stepper's 0 asks the same; on the desktop, answered by the keyboard (Remove has the focus).
      await visit.click({ role: 'button', name: 'Decrease quantity of Sourdough loaf' })
      await visit.find({ role: 'alertdialog', name: 'Remove Sourdough loaf from your cart?' })
      if (viewport === 'desktop') {
        await visit.waitFor(() => document.activeElement?.closest('[role=alertdialog]'))
        expect(await visit.focused()).toBe('Remove')
        await visit.press('Enter')
      } else await visit.click({ role: 'button', name: 'Remove' })
      await shows(visit, { css: '#sqs-cart-root' }, expect.stringContaining('You have nothing in your shopping cart.'))
      expect(await visit.attribute({ role: 'link', name: 'Continue Shopping' }, 'href')).toMatch(/\/store$/)
      await counts(visit, '0', 'No items in cart')
      await expect
        .poll(() => changes(visit), { timeout: WAIT_MS })
        .toEqual([
          ['DELETE', entries[BUNS.sku], null],
          ['DELETE', entries[LOAF.sku], null],
        ])
    },
  )

  it('prices the cart again as the visitor changes it: shipping, tax, a discount from $50.00 and the total', async () => {
    const { visit, entries } = await openCart('desktop', [
      { ...LOAF, quantity: 1 },
      { ...BUNS, quantity: 4 },
    ])
    const amount = (part: string): Target => ({ css: `#sqs-cart-root [data-part=${part}]` })
    // $42.50: $5.00 shipping, 8% tax, no discount yet.
    await shows(visit, SUBTOTAL, '$42.50')
    await shows(visit, amount('shipping'), '$5.00')
    await shows(visit, amount('tax'), '$3.40')
    await shows(visit, amount('total'), '$50.90')
    await visit.gone(amount('discount'))

    await visit.click({ role: 'button', name: `Increase quantity of ${BUNS_TITLE}` })
    // $51.50: 10% off, and the tax on what is left, as the server priced it.
    await shows(visit, SUBTOTAL, '$51.50')
    await shows(visit, amount('discount'), '-$5.15')
    await shows(visit, amount('tax'), '$3.71')
    await shows(visit, amount('total'), '$55.06')
    await expect.poll(() => changes(visit), { timeout: WAIT_MS }).toEqual([['PUT', entries[BUNS.sku], { quantity: 5 }]])
  })

  it('hands the cart off to checkout with its cookie, and alerts without it', async () => {
    const { visit } = await openCart('desktop', [{ ...BUNS, quantity: 2 }])
    // The cart session cookie gone (cookies blocked, a session that expired): an alert, no navigation.
    const cookie = await visit.evaluate(() => {
      const session = document.cookie.split('; ').find((pair) => pair.startsWith('ss_cart='))
      document.cookie = 'ss_cart=; path=/; max-age=0'
      return session
    })
    expect(cookie).toBeTruthy()
    await visit.click({ role: 'link', name: 'Checkout' })
    // Without a title, the message names the alert.
    const alert: Target = { role: 'alertdialog', name: SESSION_EXPIRED }
    await visit.find(alert)
    await visit.click({ role: 'button', name: 'Okay' })
    await visit.gone(alert)
    expect(await visit.focused()).toBe('Checkout')
    expect(await visit.evaluate(() => location.pathname)).toBe('/cart')

    // With the cookie back, the same link goes to checkout.
    await visit.evaluate((pair: string) => {
      document.cookie = `${pair}; path=/; SameSite=Lax`
    }, cookie as string)
    await visit.click({ role: 'link', name: 'Checkout' })
    await arrives(visit, '/commerce/goto-checkout')
    await visit.find({ role: 'heading', name: 'Checkout' })
  })

  it('takes a gift card to its own checkout with the website, product and SKU', async () => {
    const visit = await journeys.open('/store/gift-card')
    await productReady(visit)
    await visit.select({ label: 'Amount' }, '$50')
    await visit.click({ role: 'button', name: 'Purchase' })
    await arrives(visit, '/checkout/giftcard?websiteId=demo-site&giftCardProductId=item-1011&sku=SQ1011002')
    await visit.find({ role: 'heading', name: 'Checkout' })
    expect(await cartCalls(visit)).toEqual([])
  })
})
