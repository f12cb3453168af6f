/** @jsxImportSource hono/jsx */
import { ProductPrice } from '../server/components/Blocks.tsx'
import type { Child } from 'hono/jsx'
import { Block } from '../server/components/Block.tsx'
import { definePage } from '../server/page.ts'

/** A product of the week: its price data, and what the demo basket adds (none when sold out). */
interface Product {
  id: string
  name: string
  text: string
  /** The `product-price` block's data. */
  price: Record<string, unknown>
  /** The unit price in cents and the quantity the button adds. */
  add?: { price: number; quantity?: number }
  /** Another call to action than the basket's. */
  action?: Child
}

const PRODUCTS: readonly Product[] = [
  {
    id: 'sourdough',
    name: 'Sourdough loaf',
    text: 'Our everyday loaf, 800 g.',
    price: { productType: 1, variants: [{ price: 650, qtyInStock: 24 }] },
    add: { price: 650 },
  },
  {
    id: 'rye',
    name: 'Rye loaf',
    text: 'Dark, dense, baked on Thursdays.',
    price: { productType: 1, variants: [{ price: 720, qtyInStock: 0 }] },
  },
  {
    id: 'buns',
    name: 'Cardamom buns, box of six',
    text: 'This week only.',
    price: { productType: 1, variants: [{ price: 1200, salePrice: 900, onSale: true, qtyInStock: 10 }] },
    add: { price: 900 },
  },
  {
    id: 'seeded',
    name: 'Seeded bread',
    text: 'Small or large.',
    price: {
      productType: 1,
      variants: [
        { price: 500, qtyInStock: 5, optionValues: [{ value: 'Small' }] },
        { price: 800, qtyInStock: 3, optionValues: [{ value: 'Large' }] },
      ],
    },
    add: { price: 500 },
  },
  {
    id: 'croissants',
    name: 'Croissants',
    text: 'Plain at full price, almond on sale.',
    price: {
      productType: 1,
      variants: [
        { price: 350, unlimited: true, optionValues: [{ value: 'Plain' }] },
        { price: 450, salePrice: 300, onSale: true, unlimited: true, optionValues: [{ value: 'Almond' }] },
      ],
    },
    add: { price: 300 },
  },
  {
    id: 'tray',
    name: 'Tray of 50 rolls',
    text: 'For events: fifty white rolls.',
    price: { productType: 1, variants: [{ price: 4000, unlimited: true }] },
    add: { price: 80, quantity: 50 },
  },
  {
    id: 'course',
    name: 'Sourdough video course',
    text: 'Digital: never sold out.',
    price: { productType: 2, priceCents: 2500, salePriceCents: 1900, onSale: true },
    add: { price: 1900 },
  },
  {
    id: 'class',
    name: 'Baking class, Saturday 6 am',
    text: 'A service: all places taken.',
    price: { productType: 3, variants: [{ price: 4500, qtyInStock: 0 }] },
  },
  {
    id: 'club',
    name: 'Bread club',
    text: 'A loaf every week, billed monthly for a year.',
    price: {
      productType: 1,
      variants: [{ price: 3000, unlimited: true }],
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
    },
    action: (
      <a class="button" href="/checkout/subscribe" data-cart-token="bread-club-2025">
        Subscribe
      </a>
    ),
  },
]

export const page = definePage({
  title: 'Shop',
  description:
    'Products in every price state, a cart indicator, the basket and the checkout, donation, gift card and subscription links.',
  stylesheets: ['/demo/session.css'],
  scripts: ['/demo/shop.js'],
  context: { websiteSettings: { storeSettings: { currency: 'USD' } } },
  heading: <>Harbour Street Bakery: order online</>,
  nav: (
    <>
      {' '}
      <span class="demo-cart">
        <Block
          kind="cart-indicator"
          as="span"
          id="cart"
          attributes={{ role: 'status', 'aria-label': 'No items in cart' }}
        >
          <span data-part="count">0</span> in basket · <span data-part="subtotal">$0.00</span>
        </Block>{' '}
        <a href="#basket">See the basket</a>
      </span>
    </>
  ),
  intro: (
    <>
      <p>
        Prices come from each product's data: sold out, on sale, from a starting price, never sold out when digital, and
        a subscription's renewal. The cart indicator in the corner follows the basket.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">This week's bakes</h2>
        <ul class="demo-products">
          {PRODUCTS.map(({ id, name, text, price, add, action }) => (
            <li class="demo-product" id={`product-${id}`}>
              <h3>{name}</h3>
              <p>{text}</p>
              <ProductPrice id={`price-${id}`} settings={price} />
              {add ? (
                <button
                  type="button"
                  class="button"
                  data-add={id}
                  data-price={add.price}
                  data-quantity={add.quantity ?? 1}
                >
                  Add to basket
                </button>
              ) : null}
              {action}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="basket-heading" id="basket">
        <h2 id="basket-heading">Your basket</h2>
        <div
          class="demo-basket"
          id="sqs-cart-root"
          data-cart={JSON.stringify({ totalQuantity: 0, subtotalCents: 0, entries: [] })}
        >
          <ul data-part="lines"></ul>
          <p data-part="empty">Your basket is empty.</p>
          <p>
            <button type="button" class="button" data-part="empty-basket">
              Empty the basket
            </button>{' '}
            <a class="button" href="/commerce/goto-checkout" id="checkout">
              Checkout
            </a>
          </p>
        </div>
        <p class="note">
          Checkout needs the store's cart session cookie, which the demo server sets when it serves this page; without
          it (cookies blocked, or a session that expired) you get an alert instead.
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
  ),
})
