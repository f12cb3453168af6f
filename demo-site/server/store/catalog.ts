import type { Database } from '../db.ts'
import type { StoreCategory, StoreImage, StoreProduct, StoreVariant } from './types.ts'

interface ProductRow {
  id: string
  slug: string
  url: string
  title: string
  product_type: number
  excerpt: string
  description: string
  options: string
  price_cents: number | null
  sale_price_cents: number | null
  on_sale: number | null
  subscription: string | null
  add_to_cart_text: string | null
}

interface VariantRow {
  sku: string
  item_id: string
  price: number
  sale_price: number
  on_sale: number
  qty_in_stock: number
  unlimited: number
  option_values: string
  /** From store_variant_measures, where the variant has a row there. */
  weight?: number | null
  dimensions?: string | null
}

/** The store's categories, in the fixture's order. */
export function listCategories(db: Database): StoreCategory[] {
  return db.prepare<[], StoreCategory>('SELECT slug, title FROM store_categories ORDER BY position').all()
}

/**
 * The products, in the fixture's order; with `category` (a slug), only that category's (none for a
 * category the store does not have).
 */
export function listProducts(db: Database, { category }: { category?: string } = {}): StoreProduct[] {
  const rows =
    category === undefined
      ? db.prepare<[], ProductRow>('SELECT * FROM store_products ORDER BY position').all()
      : db
          .prepare<[string], ProductRow>(
            `SELECT p.* FROM store_products p JOIN store_product_categories c ON c.item_id = p.id
             WHERE c.category = ? ORDER BY p.position`,
          )
          .all(category)
  return rows.map((row) => toProduct(db, row))
}

/** One product by its id, or undefined. */
export function getProduct(db: Database, itemId: string): StoreProduct | undefined {
  const row = db.prepare<[string], ProductRow>('SELECT * FROM store_products WHERE id = ?').get(itemId)
  return row && toProduct(db, row)
}

/** One product by the slug of its page (`/store/{slug}`), or undefined. */
export function getProductBySlug(db: Database, slug: string): StoreProduct | undefined {
  const row = db.prepare<[string], ProductRow>('SELECT * FROM store_products WHERE slug = ?').get(slug)
  return row && toProduct(db, row)
}

/** One variant with its product's id, or undefined. */
export function getVariant(db: Database, sku: string): (StoreVariant & { itemId: string }) | undefined {
  const row = db.prepare<[string], VariantRow>('SELECT * FROM store_variants WHERE sku = ?').get(sku)
  return row && { ...toVariant(row), itemId: row.item_id }
}

/** The images of a product, in order. */
export function productImages(db: Database, itemId: string): StoreImage[] {
  return db
    .prepare<[string], StoreImage>('SELECT src, dimensions, alt FROM store_images WHERE item_id = ? ORDER BY position')
    .all(itemId)
}

/**
 * What `GET /api/commerce/products/{itemId}` answers: the `product` block's settings (CONTRACT.md
 * section 7) plus `images` and `excerpt`.
 */
export function productSettings(product: StoreProduct): Record<string, unknown> {
  const { id, title, url, productType, options, variants, subscription, addToCartText, images, excerpt } = product
  const digital =
    product.priceCents === undefined
      ? {}
      : { priceCents: product.priceCents, salePriceCents: product.salePriceCents, onSale: product.onSale }
  return { id, title, url, productType, options, variants, ...digital, subscription, addToCartText, images, excerpt }
}

function toProduct(db: Database, row: ProductRow): StoreProduct {
  const variants = db
    .prepare<[string], VariantRow>(
      `SELECT v.*, m.weight, m.dimensions FROM store_variants v LEFT JOIN store_variant_measures m ON m.sku = v.sku
       WHERE v.item_id = ? ORDER BY v.position`,
    )
    .all(row.id)
    .map(toVariant)
  const categories = db
    .prepare<[string], { category: string }>(
      `SELECT pc.category FROM store_product_categories pc JOIN store_categories c ON c.slug = pc.category
       WHERE pc.item_id = ? ORDER BY c.position`,
    )
    .all(row.id)
    .map((r) => r.category)
  const product: StoreProduct = {
    id: row.id,
    slug: row.slug,
    url: row.url,
    title: row.title,
    productType: row.product_type as StoreProduct['productType'],
    categories,
    excerpt: row.excerpt,
    description: row.description,
    options: JSON.parse(row.options) as StoreProduct['options'],
    variants,
    images: productImages(db, row.id),
  }
  if (row.price_cents !== null) {
    product.priceCents = row.price_cents
    product.salePriceCents = row.sale_price_cents ?? 0
    product.onSale = row.on_sale === 1
  }
  if (row.subscription !== null) product.subscription = JSON.parse(row.subscription) as StoreProduct['subscription']
  if (row.add_to_cart_text !== null) product.addToCartText = row.add_to_cart_text
  return product
}

function toVariant(row: VariantRow): StoreVariant {
  return {
    sku: row.sku,
    price: row.price,
    salePrice: row.sale_price,
    onSale: row.on_sale === 1,
    qtyInStock: row.qty_in_stock,
    unlimited: row.unlimited === 1,
    optionValues: JSON.parse(row.option_values) as StoreVariant['optionValues'],
    ...(row.weight == null ? {} : { weight: row.weight }),
    ...(row.dimensions == null ? {} : { dimensions: JSON.parse(row.dimensions) as StoreVariant['dimensions'] }),
  }
}
