import type { Database } from '../db.ts'
import fixtureJson from './fixture.json' with { type: 'json' }
import type { StoreFixture } from './types.ts'

/** The demo store's seed data: a dozen products in five categories, and four review requests. */
export const STORE_FIXTURE = fixtureJson as StoreFixture

/**
 * The store's tables. The catalogue and the review requests are seeded from the fixture; carts,
 * their entries and reviews are what visitors made and outlive a restart.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS store_categories (
    slug TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS store_products (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL,
    title TEXT NOT NULL,
    product_type INTEGER NOT NULL,
    excerpt TEXT NOT NULL,
    description TEXT NOT NULL,
    options TEXT NOT NULL,
    price_cents INTEGER,
    sale_price_cents INTEGER,
    on_sale INTEGER,
    subscription TEXT,
    add_to_cart_text TEXT,
    position INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS store_product_categories (
    item_id TEXT NOT NULL,
    category TEXT NOT NULL,
    PRIMARY KEY (item_id, category)
  );
  CREATE TABLE IF NOT EXISTS store_variants (
    sku TEXT PRIMARY KEY,
    item_id TEXT NOT NULL,
    price INTEGER NOT NULL,
    sale_price INTEGER NOT NULL,
    on_sale INTEGER NOT NULL,
    qty_in_stock INTEGER NOT NULL,
    unlimited INTEGER NOT NULL,
    option_values TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS store_variants_item ON store_variants (item_id, position);
  CREATE TABLE IF NOT EXISTS store_variant_measures (
    sku TEXT PRIMARY KEY,
    weight REAL,
    dimensions TEXT
  );
  CREATE TABLE IF NOT EXISTS store_images (
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    src TEXT NOT NULL,
    dimensions TEXT NOT NULL,
    alt TEXT NOT NULL,
    PRIMARY KEY (item_id, position)
  );
  CREATE TABLE IF NOT EXISTS store_carts (
    id TEXT PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS store_cart_entries (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    sku TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    added_at TEXT NOT NULL,
    UNIQUE (cart_id, sku)
  );
  CREATE TABLE IF NOT EXISTS store_review_requests (
    token TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE TABLE IF NOT EXISTS store_review_request_items (
    token TEXT NOT NULL,
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    reviewed_at TEXT,
    PRIMARY KEY (token, item_id)
  );
  CREATE TABLE IF NOT EXISTS store_reviews (
    id INTEGER PRIMARY KEY,
    received_id INTEGER,
    token TEXT NOT NULL,
    item_id TEXT NOT NULL,
    rating INTEGER NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`

const CATALOGUE_TABLES = [
  'store_categories',
  'store_products',
  'store_product_categories',
  'store_variants',
  'store_variant_measures',
  'store_images',
  'store_review_requests',
  'store_review_request_items',
]

/**
 * Creates the store's tables and puts the fixture's catalogue and review requests back as written,
 * so every start of the demo (and every test's database) begins with the same shop and the same
 * three kinds of review token. Carts keep their entries: they name products by id and SKU.
 */
export function seedStore(db: Database, fixture: StoreFixture = STORE_FIXTURE): void {
  db.exec(SCHEMA)
  const category = db.prepare('INSERT INTO store_categories (slug, title, position) VALUES (?, ?, ?)')
  const product = db.prepare(
    `INSERT INTO store_products (id, slug, url, title, product_type, excerpt, description, options, price_cents,
       sale_price_cents, on_sale, subscription, add_to_cart_text, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const inCategory = db.prepare('INSERT INTO store_product_categories (item_id, category) VALUES (?, ?)')
  const variant = db.prepare(
    `INSERT INTO store_variants (sku, item_id, price, sale_price, on_sale, qty_in_stock, unlimited, option_values, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const measures = db.prepare('INSERT INTO store_variant_measures (sku, weight, dimensions) VALUES (?, ?, ?)')
  const image = db.prepare('INSERT INTO store_images (item_id, position, src, dimensions, alt) VALUES (?, ?, ?, ?, ?)')
  const request = db.prepare('INSERT INTO store_review_requests (token, expires_at, used_at) VALUES (?, ?, ?)')
  const requestItem = db.prepare('INSERT INTO store_review_request_items (token, item_id, position) VALUES (?, ?, ?)')

  db.transaction(() => {
    for (const table of CATALOGUE_TABLES) db.exec(`DELETE FROM ${table}`)
    fixture.categories.forEach((c, i) => category.run(c.slug, c.title, i))
    fixture.products.forEach((p, i) => {
      product.run(
        p.id,
        p.slug,
        p.url,
        p.title,
        p.productType,
        p.excerpt,
        p.description,
        JSON.stringify(p.options),
        p.priceCents ?? null,
        p.salePriceCents ?? null,
        p.onSale === undefined ? null : Number(p.onSale),
        p.subscription ? JSON.stringify(p.subscription) : null,
        p.addToCartText ?? null,
        i,
      )
      for (const slug of p.categories) inCategory.run(p.id, slug)
      p.variants.forEach((v, j) => {
        variant.run(
          v.sku,
          p.id,
          v.price,
          v.salePrice,
          Number(v.onSale),
          v.qtyInStock,
          Number(v.unlimited),
          JSON.stringify(v.optionValues),
          j,
        )
        if (v.weight !== undefined || v.dimensions !== undefined)
          measures.run(v.sku, v.weight ?? null, v.dimensions ? JSON.stringify(v.dimensions) : null)
      })
      p.images.forEach((img, j) => image.run(p.id, j, img.src, img.dimensions, img.alt))
    })
    for (const r of fixture.reviewRequests) {
      request.run(r.token, r.expiresAt, r.usedAt)
      r.itemIds.forEach((itemId, j) => requestItem.run(r.token, itemId, j))
    }
  })()
}
