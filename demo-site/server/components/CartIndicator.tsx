/** @jsxImportSource hono/jsx */
import { CART_COOKIE } from '../../../src/features/commerce/commerce.ts'
import { formatMoney } from '../../../src/core/money/index.ts'
import { CART_COUNT_LIMIT } from '../../../src/islands/cart-indicator/count.ts'
import type { PageRequest } from '../page.ts'
import { getCart } from '../store/index.ts'

export interface CartIndicatorProps {
  /** The request, for the visitor's cart; without it the indicator starts at 0. */
  request?: PageRequest | undefined
}

/**
 * The `cart-indicator` block linked to the cart page, with the visitor's cart as the server knows it
 * (the island keeps it in step afterwards).
 */
export function CartIndicator({ request }: CartIndicatorProps) {
  const cart = request && getCart(request.db, request.cookies[CART_COOKIE])
  const count = cart?.totalQuantity ?? 0
  // The spec's count and label, as the island writes them once the cart store answers.
  const over = count > CART_COUNT_LIMIT
  const label = over
    ? 'More than 100 items in cart'
    : count === 0
      ? 'No items in cart'
      : count === 1
        ? '1 item in cart'
        : `${count} items in cart`
  return (
    <span class="demo-cart">
      <span data-block="cart-indicator" id="cart-indicator" role="status" aria-label={label}>
        <span data-part="count">{over ? '100+' : count}</span> in cart ·{' '}
        <span data-part="subtotal">{formatMoney(cart?.subtotalCents ?? 0, 'USD')}</span>
      </span>{' '}
      <a href="/cart">See the cart</a>
    </span>
  )
}
