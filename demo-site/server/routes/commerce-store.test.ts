import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { type Database, openDatabase, selectReceived } from '../db.ts'
import { getCart, getProductBySlug, listCategories, listProducts } from '../store/index.ts'
import type { Cart } from '../store/types.ts'
import type { DemoApp } from '../types.ts'
import { GIFT_CARD_REFUSED, MAX_ENTRY_QUANTITY, SUBSCRIPTION_QUANTITY_REFUSED } from '../store/cart.ts'
import * as store from './commerce-store.ts'

let app: DemoApp
let db: Database
/** Each visitor's browser: the cart key the store set for it, by the name a test calls it. */
let jar: Map<string, string>

beforeEach(() => {
  db = openDatabase(':memory:')
  app = createApp({ db, distDir: '/nonexistent', pagesDir: '/nonexistent', publicDir: '/nonexistent', areas: [store] })
  jar = new Map()
})
afterEach(() => db.close())

const LOAVES = {
  src: '/media/bakery-loaves.svg',
  dimensions: '1200x1200',
  alt: 'Two sourdough loaves and a round rye on the counter',
}
const STALLS = {
  src: '/media/market-stalls.svg',
  dimensions: '2000x1000',
  alt: 'Three market stalls with striped awnings',
}

/**
 * A call of `cookie`'s visitor. `ss_cart=<name>` stands for a visitor's browser: once the store set
 * that visitor's cart cookie, the store's key is sent, as a browser would send it back.
 */
async function send(method: string, path: string, body?: unknown, cookie?: string) {
  const visitor = /^ss_cart=(.+)$/.exec(cookie ?? '')?.[1]
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (cookie) headers.cookie = visitor !== undefined && jar.has(visitor) ? `ss_cart=${jar.get(visitor)}` : cookie
  const response = await app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const set = /^ss_cart=([^;]+)/.exec(response.headers.getSetCookie()[0] ?? '')?.[1]
  if (visitor !== undefined && set !== undefined) jar.set(visitor, set)
  return response
}

/** The visitor's cart, as the store keeps it. */
const cartOfVisitor = (visitor: string) => getCart(db, jar.get(visitor))

const add = (entry: Record<string, unknown>, cookie = 'ss_cart=visitor-1') =>
  send('POST', '/api/commerce/cart/entries', entry, cookie)
const cartOf = async (response: Response) => (await response.json()) as Cart

describe('GET /api/commerce/cart', () => {
  it('answers an empty cart with a null id, and sets no cookie, for a visitor without a cart', async () => {
    const response = await send('GET', '/api/commerce/cart')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: null, entries: [], subtotalCents: 0, totalQuantity: 0, count: 0 })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it("answers the cookie's cart", async () => {
    const added = await cartOf(await add({ itemId: 'item-1001', sku: 'SQ1001002', quantity: 2 }))
    const cart = await cartOf(await send('GET', '/api/commerce/cart', undefined, 'ss_cart=visitor-1'))
    expect(cart).toEqual(added)
    expect((await cartOf(await send('GET', '/api/commerce/cart', undefined, 'ss_cart=visitor-2'))).entries).toEqual([])
  })
})

describe('POST /api/commerce/cart/entries', () => {
  it('creates the cart on the first entry and sets the cart session cookie once', async () => {
    const first = await send('POST', '/api/commerce/cart/entries', {
      itemId: 'item-1001',
      sku: 'SQ1001001',
      quantity: 1,
    })
    expect(first.status).toBe(200)
    const [cookie] = first.headers.getSetCookie()
    expect(cookie).toMatch(/^ss_cart=[\w-]{36}; Path=\/; SameSite=Lax$/)
    const token = cookie!.split(';')[0]!
    const { id } = await cartOf(first)
    expect(id).toMatch(/^[\w-]{36}$/)

    const second = await send(
      'POST',
      '/api/commerce/cart/entries',
      { itemId: 'item-1004', sku: 'SQ1004001', quantity: 1 },
      token,
    )
    expect(second.headers.getSetCookie()).toEqual([])
    expect(await cartOf(second)).toMatchObject({ id, count: 2 })
  })

  it("keys a new cart by a key of its own: a cookie that names no cart (the shop page's, or one a client chose) is replaced", async () => {
    const response = await app.request('/api/commerce/cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'ss_cart=from-the-shop-page' },
      body: JSON.stringify({ itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 }),
    })
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^ss_cart=[\w-]{36}; Path=\/; SameSite=Lax$/)
    expect(getCart(db, 'from-the-shop-page')).toMatchObject({ id: null, count: 0 })
    expect(getCart(db, /^ss_cart=([\w-]+)/.exec(cookie!)![1]).count).toBe(1)
  })

  it('answers each entry with its product, options and prices, the sale price while on sale, and the totals', async () => {
    await add({ itemId: 'item-1001', sku: 'SQ1001002', quantity: 2 })
    const cart = await cartOf(await add({ itemId: 'item-1004', sku: 'SQ1004001', quantity: 1 }))
    expect(cart.entries).toEqual([
      {
        id: expect.stringMatching(/^[\w-]{36}$/),
        itemId: 'item-1001',
        sku: 'SQ1001002',
        title: 'Sourdough loaf',
        url: '/store/sourdough-loaf',
        image: LOAVES,
        optionValues: [{ name: 'Size', value: 'Large' }],
        quantity: 2,
        unitPriceCents: 950,
        priceCents: 1900,
      },
      {
        id: expect.stringMatching(/^[\w-]{36}$/),
        itemId: 'item-1004',
        sku: 'SQ1004001',
        title: 'Cardamom buns, box of six',
        url: '/store/cardamom-buns',
        image: STALLS,
        optionValues: [],
        quantity: 1,
        unitPriceCents: 900,
        priceCents: 900,
      },
    ])
    expect(cart).toMatchObject({ subtotalCents: 2800, totalQuantity: 3, count: 3 })
  })

  it("prices the cart's totals: flat shipping for what ships, 10% off from $50.00, 8% tax after the discount", async () => {
    // Two Sourdough loaves (small): $13.00, shipped.
    const small = await cartOf(await add({ itemId: 'item-1001', sku: 'SQ1001001', quantity: 2 }))
    expect(small).toMatchObject({
      subtotalCents: 1300,
      discountCents: 0,
      shippingCostCents: 500,
      taxCents: 104,
      grandTotalCents: 1904,
    })
    // The video course alone ships nothing: $19.00 on sale.
    const digital = await cartOf(await add({ itemId: 'item-1009', sku: 'SQ1009001', quantity: 1 }, 'ss_cart=visitor-2'))
    expect(digital).toMatchObject({ subtotalCents: 1900, shippingCostCents: 0, taxCents: 152, grandTotalCents: 2052 })
    // A celebration cake joins the loaves: $45.00, so $58.00 and the discount.
    const large = await cartOf(await add({ itemId: 'item-1006', sku: 'SQ1006003', quantity: 1 }))
    expect(large).toMatchObject({
      subtotalCents: 5700,
      discountCents: 570,
      shippingCostCents: 500,
      taxCents: 410,
      grandTotalCents: 6040,
    })
    // The same totals when the cart is read again, and none on an empty cart.
    expect(cartOfVisitor('visitor-1')).toMatchObject({ grandTotalCents: 6040 })
    expect(getCart(db, undefined)).not.toHaveProperty('grandTotalCents')
  })

  it('adds to the entry of a variant already in the cart', async () => {
    await add({ itemId: 'item-1007', sku: 'SQ1007003', quantity: 2 })
    const cart = await cartOf(await add({ itemId: 'item-1007', sku: 'SQ1007003', quantity: 3 }))
    expect(cart.entries.map((e) => [e.sku, e.quantity, e.priceCents])).toEqual([['SQ1007003', 5, 14000]])
  })

  it('answers 409 when the stock cannot cover the quantity with what the cart already holds, and changes nothing', async () => {
    expect((await add({ itemId: 'item-1003', sku: 'SQ1003001', quantity: 3 })).status).toBe(200)
    const refused = await add({ itemId: 'item-1003', sku: 'SQ1003001', quantity: 3 })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'Only 5 of Seeded bread (Small) in stock, and the cart already holds 3.',
      qtyInStock: 5,
      inCart: 3,
    })
    expect(cartOfVisitor('visitor-1').entries.map((e) => e.quantity)).toEqual([3])
    expect((await add({ itemId: 'item-1003', sku: 'SQ1003001', quantity: 2 })).status).toBe(200)

    const fresh = await add({ itemId: 'item-1006', sku: 'SQ1006003', quantity: 3 }, 'ss_cart=visitor-2')
    expect(await fresh.json()).toMatchObject({ error: 'Only 2 of Celebration cake (8 inch, Chocolate) in stock.' })
  })

  it('refuses a sold-out variant of a physical product and of a service', async () => {
    for (const [itemId, sku, error] of [
      ['item-1002', 'SQ1002001', 'Rye loaf is sold out.'],
      ['item-1007', 'SQ1007006', 'Linen apron (L, Indigo) is sold out.'],
      ['item-1010', 'SQ1010001', 'Baking class (Saturday 6 am) is sold out.'],
    ]) {
      const response = await add({ itemId, sku, quantity: 1 })
      expect(response.status).toBe(409)
      expect(((await response.json()) as { error: string }).error).toBe(error)
    }
    expect(cartOfVisitor('visitor-1').id).toBeNull()
  })

  it('never limits a digital product or an unlimited variant by stock', async () => {
    for (const [itemId, sku] of [
      ['item-1009', 'SQ1009001'],
      ['item-1005', 'SQ1005002'],
    ]) {
      expect((await add({ itemId, sku, quantity: 999 })).status).toBe(200)
    }
    expect(cartOfVisitor('visitor-1')).toMatchObject({ count: 2 * 999, subtotalCents: 999 * (1900 + 300) })
  })

  it(`holds at most ${MAX_ENTRY_QUANTITY} of a variant, however many adds brought it there`, async () => {
    expect((await add({ itemId: 'item-1009', sku: 'SQ1009001', quantity: 999 })).status).toBe(200)
    for (const quantity of [999, 1]) {
      const refused = await add({ itemId: 'item-1009', sku: 'SQ1009001', quantity })
      expect({ status: refused.status, body: await refused.json() }).toEqual({
        status: 409,
        body: {
          error: 'The cart takes at most 999 of Sourdough video course, and already holds 999.',
          maxQuantity: 999,
          inCart: 999,
        },
      })
    }
    await add({ itemId: 'item-1005', sku: 'SQ1005002', quantity: 500 })
    const over = await add({ itemId: 'item-1005', sku: 'SQ1005002', quantity: 500 })
    expect(await over.json()).toMatchObject({
      error: 'The cart takes at most 999 of Croissants (Almond), and already holds 500.',
    })
    expect((await add({ itemId: 'item-1005', sku: 'SQ1005002', quantity: 499 })).status).toBe(200)
    expect(cartOfVisitor('visitor-1').entries.map((e) => [e.sku, e.quantity])).toEqual([
      ['SQ1009001', 999],
      ['SQ1005002', 999],
    ])
  })

  it('refuses a gift card, and a subscription with a quantity, with the reason; a subscription goes in once', async () => {
    const giftCard = await add({ itemId: 'item-1011', sku: 'SQ1011003', quantity: 1 })
    expect({ status: giftCard.status, body: await giftCard.json() }).toEqual({
      status: 400,
      body: { error: GIFT_CARD_REFUSED },
    })
    const many = await add({ itemId: 'item-1012', sku: 'SQ1012001', quantity: 2 })
    expect({ status: many.status, body: await many.json() }).toEqual({
      status: 400,
      body: { error: SUBSCRIPTION_QUANTITY_REFUSED },
    })
    expect(cartOfVisitor('visitor-1').id).toBeNull()

    // The purchase island adds a subscription with quantity 1, then goes to its checkout with the cart.
    await add({ itemId: 'item-1012', sku: 'SQ1012001', quantity: 1 })
    const again = await cartOf(await add({ itemId: 'item-1012', sku: 'SQ1012001', quantity: 1 }))
    expect(again.entries.map((e) => [e.sku, e.quantity])).toEqual([['SQ1012001', 1]])
    const entry = again.entries[0]!.id
    const more = await send('PUT', `/api/commerce/cart/entries/${entry}`, { quantity: 3 }, 'ss_cart=visitor-1')
    expect({ status: more.status, body: await more.json() }).toEqual({
      status: 400,
      body: { error: SUBSCRIPTION_QUANTITY_REFUSED },
    })
    expect(cartOfVisitor('visitor-1').entries.map((e) => e.quantity)).toEqual([1])
  })

  it('answers 404 for an unknown product, an unknown SKU and a SKU of another product', async () => {
    const cases = [
      [{ itemId: 'item-9999', sku: 'SQ1001001', quantity: 1 }, 'Unknown product.'],
      [{ itemId: 'item-1001', sku: 'SQ0000000', quantity: 1 }, 'This product has no variant with that SKU.'],
      [{ itemId: 'item-1001', sku: 'SQ1004001', quantity: 1 }, 'This product has no variant with that SKU.'],
    ] as const
    for (const [entry, error] of cases) {
      const response = await add(entry)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error })
    }
  })

  it('answers 400 naming the field for each malformed body', async () => {
    const entry = { itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 }
    const cases: [unknown, string][] = [
      ['{"itemId":', 'The body is not valid JSON.'],
      [[entry], 'The body must be a JSON object.'],
      [{ ...entry, itemId: undefined }, 'itemId must be a string of 1 to 100 characters.'],
      [{ ...entry, itemId: 1001 }, 'itemId must be a string of 1 to 100 characters.'],
      [{ ...entry, itemId: '  ' }, 'itemId must be a string of 1 to 100 characters.'],
      [{ ...entry, sku: 'S'.repeat(61) }, 'sku must be a string of 1 to 60 characters.'],
      [{ ...entry, quantity: 0 }, 'quantity must be a whole number from 1 to 999.'],
      [{ ...entry, quantity: 1.5 }, 'quantity must be a whole number from 1 to 999.'],
      [{ ...entry, quantity: '2' }, 'quantity must be a whole number from 1 to 999.'],
      [{ ...entry, quantity: 1000 }, 'quantity must be a whole number from 1 to 999.'],
    ]
    for (const [body, error] of cases) {
      const response = await add(body as Record<string, unknown>)
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error } })
    }
  })

  it('answers 415 for a body that is not sent as JSON (what another site could post without asking)', async () => {
    const response = await app.request('/api/commerce/cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 }),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: 'Send the body as JSON, with Content-Type: application/json.' })
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('PUT and DELETE /api/commerce/cart/entries/{entryId}', () => {
  async function entryId(itemId: string, sku: string, quantity = 1) {
    const cart = await cartOf(await add({ itemId, sku, quantity }))
    return cart.entries.find((e) => e.sku === sku)!.id
  }

  it('sets the quantity and answers the cart', async () => {
    const id = await entryId('item-1003', 'SQ1003002')
    const response = await send('PUT', `/api/commerce/cart/entries/${id}`, { quantity: 3 }, 'ss_cart=visitor-1')
    expect(response.status).toBe(200)
    expect(await cartOf(response)).toMatchObject({
      entries: [{ id, quantity: 3, priceCents: 2400 }],
      subtotalCents: 2400,
      count: 3,
    })
  })

  it('answers 409 over the stock and keeps the quantity', async () => {
    const id = await entryId('item-1003', 'SQ1003002', 2)
    const response = await send('PUT', `/api/commerce/cart/entries/${id}`, { quantity: 4 }, 'ss_cart=visitor-1')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'Only 3 of Seeded bread (Large) in stock.',
      qtyInStock: 3,
      inCart: 0,
    })
    expect(cartOfVisitor('visitor-1').entries[0]!.quantity).toBe(2)
  })

  it('removes the entry at quantity 0', async () => {
    const id = await entryId('item-1001', 'SQ1001001')
    await entryId('item-1005', 'SQ1005001')
    const cart = await cartOf(
      await send('PUT', `/api/commerce/cart/entries/${id}`, { quantity: 0 }, 'ss_cart=visitor-1'),
    )
    expect(cart.entries.map((e) => e.sku)).toEqual(['SQ1005001'])
    expect(cart).toMatchObject({ subtotalCents: 350, count: 1 })
  })

  it('answers 400 for a quantity that is not a whole number from 0 to 999', async () => {
    const id = await entryId('item-1001', 'SQ1001001')
    for (const quantity of [-1, 2.5, '3', null, 1000]) {
      const response = await send('PUT', `/api/commerce/cart/entries/${id}`, { quantity }, 'ss_cart=visitor-1')
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { error: 'quantity must be a whole number from 0 to 999.' },
      })
    }
  })

  it('deletes the entry and answers the cart; a second delete is a 404', async () => {
    const id = await entryId('item-1009', 'SQ1009001')
    const response = await send('DELETE', `/api/commerce/cart/entries/${id}`, undefined, 'ss_cart=visitor-1')
    expect(response.status).toBe(200)
    expect(await cartOf(response)).toMatchObject({ entries: [], subtotalCents: 0, count: 0 })
    const again = await send('DELETE', `/api/commerce/cart/entries/${id}`, undefined, 'ss_cart=visitor-1')
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: 'This cart has no such entry.' })
  })

  it("answers 404 for another visitor's entry, or without a cart cookie", async () => {
    const id = await entryId('item-1001', 'SQ1001001')
    for (const cookie of ['ss_cart=visitor-2', undefined]) {
      expect((await send('PUT', `/api/commerce/cart/entries/${id}`, { quantity: 2 }, cookie)).status).toBe(404)
      expect((await send('DELETE', `/api/commerce/cart/entries/${id}`, undefined, cookie)).status).toBe(404)
    }
    expect(cartOfVisitor('visitor-1').entries[0]!.quantity).toBe(1)
  })
})

describe('GET /api/commerce/products/{itemId}', () => {
  it("answers the product block's settings with its images and excerpt", async () => {
    const response = await send('GET', '/api/commerce/products/item-1007')
    expect(response.status).toBe(200)
    const { product } = (await response.json()) as { product: Record<string, unknown> }
    expect(Object.keys(product)).toEqual([
      'id',
      'title',
      'url',
      'productType',
      'options',
      'variants',
      'images',
      'excerpt',
    ])
    expect(product).toMatchObject({
      id: 'item-1007',
      title: 'Linen apron',
      url: '/store/linen-apron',
      productType: 1,
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Natural', 'Indigo'] },
      ],
      images: [
        { src: '/media/fishing-boats.svg', dimensions: '1500x1000', alt: 'Two fishing boats on calm water' },
        {
          src: '/media/lighthouse.svg',
          dimensions: '1000x1500',
          alt: 'The red and white lighthouse on the north pier',
        },
      ],
      excerpt: 'The apron our bakers wear, in heavy washed linen.',
    })
    expect((product.variants as unknown[])[0]).toEqual({
      sku: 'SQ1007001',
      price: 2800,
      salePrice: 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: false,
      optionValues: [
        { name: 'Size', value: 'S' },
        { name: 'Colour', value: 'Natural' },
      ],
      weight: 0.4,
      dimensions: { length: 10, width: 8, height: 1 },
    })
    // A variant the fixture gives no weight or size answers none.
    const rye = (
      (await (await send('GET', '/api/commerce/products/item-1002')).json()) as { product: { variants: object[] } }
    ).product
    expect(rye.variants[0]).not.toHaveProperty('weight')
    expect(rye.variants[0]).not.toHaveProperty('dimensions')
  })

  it("answers a digital product's own price and a subscription's plan and button text", async () => {
    const course = ((await (await send('GET', '/api/commerce/products/item-1009')).json()) as { product: object })
      .product
    expect(course).toMatchObject({ productType: 2, priceCents: 2500, salePriceCents: 1900, onSale: true })
    const club = ((await (await send('GET', '/api/commerce/products/item-1012')).json()) as { product: object }).product
    expect(club).toMatchObject({
      subscription: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
      addToCartText: 'Subscribe',
    })
  })

  it('answers 404 for an unknown product', async () => {
    const response = await send('GET', '/api/commerce/products/item-9999')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Unknown product.' })
  })
})

describe('review requests and reviews', () => {
  const review = (body: Record<string, unknown>) =>
    send('POST', '/api/commerce/reviews', {
      token: 'demo-review-valid',
      itemId: 'item-1001',
      rating: 5,
      title: 'Best loaf',
      body: 'Crisp crust.',
      name: 'Ola',
      ...body,
    })
  const request = (token: string) => send('GET', `/api/commerce/review-request?token=${token}`)

  it('answers the products of a valid token', async () => {
    const response = await request('demo-review-valid')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      products: [
        { itemId: 'item-1001', title: 'Sourdough loaf', image: LOAVES },
        { itemId: 'item-1004', title: 'Cardamom buns, box of six', image: STALLS },
      ],
    })
  })

  it('answers 410 for the expired token, 409 for the used one, 404 for an unknown one, 400 without one', async () => {
    const cases = [
      ['demo-review-expired', 410, 'Your review request has expired'],
      ['demo-review-used', 409, 'You have already reviewed this purchase'],
      ['no-such-token', 404, 'Unknown review request.'],
      ['', 400, 'The token query parameter is missing.'],
    ] as const
    for (const [token, status, error] of cases) {
      const response = await request(token)
      expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error } })
    }
  })

  it('answers an empty list for a request that names no product', async () => {
    expect(await (await request('demo-review-empty')).json()).toEqual({ products: [] })
  })

  it('stores a review, leaves the other product to review, and uses the request once both are reviewed', async () => {
    const response = await review({ title: '  Best loaf ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      review: {
        id: 1,
        itemId: 'item-1001',
        rating: 5,
        title: 'Best loaf',
        body: 'Crisp crust.',
        name: 'Ola',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    })
    expect(await (await request('demo-review-valid')).json()).toEqual({
      products: [{ itemId: 'item-1004', title: 'Cardamom buns, box of six', image: STALLS }],
    })

    const again = await review({})
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 409,
      body: { error: 'You have already reviewed this purchase' },
    })

    expect((await review({ itemId: 'item-1004', rating: 3, title: '', body: '', name: undefined })).status).toBe(200)
    const used = await request('demo-review-valid')
    expect(used.status).toBe(409)
  })

  it("answers 400 with the spec's message for a missing rating, and naming the field for other bad values", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: undefined }, 'Please select a star rating'],
      [{ rating: null }, 'Please select a star rating'],
      [{ rating: 0 }, 'rating must be a whole number from 1 to 5.'],
      [{ rating: 6 }, 'rating must be a whole number from 1 to 5.'],
      [{ rating: 4.5 }, 'rating must be a whole number from 1 to 5.'],
      [{ rating: '5' }, 'rating must be a whole number from 1 to 5.'],
      [{ token: undefined }, 'token must be a string of 1 to 100 characters.'],
      [{ itemId: 7 }, 'itemId must be a string of 1 to 100 characters.'],
      [{ title: 'x'.repeat(121) }, 'title must be a string of at most 120 characters.'],
      [{ body: 'x'.repeat(5001) }, 'body must be a string of at most 5000 characters.'],
      [{ name: ['Ola'] }, 'name must be a string of at most 80 characters.'],
    ]
    for (const [body, error] of cases) {
      const response = await review(body)
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error } })
    }
    expect(await (await request('demo-review-valid')).json()).toMatchObject({
      products: [{ itemId: 'item-1001' }, { itemId: 'item-1004' }],
    })
  })

  it('refuses a review under an expired, used or unknown token, or of a product the request does not name', async () => {
    const cases = [
      [{ token: 'demo-review-expired', itemId: 'item-1003' }, 410, 'Your review request has expired'],
      [{ token: 'demo-review-used', itemId: 'item-1005' }, 409, 'You have already reviewed this purchase'],
      [{ token: 'no-such-token' }, 404, 'Unknown review request.'],
      [{ itemId: 'item-1007' }, 400, 'This review request does not name that product.'],
    ] as const
    for (const [body, status, error] of cases) {
      const response = await review(body)
      expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error } })
    }
  })
})

describe('recording', () => {
  it('records every call under commerce, with its body and cookie, for the inbox', async () => {
    const cart = await cartOf(await add({ itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 }))
    const entry = cart.entries[0]!.id
    await send('PUT', `/api/commerce/cart/entries/${entry}`, { quantity: 2 }, 'ss_cart=visitor-1')
    await send('DELETE', `/api/commerce/cart/entries/${entry}`, undefined, 'ss_cart=visitor-1')
    await send('GET', '/api/commerce/cart')
    await send('GET', '/api/commerce/products/item-1001')
    await send('GET', '/api/commerce/review-request?token=demo-review-valid')
    await send('POST', '/api/commerce/reviews', { token: 'demo-review-valid', itemId: 'item-1001' })
    const rows = selectReceived(db, { kind: 'commerce' })
    expect(rows.map((row) => `${row.method} ${row.path}${row.query ? `?${row.query}` : ''}`)).toEqual([
      'POST /api/commerce/cart/entries',
      `PUT /api/commerce/cart/entries/${entry}`,
      `DELETE /api/commerce/cart/entries/${entry}`,
      'GET /api/commerce/cart',
      'GET /api/commerce/products/item-1001',
      'GET /api/commerce/review-request?token=demo-review-valid',
      'POST /api/commerce/reviews',
    ])
    expect(rows[0]!.body).toBe('{"itemId":"item-1001","sku":"SQ1001001","quantity":1}')
    expect(JSON.parse(rows[1]!.headers)).toMatchObject({ cookie: `ss_cart=${jar.get('visitor-1')}` })
    expect(rows[6]!.body).toBe('{"token":"demo-review-valid","itemId":"item-1001"}')
  })
})

describe('read API for store pages', () => {
  it('lists products by category, in the fixture order', () => {
    expect(listCategories(db).map((c) => c.slug)).toEqual(['bread', 'cakes', 'kitchen', 'classes', 'gifts'])
    expect(listProducts(db, { category: 'bread' }).map((p) => p.slug)).toEqual([
      'sourdough-loaf',
      'rye-loaf',
      'seeded-bread',
      'bread-club',
    ])
    expect(listProducts(db, { category: 'no-such-category' })).toEqual([])
    expect(listProducts(db)).toHaveLength(13)
  })

  it('finds a product by slug with its page text and categories', () => {
    expect(getProductBySlug(db, 'bread-club')).toMatchObject({
      id: 'item-1012',
      categories: ['bread', 'gifts'],
      description: expect.stringContaining('Twelve monthly payments'),
    })
    expect(getProductBySlug(db, 'no-such-slug')).toBeUndefined()
  })

  it('answers the cart a cookie names', async () => {
    await add({ itemId: 'item-1004', sku: 'SQ1004001', quantity: 2 })
    expect(cartOfVisitor('visitor-1')).toMatchObject({ subtotalCents: 1800, count: 2 })
    expect(getCart(db, undefined)).toMatchObject({ id: null, count: 0 })
  })
})
