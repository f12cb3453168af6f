/**
 * The demo server's `/api/` as msw handlers, for the static demo (docs/static-demo.md): the same
 * answers from the same fixtures (the store's catalogue, the posts, the events, the forms), with the
 * server's own rules imported from demo-site/server wherever they run in a browser (the forms'
 * checks, the cart's stock and limits, the posts' pages, the events' dates, the store's field
 * checks, the review requests' rules, the places lookup, the widget rendering, the tour dates). What
 * the server keeps in SQLite is kept in localStorage (browser-store.ts), per visitor: a static host
 * has one visitor per browser.
 */
import { http, HttpResponse } from 'msw'
import type { JsonBodyType } from 'msw'
import { isValidEmail } from '../../src/core/rules/email.ts'
import { CART_COOKIE } from '../../src/features/commerce/commerce.ts'
import type { StoredComment } from '../server/content/comments.ts'
import { COMMENTS_PAGE_SIZE } from '../server/content/comments.ts'
import {
  addDays,
  dayIn,
  demoEvents,
  EVENTS_COLLECTION,
  eventsBetween,
  SITE_TIME_ZONE,
} from '../server/content/events.ts'
import { placesAutocomplete, placesDetails } from '../server/content/places.ts'
import { ALL_POSTS, listPosts } from '../server/content/posts.ts'
import { excerpt, MAX_QUERY_LENGTH, MAX_QUERY_WORDS, type SearchDocument } from '../server/content/search.ts'
import { renderWidget } from '../server/content/widgets.ts'
import { DEMO_FORMS, KEY_LIFETIME_MS, validateSubmission } from '../server/routes/form.ts'
import { RECORDING_ID } from '../server/routes/events.ts'
import { ROLE_COOKIE } from '../server/roles.ts'
import { tourDates } from '../server/routes/tour-dates.ts'
import {
  checkEntryLimit,
  checkStock,
  checkTakesQuantity,
  MAX_ENTRY_QUANTITY,
  unitPriceCents,
} from '../server/store/cart.ts'
import { productSettings } from '../server/store/catalog.ts'
import { StoreError } from '../server/store/errors.ts'
import { checkRequestOpen, checkReviewable, reviewInput } from '../server/store/review-rules.ts'
import { STORE_FIXTURE } from '../server/store/schema.ts'
import { ships, withTotals } from '../server/store/totals.ts'
import type { Cart } from '../server/store/types.ts'
import { integerIn, jsonObject, MAX_ID_LENGTH, MAX_SKU_LENGTH, requiredString } from '../server/store/validate.ts'
import { readState, type StaticState, updateState } from './browser-store.ts'

/** The search page's page of results (content/SearchPage.tsx). */
const SEARCH_PAGE_SIZE = 8
const PENDING_STATUS = 'pending'
/** What a comment's name may not hold, and why (routes/content.ts). */
const NAME_UNSAFE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
const NAME_CHARACTERS =
  'name must not contain control characters (such as NUL or a line break) or bidirectional controls (U+202A to U+202E, U+2066 to U+2069).'

const PRODUCTS = new Map(STORE_FIXTURE.products.map((product) => [product.id, product]))
const ITEM_IDS = new Set(ALL_POSTS.map((post) => post.id))

/** The JSON body of a request as an object, or a StoreError as the store's calls answer one. */
const requestObject = (request: Request) => jsonObject(request.headers.get('content-type'), () => request.json())

/** The result as JSON, or a store refusal as its status with `{ error }` (routes/commerce-store.ts). */
async function answer(run: () => unknown): Promise<Response> {
  try {
    return HttpResponse.json((await run()) as JsonBodyType)
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    return HttpResponse.json({ error: error.message, ...error.details }, { status: error.status })
  }
}

// The store (store/cart.ts's checks on the localStorage cart).

function cartOf(state: StaticState): Cart {
  const cart: Cart = { id: state.cartId, entries: [], subtotalCents: 0, totalQuantity: 0, count: 0 }
  let shipping = false
  for (const row of state.cart) {
    const product = PRODUCTS.get(row.itemId)
    const variant = product?.variants.find((v) => v.sku === row.sku)
    if (!product || !variant) continue
    const unit = unitPriceCents(variant)
    cart.entries.push({
      id: row.id,
      itemId: row.itemId,
      sku: row.sku,
      title: product.title,
      url: product.url,
      image: product.images[0] ?? null,
      optionValues: variant.optionValues,
      quantity: row.quantity,
      unitPriceCents: unit,
      priceCents: unit * row.quantity,
    })
    cart.subtotalCents += unit * row.quantity
    cart.totalQuantity += row.quantity
    shipping ||= ships(product)
  }
  cart.count = cart.totalQuantity
  return withTotals(cart, shipping)
}

function findEntry(state: StaticState, entryId: string) {
  const row = state.cart.find((entry) => entry.id === entryId)
  if (!row) throw new StoreError(404, 'This cart has no such entry.')
  return row
}

const storeHandlers = [
  http.get('/api/commerce/cart', () => answer(() => cartOf(readState()))),
  http.post('/api/commerce/cart/entries', ({ request }) =>
    answer(async () => {
      const body = await requestObject(request)
      const itemId = requiredString(body, 'itemId', MAX_ID_LENGTH)
      const sku = requiredString(body, 'sku', MAX_SKU_LENGTH)
      const quantity = integerIn(body, 'quantity', 1, MAX_ENTRY_QUANTITY)
      const product = PRODUCTS.get(itemId)
      if (!product) throw new StoreError(404, 'Unknown product.')
      const variant = product.variants.find((v) => v.sku === sku)
      if (!variant) throw new StoreError(404, 'This product has no variant with that SKU.')
      checkTakesQuantity(product, quantity)
      return updateState((state) => {
        const existing = state.cart.find((entry) => entry.sku === sku)
        const inCart = existing?.quantity ?? 0
        // A subscription already in the cart stays there once (store/cart.ts).
        const adding = product.subscription && existing ? 0 : quantity
        checkStock(product, variant, adding, inCart)
        checkEntryLimit(product, variant, adding, inCart)
        if (state.cartId === null) {
          state.cartId = crypto.randomUUID()
          // The cart session cookie the checkout hand-off reads, as the server sets it.
          document.cookie = `${CART_COOKIE}=${crypto.randomUUID()}; path=/; SameSite=Lax`
        }
        if (existing) existing.quantity += adding
        else state.cart.push({ id: crypto.randomUUID(), itemId, sku, quantity })
        return cartOf(state)
      })
    }),
  ),
  http.put('/api/commerce/cart/entries/:entryId', ({ request, params }) =>
    answer(async () => {
      const quantity = integerIn(await requestObject(request), 'quantity', 0, MAX_ENTRY_QUANTITY)
      return updateState((state) => {
        const row = findEntry(state, String(params.entryId))
        if (quantity === 0) state.cart = state.cart.filter((entry) => entry !== row)
        else {
          const product = PRODUCTS.get(row.itemId)
          const variant = product?.variants.find((v) => v.sku === row.sku)
          if (product) checkTakesQuantity(product, quantity)
          if (product && variant) checkStock(product, variant, quantity, 0)
          row.quantity = quantity
        }
        return cartOf(state)
      })
    }),
  ),
  http.delete('/api/commerce/cart/entries/:entryId', ({ params }) =>
    answer(() =>
      updateState((state) => {
        const row = findEntry(state, String(params.entryId))
        state.cart = state.cart.filter((entry) => entry !== row)
        return cartOf(state)
      }),
    ),
  ),
  http.get('/api/commerce/products/:itemId', ({ params }) =>
    answer(() => {
      const product = PRODUCTS.get(String(params.itemId))
      if (!product) throw new StoreError(404, 'Unknown product.')
      return { product: productSettings(product) }
    }),
  ),
]

// Forms (routes/form.ts's checks; no rate limits: one visitor, one browser).

const formHandlers = [
  http.post('/api/form/FormSubmissionKey', () => {
    const key = crypto.randomUUID()
    updateState((state) => {
      state.keys[key] = Date.now()
    })
    return HttpResponse.json({ key })
  }),
  http.post('/api/form/SaveFormSubmission', async ({ request }) => {
    const payload: unknown = await request.json().catch(() => undefined)
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      return HttpResponse.json({ error: 'The submission is not a JSON object.' }, { status: 400 })
    const fields = payload as Record<string, unknown>
    const key = typeof fields.key === 'string' ? fields.key : ''
    // A key is spent by any attempt.
    const issued = updateState((state) => {
      const at = state.keys[key]
      delete state.keys[key]
      return at
    })
    if (issued === undefined || Date.now() - issued > KEY_LIFETIME_MS)
      return HttpResponse.json({ error: 'Unknown, expired or used submission key.' }, { status: 401 })
    const formId = typeof fields.formId === 'string' ? fields.formId : ''
    const forced = /^status-([45]\d\d)$/.exec(formId)
    if (forced) return HttpResponse.json({}, { status: Number(forced[1]) })
    const form = DEMO_FORMS[formId]
    if (!form) return HttpResponse.json({ error: 'Unknown form.' }, { status: 404 })
    if (typeof form.closed === 'string') return HttpResponse.json({ error: form.closed }, { status: 400 })
    let values: Record<string, unknown>
    try {
      values = JSON.parse(String(fields.form)) as Record<string, unknown>
      if (typeof values !== 'object' || values === null || Array.isArray(values)) throw new TypeError('not an object')
    } catch {
      return HttpResponse.json({ error: 'Could not parse the form fields.' }, { status: 400 })
    }
    const errors = validateSubmission(form, values)
    if (Object.keys(errors).length) return HttpResponse.json({ errors }, { status: 400 })
    const id = updateState((state) => {
      const next = (state.submissions.at(-1)?.id ?? 0) + 1
      state.submissions.push({ id: next, formId, values, createdAt: new Date().toISOString() })
      return next
    })
    return HttpResponse.json({ id })
  }),
]

// Content: search, posts, comments, likes, events.

let documents: Promise<SearchDocument[]> | undefined
/** What the site search looks through, written by the build (routes/content.ts's siteDocuments). */
const searchDocuments = () => {
  documents ??= fetch('/search-documents.json').then((response) => response.json() as Promise<SearchDocument[]>)
  return documents
}

/** Lower case without diacritics, as SQLite's `unicode61 remove_diacritics 2` tokenizer reads text. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * The server's search (content/search.ts) over the same documents: every word of the query a prefix
 * of a word of the title or the text, ranked with a title match weighing ten times a text match (as
 * its BM25 weights do; the counts stand in for BM25's scores).
 */
function search(all: readonly SearchDocument[], query: string, offset: number, limit: number) {
  const asked = wordsOf(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS)
  if (!asked.length) return { items: [], totalCount: 0, nextOffset: null }
  const hits: { doc: SearchDocument; score: number }[] = []
  for (const doc of all) {
    const title = wordsOf(doc.title)
    const text = wordsOf(doc.text)
    let score = 0
    for (const word of asked) {
      const inTitle = title.filter((token) => token.startsWith(word)).length
      const inText = text.filter((token) => token.startsWith(word)).length
      if (!inTitle && !inText) {
        score = 0
        break
      }
      score += 10 * inTitle + inText
    }
    if (score) hits.push({ doc, score })
  }
  hits.sort((a, b) => b.score - a.score)
  const items = hits.slice(offset, offset + limit).map(({ doc }) => ({
    id: doc.id,
    title: doc.title,
    url: doc.url,
    excerpt: excerpt(doc.text),
    recordType: doc.recordType,
    image: null,
  }))
  return { items, totalCount: hits.length, nextOffset: offset + limit < hits.length ? offset + limit : null }
}

/** A whole number within bounds from a query value, else undefined (routes/content.ts). */
function bounded(value: string | null, fallback: number, min: number, max: number): number | undefined {
  const text = value ?? String(fallback)
  if (!/^\d{1,6}$/.test(text)) return undefined
  const number = Number(text)
  return number >= min && number <= max ? number : undefined
}

/** The seeded approved comments, by target (written by the build from the server's own seed). */
let approved: Promise<Record<string, StoredComment[]>> | undefined
const approvedComments = () => {
  approved ??= fetch('/static-demo/comments.json').then(
    (response) => response.json() as Promise<Record<string, StoredComment[]>>,
  )
  return approved
}

const contentHandlers = [
  http.get('/api/search/GeneralSearch', async ({ request }) => {
    const query = new URL(request.url).searchParams
    const offset = bounded(query.get('offset'), 0, 0, 10_000)
    const limit = bounded(query.get('limit'), SEARCH_PAGE_SIZE, 1, 50)
    if (offset === undefined || limit === undefined)
      return HttpResponse.json({ error: 'offset must be 0 to 10000, limit 1 to 50.' }, { status: 400 })
    return HttpResponse.json(search(await searchDocuments(), query.get('q') ?? '', offset, limit))
  }),
  http.get('/api/content/items', ({ request }) => {
    const query = new URL(request.url).searchParams
    if (query.get('collectionId') !== 'blog')
      return HttpResponse.json({ error: 'collectionId names no collection.' }, { status: 404 })
    const offset = bounded(query.get('offset'), 0, 0, 10_000)
    const limit = bounded(query.get('limit'), 10, 1, 50)
    if (offset === undefined || limit === undefined)
      return HttpResponse.json({ error: 'offset must be 0 to 10000, limit 1 to 50.' }, { status: 400 })
    const { items, nextOffset } = listPosts({
      offset,
      limit,
      category: query.get('category') ?? undefined,
      tag: query.get('tag') ?? undefined,
    })
    return HttpResponse.json({
      items: items.map(({ id, title, slug, excerpt, publishOn, author, categories, tags }) => ({
        id,
        title,
        url: `${location.origin}/blog/${slug}`,
        excerpt,
        publishOn,
        author,
        image: null,
        categories,
        tags,
      })),
      nextOffset,
    })
  }),
  http.get('/api/content/events', ({ request }) => {
    const query = new URL(request.url).searchParams
    if (query.get('collectionId') !== EVENTS_COLLECTION)
      return HttpResponse.json({ error: 'collectionId names no collection.' }, { status: 404 })
    const [from, to] = [query.get('from') ?? '', query.get('to') ?? '']
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || !(days >= 0 && days <= 400))
      return HttpResponse.json(
        { error: 'from and to must be days (YYYY-MM-DD), to after from, at most 400 days apart.' },
        { status: 400 },
      )
    // The days an event covers in the site's zone, as content/events.ts files and orders them.
    return HttpResponse.json({ events: eventsBetween(demoEvents(dayIn(Date.now(), SITE_TIME_ZONE)), from, to) })
  }),
  http.post('/api/content/likes', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { itemId?: unknown } | null
    const itemId = typeof body?.itemId === 'string' && ITEM_IDS.has(body.itemId) ? body.itemId : undefined
    if (!itemId) return HttpResponse.json({ error: 'itemId must name an item of this site.' }, { status: 400 })
    return HttpResponse.json(like(itemId, true))
  }),
  http.delete('/api/content/likes/:itemId', ({ params }) => {
    const itemId = String(params.itemId)
    if (!ITEM_IDS.has(itemId))
      return HttpResponse.json({ error: 'itemId must name an item of this site.' }, { status: 404 })
    return HttpResponse.json(like(itemId, false))
  }),
  http.get('/api/comment/comments', async ({ request }) => {
    const query = new URL(request.url).searchParams
    const targetId = query.get('targetId') ?? ''
    if (!ITEM_IDS.has(targetId))
      return HttpResponse.json({ error: 'targetId must name an item of this site.' }, { status: 404 })
    const offset = bounded(query.get('offset'), 0, 0, 10_000)
    if (offset === undefined) return HttpResponse.json({ error: 'offset must be 0 to 10000.' }, { status: 400 })
    // Only approved comments are listed (content/comments.ts): the visitor's own wait for approval.
    const all = (await approvedComments())[targetId] ?? []
    const threads = all.filter((comment) => comment.parentId === null)
    if (query.get('sort') === 'newest') threads.reverse()
    const page = threads.slice(offset, offset + COMMENTS_PAGE_SIZE).map((thread) => thread.id)
    return HttpResponse.json({
      comments: all.filter((comment) => page.includes(comment.id) || page.includes(comment.parentId ?? '')),
      total: threads.length,
      nextOffset: offset + COMMENTS_PAGE_SIZE < threads.length ? offset + COMMENTS_PAGE_SIZE : null,
    })
  }),
  http.post('/api/comment/comments', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
    const problem = commentProblem(body)
    if (problem) return HttpResponse.json({ error: problem }, { status: 400 })
    const fields = body as { targetId: string; parentId?: string | null; name: string; body: string }
    const comment: StoredComment = {
      id: crypto.randomUUID(),
      parentId: fields.parentId ?? null,
      name: fields.name.trim(),
      body: fields.body.trim(),
      createdOn: new Date().toISOString(),
    }
    updateState((state) => {
      state.pending.push({ ...comment, targetId: fields.targetId })
    })
    return HttpResponse.json({ comment, status: PENDING_STATUS })
  }),
]

/** The visitor's like set or taken back; the count is the visitor's own (the static site has no other). */
function like(itemId: string, liked: boolean): { count: number; liked: boolean } {
  return updateState((state) => {
    state.likes = state.likes.filter((id) => id !== itemId)
    if (liked) state.likes.push(itemId)
    return { count: liked ? 1 : 0, liked }
  })
}

/** What is wrong with a comment's body, or undefined (routes/content.ts's checks, the same messages). */
function commentProblem(body: Record<string, unknown> | null): string | undefined {
  if (!body) return 'Send the comment as a JSON object.'
  if (typeof body.targetId !== 'string' || !ITEM_IDS.has(body.targetId))
    return 'targetId must name an item of this site.'
  if (body.parentId !== undefined && body.parentId !== null && typeof body.parentId !== 'string')
    return 'parentId must be a comment id or null.'
  const text = (name: string, max: number) =>
    typeof body[name] === 'string' && body[name].trim() !== '' && body[name].length <= max
  if (!text('name', 80)) return 'name must be 1 to 80 characters.'
  if (NAME_UNSAFE.test(body.name as string)) return NAME_CHARACTERS
  if (typeof body.email !== 'string' || !isValidEmail(body.email.trim())) return 'email must be an email address.'
  if (!text('body', 5000)) return 'body must be 1 to 5000 characters.'
  return undefined
}

// Review requests (store/review-rules.ts on the fixture's requests and this browser's reviews).

const REVIEW_REQUESTS = new Map(STORE_FIXTURE.reviewRequests.map((request) => [request.token, request]))

/**
 * A request of the fixture as the server's tables hold it once the visitor's reviews are in: each
 * product reviewed or not, and the request used once each of its products has a review (store/reviews.ts).
 */
function reviewRequest(state: StaticState, token: string) {
  const request = REVIEW_REQUESTS.get(token)
  if (!request) return undefined
  const items = request.itemIds.map((itemId) => ({
    itemId,
    reviewedAt: state.reviews.find((review) => review.token === token && review.itemId === itemId)?.createdAt ?? null,
  }))
  const reviewed = items.map((item) => item.reviewedAt).filter((at) => at !== null)
  const allReviewed = items.length > 0 && reviewed.length === items.length
  return {
    expiresAt: request.expiresAt,
    usedAt: request.usedAt ?? (allReviewed ? reviewed.sort().at(-1)! : null),
    items,
  }
}

const reviewHandlers = [
  http.get('/api/commerce/review-request', ({ request }) =>
    answer(() => {
      const token = new URL(request.url).searchParams.get('token')
      if (!token) throw new StoreError(400, 'The token query parameter is missing.')
      const found = reviewRequest(readState(), token)
      checkRequestOpen(found, Date.now())
      return {
        products: found.items.flatMap(({ itemId, reviewedAt }) => {
          const product = PRODUCTS.get(itemId)
          return product && reviewedAt === null
            ? [{ itemId, title: product.title, image: product.images[0] ?? null }]
            : []
        }),
      }
    }),
  ),
  http.post('/api/commerce/reviews', ({ request }) =>
    answer(async () => {
      const { token, ...fields } = reviewInput(await requestObject(request))
      return updateState((state) => {
        const found = reviewRequest(state, token)
        checkRequestOpen(found, Date.now())
        checkReviewable(found.items.find((item) => item.itemId === fields.itemId))
        const review = { id: state.reviews.length + 1, ...fields, createdAt: new Date().toISOString() }
        state.reviews.push({ ...review, token })
        return { review }
      })
    }),
  ),
]

// The places lookup, the widget rendering and the tour dates: fixtures of the server, nothing kept.

/** A query value as hono's `c.req.query` gives it: undefined when absent. */
const queryValue = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? undefined

const fixtureHandlers = [
  // No rate limit: one visitor, one browser.
  http.get('/api/google-maps/places/autocomplete', ({ request }) => {
    const { status, body } = placesAutocomplete(queryValue(request, 'input'), queryValue(request, 'trackingContext'))
    return HttpResponse.json(body, { status })
  }),
  http.get('/api/google-maps/places/details', ({ request }) => {
    const { status, body } = placesDetails(queryValue(request, 'placeId'), queryValue(request, 'trackingContext'))
    return HttpResponse.json(body, { status })
  }),
  http.post('/api/widget/GetWidgetRendering', async ({ request }) => {
    const form = await request.formData().catch(() => new FormData())
    const today = dayIn(Date.now(), SITE_TIME_ZONE)
    // The events from today to a year ahead, as content/summary.tsx's eventsFrom(db, 0) lists them.
    const upcoming = () => eventsBetween(demoEvents(today), today, addDays(today, 365))
    const { status, body } = await renderWidget(Object.fromEntries(form), upcoming)
    return HttpResponse.json(body, { status })
  }),
  http.get('/api/tour-dates', ({ request }) =>
    HttpResponse.json({ events: tourDates(queryValue(request, 'artist') ?? '') }),
  ),
]

// The demo's signed-in mode: logging out removes the role (routes/session.ts; the page clears the rest).
const sessionHandlers = [
  http.post('/api/auth/Logout', () => {
    document.cookie = `${ROLE_COOKIE}=; path=/; max-age=0`
    return HttpResponse.json({})
  }),
]

/**
 * What the server only records (analytics, beacons, tracing): an empty answer, as its recorder
 * gives once it has stored them (routes/census.ts, events.ts, performance.ts).
 */
const recordedOnly = [
  // The id a page load's performance records carry (routes/performance.ts); any id is taken.
  http.get('/api/1/performance/settings', () => HttpResponse.json({ pageLoadId: crypto.randomUUID() })),
  http.post('/api/census/*', () => HttpResponse.json({})),
  http.post('/api/events/*', () => HttpResponse.json({})),
  http.post('/api/v1/events', () => HttpResponse.json({})),
  http.post('/api/1/performance/records', () => HttpResponse.json({})),
  http.get('/api/track/Track', () => new HttpResponse(null, { status: 204 })),
  // The session-recording id, which the demo never records with (routes/events.ts).
  http.get('/api/commerce/fullstory/getId', () => HttpResponse.text(RECORDING_ID)),
]

/** Every other `/api/` call: the server's not-found answer. */
const notFound = http.all('/api/*', () => HttpResponse.json({ error: 'Not found' }, { status: 404 }))

export const handlers = [
  ...storeHandlers,
  ...formHandlers,
  ...contentHandlers,
  ...reviewHandlers,
  ...fixtureHandlers,
  ...sessionHandlers,
  ...recordedOnly,
  notFound,
]
