// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useServer } from '../../../test/msw/server.ts'
import { cartStore, update } from '../../core/cart/store.ts'
import type { IslandHandle } from '../../contract.ts'
import { mount as mountIsland } from './index.ts'

const page = { locale: 'en-US' }
const seen = useServer(
  http.get('*/api/commerce/cart', () =>
    HttpResponse.json({ id: 'c-1', entries: [], totalQuantity: 4, subtotalCents: 2600 }),
  ),
)

function render(): HTMLElement {
  document.body.innerHTML = `<a href="/cart" id="cart" data-block="cart-indicator" aria-label="Cart">
    <span data-part="count">3</span> <span data-part="subtotal">$27.00</span></a>
    <span data-block="cart-indicator" id="bare">3</span>`
  return document.getElementById('cart')!
}
const handles: IslandHandle[] = []
/** Mounts the island; every one mounted is destroyed after its test. */
async function mount(...args: Parameters<typeof mountIsland>): Promise<IslandHandle> {
  const handle = await mountIsland(...args)
  handles.push(handle)
  return handle
}
const text = (selector: string) => document.querySelector(selector)!.textContent
/** A `pageshow` as the browser fires it (happy-dom's PageTransitionEvent has no `persisted`). */
const pageShown = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }))

describe('cart indicator island', () => {
  beforeEach(() => cartStore.setState(cartStore.getInitialState(), true))
  afterEach(() => {
    for (const handle of handles.splice(0)) handle.destroy()
    document.body.innerHTML = ''
  })

  it("keeps the server's count until the first update", async () => {
    const element = render()
    await mount(element, { kind: 'cart-indicator', settings: {}, page })
    expect(element.dataset.cartState).toBe('uninitialised')
    expect(text('[data-part=count]')).toBe('3')
    expect(element.getAttribute('aria-label')).toBe('Cart')
  })

  it('follows every update: 0, 5, 100 and 150, with the subtotal and the spoken label', async () => {
    const element = render()
    const bare = document.getElementById('bare')!
    await mount(element, { kind: 'cart-indicator', settings: {}, page })
    await mount(bare, { kind: 'cart-indicator', settings: {}, page })
    // The first update loads the messages; from then on each update is written at once.
    update({ count: 1, subtotal: 900 })
    await vi.waitFor(() => expect(element.getAttribute('aria-label')).toBe('1 item in cart'))
    const seen = [0, 5, 100, 150].map((count) => {
      update({ count, subtotal: count * 900 })
      return [
        element.dataset.cartState,
        text('[data-part=count]'),
        text('[data-part=subtotal]'),
        element.getAttribute('aria-label'),
        bare.textContent,
      ]
    })
    expect(seen).toEqual([
      ['empty', '0', '$0.00', 'No items in cart', '0'],
      ['not-empty', '5', '$45.00', '5 items in cart', '5'],
      ['not-empty', '100', '$900.00', '100 items in cart', '100'],
      ['not-empty', '100+', '$1,350.00', 'More than 100 items in cart', '100+'],
    ])
  })

  it('shows an update made before it mounted', async () => {
    update({ count: 2 })
    const element = render()
    await mount(element, { kind: 'cart-indicator', settings: {}, page })
    expect(text('[data-part=count]')).toBe('2')
    expect(element.dataset.cartState).toBe('not-empty')
  })

  it('loads no messages before the first update', async () => {
    const loads = vi.spyOn(await import('../../core/i18n/index.ts'), 'loadMessages')
    await mount(render(), { kind: 'cart-indicator', settings: {}, page })
    expect(loads).not.toHaveBeenCalled()
    update({ count: 4 })
    expect(loads).toHaveBeenCalledTimes(1)
  })

  it('asks the server for the cart when the page is shown again from the back-forward cache', async () => {
    const element = render()
    await mount(element, { kind: 'cart-indicator', settings: {}, page })
    await mount(document.getElementById('bare')!, { kind: 'cart-indicator', settings: {}, page })
    pageShown(false)
    expect(seen).toHaveLength(0)
    pageShown(true)
    await vi.waitFor(() => expect(element.getAttribute('aria-label')).toBe('4 items in cart'))
    expect(text('[data-part=subtotal]')).toBe('$26.00')
    expect(document.getElementById('bare')!.textContent).toBe('4')
    // One request for the page, however many indicators it has.
    expect(seen.map((request) => request.url.pathname)).toEqual(['/api/commerce/cart'])
  })

  it('listens to nothing after destroy', async () => {
    const element = render()
    const handle = await mount(element, { kind: 'cart-indicator', settings: {}, page })
    handle.destroy()
    update({ count: 7 })
    pageShown(true)
    expect(text('[data-part=count]')).toBe('3')
    expect(seen).toHaveLength(0)
  })
})
