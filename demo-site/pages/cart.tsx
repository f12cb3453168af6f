/** @jsxImportSource hono/jsx */
import { CartIndicator } from '../server/components/CartIndicator.tsx'
import { definePage } from '../server/page.ts'

/** The demo's minimum order: a small loaf alone is below it, two are above. */
export const MINIMUM_SUBTOTAL_CENTS = 1000

export const page = definePage({
  title: 'Cart',
  description: 'The cart page: quantities, removal, the subtotal, a minimum order and the checkout hand-off.',
  heading: 'Harbour Street Bakery: your cart',
  // spec: the storefront full-page cart (page type 205, commerce cart v2).
  context: { pageType: 205 },
  intro: (
    <p>
      The cart island draws the visitor's cart from the store's server. Changes show at once and are taken back with the
      store's message when it refuses them; the cart in another open tab follows. Orders start at $10.00.
    </p>
  ),
  main: ({ request }) => (
    <>
      <p class="store-bar">
        <CartIndicator request={request} /> <a href="/store">Back to the shop</a>
      </p>
      <div
        id="sqs-cart-root"
        data-block="cart"
        data-block-json={JSON.stringify({ minimumSubtotalCents: MINIMUM_SUBTOTAL_CENTS, storeUrl: '/store' })}
      >
        <noscript>
          <p>
            The cart needs JavaScript. <a href="/store">Back to the shop</a>
          </p>
        </noscript>
      </div>
    </>
  ),
})
