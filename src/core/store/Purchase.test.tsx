// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server, useServer } from '../../../test/msw/server.ts'
import { cartStore } from '../cart/store.ts'
import { loadMessages } from '../i18n/index.ts'
import { readProduct } from './product.ts'
import { Purchase } from './Purchase.tsx'
import messages from 'virtual:atoll-messages'
import { setPageContext } from '../../../test/page-context.ts'

const seen = useServer()
const ENTRIES = '*/api/commerce/cart/entries'
const cart = (totalQuantity: number, subtotalCents: number) => ({
  id: 'c-1',
  entries: [],
  totalQuantity,
  subtotalCents,
})

const LOAF = readProduct('product', {
  id: 'item-1001',
  title: 'Sourdough loaf',
  productType: 1,
  options: [{ name: 'Size', values: ['Small', 'Large'] }],
  variants: [
    { sku: 'S', price: 650, qtyInStock: 24, optionValues: [{ name: 'Size', value: 'Small' }] },
    {
      sku: 'L',
      price: 950,
      salePrice: 800,
      onSale: true,
      qtyInStock: 3,
      optionValues: [{ name: 'Size', value: 'Large' }],
    },
  ],
})

let root: ReturnType<typeof createRoot> | undefined
function render(props: Parameters<typeof Purchase>[0]): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  flushSync(() => root!.render(createElement(Purchase, props)))
  return container
}
const text = (selector: string) => document.querySelector(selector)?.textContent
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!
const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[type=radio][value="${value}"]`)!
const adds = () => seen.filter((request) => request.url.pathname === '/api/commerce/cart/entries')
/** A `pageshow` as the browser fires it (happy-dom's PageTransitionEvent has no `persisted`). */
const pageShown = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }))

beforeAll(() => loadMessages(messages, 'en-US'))
beforeEach(() => cartStore.setState(cartStore.getInitialState(), true))
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
})

describe('the purchase controls', () => {
  it('price the choice: "from" while open, then the variant, its sale price beside the struck original', async () => {
    render({ product: LOAF })
    expect(text('.atoll-purchase-price')).toBe('Sale from $6.50')
    radio('Large').click()
    await vi.waitFor(() => expect(text('.atoll-purchase-price')).toBe('Sale Original price: $9.50 Sale price: $8.00'))
    expect(document.querySelector('del')?.textContent).toBe('Original price: $9.50')
    expect(document.querySelector<HTMLInputElement>('input[type=number]')!.max).toBe('3')
  })

  it("price in the store's currency from the page context", () => {
    setPageContext({ websiteSettings: { storeSettings: { currency: 'EUR' } } })
    try {
      render({ product: LOAF })
      expect(text('.atoll-purchase-price')).toBe('Sale from €6.50')
    } finally {
      setPageContext()
    }
  })

  it('are a form that posts the item, the chosen values and the quantity without script', () => {
    render({ product: LOAF })
    const form = document.querySelector<HTMLFormElement>('form.atoll-purchase')!
    expect([form.method, new URL(form.action, location.href).pathname]).toEqual(['post', '/api/commerce/cart/entries'])
    radio('Large').click()
    expect([...new FormData(form).entries()]).toEqual([
      ['itemId', 'item-1001'],
      ['option:Size', 'Large'],
      ['quantity', '1'],
    ])
    expect(radio('Large').closest('fieldset')?.querySelector('legend')?.textContent).toBe('Size')
  })

  it('take the choice and quantity the controls hold when the page is shown from the back-forward cache', async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.json(cart(2, 1600))))
    render({ product: LOAF })
    // What a restored page can hold: controls changed without an input event.
    radio('Large').checked = true
    document.querySelector<HTMLInputElement>('input[name=quantity]')!.value = '2'
    pageShown(false)
    button('Add to Cart').click()
    await vi.waitFor(() => expect(text('[role=alert]')).toBe('Please select a Size'))

    // The add's render put the controls back to the state; the browser's restoring again.
    radio('Large').checked = true
    document.querySelector<HTMLInputElement>('input[name=quantity]')!.value = '2'
    pageShown(true)
    await vi.waitFor(() => expect(text('.atoll-purchase-price')).toBe('Sale Original price: $9.50 Sale price: $8.00'))
    button('Add to Cart').click()
    await vi.waitFor(() => expect(text('[role=status]')).toBe('Sourdough loaf added to cart'))
    expect(JSON.parse(adds()[0]!.body)).toEqual({ itemId: 'item-1001', sku: 'L', quantity: 2 })
  })

  it('say which option is missing instead of adding', async () => {
    render({ product: LOAF })
    button('Add to Cart').click()
    await vi.waitFor(() => expect(text('[role=alert]')).toBe('Please select a Size'))
    expect(adds()).toHaveLength(0)
  })

  it('lock while adding, ignore a second click, then announce and update the cart store', async () => {
    // The server answers when the test lets it, once the locked state has been seen.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.post(ENTRIES, async () => {
        await answered
        return HttpResponse.json(cart(1, 650))
      }),
    )
    render({ product: LOAF })
    radio('Small').click()
    await vi.waitFor(() => expect(text('.atoll-purchase-price')).toBe('$6.50'))
    const add = document.querySelector<HTMLButtonElement>('.atoll-purchase-add')!
    add.click()
    add.click()
    await vi.waitFor(() => expect(add.textContent).toBe('Adding…'))
    expect(add.getAttribute('aria-disabled')).toBe('true')
    answer()
    await vi.waitFor(() => expect(text('[role=status]')).toBe('Sourdough loaf added to cart'))
    expect(adds()).toHaveLength(1)
    expect(JSON.parse(adds()[0]!.body)).toEqual({ itemId: 'item-1001', sku: 'S', quantity: 1 })
    expect(cartStore.getState()).toEqual({ count: 1, subtotal: '$6.50', initialised: true })
    expect(add.textContent).toBe('Add to Cart')
  })

  it("show 'Unable to add item' with the server's reason and keep the choice", async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.json({ error: 'Only 3 in stock.' }, { status: 409 })))
    render({ product: LOAF })
    radio('Large').click()
    await vi.waitFor(() => expect(radio('Large').checked).toBe(true))
    button('Add to Cart').click()
    await vi.waitFor(() => expect(text('[role=alert]')).toBe('Unable to add item Only 3 in stock.'))
    expect(radio('Large').checked).toBe(true)
    expect(cartStore.getState().initialised).toBe(false)
  })

  it('say Sold Out for an empty variant, and use a select for an option of many values', async () => {
    const product = readProduct('product', {
      id: 'p',
      title: 'Apron',
      productType: 3,
      options: [{ name: 'Day', values: ['Fri', 'Sat', 'Sun'] }],
      variants: ['Fri', 'Sat', 'Sun'].map((day, i) => ({
        sku: day,
        price: 100,
        qtyInStock: i,
        optionValues: [{ name: 'Day', value: day }],
      })),
    })
    render({ product })
    const select = document.querySelector('select')!
    expect([...select.options].map((o) => o.text)).toEqual(['Select Day', 'Fri', 'Sat', 'Sun'])
    select.value = 'Fri'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.waitFor(() => expect(text('.atoll-purchase-add')).toBe('Sold Out'))
    expect(document.querySelector<HTMLButtonElement>('.atoll-purchase-add')!.disabled).toBe(true)
    expect(text('.atoll-purchase-price')).toBe('Sold out $1.00')
  })

  it('send a gift card to its checkout, and a subscription to its own with the cart it was added to', async () => {
    const navigate = vi.fn()
    const card = readProduct('product', {
      id: 'item-1011',
      productType: 4,
      variants: [{ sku: 'G1', price: 2500, unlimited: true }],
    })
    render({ product: card, websiteId: 'site-1', navigate })
    button('Purchase').click()
    expect(navigate).toHaveBeenCalledWith('/checkout/giftcard?websiteId=site-1&giftCardProductId=item-1011&sku=G1')
    root!.unmount()

    server.use(http.post(ENTRIES, () => HttpResponse.json(cart(1, 3000))))
    const club = readProduct('product', {
      id: 'item-1012',
      productType: 1,
      addToCartText: 'Join',
      subscription: { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 0 },
      variants: [{ sku: 'B1', price: 3000, unlimited: true }],
    })
    render({ product: club, navigate })
    expect(text('.atoll-purchase-price')).toBe('$30.00 every 2 weeks')
    button('Join').click()
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/checkout/subscribe?cartToken=c-1'))
  })

  it("show the chosen variant's weight and dimensions in lbs and inches for an imperial store, in kg and cm else", async () => {
    const apron = readProduct('product', {
      id: 'item-1007',
      title: 'Linen apron',
      productType: 1,
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        {
          sku: 'S',
          price: 2800,
          qtyInStock: 4,
          weight: 0.4,
          dimensions: { length: 10, width: 8, height: 1 },
          optionValues: [{ name: 'Size', value: 'S' }],
        },
        {
          sku: 'L',
          price: 2800,
          qtyInStock: 4,
          weight: 0.6,
          dimensions: { length: 10, width: 8, height: 1 },
          optionValues: [{ name: 'Size', value: 'L' }],
        },
      ],
    })
    const details = () =>
      [...document.querySelectorAll('.atoll-purchase-details div')].map(
        (line) => `${line.querySelector('dt')!.textContent}: ${line.querySelector('dd')!.textContent}`,
      )
    render({ product: apron, units: 1 })
    // The sizes differ in weight: only the dimensions they share show before a choice.
    expect(details()).toEqual(['Dimensions: 10" × 8" × 1"'])
    radio('L').click()
    await vi.waitFor(() => expect(details()).toEqual(['Weight: 0.6 lbs', 'Dimensions: 10" × 8" × 1"']))
    root!.unmount()
    document.body.innerHTML = ''

    render({ product: apron, units: 2 })
    radio('S').click()
    await vi.waitFor(() => expect(details()).toEqual(['Weight: 0.4 kg', 'Dimensions: 10 × 8 × 1 cm']))
    root!.unmount()
    document.body.innerHTML = ''

    render({ product: LOAF, units: 1 })
    expect(document.querySelector('.atoll-purchase-details')).toBeNull()
  })
})
