/** @jsxImportSource hono/jsx */
import { raw } from 'hono/html'
import { CART_COOKIE } from '../../src/features/commerce/commerce.ts'
import { CartIndicator } from '../server/components/CartIndicator.tsx'
import { DEMO_CONTEXT } from '../server/layout.ts'
import { definePage, type PageRequest } from '../server/page.ts'
import { atollServer, stylesPath } from '../server/ssr.ts'
import { getCart } from '../server/store/index.ts'

/** The demo's minimum order: a small loaf alone is below it, two are above. */
export const MINIMUM_SUBTOTAL_CENTS = 1000

const SETTINGS = { minimumSubtotalCents: MINIMUM_SUBTOTAL_CENTS, storeUrl: '/store' }

/**
 * The visitor's cart rendered by `atoll/server` as the island draws it: on the first paint, and
 * changed by plain posts without script. Without a request (a page rendered on its own) there is no
 * cart to show: the island draws it.
 */
async function CartBlock({ request }: { request?: PageRequest | undefined }) {
  const { renderCart } = await atollServer()
  const cart = request && getCart(request.db, request.cookies[CART_COOKIE])
  const html = cart
    ? await renderCart(SETTINGS, cart, { id: 'sqs-cart-root', url: request.url.href, page: DEMO_CONTEXT })
    : undefined
  return (
    <>
      {html ? <link rel="stylesheet" href={await stylesPath('cart')} /> : null}
      <div id="sqs-cart-root" data-block="cart" data-block-json={JSON.stringify(SETTINGS)}>
        {html ? (
          raw(html)
        ) : (
          <noscript>
            <p>
              The cart needs JavaScript. <a href="/store">Back to the shop</a>
            </p>
          </noscript>
        )}
      </div>
    </>
  )
}

export const page = definePage({
  title: 'Cart',
  description:
    "The cart page: quantities, removal, the subtotal, the store's shipping, tax, discount and total, a minimum order and the checkout hand-off.",
  heading: 'Harbour Street Bakery: your cart',
  // spec: the storefront full-page cart (page type 205, commerce cart v2).
  context: { pageType: 205 },
  intro: (
    <p>
      The server renders the visitor's cart with the cart island's own view, which the island then runs. Changes show at
      once and are taken back with the store's message when it refuses them; the cart in another open tab follows;
      without script, each button posts a form. Orders start at $10.00.
    </p>
  ),
  main: ({ request }) => (
    <>
      <p class="store-bar">
        <CartIndicator request={request} /> <a href="/store">Back to the shop</a>
      </p>
      <CartBlock request={request} />
    </>
  ),
})
