/**
 * spec: the cart count shows up to 100, then '100+'. Apart from the texts (cart-indicator.ts), so a
 * template's server can render the same count before the island mounts.
 */
export const CART_COUNT_LIMIT = 100
