import { beforeEach, describe, expect, it } from 'vitest'
import { cart, cartStore, update } from './store.ts'

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
