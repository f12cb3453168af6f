// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://bakery.example/cart"}
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { cartStore } from '../../core/cart/store.ts'
import type { Cart, CartEntry } from './cart.ts'
import { mount } from './index.ts'
import { CART_CHANNEL } from './sync.ts'
import { setPageContext } from '../../../test/page-context.ts'

const confirm = vi.hoisted(() => vi.fn(async () => 'confirm'))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../../core/dialogs/index.ts', () => ({ dialog: { confirm } }))

const ORIGIN = 'https://bakery.example'
const entry = (id: string, title: string, unitPriceCents: number, quantity: number) => ({
  id,
  itemId: `item-${id}`,
  sku: `SQ100${id}`,
  title,
  url: `/store/p/${id}`,
  image: { src: '/media/bakery-loaves.svg', dimensions: '1200x1200', alt: 'Loaves on the counter' },
  optionValues: [{ name: 'Size', value: 'Small' }],
  quantity,
  unitPriceCents,
  priceCents: unitPriceCents * quantity,
})
const cartOf = (...entries: CartEntry[]): Cart => ({
  id: 'c-1',
  entries,
  subtotalCents: entries.reduce((sum, e) => sum + e.priceCents, 0),
  totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
})
const LOAF = entry('1', 'Sourdough loaf', 650, 1)
const BUNS = entry('2', 'Cardamom buns', 900, 2)

let current = cartOf(LOAF, BUNS)
const seen = useServer(
  http.get(`${ORIGIN}/api/commerce/cart`, () => HttpResponse.json(current)),
  http.put(`${ORIGIN}/api/commerce/cart/entries/:id`, async ({ params, request }) => {
    const { quantity } = (await request.json()) as { quantity: number }
    current = cartOf(
      ...current.entries.flatMap((e) =>
        e.id !== params.id ? [e] : quantity ? [entry(e.id, e.title, e.unitPriceCents, quantity)] : [],
      ),
    )
    return HttpResponse.json(current)
  }),
  http.delete(`${ORIGIN}/api/commerce/cart/entries/:id`, ({ params }) => {
    current = cartOf(...current.entries.filter((e) => e.id !== params.id))
    return HttpResponse.json(current)
  }),
)

let handle: IslandHandle | undefined
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)
const byLabel = <T extends HTMLElement = HTMLElement>(label: string) => $<T>(`[aria-label="${label}"]`)!
const text = () => document.getElementById('sqs-cart-root')!.textContent

/** Mounts the cart on a page with the context `context`, written and read as the loader reads it. */
async function mountCart(settings: Record<string, unknown> = {}, context?: Record<string, unknown>) {
  document.body.innerHTML = '<div id="sqs-cart-root" data-block="cart"></div>'
  handle = await mount(document.getElementById('sqs-cart-root')!, {
    kind: 'cart',
    settings: { storeUrl: '/store', ...settings },
    page: setPageContext(context) ?? { locale: 'en-US' },
  })
}

beforeEach(() => {
  current = cartOf(LOAF, BUNS)
  confirm.mockClear()
  confirm.mockImplementation(async () => 'confirm')
  cartStore.setState(cartStore.getInitialState(), true)
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
  setPageContext()
})

describe('the cart page', () => {
  it('shows each entry with its image, title, options, unit price, quantity and the subtotal', async () => {
    await mountCart()
    expect(text()).toContain('Sourdough loaf')
    expect(text()).toContain('Size: Small')
    expect(text()).toContain('$6.50 each')
    expect(text()).toContain('Subtotal $24.50')
    expect($<HTMLImageElement>('img')!.alt).toBe('Loaves on the counter')
    expect(byLabel<HTMLInputElement>('Quantity of Cardamom buns').value).toBe('2')
    expect($('a.atoll-cart-checkout')!.getAttribute('href')).toBe('/commerce/goto-checkout')
    expect(cartStore.getState()).toMatchObject({ count: 3, subtotal: '$24.50' })
  })

  it('lists an entry the server sent without option values, price or image, priced from its unit price', async () => {
    const { optionValues, priceCents, image, ...bare } = entry('3', 'Rye loaf', 500, 2)
    current = { ...cartOf(LOAF), entries: [LOAF, bare as CartEntry], subtotalCents: 1650, totalQuantity: 3 }
    await mountCart()
    expect(text()).toContain('Rye loaf')
    expect(text()).toContain('$5.00 each')
    expect(text()).toContain('$10.00')
    expect(text()).toContain('Subtotal $16.50')
    expect(document.querySelectorAll('img')).toHaveLength(1)
  })

  it('changes a quantity with the arrow keys and the buttons, and every indicator follows', async () => {
    await mountCart()
    byLabel('Quantity of Sourdough loaf').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }))
    // Optimistic: shown before the server answers.
    expect(cartStore.getState().count).toBe(4)
    await vi.waitFor(() => expect(text()).toContain('Subtotal $31.00'))
    byLabel('Increase quantity of Cardamom buns').click()
    await vi.waitFor(() => expect(text()).toContain('Subtotal $40.00'))
    const puts = seen.filter((request) => request.method === 'PUT')
    expect(puts.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/commerce/cart/entries/1', '{"quantity":2}'],
      ['/api/commerce/cart/entries/2', '{"quantity":3}'],
    ])
    expect(cartStore.getState()).toMatchObject({ count: 5, subtotal: '$40.00' })
  })

  it('shows the totals the cart answer has: discount taken off, shipping, tax and the grand total', async () => {
    // A store that takes $5.00 off, ships for $4.00 and charges 8% tax on what is left.
    const priced = (cart: Cart): Cart => {
      const taxCents = Math.round((cart.subtotalCents - 500) * 0.08)
      const grandTotalCents = cart.subtotalCents - 500 + 400 + taxCents
      return { ...cart, discountCents: 500, shippingCostCents: 400, taxCents, grandTotalCents }
    }
    current = priced(current)
    const held = holdRequests()
    server.use(http.put(`${ORIGIN}/api/commerce/cart/entries/:id`, held.resolver))
    await mountCart()
    const amount = (part: string) => $(`[data-part="${part}"]`)?.textContent
    expect(text()).toContain('Subtotal $24.50Discount -$5.00Shipping $4.00Tax $1.56Total $25.06')
    // A change of the page: the subtotal follows at once, the server's totals wait for its prices.
    byLabel('Increase quantity of Sourdough loaf').click()
    await held.arrived(1)
    expect(amount('subtotal')).toBe('$31.00')
    expect([amount('discount'), amount('shipping'), amount('tax'), amount('total')]).toEqual(Array(4).fill('Loading…'))
    expect($('.atoll-cart-totals')!.getAttribute('aria-busy')).toBe('true')
    held.requests[0]!.release(priced(cartOf(entry('1', 'Sourdough loaf', 650, 2), BUNS)))
    await vi.waitFor(() =>
      expect(text()).toContain('Subtotal $31.00Discount -$5.00Shipping $4.00Tax $2.08Total $32.08'),
    )
    expect($('.atoll-cart-totals')!.hasAttribute('aria-busy')).toBe(false)
  })

  it('leaves out a total the cart answer does not have, a discount of nothing, and one that is not cents', async () => {
    current = { ...current, discountCents: 0, shippingCostCents: 0, taxCents: 12.5, grandTotalCents: 2450 }
    await mountCart()
    expect(text()).toContain('Subtotal $24.50Shipping $0.00Total $24.50')
    expect(text()).not.toContain('Discount')
    expect(text()).not.toContain('Tax')
  })

  it('shows no totals but the subtotal for a cart answer without them', async () => {
    await mountCart()
    expect($('.atoll-cart-totals')).toBeNull()
    expect(text()).not.toContain('Total')
  })

  it('takes a typed quantity on Enter', async () => {
    await mountCart()
    const input = byLabel<HTMLInputElement>('Quantity of Cardamom buns')
    input.value = '5'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await vi.waitFor(() => expect(text()).toContain('Subtotal $51.50'))
  })

  it("rolls back with 'Unable to update quantity' and the server's reason", async () => {
    server.use(
      http.put(`${ORIGIN}/api/commerce/cart/entries/:id`, () =>
        HttpResponse.json({ error: 'Only 2 of Cardamom buns in stock.' }, { status: 409 }),
      ),
    )
    await mountCart()
    byLabel('Increase quantity of Cardamom buns').click()
    await vi.waitFor(() =>
      expect($('[role=alert]')!.textContent).toBe('Unable to update quantity Only 2 of Cardamom buns in stock.'),
    )
    expect(byLabel<HTMLInputElement>('Quantity of Cardamom buns').value).toBe('2')
    expect(text()).toContain('Subtotal $24.50')
    expect(cartStore.getState().count).toBe(3)
  })

  it('removes at 0 only after the confirmation', async () => {
    await mountCart()
    confirm.mockImplementation(async () => 'cancel')
    byLabel('Decrease quantity of Sourdough loaf').click()
    await vi.waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Remove Sourdough loaf from your cart?' })),
    )
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false)
    expect(byLabel<HTMLInputElement>('Quantity of Sourdough loaf').value).toBe('1')

    confirm.mockImplementation(async () => 'confirm')
    byLabel('Decrease quantity of Sourdough loaf').click()
    await vi.waitFor(() => expect(text()).not.toContain('Sourdough loaf'))
    await vi.waitFor(() => expect(text()).toContain('Subtotal $18.00'))
    expect(seen.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual([
      '/api/commerce/cart/entries/1',
    ])
  })

  it("rolls a refused removal back with 'Unable to remove item'", async () => {
    server.use(
      http.delete(`${ORIGIN}/api/commerce/cart/entries/:id`, () =>
        HttpResponse.json({ error: 'This entry is not in your cart.' }, { status: 404 }),
      ),
    )
    await mountCart()
    byLabel('Remove Cardamom buns').click()
    await vi.waitFor(() => expect($('[role=alert]')!.textContent).toContain('Unable to remove item'))
    expect(text()).toContain('Cardamom buns')
  })

  it('shows the empty state with a link to the store', async () => {
    current = cartOf()
    await mountCart()
    expect(text()).toContain('You have nothing in your shopping cart.')
    expect($<HTMLAnchorElement>('.atoll-cart-empty a')!.href).toBe(`${ORIGIN}/store`)
    expect($('.atoll-cart-checkout')).toBeNull()
  })

  it('disables checkout below minimumSubtotalCents, with the spec message', async () => {
    current = cartOf(LOAF)
    await mountCart({ minimumSubtotalCents: 1000 })
    const checkout = $('.atoll-cart-checkout')!
    expect(checkout.localName).toBe('button')
    expect(checkout.getAttribute('aria-disabled')).toBe('true')
    expect(document.getElementById(checkout.getAttribute('aria-describedby')!)!.textContent).toBe(
      'To check out, the order subtotal must be $10.00 or more',
    )
    byLabel('Increase quantity of Sourdough loaf').click()
    await vi.waitFor(() => expect($('.atoll-cart-checkout')!.getAttribute('href')).toBe('/commerce/goto-checkout'))
  })

  it('follows the cart another tab posts', async () => {
    await mountCart()
    const other = new BroadcastChannel(CART_CHANNEL)
    other.postMessage(cartOf(entry('3', 'Croissants', 350, 4)))
    await vi.waitFor(() => expect(text()).toContain('Croissants'))
    expect(text()).not.toContain('Sourdough loaf')
    expect(cartStore.getState().count).toBe(4)
    other.close()
  })

  it("speaks the page's language and counts in the store currency", async () => {
    await mountCart(
      { minimumSubtotalCents: 5000 },
      { locale: 'fr-FR', websiteSettings: { storeSettings: { currency: 'EUR' } } },
    )
    expect(text()).toContain('Sous-total €24.50')
    expect(text()).toContain('Pour passer commande, le sous-total doit être d’au moins €50.00')
    expect(byLabel('Retirer Sourdough loaf').textContent).toBe('Retirer')
  })

  it('rejects settings of the wrong type', async () => {
    await expect(mountCart({ minimumSubtotalCents: 'ten' })).rejects.toThrow(
      'cart: minimumSubtotalCents must be a whole number',
    )
  })

  it('aborts a quantity change under way on destroy: no rollback, no message, the indicators left as they were', async () => {
    const held = holdRequests()
    server.use(http.put(`${ORIGIN}/api/commerce/cart/entries/:id`, held.resolver))
    await mountCart()
    byLabel('Increase quantity of Cardamom buns').click()
    await held.arrived(1)
    const shown = cartStore.getState()
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(held.requests).toHaveLength(1)
    expect(document.getElementById('sqs-cart-root')!.innerHTML).toBe('')
    expect(cartStore.getState()).toBe(shown)
  })

  it("shows 'Loading…' while the cart loads, and mount() resolves with the loaded cart on the page", async () => {
    const held = holdRequests()
    server.use(http.get(`${ORIGIN}/api/commerce/cart`, held.resolver))
    document.body.innerHTML = '<div id="sqs-cart-root" data-block="cart"></div>'
    let mounted = false
    const mounting = mount(document.getElementById('sqs-cart-root')!, {
      kind: 'cart',
      settings: { storeUrl: '/store' },
      page: { locale: 'en-US' },
    }).then((mountedHandle) => {
      mounted = true
      return mountedHandle
    })
    await held.arrived(1)
    expect(text()).toBe('Loading…')
    expect(mounted).toBe(false)
    held.requests[0]!.release(current)
    handle = await mounting
    expect(text()).not.toContain('Loading…')
    expect(byLabel('Quantity of Sourdough loaf')).not.toBeNull()
    expect($('[data-part=subtotal]')!.textContent).toBe('$24.50')
  })

  it('aborts the first load of a block destroyed while it mounts, and gives the block back empty', async () => {
    const held = holdRequests()
    server.use(http.get(`${ORIGIN}/api/commerce/cart`, held.resolver))
    document.body.innerHTML = '<div id="sqs-cart-root" data-block="cart"></div>'
    const element = document.getElementById('sqs-cart-root')!
    const life = new AbortController()
    const mounting = mount(element, { kind: 'cart', settings: {}, page: { locale: 'en-US' }, signal: life.signal })
    await held.arrived(1)
    life.abort()
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    // mount() settles at once, not after the request's timeout, and draws no failure.
    ;(await mounting).destroy()
    expect(element.innerHTML).toBe('')
    expect(cartStore.getState()).toEqual(cartStore.getInitialState())
    expect(seen.filter((request) => request.url.pathname === '/api/commerce/cart')).toHaveLength(1)
  })

  it('leaves nothing after destroy', async () => {
    await mountCart()
    handle!.destroy()
    handle = undefined
    expect(document.getElementById('sqs-cart-root')!.innerHTML).toBe('')
  })
})
