/** The cart answer (CONTRACT.md section 7) and the pure changes the cart page makes to it optimistically. */
import { MAX_QUANTITY } from '../../core/cart/store.ts'

/** spec: a variant's option value, named by its option. */
export interface OptionValue {
  name: string
  value: string
}

/** One line of the cart. Money in cents. */
export interface CartEntry {
  id: string
  itemId: string
  sku: string
  title: string
  url: string
  image: { src: string; dimensions: string; alt: string } | null
  optionValues: OptionValue[]
  quantity: number
  unitPriceCents: number
  priceCents: number
}

/**
 * The spec's shopping cart totals beyond the subtotal (commerce spec section 3: "taxCents,
 * shippingCostCents, discountCents, grandTotalCents"), in the order the cart page shows them. The
 * server prices them; a cart answer without one does not show it.
 */
export const CART_TOTALS = ['discountCents', 'shippingCostCents', 'taxCents', 'grandTotalCents'] as const

export type CartTotal = (typeof CART_TOTALS)[number]

/** The shopping cart as the server answers it (the spec's entity, with the fields the page reads). */
export interface Cart extends Partial<Record<CartTotal, number>> {
  id: string | null
  entries: CartEntry[]
  subtotalCents: number
  totalQuantity: number
  /**
   * Set on a cart changed on the page and not yet priced again by the server: its totals are the
   * last answer's, which only the server can compute anew (tax, shipping and discounts are its rules).
   */
  repricing?: true
}

/**
 * A cart answer, checked: a total that is not a whole number of cents (or null) is left out, so the
 * page shows what the server priced and nothing else. An entry's `optionValues` missing or null is
 * none (an item without options), and a value that is not a name and a value is left out; its
 * `priceCents` missing is its unit price times its quantity. (Its `url` and `image` are checked where
 * they are drawn, as every address is.)
 * @throws TypeError when the server sent something else than a cart.
 */
export function readCart(answer: unknown): Cart {
  if (!isCart(answer)) throw new TypeError('[atoll:cart] the server did not answer a cart')
  const cart: Cart = { ...answer, entries: answer.entries.map(readEntry) }
  delete cart.repricing
  for (const total of CART_TOTALS) if (!Number.isSafeInteger(cart[total])) delete cart[total]
  return cart
}

function readEntry(entry: CartEntry): CartEntry {
  const { optionValues, priceCents } = entry as { optionValues?: unknown; priceCents?: unknown }
  return {
    ...entry,
    optionValues: (Array.isArray(optionValues) ? optionValues : []).filter(
      (option): option is OptionValue => typeof option?.name === 'string' && typeof option.value === 'string',
    ),
    priceCents: Number.isSafeInteger(priceCents) ? entry.priceCents : entry.unitPriceCents * entry.quantity,
  }
}

/** Whether the cart has any of the totals beyond the subtotal. */
export const hasTotals = (cart: Cart): boolean => CART_TOTALS.some((total) => cart[total] !== undefined)

/** The cart of a visitor who has none yet. */
export const EMPTY_CART: Cart = { id: null, entries: [], subtotalCents: 0, totalQuantity: 0 }

/**
 * Whether `value` has the cart answer's shape (a server answer, or a message from another tab); its
 * totals beyond the subtotal are optional, and {@link readCart} keeps those that are cents.
 */
export function isCart(value: unknown): value is Cart {
  const cart = value as Cart | null
  return (
    !!cart &&
    typeof cart === 'object' &&
    Array.isArray(cart.entries) &&
    Number.isSafeInteger(cart.subtotalCents) &&
    Number.isSafeInteger(cart.totalQuantity) &&
    cart.entries.every(
      (entry) =>
        !!entry &&
        typeof entry.id === 'string' &&
        typeof entry.title === 'string' &&
        Number.isSafeInteger(entry.quantity) &&
        Number.isSafeInteger(entry.unitPriceCents),
    )
  )
}

/**
 * The cart with these entries, its subtotal and quantity summed again as the server sums them; its
 * other totals marked as waiting for the server's answer.
 */
function withEntries(cart: Cart, entries: CartEntry[]): Cart {
  return {
    ...cart,
    entries,
    subtotalCents: entries.reduce((sum, entry) => sum + entry.priceCents, 0),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    ...(hasTotals(cart) ? { repricing: true as const } : {}),
  }
}

/**
 * The cart as it will be once entry `entryId` holds `quantity` (0 removes it): what the page shows
 * while the server is asked.
 * @example withQuantity(cart, 'e-1', 3).subtotalCents // three times the entry's unit price, plus the others
 */
export function withQuantity(cart: Cart, entryId: string, quantity: number): Cart {
  if (quantity <= 0) return withoutEntry(cart, entryId)
  return withEntries(
    cart,
    cart.entries.map((entry) =>
      entry.id === entryId ? { ...entry, quantity, priceCents: entry.unitPriceCents * quantity } : entry,
    ),
  )
}

/** The cart without entry `entryId`. */
export function withoutEntry(cart: Cart, entryId: string): Cart {
  return withEntries(
    cart,
    cart.entries.filter((entry) => entry.id !== entryId),
  )
}

/**
 * A quantity the visitor typed, or undefined when it is not one: a whole number from 0 to
 * {@link MAX_QUANTITY}.
 */
export function parseQuantity(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined
  const quantity = Number(text)
  return quantity <= MAX_QUANTITY ? quantity : undefined
}

/** Whether checkout waits for a larger subtotal (spec: 'To check out, the order subtotal must be {subtotal} or more'). */
export function belowMinimum(cart: Cart, minimumSubtotalCents: number): boolean {
  return cart.entries.length > 0 && cart.subtotalCents < minimumSubtotalCents
}

/**
 * What shapes a server-rendered cart (core/kit/server-rendered.ts): the cart's shown fields, the
 * settings, the locale and the currency. The island hydrates the server's cart only when the cart
 * it loads gives the same.
 */
export function renderInputs(
  cart: Cart,
  options: { minimumSubtotalCents: number; storeUrl: string },
  { blockId, locale, currency }: { blockId: string; locale: string; currency: string },
): unknown {
  const entries = cart.entries.map(({ id, title, url, image, optionValues, quantity, unitPriceCents, priceCents }) => [
    id,
    title,
    url,
    image?.src ?? null,
    image?.alt ?? null,
    optionValues.map(({ name, value }) => [name, value]),
    quantity,
    unitPriceCents,
    priceCents,
  ])
  const totals = CART_TOTALS.map((total) => cart[total] ?? null)
  return [
    entries,
    cart.subtotalCents,
    totals,
    options.minimumSubtotalCents,
    options.storeUrl,
    blockId,
    locale,
    currency,
  ]
}
