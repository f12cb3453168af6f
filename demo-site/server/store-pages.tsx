/** @jsxImportSource hono/jsx */
/**
 * The store's product pages, rendered from the catalogue as a site's template renders them:
 * `/store/<slug>` is a product block (CONTRACT.md section 7) whose images are a gallery block with a
 * thumbnail strip, each image an image-zoom block; `/store/p/<slug>`, the former address, redirects.
 */
import { raw } from 'hono/html'
import { Layout } from './components/Layout.tsx'
import { Slide } from './components/Gallery.tsx'
import type { Database } from './db.ts'
import { DEMO_CONTEXT, DEMO_STORE_SETTINGS } from './layout.ts'
import { getProductBySlug } from './store/catalog.ts'
import { productSettings } from './store/catalog.ts'
import type { StoreProduct } from './store/types.ts'
import type { DemoApp } from './types.ts'
import { atollServer, stylesPath } from './ssr.ts'

/** Slugs are a closed alphabet, as page names are. */
const SLUG = '[a-z0-9-]+'

/**
 * The product gallery: the slideshow with thumbnails, a lightbox on a click (the spec is silent on its
 * design), square slides whatever the pictures (store.css renders the same box before the island).
 */
export const PRODUCT_GALLERY = {
  design: 'slideshow',
  thumbnails: true,
  lightbox: true,
  transition: 'fade',
  imageAspectRatio: 100,
} as const
/** The product pages' context: the demo's, with the store's settings (its currency and units). */
const STORE_CONTEXT = { ...DEMO_CONTEXT, websiteSettings: { storeSettings: DEMO_STORE_SETTINGS } }

/** spec (image zoom): magnified twice by default. */
export const ZOOM_SETTINGS = { scale: 2 } as const

export function registerStorePages(app: DemoApp, db: Database): void {
  app.get(`/store/p/:slug{${SLUG}}`, (c) => c.redirect(`/store/${c.req.param('slug')}`, 301))
  app.get(`/store/:slug{${SLUG}}`, async (c, next) => {
    const product = getProductBySlug(db, c.req.param('slug'))
    if (!product) return next()
    c.header('Cache-Control', 'no-cache')
    return c.html(`<!doctype html>\n${await (await productPage(product)).toString()}\n`)
  })
}

async function productPage(product: StoreProduct) {
  const { images, ...settings } = productSettings(product)
  const id = `product-${product.id}`
  const { renderPurchase } = await atollServer()
  // The purchase form as the island draws it: it adds to the cart without script, and the island hydrates it.
  const purchase = await renderPurchase(settings, { id, page: STORE_CONTEXT })
  return (
    <Layout
      searchBox
      title={product.title}
      description={product.excerpt}
      heading={product.title}
      nav={
        <>
          {' · '}
          <a href="/store">Store</a>
          {' · '}
          <a href="/cart" data-block="cart-indicator" id="cart-indicator" aria-label="No items in cart">
            Cart (<span data-part="count">0</span>)
          </a>
        </>
      }
      stylesheets={['/demo/media.css', '/demo/store.css', await stylesPath('purchase')]}
      context={{ ...STORE_CONTEXT, pageType: 50, itemId: product.id }}
    >
      <div class="store-product" data-block="product" id={id} data-block-json={JSON.stringify(settings)}>
        <div class="store-product-images" data-part="images">
          <ProductGallery product={product} />
        </div>
        <div class="store-product-text">
          <div data-part="description">{raw(product.description)}</div>
          <div data-part="purchase">{raw(purchase)}</div>
        </div>
      </div>
    </Layout>
  )
}

/** The width of the product's pictures: three fifths of the column beside the text, else the column. */
const PRODUCT_IMAGE_SIZES = '(min-width: 48rem) 26rem, calc(100vw - 2rem)'

function ProductGallery({ product }: { product: StoreProduct }) {
  return (
    <section
      class="gallery-stacked"
      data-block="gallery"
      id={`gallery-${product.id}`}
      aria-label={`Pictures of ${product.title}`}
      data-block-json={JSON.stringify(PRODUCT_GALLERY)}
    >
      {/* The slideshow's stage, rendered here so the island moves nothing on screen when it mounts. */}
      <div data-part="stage">
        <div data-part="viewport">
          <div data-part="track">
            {product.images.map((image, index) => {
              const [width = 0, height = 0] = image.dimensions.split('x').map(Number)
              return (
                <Slide
                  id={`${product.id}-image-${index + 1}`}
                  url={`image-${index + 1}`}
                  photo={{ src: image.src, width, height, focalPoint: '0.5,0.5', alt: image.alt }}
                  zoom={ZOOM_SETTINGS}
                  // The first picture is the page's largest paint: in the HTML with its sources.
                  eager={index === 0 ? PRODUCT_IMAGE_SIZES : undefined}
                />
              )
            })}
          </div>
        </div>
      </div>
      {product.images.length > 1 ? <div data-part="thumbnails"></div> : null}
    </section>
  )
}
