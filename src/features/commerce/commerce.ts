/** The commerce hand-off, pure: which links go to a checkout, and the URL they go to (commerce spec section 2). */

/** spec: the cart checkout, the one route that needs the cart session cookie. */
export const CART_CHECKOUT = '/commerce/goto-checkout'

/** spec: the checkout routes and their query parameters (gift card: sku optional). */
export const CHECKOUT_ROUTES: Readonly<Record<string, readonly string[]>> = {
  [CART_CHECKOUT]: [],
  '/checkout/subscribe': ['cartToken'],
  '/checkout/donate': ['donatePageId'],
  '/checkout/giftcard': ['websiteId', 'giftCardProductId', 'sku'],
}

/** The cart session cookie that must exist before the cart checkout (its name is not shown in the spec). */
export const CART_COOKIE = 'ss_cart'
/** spec: the storefront full-page cart is recognised by a root element with the id sqs-cart-root. */
export const CART_ROOT_ID = 'sqs-cart-root'

/** The checkout route `url` goes to on the site at `origin` (a trailing slash allowed), or undefined. */
export function checkoutRoute(url: URL, origin: string): string | undefined {
  if (url.origin !== origin) return undefined
  const path = url.pathname.replace(/(.)\/$/, '$1')
  return Object.hasOwn(CHECKOUT_ROUTES, path) ? path : undefined
}

/**
 * The checkout address: `url` with the route's query parameters set from `values` (a link's
 * `data-cart-token`, `data-donate-page-id`, `data-website-id`, `data-gift-card-product-id`,
 * `data-sku`). A parameter without a value keeps what the template wrote in the URL, else takes its
 * value from `defaults` (the page's website id).
 * @example checkoutUrl(new URL('https://a.b/checkout/donate'), { donatePageId: 'p1' }) // 'https://a.b/checkout/donate?donatePageId=p1'
 */
export function checkoutUrl(
  url: URL,
  values: Readonly<Record<string, string | undefined>>,
  defaults: Readonly<Record<string, string | undefined>> = {},
): string {
  const route = checkoutRoute(url, url.origin)
  if (!route) return url.href
  const next = new URL(url)
  for (const name of CHECKOUT_ROUTES[route]!) {
    const value = values[name] || (!next.searchParams.get(name) && defaults[name])
    if (value) next.searchParams.set(name, value)
  }
  return next.href
}

/** The shopping cart fields the full-page cart shares with the cart indicators (commerce spec section 3). */
export interface CartSummary {
  totalQuantity?: number
  subtotalCents?: number
}

/**
 * The count and subtotal of a shopping cart's JSON, for the cart store.
 * @throws SyntaxError for text that is not JSON; TypeError naming the field that is wrong.
 */
export function cartSummary(json: string): { count: number; subtotal: number | string } {
  const cart = JSON.parse(json) as CartSummary | null
  if (!cart || typeof cart !== 'object') throw new TypeError('data-cart must be a shopping cart object')
  const { totalQuantity = 0, subtotalCents } = cart
  if (!Number.isSafeInteger(totalQuantity) || totalQuantity < 0)
    throw new TypeError('data-cart: totalQuantity must be a whole number, 0 or more')
  if (subtotalCents !== undefined && !Number.isSafeInteger(subtotalCents))
    throw new TypeError('data-cart: subtotalCents must be a whole number of cents')
  return { count: totalQuantity, subtotal: subtotalCents ?? '' }
}
