/** The demo store's records (CONTRACT.md section 7; commerce spec section 3). Money is in cents. */
import type { ProductType } from '../../../src/core/enums/product-types.ts'

/** A product image, as the `product` block's slides and the `image` feature take it. */
export interface StoreImage {
  src: string
  /** `WxH`, as `data-image-dimensions`. */
  dimensions: string
  alt: string
}

/** spec: a variant's option value; the name says which option it answers. */
export interface OptionValue {
  name: string
  value: string
}

/** spec: a variant (price, salePrice, onSale, qtyInStock, unlimited, optionValues), with its SKU. */
export interface StoreVariant {
  sku: string
  price: number
  salePrice: number
  onSale: boolean
  qtyInStock: number
  unlimited: boolean
  optionValues: OptionValue[]
  /** The shipping weight, in the store's weight unit (the demo store's: lbs). */
  weight?: number
  /** The size, in the store's dimension unit (the demo store's: inches). */
  dimensions?: { length: number; width: number; height: number }
}

/** spec: a subscription plan; `numBillingCycles` 0 means indefinite. */
export interface Subscription {
  billingPeriod: { value: number; unit: 'week' | 'month' | 'year' }
  numBillingCycles: number
}

export interface StoreCategory {
  slug: string
  title: string
}

/** A product as the store keeps it: the `product` block's settings and what a product page shows. */
export interface StoreProduct {
  id: string
  slug: string
  /** The product page's path. */
  url: string
  title: string
  productType: Exclude<ProductType, 5>
  /** Category slugs. */
  categories: string[]
  excerpt: string
  /** HTML written by the shop's owner. */
  description: string
  options: { name: string; values: string[] }[]
  variants: StoreVariant[]
  images: StoreImage[]
  /** spec: a digital product also carries its own price, sale price and sale flag. */
  priceCents?: number
  salePriceCents?: number
  onSale?: boolean
  subscription?: Subscription
  addToCartText?: string
}

/** The fixture the store is seeded from (`store/fixture.json`). */
export interface StoreFixture {
  categories: StoreCategory[]
  products: StoreProduct[]
  reviewRequests: { token: string; itemIds: string[]; expiresAt: string; usedAt: string | null }[]
}

/** One line of the cart answer (CONTRACT.md section 7). */
export interface CartEntry {
  id: string
  itemId: string
  sku: string
  title: string
  url: string
  /** The product's first image, or null when it has none. */
  image: StoreImage | null
  optionValues: OptionValue[]
  quantity: number
  /** What one costs now: the sale price while the variant is on sale. */
  unitPriceCents: number
  /** `unitPriceCents * quantity`. */
  priceCents: number
}

/** The cart answer: the spec's shopping cart, with the fields the demo store fills. */
export interface Cart {
  /** null while the visitor has no cart. */
  id: string | null
  entries: CartEntry[]
  /** The sum of the entries' `priceCents`. */
  subtotalCents: number
  /** The spec's name for the number of items (the sum of the quantities), which `data-cart` reads. */
  totalQuantity: number
  /** The same number, under the name the cart indicator's `update({ count })` takes. */
  count: number
  /** The spec's totals beyond the subtotal (store/totals.ts), on a cart with entries. */
  discountCents?: number
  shippingCostCents?: number
  taxCents?: number
  grandTotalCents?: number
}

/** A product a review request asks about. */
export interface ReviewProduct {
  itemId: string
  title: string
  image: StoreImage | null
}

export interface Review {
  id: number
  itemId: string
  rating: number
  title: string
  body: string
  name: string
  createdAt: string
}
