/**
 * The cart as every cart indicator shows it: a zustand vanilla store, so indicators, the commerce
 * feature and `Atoll.cart.update` share one state whichever of them loads first.
 */
import { createStore } from 'zustand/vanilla'
import { formatMoney } from '../money/index.ts'

/** spec: cart indicator data, items (count, default 0) and subtotal (text, default empty). */
export interface CartState {
  count: number
  subtotal: string
  /** spec: the cart indicator is uninitialised until its first update, then initialised. */
  initialised: boolean
}

/** What `Atoll.cart.update` takes: the item count, and the subtotal as text or as cents. */
export interface CartUpdate {
  /** Items in the cart, a whole number from 0. @default 0 */
  count?: number
  /** The subtotal as shown (`'$12.00'`), or in cents, formatted in the store's currency. @default '' */
  subtotal?: string | number
}

export const cartStore = createStore<CartState>(() => ({ count: 0, subtotal: '', initialised: false }))

/**
 * Sets the cart's count and subtotal; every cart indicator on the page follows.
 * @throws TypeError naming `count` or `subtotal` when one has the wrong type.
 * @example update({ count: 3, subtotal: 4500 }) // indicators show 3 and $45.00
 */
export function update(cart: CartUpdate): void {
  const { count = 0, subtotal = '' } = cart ?? {}
  if (!Number.isSafeInteger(count) || count < 0)
    throw new TypeError('cart.update: count must be a whole number, 0 or more')
  if (typeof subtotal !== 'string' && typeof subtotal !== 'number')
    throw new TypeError('cart.update: subtotal must be text or cents')
  cartStore.setState({
    count,
    subtotal: typeof subtotal === 'number' ? formatMoney(subtotal) : subtotal,
    initialised: true,
  })
}

/** `Atoll.cart` (CONTRACT.md section 5). */
export const cart = { update }
