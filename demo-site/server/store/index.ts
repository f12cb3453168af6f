/**
 * The demo store's read API for server-rendered store pages: the catalogue by category, a product
 * by its page's slug, and the cart a cookie names. The `/api/commerce/` calls live in
 * `routes/commerce-store.ts`.
 */
export { getCart } from './cart.ts'
export { getProduct, getProductBySlug, listCategories, listProducts } from './catalog.ts'
export { listReviews } from './reviews.ts'
export { STORE_FIXTURE, seedStore } from './schema.ts'
export type { Cart, CartEntry, Review, StoreCategory, StoreImage, StoreProduct, StoreVariant } from './types.ts'
