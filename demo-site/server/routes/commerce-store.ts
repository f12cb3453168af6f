/**
 * The demo store's calls (CONTRACT.md section 7), answered from SQLite tables seeded from
 * `store/fixture.json` (docs/store.md):
 *
 * - `GET /api/commerce/cart`: the cart the `ss_cart` cookie names, else an empty cart with a null id.
 * - `POST /api/commerce/cart/entries` `{ itemId, sku, quantity }`: the cart; the call that creates
 *   the cart sets the cookie to a key the server made (a cookie naming no cart is replaced, never
 *   used as a key); 409 `{ error }` when the stock, or the entry's limit of 999, cannot cover the
 *   quantity with what the cart already holds; 400 `{ error }` for a gift card (its own checkout)
 *   and a subscription with a quantity other than 1. The same call as a plain form post (the
 *   server-rendered purchase form without script: `itemId`, `option:<name>`, `quantity`) from a page
 *   of this site: read with the island's rules, added, and the browser sent to the cart page (a gift
 *   card to its checkout, a subscription to the subscription checkout), or a page with the reason.
 * - `PUT /api/commerce/cart/entries/{entryId}` `{ quantity }` (0 removes) and `DELETE` the same: the cart.
 * - `POST /api/commerce/cart/entries/{entryId}` as a plain form post (`quantity`, 0 removes) from a page
 *   of this site: what the server-rendered cart's buttons send without script; the browser goes back
 *   to the page (303), or gets a page with the store's reason (an addition of ours to the contract).
 * - `GET /api/commerce/products/{itemId}`: `{ product }`.
 * - `GET /api/commerce/review-request?token=`: `{ products }`; 404 unknown, 409 used, 410 expired.
 * - `POST /api/commerce/reviews` `{ token, itemId, rating, title, body, name }`: `{ review }`.
 *
 * Other bodies are JSON only (415 otherwise) and every field is checked (400 naming it). The recorder has
 * stored each request before these run, so all of them show on /inbox under `commerce`.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { CART_COOKIE } from '../../../src/features/commerce/commerce.ts'
import { answerPage, isFormPost } from '../answer.ts'
import { PRODUCT_TYPE } from '../../../src/core/enums/product-types.ts'
import { giftCardUrl, subscriptionUrl } from '../../../src/core/store/checkout.ts'
import type { Database } from '../db.ts'
import { DEMO_CONTEXT } from '../layout.ts'
import { atollServer } from '../ssr.ts'
import { ownOrigin, sameOriginOnly, sameOriginPath } from '../origin.ts'
import { addEntry, getCart, MAX_ENTRY_QUANTITY, removeEntry, setEntryQuantity } from '../store/cart.ts'
import { getProduct, productSettings } from '../store/catalog.ts'
import { StoreError } from '../store/errors.ts'
import { addReview, reviewRequestProducts } from '../store/reviews.ts'
import { seedStore } from '../store/schema.ts'
import { reviewInput } from '../store/review-rules.ts'
import { integerIn, jsonBody, MAX_ID_LENGTH, MAX_SKU_LENGTH, requiredString } from '../store/validate.ts'
import type { AppEnv, DemoApp } from '../types.ts'

export function register(app: DemoApp, db: Database): void {
  seedStore(db)

  app.get('/api/commerce/cart', (c) => answer(c, () => getCart(db, getCookie(c, CART_COOKIE))))

  // A plain form post is the purchase form's without script: taken from a page of this site only.
  const plainFromHere: MiddlewareHandler = (c, next) =>
    isFormPost(c.req.header('content-type')) ? sameOriginOnly(c, next) : next()
  app.post('/api/commerce/cart/entries', plainFromHere, (c) =>
    isFormPost(c.req.header('content-type'))
      ? plainAdd(c)
      : answer(c, async () => {
          const body = await jsonBody(c)
          const entry = {
            itemId: requiredString(body, 'itemId', MAX_ID_LENGTH),
            sku: requiredString(body, 'sku', MAX_SKU_LENGTH),
            quantity: integerIn(body, 'quantity', 1, MAX_ENTRY_QUANTITY),
          }
          const { cart, newToken } = addEntry(db, getCookie(c, CART_COOKIE), entry)
          // The cart session cookie the checkout hand-off checks: readable by the page, for the visit.
          if (newToken !== undefined) setCookie(c, CART_COOKIE, newToken, { path: '/', sameSite: 'Lax' })
          return cart
        }),
  )

  app.put('/api/commerce/cart/entries/:entryId', (c) =>
    answer(c, async () => {
      const quantity = integerIn(await jsonBody(c), 'quantity', 0, MAX_ENTRY_QUANTITY)
      return setEntryQuantity(db, getCookie(c, CART_COOKIE), c.req.param('entryId'), quantity)
    }),
  )

  /** The purchase form posted without script: the island's reading of it, the same add, a page or a redirect in answer. */
  async function plainAdd(c: Context<AppEnv>) {
    const back = sameOriginPath(c.req.header('referer'), ownOrigin(c), '/store')
    const body = new URLSearchParams(await c.req.text())
    const product = getProduct(db, body.get('itemId') ?? '')
    if (!product) return c.html(answerPage({ title: 'Not added', back, lines: ['Unknown product.'] }), 404)
    const { readPurchasePost } = await atollServer()
    const read = await readPurchasePost(productSettings(product), body, { page: DEMO_CONTEXT })
    if (read.error !== undefined) return c.html(answerPage({ title: 'Not added', back, lines: [read.error] }), 400)
    c.header('Cache-Control', 'no-store')
    if (product.productType === PRODUCT_TYPE.GIFT_CARD)
      return c.redirect(giftCardUrl(DEMO_CONTEXT.website.id, product.id, read.sku), 303)
    try {
      const { cart, newToken } = addEntry(db, getCookie(c, CART_COOKIE), read)
      if (newToken !== undefined) setCookie(c, CART_COOKIE, newToken, { path: '/', sameSite: 'Lax' })
      return c.redirect(product.subscription && cart.id ? subscriptionUrl(cart.id) : '/cart', 303)
    } catch (error) {
      if (!(error instanceof StoreError)) throw error
      return c.html(answerPage({ title: 'Not added', back, lines: [error.message] }), error.status)
    }
  }

  // The server-rendered cart without script: each button and the quantity field post a form here.
  app.post('/api/commerce/cart/entries/:entryId', sameOriginOnly, async (c) => {
    const back = sameOriginPath(c.req.header('referer'), ownOrigin(c), '/cart')
    if (!isFormPost(c.req.header('content-type'))) return c.json({ error: 'Send a form post.' }, 415)
    const quantity = (await c.req.parseBody()).quantity
    const count = typeof quantity === 'string' && /^\d{1,3}$/.test(quantity.trim()) ? Number(quantity) : Number.NaN
    if (!(count >= 0 && count <= MAX_ENTRY_QUANTITY)) {
      const lines = [`quantity must be a whole number from 0 to ${MAX_ENTRY_QUANTITY}.`]
      return c.html(answerPage({ title: 'Not changed', back, lines }), 400)
    }
    try {
      setEntryQuantity(db, getCookie(c, CART_COOKIE), c.req.param('entryId'), count)
    } catch (error) {
      if (!(error instanceof StoreError)) throw error
      return c.html(answerPage({ title: 'Not changed', back, lines: [error.message] }), error.status)
    }
    c.header('Cache-Control', 'no-store')
    return c.redirect(back, 303)
  })

  app.delete('/api/commerce/cart/entries/:entryId', (c) =>
    answer(c, () => removeEntry(db, getCookie(c, CART_COOKIE), c.req.param('entryId'))),
  )

  app.get('/api/commerce/products/:itemId', (c) =>
    answer(c, () => {
      const product = getProduct(db, c.req.param('itemId'))
      if (!product) throw new StoreError(404, 'Unknown product.')
      return { product: productSettings(product) }
    }),
  )

  app.get('/api/commerce/review-request', (c) =>
    answer(c, () => {
      const token = c.req.query('token')
      if (!token) throw new StoreError(400, 'The token query parameter is missing.')
      return { products: reviewRequestProducts(db, token) }
    }),
  )

  app.post('/api/commerce/reviews', (c) =>
    answer(c, async () => {
      const input = reviewInput(await jsonBody(c))
      return { review: addReview(db, input, c.get('received')?.id ?? null) }
    }),
  )
}

/** Answers the result as JSON, or a store refusal as its status with `{ error }`. */
async function answer(c: Context<AppEnv>, run: () => unknown): Promise<Response> {
  c.header('Cache-Control', 'no-store')
  try {
    return c.json(await run())
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return c.json({ error: error.message, ...error.details }, error.status)
  }
}
