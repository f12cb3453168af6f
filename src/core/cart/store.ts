/**
 * The cart as every cart indicator shows it: a zustand vanilla store, so indicators, the commerce
 * feature, `Atoll.cart.update` and the store blocks (product pages, quick views, the cart page) share
 * one state whichever of them loads first. `addToCart` is the one way a store block adds: it asks
 * the server, then every indicator on the page follows its answer at once and the other open tabs
 * hear of it on {@link CART_CHANNEL}.
 */
import { createStore } from 'zustand/vanilla'
import { get, post } from '../data/index.ts'
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

/** CONTRACT.md section 7: the visitor's cart. */
export const CART_PATH = '/api/commerce/cart'
/** CONTRACT.md section 7: adding to the cart. */
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries'
/**
 * The quantity field's own attributes, in the product's form and in the cart's rows: posted as
 * `quantity`, which the cart's server reads from a form sent without script, and typed on a phone's
 * number pad.
 */
export const QUANTITY_FIELD = { name: 'quantity', type: 'number', inputMode: 'numeric' } as const

/**
 * The most of one variant a cart takes, and what its quantity fields allow: the demo store's limit.
 * A product whose stock counts allows no more than its stock.
 */
export const MAX_QUANTITY = 999
/** The BroadcastChannel on which a tab posts each cart the server answered, for the other tabs. */
export const CART_CHANNEL = 'atoll:cart'

/** The fields of the cart answer (the spec's shopping cart) the store reads. */
export interface CartAnswer {
  id: string | null
  totalQuantity: number
  subtotalCents: number
}

/** What one add asks for (CONTRACT.md section 7). */
export interface CartAddition {
  itemId: string
  sku: string
  quantity: number
}

/** Shows a cart answer on every indicator, and tells the other tabs. */
export function showCart(answer: CartAnswer): void {
  update({ count: answer.totalQuantity, subtotal: answer.subtotalCents })
  if (typeof BroadcastChannel !== 'function') return
  const channel = new BroadcastChannel(CART_CHANNEL)
  channel.postMessage(answer)
  channel.close()
}

/**
 * Adds a variant to the visitor's cart; the first add creates the cart and its session cookie.
 * `signal` cancels the call (the data layer's), and its answer then shows nowhere.
 * @returns the server's cart, once every indicator shows it.
 * @throws the data layer's error (an HttpError whose message is the server's reason, such as a 409
 *   over the stock); the cart is then as it was.
 */
export async function addToCart(addition: CartAddition, signal?: AbortSignal): Promise<CartAnswer> {
  const answer = (await post<CartAnswer>(CART_ENTRIES_PATH, { json: addition, signal }))!
  showCart(answer)
  return answer
}

let refreshing: Promise<void> | undefined

/**
 * Asks the server for the visitor's cart and shows it on every indicator: for a page that may have
 * missed a change (one shown again from the back-forward cache, after an add on another page).
 * Calls made while one is under way share it.
 * @throws the data layer's error, or a TypeError when the answer is not a cart; the indicators then
 *   keep what they show.
 */
export function refreshCart(): Promise<void> {
  refreshing ??= get<CartAnswer>(CART_PATH)
    .then((answer) => {
      if (!answer || typeof answer !== 'object') throw new TypeError('[atoll:cart] the server did not answer a cart')
      update({ count: answer.totalQuantity, subtotal: answer.subtotalCents })
    })
    .finally(() => {
      refreshing = undefined
    })
  return refreshing
}
