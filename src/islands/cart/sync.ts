/**
 * The cart in every open tab of the site: a tab that changed the cart posts the server's answer on a
 * BroadcastChannel, and the other tabs show it. Where BroadcastChannel is missing, a localStorage
 * write (its `storage` event reaches the other tabs) carries it instead.
 */
import type { Cleanup } from '../../core/kit/cleanup.ts'
import { type Cart, isCart, readCart } from './cart.ts'

/** The channel (and storage key) the cart is posted on; any store island may post the cart answer on it. */
export const CART_CHANNEL = 'atoll:cart'

export interface CartChannel {
  /** Tells the other tabs the cart is now `cart`. */
  post(cart: Cart): void
}

/**
 * Listens for the cart other tabs post, until `cleanup` clears.
 * @param onCart called with each cart another tab posted (messages of another shape are ignored).
 */
export function openCartChannel(cleanup: Cleanup, onCart: (cart: Cart) => void): CartChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CART_CHANNEL)
    cleanup.listen(channel, 'message', (event) => {
      const data = (event as MessageEvent).data
      if (isCart(data)) onCart(readCart(data))
    })
    cleanup.add(() => channel.close())
    return { post: (cart) => channel.postMessage(cart) }
  }
  cleanup.listen(window, 'storage', (event) => {
    const { key, newValue } = event as StorageEvent
    if (key !== CART_CHANNEL || !newValue) return
    try {
      const { cart } = JSON.parse(newValue) as { cart: unknown }
      if (isCart(cart)) onCart(readCart(cart))
    } catch {
      // Another script's value under our key: not a cart.
    }
  })
  return {
    post(cart) {
      try {
        // The time makes each write a change, so the same cart posted twice still reaches the others.
        localStorage.setItem(CART_CHANNEL, JSON.stringify({ at: Date.now(), cart }))
      } catch {
        // Storage refused (private mode, full): the other tabs catch up when they are shown again.
      }
    },
  }
}
