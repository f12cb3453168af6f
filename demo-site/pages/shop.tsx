/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

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
        <span data-block="cart-indicator" id="cart" role="status" aria-label="No items in cart">
          <span data-part="count">0</span> in basket · <span data-part="subtotal">$0.00</span>
        </span>{' '}
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
          <li class="demo-product" id="product-sourdough">
            <h3>Sourdough loaf</h3>
            <p>Our everyday loaf, 800 g.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({ productType: 1, variants: [{ price: 650, qtyInStock: 24 }] })}
              id="price-sourdough"
            ></p>
            <button type="button" class="button" data-add="sourdough" data-price="650" data-quantity="1">
              Add to basket
            </button>
          </li>
          <li class="demo-product" id="product-rye">
            <h3>Rye loaf</h3>
            <p>Dark, dense, baked on Thursdays.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({ productType: 1, variants: [{ price: 720, qtyInStock: 0 }] })}
              id="price-rye"
            ></p>
          </li>
          <li class="demo-product" id="product-buns">
            <h3>Cardamom buns, box of six</h3>
            <p>This week only.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({
                productType: 1,
                variants: [{ price: 1200, salePrice: 900, onSale: true, qtyInStock: 10 }],
              })}
              id="price-buns"
            ></p>
            <button type="button" class="button" data-add="buns" data-price="900" data-quantity="1">
              Add to basket
            </button>
          </li>
          <li class="demo-product" id="product-seeded">
            <h3>Seeded bread</h3>
            <p>Small or large.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({
                productType: 1,
                variants: [
                  { price: 500, qtyInStock: 5, optionValues: [{ value: 'Small' }] },
                  { price: 800, qtyInStock: 3, optionValues: [{ value: 'Large' }] },
                ],
              })}
              id="price-seeded"
            ></p>
            <button type="button" class="button" data-add="seeded" data-price="500" data-quantity="1">
              Add to basket
            </button>
          </li>
          <li class="demo-product" id="product-croissants">
            <h3>Croissants</h3>
            <p>Plain at full price, almond on sale.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({
                productType: 1,
                variants: [
                  { price: 350, unlimited: true, optionValues: [{ value: 'Plain' }] },
                  { price: 450, salePrice: 300, onSale: true, unlimited: true, optionValues: [{ value: 'Almond' }] },
                ],
              })}
              id="price-croissants"
            ></p>
            <button type="button" class="button" data-add="croissants" data-price="300" data-quantity="1">
              Add to basket
            </button>
          </li>
          <li class="demo-product" id="product-tray">
            <h3>Tray of 50 rolls</h3>
            <p>For events: fifty white rolls.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({ productType: 1, variants: [{ price: 4000, unlimited: true }] })}
              id="price-tray"
            ></p>
            <button type="button" class="button" data-add="tray" data-price="80" data-quantity="50">
              Add to basket
            </button>
          </li>
          <li class="demo-product" id="product-course">
            <h3>Sourdough video course</h3>
            <p>Digital: never sold out.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({ productType: 2, priceCents: 2500, salePriceCents: 1900, onSale: true })}
              id="price-course"
            ></p>
            <button type="button" class="button" data-add="course" data-price="1900" data-quantity="1">
              Add to basket
            </button>
          </li>
          <li class="demo-product" id="product-class">
            <h3>Baking class, Saturday 6 am</h3>
            <p>A service: all places taken.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({ productType: 3, variants: [{ price: 4500, qtyInStock: 0 }] })}
              id="price-class"
            ></p>
          </li>
          <li class="demo-product" id="product-club">
            <h3>Bread club</h3>
            <p>A loaf every week, billed monthly for a year.</p>
            <p
              data-block="product-price"
              data-block-json={JSON.stringify({
                productType: 1,
                variants: [{ price: 3000, unlimited: true }],
                subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
              })}
              id="price-club"
            ></p>
            <a class="button" href="/checkout/subscribe" data-cart-token="bread-club-2025">
              Subscribe
            </a>
          </li>
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
        <p data-block="social-follow" data-block-json={JSON.stringify({ username: 'harbourbakery' })} id="follow">
          <a href="https://x.com/harbourbakery">Follow @harbourbakery on X</a>
        </p>
      </section>
    </>
  ),
})
