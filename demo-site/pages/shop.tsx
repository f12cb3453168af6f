/** @jsxImportSource hono/jsx */
import { Block } from '../server/components/Block.tsx'
import { ProductPrice } from '../server/components/Blocks.tsx'
import { CartIndicator } from '../server/components/CartIndicator.tsx'
import { definePage } from '../server/page.ts'
import { listProducts, STORE_FIXTURE, type StoreProduct } from '../server/store/index.ts'

/**
 * The product-price block's data for a product of the catalogue: its `structuredContent` as a
 * template writes it (a digital product's own price, the variants, a subscription's plan).
 */
function priceSettings(product: StoreProduct): Record<string, unknown> {
  const { productType, variants, subscription } = product
  if (product.priceCents !== undefined)
    return {
      productType,
      priceCents: product.priceCents,
      salePriceCents: product.salePriceCents,
      onSale: product.onSale,
    }
  return { productType, variants, ...(subscription && { subscriptionPlan: subscription }) }
}

export const page = definePage({
  title: 'Shop',
  description:
    'Products in every price state, each to choose and add in a quick view, a cart indicator, the checkout, donation, gift card and subscription links.',
  stylesheets: ['/demo/session.css', '/demo/store.css'],
  context: { websiteSettings: { storeSettings: { currency: 'USD' } } },
  heading: <>Harbour Street Bakery: order online</>,
  intro: (
    <p>
      Prices come from each product's data: sold out, on sale, from a starting price while options differ, never sold
      out when digital, and a subscription's renewal. <em>Choose</em> opens the product in a quick view to pick its
      options and quantity and add it to the store's cart; the cart indicator follows at once.
    </p>
  ),
  main: ({ request }) => {
    // Rendered on its own (the size report), the page shows the fixture the store is seeded from.
    const products = request ? listProducts(request.db) : STORE_FIXTURE.products
    return (
      <>
        <p class="store-bar">
          <CartIndicator request={request} />
        </p>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading">This week's bakes</h2>
          <ul class="demo-products">
            {products.map((product) => (
              <li class="demo-product" id={`product-${product.slug}`}>
                <h3>
                  <a href={product.url}>{product.title}</a>
                </h3>
                <p>{product.excerpt}</p>
                <ProductPrice id={`price-${product.slug}`} settings={priceSettings(product)} />
                <button
                  type="button"
                  class="button"
                  data-block="quick-view"
                  data-item-id={product.id}
                  aria-label={`Choose: ${product.title}`}
                >
                  Choose
                </button>
              </li>
            ))}
          </ul>
          <p>
            <a class="button" href="/commerce/goto-checkout" id="checkout">
              Checkout
            </a>{' '}
            <a class="button" href="/checkout/subscribe" data-cart-token="bread-club-2025">
              Subscribe to the bread club
            </a>
          </p>
          <p class="note">
            Checkout needs the store's cart session cookie, which the demo server sets when it serves this page; without
            it (cookies blocked, or a session that expired) you get an alert instead. The gift card, donation and
            subscription checkouts need no cart.
          </p>
        </section>
        <section aria-labelledby="more-heading">
          <h2 id="more-heading">Gifts and giving</h2>
          <ul>
            <li>
              <a href="/checkout/giftcard" data-gift-card-product-id="gift-card-50" data-sku="SQ4820193" id="giftcard">
                Buy a gift card
              </a>
            </li>
            <li>
              <a href="/checkout/donate" data-donate-page-id="food-bank" id="donate">
                Donate to the harbour food bank
              </a>
            </li>
          </ul>
          <Block kind="social-follow" as="p" id="follow" settings={{ username: 'harbourbakery' }}>
            <a href="https://x.com/harbourbakery">Follow @harbourbakery on X</a>
          </Block>
        </section>
      </>
    )
  },
})
