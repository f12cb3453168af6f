/**
 * The demo store's prices beyond the subtotal: the spec's shopping cart carries `discountCents`,
 * `shippingCostCents`, `taxCents` and `grandTotalCents` (commerce spec section 3) but not how a store
 * computes them, so the demo has three plain rules a visitor can check by hand, the same for the
 * demo server and the static demo's worker.
 */
import { PRODUCT_TYPE } from '../../../src/core/enums/product-types.ts'
import type { Cart, StoreProduct } from './types.ts'

/** A flat shipping rate for a cart with anything physical in it; digital goods and services ship free. */
export const DEMO_SHIPPING_CENTS = 500
/** An automatic discount: this percentage off a subtotal of at least {@link DEMO_DISCOUNT_FROM_CENTS}. */
export const DEMO_DISCOUNT_PERCENT = 10
export const DEMO_DISCOUNT_FROM_CENTS = 5000
/** Sales tax on the subtotal after the discount (shipping untaxed), rounded to the nearest cent. */
export const DEMO_TAX_PERCENT = 8

/** Whether a product is sent by post: physical products (subscriptions to them included). */
export const ships = (product: StoreProduct): boolean => product.productType === PRODUCT_TYPE.PHYSICAL

/**
 * The cart with its totals, from its subtotal and whether anything in it ships. An empty cart keeps
 * no totals: there is nothing to price.
 * @example withTotals({ ...cart, subtotalCents: 6000 }, true) // discount 600, shipping 500, tax 432, total 6332
 */
export function withTotals(cart: Cart, shipping: boolean): Cart {
  if (cart.entries.length === 0) return cart
  const discountCents =
    cart.subtotalCents >= DEMO_DISCOUNT_FROM_CENTS ? Math.round((cart.subtotalCents * DEMO_DISCOUNT_PERCENT) / 100) : 0
  const shippingCostCents = shipping ? DEMO_SHIPPING_CENTS : 0
  const taxCents = Math.round(((cart.subtotalCents - discountCents) * DEMO_TAX_PERCENT) / 100)
  const grandTotalCents = cart.subtotalCents - discountCents + shippingCostCents + taxCents
  return { ...cart, discountCents, shippingCostCents, taxCents, grandTotalCents }
}
