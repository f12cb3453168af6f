/** @jsxImportSource hono/jsx */
import { formatMoney } from '../../src/core/money/index.ts'
import { CartIndicator } from '../server/components/CartIndicator.tsx'
import { Image } from '../server/components/Image.tsx'
import { definePage } from '../server/page.ts'
import {
  listCategories,
  listProducts,
  STORE_FIXTURE,
  type StoreImage,
  type StoreProduct,
} from '../server/store/index.ts'

/**
 * The template's price line, by the spec's price display rules (the store currency of this demo is
 * USD): the lowest price paid, "from" while variants differ, sold out for physical products and
 * services with no stock, and the sale mark.
 */
function price(product: StoreProduct): string {
  const variants =
    product.priceCents === undefined
      ? product.variants
      : [{ price: product.priceCents, salePrice: product.salePriceCents ?? 0, onSale: !!product.onSale }]
  const paid = variants.map((variant) => (variant.onSale ? variant.salePrice : variant.price))
  const amount = formatMoney(Math.min(...paid), 'USD')
  const text =
    new Set(variants.map((v) => `${v.onSale} ${v.price} ${v.salePrice}`)).size > 1 ? `from ${amount}` : amount
  const counted = product.productType === 1 || product.productType === 3
  const soldOut = counted && product.variants.every((variant) => !variant.unlimited && variant.qtyInStock <= 0)
  return soldOut ? `${text} · Sold out` : variants.some((variant) => variant.onSale) ? `${text} · Sale` : text
}

/**
 * The cards in the first viewport on a wide screen: two rows of three (cards of at least 12rem in the
 * 44rem column); on a phone, one column, the first card alone.
 */
const FIRST_CARDS = 6
const CARD_SIZES = '(min-width: 46rem) 14rem, calc(100vw - 2rem)'

const photo = ({ src, dimensions, alt }: StoreImage) => {
  const [width = 0, height = 0] = dimensions.split('x').map(Number)
  return { src, width, height, focalPoint: '0.5,0.5', alt }
}

export const page = definePage({
  title: 'Store',
  description: 'The demo store: a product list filtered by category in place, with the address kept for Back.',
  heading: 'Harbour Street Bakery: the shop',
  intro: (
    <p>
      Every product of the store, rendered by the server from its catalogue. The category links are plain links the
      server answers; with the runtime they filter the cards in place and Back restores the last filter. Point at a card
      with two images to see the second.
    </p>
  ),
  main: ({ request }) => {
    // Rendered on its own (the size report), the page shows the fixture the store is seeded from.
    const categories = request ? listCategories(request.db) : STORE_FIXTURE.categories
    const category = request?.url.searchParams.get('category') || undefined
    const products = request ? listProducts(request.db) : STORE_FIXTURE.products
    return (
      <>
        <p class="store-bar">
          <CartIndicator request={request} />
        </p>
        <div data-block="product-list" id="products" data-block-json={JSON.stringify({ collectionId: 'store' })}>
          <nav aria-label="Categories" class="store-categories">
            <ul>
              <li>
                <a data-part="category" href="/store" aria-current={category === undefined ? 'page' : undefined}>
                  All
                </a>
              </li>
              {categories.map(({ slug, title }) => (
                <li>
                  <a
                    data-part="category"
                    href={`?category=${slug}`}
                    aria-current={slug === category ? 'page' : undefined}
                  >
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ul class="store-grid">
            {products.map((product, index) => (
              <li
                data-part="item"
                data-item-id={product.id}
                data-categories={product.categories.join(',')}
                hidden={category !== undefined && !product.categories.includes(category)}
              >
                <a href={product.url}>
                  <span data-part="media">
                    {product.images.slice(0, 2).map((image, nth) => (
                      // The first cards' pictures are in the first viewport: in the HTML with their sources,
                      // the second (shown on hover, over the first) and the cards a phone does not show lazy.
                      <Image
                        photo={photo(image)}
                        eager={index < FIRST_CARDS}
                        lazy={index > 0 || nth > 0}
                        sizes={CARD_SIZES}
                      />
                    ))}
                  </span>
                  <span class="store-title">{product.title}</span>
                </a>
                <span class="store-price">{price(product)}</span>
              </li>
            ))}
          </ul>
        </div>
      </>
    )
  },
})
