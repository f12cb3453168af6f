/** @jsxImportSource hono/jsx */
import { Image } from '../server/components/Image.tsx'
import { DEMO_STORE_SETTINGS } from '../server/layout.ts'
import { definePage } from '../server/page.ts'
import { STORE_FIXTURE } from '../server/store/schema.ts'

/** The products with a quick view here: options, a sold-out one, a subscription. */
const SHOWN = ['item-1001', 'item-1006', 'item-1002', 'item-1012']
/** `sizes` of a card's image: two cards a row in the 44rem column, one on a phone. */
const CARD_SIZES = '(min-width: 46rem) 21rem, calc(100vw - 2rem)'

const products = SHOWN.map((id) => STORE_FIXTURE.products.find((product) => product.id === id)!)

export const page = definePage({
  title: 'Store: quick view',
  description:
    'Product cards whose Quick View button opens the product in a dialog, with its purchase controls, weight and size.',
  context: { websiteSettings: { storeSettings: DEMO_STORE_SETTINGS } },
  stylesheets: ['/demo/store.css'],
  heading: 'Quick view',
  nav: (
    <>
      {' · '}
      <a href="/cart" data-block="cart-indicator" id="cart-indicator" aria-label="No items in cart">
        Cart (<span data-part="count">0</span>)
      </a>
    </>
  ),
  intro: (
    <p>
      Each card's <em>Quick View</em> button is a <code>quick-view</code> block: it opens the product from{' '}
      <code>GET /api/commerce/products/&#123;id&#125;</code> in a dialog with the product page's purchase controls.
    </p>
  ),
  main: () => (
    <ul class="store-cards">
      {products.map((product, index) => {
        const image = product.images[0]
        const [width = 0, height = 0] = image ? image.dimensions.split('x').map(Number) : []
        return (
          <li class="store-card">
            {image ? (
              // The first two cards' images are in the first viewport: written with their sources.
              <Image
                photo={{ src: image.src, width, height, focalPoint: '0.5,0.5', alt: image.alt }}
                eager={index < 2}
                sizes={CARD_SIZES}
              />
            ) : null}
            <h2>
              <a href={product.url}>{product.title}</a>
            </h2>
            <button
              type="button"
              data-block="quick-view"
              data-item-id={product.id}
              aria-label={`Quick View: ${product.title}`}
            >
              Quick View
            </button>
          </li>
        )
      })}
    </ul>
  ),
})
