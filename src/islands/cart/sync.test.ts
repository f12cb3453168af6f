// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { type Cart, EMPTY_CART } from './cart.ts'
import { CART_CHANNEL, openCartChannel } from './sync.ts'

const CART: Cart = { ...EMPTY_CART, id: 'c-1', subtotalCents: 0 }
const cleanup = createCleanup()

afterEach(() => {
  cleanup.clear()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the cart channel', () => {
  it('carries the cart between tabs on a BroadcastChannel, and ignores other messages', async () => {
    const received = vi.fn()
    openCartChannel(cleanup, received)
    const other = new BroadcastChannel(CART_CHANNEL)
    other.postMessage({ hello: 'there' })
    other.postMessage(CART)
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith(CART))
    expect(received).toHaveBeenCalledTimes(1)
    other.close()
  })

  it('falls back to a storage write and its storage event without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    const received = vi.fn()
    const channel = openCartChannel(cleanup, received)
    channel.post(CART)
    expect(JSON.parse(localStorage.getItem(CART_CHANNEL)!).cart).toEqual(CART)
    const event = (newValue: string) => new StorageEvent('storage', { key: CART_CHANNEL, newValue })
    window.dispatchEvent(event('not json'))
    window.dispatchEvent(event(JSON.stringify({ at: 1, cart: { entries: 'none' } })))
    window.dispatchEvent(event(JSON.stringify({ at: 2, cart: CART })))
    expect(received.mock.calls).toEqual([[CART]])
    cleanup.clear()
    window.dispatchEvent(event(JSON.stringify({ at: 3, cart: CART })))
    expect(received).toHaveBeenCalledTimes(1)
  })
})
