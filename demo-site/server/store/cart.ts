import { randomUUID } from 'node:crypto'
import { PRODUCT_TYPE } from '../../../src/core/enums/product-types.ts'
import type { Database } from '../db.ts'
import { getProduct, getVariant } from './catalog.ts'
import { StoreError } from './errors.ts'
import type { Cart, CartEntry, StoreProduct, StoreVariant } from './types.ts'

/** A cart cookie's value the store accepts as a key; anything else counts as no cookie. */
const CART_TOKEN = /^[\w-]{1,100}$/

interface EntryRow {
  id: string
  cart_id: string
  item_id: string
  sku: string
  quantity: number
}

/** The cart a cookie names, or an empty cart with a null id when it names none. */
export function getCart(db: Database, token: string | undefined): Cart {
  const cartId = findCartId(db, token)
  return cartId === undefined ? emptyCart() : buildCart(db, cartId)
}

/**
 * Adds `quantity` of a variant to the cookie's cart, creating the cart when there is none (with the
 * cookie's value as its key, or a new key when the cookie is missing). A variant already in the cart
 * gets one entry with the quantities added.
 * @returns the cart, and the key when the cart was created under a new one (to set as the cookie).
 * @throws StoreError 404 for an unknown product or SKU; 409 when the stock cannot cover the cart's
 * quantity.
 */
export function addEntry(
  db: Database,
  token: string | undefined,
  { itemId, sku, quantity }: { itemId: string; sku: string; quantity: number },
): { cart: Cart; newToken?: string } {
  const product = getProduct(db, itemId)
  if (!product) throw new StoreError(404, 'Unknown product.')
  const variant = product.variants.find((v) => v.sku === sku)
  if (!variant) throw new StoreError(404, 'This product has no variant with that SKU.')

  return db.transaction(() => {
    let cartId = findCartId(db, token)
    let newToken: string | undefined
    if (cartId === undefined) {
      if (token === undefined || !CART_TOKEN.test(token)) newToken = token = randomUUID()
      cartId = randomUUID()
      db.prepare('INSERT INTO store_carts (id, token, created_at) VALUES (?, ?, ?)').run(
        cartId,
        token,
        new Date().toISOString(),
      )
    }
    const existing = db
      .prepare<[string, string], EntryRow>('SELECT * FROM store_cart_entries WHERE cart_id = ? AND sku = ?')
      .get(cartId, sku)
    checkStock(product, variant, quantity, existing?.quantity ?? 0)
    if (existing) {
      db.prepare('UPDATE store_cart_entries SET quantity = ? WHERE id = ?').run(
        existing.quantity + quantity,
        existing.id,
      )
    } else {
      db.prepare(
        'INSERT INTO store_cart_entries (id, cart_id, item_id, sku, quantity, added_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(randomUUID(), cartId, itemId, sku, quantity, new Date().toISOString())
    }
    return { cart: buildCart(db, cartId), ...(newToken === undefined ? {} : { newToken }) }
  })()
}

/**
 * Sets an entry's quantity; 0 removes it.
 * @throws StoreError 404 for an entry that is not in the cookie's cart; 409 over the stock.
 */
export function setEntryQuantity(db: Database, token: string | undefined, entryId: string, quantity: number): Cart {
  const { cartId, entry } = findEntry(db, token, entryId)
  if (quantity === 0) {
    db.prepare('DELETE FROM store_cart_entries WHERE id = ?').run(entry.id)
    return buildCart(db, cartId)
  }
  const product = getProduct(db, entry.item_id)
  const variant = product?.variants.find((v) => v.sku === entry.sku)
  if (product && variant) checkStock(product, variant, quantity, 0)
  db.prepare('UPDATE store_cart_entries SET quantity = ? WHERE id = ?').run(quantity, entry.id)
  return buildCart(db, cartId)
}

/**
 * Removes an entry.
 * @throws StoreError 404 for an entry that is not in the cookie's cart.
 */
export function removeEntry(db: Database, token: string | undefined, entryId: string): Cart {
  const { cartId, entry } = findEntry(db, token, entryId)
  db.prepare('DELETE FROM store_cart_entries WHERE id = ?').run(entry.id)
  return buildCart(db, cartId)
}

/** What one of the variant costs now: the sale price while it is on sale. */
export function unitPriceCents(variant: StoreVariant): number {
  return variant.onSale ? variant.salePrice : variant.price
}

/**
 * How many of a variant the store can sell, or undefined for no limit. spec: only physical and
 * service products sell out, and an unlimited variant never does; a digital product is never sold
 * out, and a gift card has no stock.
 */
export function stockLimit(product: StoreProduct, variant: StoreVariant): number | undefined {
  const counted = product.productType === PRODUCT_TYPE.PHYSICAL || product.productType === PRODUCT_TYPE.SERVICE
  return counted && !variant.unlimited ? variant.qtyInStock : undefined
}

function checkStock(product: StoreProduct, variant: StoreVariant, quantity: number, inCart: number): void {
  const limit = stockLimit(product, variant)
  if (limit === undefined || inCart + quantity <= limit) return
  const label = variant.optionValues.length
    ? `${product.title} (${variant.optionValues.map((o) => o.value).join(', ')})`
    : product.title
  const error =
    limit === 0
      ? `${label} is sold out.`
      : `Only ${limit} of ${label} in stock${inCart > 0 ? `, and the cart already holds ${inCart}` : ''}.`
  throw new StoreError(409, error, { qtyInStock: limit, inCart })
}

function findCartId(db: Database, token: string | undefined): string | undefined {
  if (token === undefined || !CART_TOKEN.test(token)) return undefined
  return db.prepare<[string], { id: string }>('SELECT id FROM store_carts WHERE token = ?').get(token)?.id
}

function findEntry(db: Database, token: string | undefined, entryId: string): { cartId: string; entry: EntryRow } {
  const cartId = findCartId(db, token)
  const entry =
    cartId === undefined
      ? undefined
      : db
          .prepare<[string, string], EntryRow>('SELECT * FROM store_cart_entries WHERE id = ? AND cart_id = ?')
          .get(entryId, cartId)
  if (cartId === undefined || !entry) throw new StoreError(404, 'This cart has no such entry.')
  return { cartId, entry }
}

function emptyCart(id: string | null = null): Cart {
  return { id, entries: [], subtotalCents: 0, totalQuantity: 0, count: 0 }
}

/** The cart's answer, priced from the catalogue as it is now; entries whose variant left the catalogue are dropped. */
function buildCart(db: Database, cartId: string): Cart {
  const cart = emptyCart(cartId)
  const rows = db
    .prepare<[string], EntryRow>('SELECT * FROM store_cart_entries WHERE cart_id = ? ORDER BY added_at, rowid')
    .all(cartId)
  for (const row of rows) {
    const variant = getVariant(db, row.sku)
    const product = variant?.itemId === row.item_id ? getProduct(db, row.item_id) : undefined
    if (!variant || !product) {
      db.prepare('DELETE FROM store_cart_entries WHERE id = ?').run(row.id)
      continue
    }
    const unit = unitPriceCents(variant)
    const entry: CartEntry = {
      id: row.id,
      itemId: row.item_id,
      sku: row.sku,
      title: product.title,
      url: product.url,
      image: product.images[0] ?? null,
      optionValues: variant.optionValues,
      quantity: row.quantity,
      unitPriceCents: unit,
      priceCents: unit * row.quantity,
    }
    cart.entries.push(entry)
    cart.subtotalCents += entry.priceCents
    cart.totalQuantity += entry.quantity
  }
  cart.count = cart.totalQuantity
  return cart
}
