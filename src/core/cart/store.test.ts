// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server, useServer } from '../../../test/msw/server.ts'
import { addToCart, CART_CHANNEL, cart, cartStore, update } from './store.ts'

describe('cart store', () => {
  beforeEach(() => cartStore.setState(cartStore.getInitialState(), true))

  it('starts uninitialised with the spec defaults: count 0, subtotal empty', () => {
    expect(cartStore.getState()).toEqual({ count: 0, subtotal: '', initialised: false })
  })

  it('is initialised by the first update and tells every subscriber', () => {
    const seen: number[] = []
    const unsubscribe = cartStore.subscribe((state) => seen.push(state.count))
    update({ count: 5, subtotal: '$45.00' })
    cart.update({ count: 150 })
    unsubscribe()
    update({ count: 1 })
    expect(seen).toEqual([5, 150])
    expect(cartStore.getState()).toEqual({ count: 1, subtotal: '', initialised: true })
  })

  it('formats a subtotal given in cents in the store currency', () => {
    update({ count: 2, subtotal: 123450 })
    expect(cartStore.getState().subtotal).toBe('$1,234.50')
  })

  it('throws a TypeError naming count or subtotal', () => {
    expect(() => update({ count: -1 })).toThrow('cart.update: count must be a whole number, 0 or more')
    expect(() => update({ count: 1.5 })).toThrow(TypeError)
    expect(() => update({ count: 1, subtotal: {} as never })).toThrow('cart.update: subtotal must be text or cents')
    expect(cartStore.getState().initialised).toBe(false)
  })
})

describe('adding to the cart', () => {
  const seen = useServer()
  beforeEach(() => cartStore.setState(cartStore.getInitialState(), true))

  it("posts the entry, shows the server's cart on every indicator and tells the other tabs", async () => {
    server.use(
      http.post('*/api/commerce/cart/entries', () =>
        HttpResponse.json({ id: 'c-1', entries: [], totalQuantity: 3, subtotalCents: 1950 }),
      ),
    )
    const other = new BroadcastChannel(CART_CHANNEL)
    const heard = new Promise((resolve) => other.addEventListener('message', (event) => resolve(event.data)))
    const answer = await addToCart({ itemId: 'item-1001', sku: 'SQ1', quantity: 3 })
    expect(answer.id).toBe('c-1')
    expect(cartStore.getState()).toEqual({ count: 3, subtotal: '$19.50', initialised: true })
    expect(JSON.parse(seen[0]!.body)).toEqual({ itemId: 'item-1001', sku: 'SQ1', quantity: 3 })
    expect(await heard).toMatchObject({ id: 'c-1', totalQuantity: 3 })
    other.close()
  })

  it('leaves the cart as it was when the server refuses', async () => {
    server.use(
      http.post('*/api/commerce/cart/entries', () => HttpResponse.json({ error: 'Sold out.' }, { status: 409 })),
    )
    await expect(addToCart({ itemId: 'item-1002', sku: 'SQ2', quantity: 1 })).rejects.toMatchObject({
      status: 409,
      body: { error: 'Sold out.' },
    })
    expect(cartStore.getState().initialised).toBe(false)
  })
})
