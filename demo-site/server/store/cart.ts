import { randomUUID } from 'node:crypto'
import { PRODUCT_TYPE } from '../../../src/core/enums/product-types.ts'
import type { Database } from '../db.ts'
import { getProduct, getVariant } from './catalog.ts'
import { StoreError } from './errors.ts'
import { ships, withTotals } from './totals.ts'
import type { Cart, CartEntry, StoreProduct, StoreVariant } from './types.ts'

/** A cart cookie's value the store accepts as a key; anything else counts as no cookie. */
const CART_TOKEN = /^[\w-]{1,100}$/

/** The most of one variant a cart holds, however many adds brought it there (the spec is silent). */
export const MAX_ENTRY_QUANTITY = 999
/** Why a gift card is refused: it goes to its own checkout (spec section 2), never into the cart. */
export const GIFT_CARD_REFUSED = 'A gift card is not added to the cart: it is bought at the gift card checkout.'
/** Why a subscription with a quantity is refused: the subscription checkout takes the plan once. */
export const SUBSCRIPTION_QUANTITY_REFUSED = 'A subscription takes no quantity: it is added to the cart once.'

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
 * Adds `quantity` of a variant to the cookie's cart. When the cookie names no cart (missing, or a
 * value the store never issued), a cart is created under a key the store makes: a client cannot
 * choose the key its cart, or anyone's, is kept under. A variant already in the cart gets one entry
 * with the quantities added, at most {@link MAX_ENTRY_QUANTITY}. A subscription is added once with
 * quantity 1 (adding it again leaves it so); a gift card is never added.
 * @returns the cart, and the key when the cart was created (to set as the cookie).
 * @throws StoreError 400 for a gift card or a subscription with a quantity other than 1; 404 for an
 * unknown product or SKU; 409 when the stock, or the entry's limit, cannot cover the cart's quantity.
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
  checkTakesQuantity(product, quantity)

  return db.transaction(() => {
    let cartId = findCartId(db, token)
    let newToken: string | undefined
    if (cartId === undefined) {
      newToken = randomUUID()
      cartId = randomUUID()
      db.prepare('INSERT INTO store_carts (id, token, created_at) VALUES (?, ?, ?)').run(
        cartId,
        newToken,
        new Date().toISOString(),
      )
    }
    const existing = db
      .prepare<[string, string], EntryRow>('SELECT * FROM store_cart_entries WHERE cart_id = ? AND sku = ?')
      .get(cartId, sku)
    const inCart = existing?.quantity ?? 0
    const adding = product.subscription && existing ? 0 : quantity
    checkStock(product, variant, adding, inCart)
    checkEntryLimit(product, variant, adding, inCart)
    if (existing) {
      db.prepare('UPDATE store_cart_entries SET quantity = ? WHERE id = ?').run(inCart + adding, existing.id)
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
 * @throws StoreError 404 for an entry that is not in the cookie's cart; 400 for a subscription's
 * quantity other than 1; 409 over the stock.
 */
export function setEntryQuantity(db: Database, token: string | undefined, entryId: string, quantity: number): Cart {
  const { cartId, entry } = findEntry(db, token, entryId)
  if (quantity === 0) {
    db.prepare('DELETE FROM store_cart_entries WHERE id = ?').run(entry.id)
    return buildCart(db, cartId)
  }
  const product = getProduct(db, entry.item_id)
  const variant = product?.variants.find((v) => v.sku === entry.sku)
  if (product) checkTakesQuantity(product, quantity)
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

/** The product and the variant's options, as a refusal names them: `Linen apron (L, Indigo)`. */
function variantLabel(product: StoreProduct, variant: StoreVariant): string {
  return variant.optionValues.length
    ? `${product.title} (${variant.optionValues.map((o) => o.value).join(', ')})`
    : product.title
}

/** Refuses what goes to its own checkout: a gift card at all, a subscription in any number but one. */
export function checkTakesQuantity(product: StoreProduct, quantity: number): void {
  if (product.productType === PRODUCT_TYPE.GIFT_CARD) throw new StoreError(400, GIFT_CARD_REFUSED)
  if (product.subscription && quantity > 1) throw new StoreError(400, SUBSCRIPTION_QUANTITY_REFUSED)
}

/** Refuses an add that would take the entry past {@link MAX_ENTRY_QUANTITY}, however many adds it took. */
export function checkEntryLimit(product: StoreProduct, variant: StoreVariant, quantity: number, inCart: number): void {
  if (inCart + quantity <= MAX_ENTRY_QUANTITY) return
  const label = variantLabel(product, variant)
  throw new StoreError(409, `The cart takes at most ${MAX_ENTRY_QUANTITY} of ${label}, and already holds ${inCart}.`, {
    maxQuantity: MAX_ENTRY_QUANTITY,
    inCart,
  })
}

export function checkStock(product: StoreProduct, variant: StoreVariant, quantity: number, inCart: number): void {
  const limit = stockLimit(product, variant)
  if (limit === undefined || inCart + quantity <= limit) return
  const label = variantLabel(product, variant)
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

/**
 * The cart's answer, priced from the catalogue as it is now, with the demo's totals; entries whose
 * variant left the catalogue are dropped.
 */
function buildCart(db: Database, cartId: string): Cart {
  const cart = emptyCart(cartId)
  let shipping = false
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
    shipping ||= ships(product)
  }
  cart.count = cart.totalQuantity
  return withTotals(cart, shipping)
}
