/**
 * The demo site's content (CONTRACT.md section 8), from SQLite and `content/posts.ts`:
 *
 * - `GET /blog?offset=&category=&tag=`: the blog list, every post up to the visitor's place.
 * - `GET /api/content/items?collectionId=blog&offset=&limit=&category=&tag=`: a page of posts,
 *   `{ items, nextOffset }` (`nextOffset` null at the end).
 * - `GET /search?q=`: the search page with its first results; `GET /api/search/GeneralSearch?q=&offset=&limit=`:
 *   `{ items: [{ id, title, url, excerpt, recordType, image }], totalCount, nextOffset }`, ranked by
 *   SQLite full-text search (content/search.ts), with the query's time in `Server-Timing`.
 * - `GET /blog/{slug}`: a post, with its like button and share links, rendered as a template would.
 * - `POST /api/content/likes` `{ itemId }` (JSON, from the island): the visitor likes the item;
 *   `{ count, liked }`. The same call as a plain form post (the button without script) toggles the
 *   like and sends the browser back to the page it came from, on this site only.
 * - `DELETE /api/content/likes/{itemId}`: the like taken back; `{ count, liked }`.
 * - `GET /api/comment/comments?targetId=&offset=&sort=`: a page of approved comments (threads with
 *   their replies, `sort` `oldest` or `newest`); `{ comments, total, nextOffset }`.
 * - `POST /api/comment/comments` `{ targetId, parentId, name, email, body }`: stored waiting for
 *   approval; `{ comment, status: 'pending' }`. The same fields as a plain form post (the
 *   server-rendered comment form without script) from a page of this site: the island's checks,
 *   the same record, and a page that says it waits for approval, or what to correct (400).
 * - `GET /api/content/events?collectionId=events&from=&to=` (days, `YYYY-MM-DD`, at most 400 apart):
 *   the events on those days of the site's zone, `{ events: [{ id, title, url, startDate, endDate,
 *   allDay, location }] }` (content/events.ts).
 *
 * The visitor is known by the `atoll_liker` cookie, set on the first like (docs/content.md).
 *
 * Likes (posts and take-backs) are limited as the forms are: past LIKE_LIMIT a minute per visitor,
 * or LIKE_ADDRESS_LIMIT a minute per client address (a visitor who drops or makes up the cookie is
 * still counted), the call answers 429 and counts nothing. Comments carry no visitor cookie: past
 * COMMENT_LIMIT a minute per address they answer 429 and are not stored. A comment's name may hold
 * no control character and no bidirectional control (it is shown beside other visitors' text).
 */
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { isValidEmail } from '../../../src/core/rules/email.ts'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { BLOG_COLLECTION, renderBlog } from '../content/BlogPage.tsx'
import { addComment, COMMENTS_PAGE_SIZE, createCommentsTable, listComments } from '../content/comments.ts'
import { renderPost } from '../content/PostPage.tsx'
import { renderSearch, SEARCH_PAGE_SIZE } from '../content/SearchPage.tsx'
import { createSearchIndex, MAX_QUERY_LENGTH, type SearchDocument, search } from '../content/search.ts'
import { pageSummaries } from '../pages.tsx'
import STORE_FIXTURE from '../store/fixture.json' with { type: 'json' }
import { createLikesTable, LIKER_COOKIE, likeState, setLike } from '../content/likes.ts'
import {
  createEventsTable,
  dayIn,
  demoEvents,
  EVENTS_COLLECTION,
  listEvents,
  SITE_TIME_ZONE,
} from '../content/events.ts'
import { ALL_POSTS, listPosts, type Post, postBySlug } from '../content/posts.ts'
import type { Database } from '../db.ts'
import { answerPage, isFormPost } from '../answer.ts'
import { DEMO_CONTEXT } from '../layout.ts'
import { clientAddress, ownOrigin, sameOriginOnly, sameOriginPath } from '../origin.ts'
import { RateCounter } from '../bounded.ts'
import { RATE_WINDOW_MS } from './form.ts'
import { atollServer } from '../ssr.ts'
import type { AppEnv, DemoApp } from '../types.ts'

/** What the demo's pending comment says (the island's `content.commentPending`). */
const PENDING_TEXT = 'Your comment will appear once it is approved.'

/** Likes and take-backs a visitor (its `atoll_liker` cookie) may send a minute; the next answers 429. */
export const LIKE_LIMIT = 10
/** Likes and take-backs one client address may send a minute, whatever cookie each carries. */
export const LIKE_ADDRESS_LIMIT = 30
/** Comments one client address may post a minute (from the island or without script); the next answers 429. */
export const COMMENT_LIMIT = 10
export const TOO_MANY_LIKES = 'Too many likes: wait a minute, then try again.'
export const TOO_MANY_COMMENTS = 'Too many comments: wait a minute, then post again.'
/** Why a name is refused: it holds a control character or a bidirectional control. */
export const NAME_CHARACTERS =
  'name must not contain control characters (such as NUL or a line break) or bidirectional controls (U+202A to U+202E, U+2066 to U+2069).'
/**
 * What a comment's name may not hold: control characters (C0, DEL, C1), the line and paragraph
 * separators, and the bidirectional embeddings, overrides and isolates, which would turn the text
 * shown after the name around (U+202A to U+202E, U+2066 to U+2069).
 */
const NAME_UNSAFE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

const ITEM_IDS = new Set(ALL_POSTS.map((post) => post.id))

export function register(app: DemoApp, db: Database): void {
  createLikesTable(db)
  createCommentsTable(db)
  createEventsTable(db)
  const likes = new RateCounter(RATE_WINDOW_MS)
  const comments = new RateCounter(RATE_WINDOW_MS)
  // A visitor without a (valid) cookie is counted by address alone: each such call would get a new id.
  const likeAllowed = (c: Context<AppEnv>) => {
    const visitor = knownLiker(c)
    return likes.allow({
      [`address:${clientAddress(c)}`]: LIKE_ADDRESS_LIMIT,
      ...(visitor !== undefined && { [`visitor:${visitor}`]: LIKE_LIMIT }),
    })
  }
  const commentAllowed = (c: Context<AppEnv>) => comments.allow({ [`address:${clientAddress(c)}`]: COMMENT_LIMIT })

  // The index is built once, on the first search: the pages' titles are read from their modules.
  let indexed: Promise<void> | undefined
  const ready = () => {
    indexed ??= siteDocuments().then((documents) => createSearchIndex(db, documents))
    return indexed
  }

  app.get('/search', async (c) => {
    await ready()
    const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY_LENGTH)
    const offset = boundedInteger(c.req.query('offset'), 0, MAX_OFFSET) ?? 0
    const results = search(db, query, { offset: 0, limit: offset + SEARCH_PAGE_SIZE })
    c.header('Cache-Control', 'no-store')
    return c.html(await renderSearch({ query, url: `${ownOrigin(c)}/search`, results }))
  })

  app.get('/api/search/GeneralSearch', async (c) => {
    await ready()
    c.header('Cache-Control', 'no-store')
    const offset = boundedInteger(c.req.query('offset') ?? '0', 0, MAX_OFFSET)
    const limit = boundedInteger(c.req.query('limit') ?? String(SEARCH_PAGE_SIZE), 1, MAX_LIMIT)
    if (offset === undefined || limit === undefined) {
      return c.json({ error: `offset must be 0 to ${MAX_OFFSET}, limit 1 to ${MAX_LIMIT}.` }, 400)
    }
    const started = performance.now()
    const answer = search(db, c.req.query('q') ?? '', { offset, limit })
    c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(2)}`)
    return c.json(answer)
  })

  app.get('/blog', async (c) => {
    c.header('Cache-Control', 'no-store')
    const offset = boundedInteger(c.req.query('offset'), 0, MAX_OFFSET) ?? 0
    return c.html(await renderBlog({ offset, category: c.req.query('category'), tag: c.req.query('tag') }))
  })

  app.get('/api/content/items', (c) => {
    c.header('Cache-Control', 'no-store')
    if (c.req.query('collectionId') !== BLOG_COLLECTION)
      return c.json({ error: 'collectionId names no collection.' }, 404)
    const offset = boundedInteger(c.req.query('offset') ?? '0', 0, MAX_OFFSET)
    const limit = boundedInteger(c.req.query('limit') ?? '10', 1, MAX_LIMIT)
    if (offset === undefined || limit === undefined) {
      return c.json({ error: `offset must be 0 to ${MAX_OFFSET}, limit 1 to ${MAX_LIMIT}.` }, 400)
    }
    const { items, nextOffset } = listPosts({
      offset,
      limit,
      category: c.req.query('category'),
      tag: c.req.query('tag'),
    })
    return c.json({ items: items.map((post) => item(post, ownOrigin(c))), nextOffset })
  })

  app.get('/api/content/events', (c) => {
    c.header('Cache-Control', 'no-store')
    if (c.req.query('collectionId') !== EVENTS_COLLECTION)
      return c.json({ error: 'collectionId names no collection.' }, 404)
    const [from, to] = [c.req.query('from') ?? '', c.req.query('to') ?? '']
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    if (!DAY.test(from) || !DAY.test(to) || !(days >= 0 && days <= MAX_EVENT_DAYS))
      return c.json(
        { error: `from and to must be days (YYYY-MM-DD), to after from, at most ${MAX_EVENT_DAYS} days apart.` },
        400,
      )
    return c.json({ events: listEvents(db, from, to) })
  })

  app.get('/blog/:slug', async (c) => {
    const post = postBySlug(c.req.param('slug'))
    if (!post) return c.notFound()
    const likes = likeState(db, post.id, getCookie(c, LIKER_COOKIE))
    const url = `${ownOrigin(c)}/blog/${post.slug}`
    const offset = boundedInteger(c.req.query('commentsOffset') ?? '0', 0, MAX_OFFSET) ?? 0
    const comments = listComments(db, post.id, { offset: 0, sort: 'oldest', limit: offset + COMMENTS_PAGE_SIZE })
    c.header('Cache-Control', 'no-store')
    return c.html(await renderPost({ post, likes, url, comments }))
  })

  app.post('/api/content/likes', sameOriginOnly, async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (/^application\/json\s*(;|$)/i.test(type)) {
      if (!likeAllowed(c)) return c.json({ error: TOO_MANY_LIKES }, 429)
      const body = (await c.req.json().catch(() => null)) as { itemId?: unknown } | null
      const itemId = knownItem(body?.itemId)
      if (!itemId) return c.json({ error: 'itemId must name an item of this site.' }, 400)
      return c.json(setLike(db, itemId, liker(c), true))
    }
    // The like button without script: a form post that toggles, then back to the page.
    if (!likeAllowed(c)) return c.text(TOO_MANY_LIKES, 429)
    const form = await c.req.parseBody()
    const itemId = knownItem(form.itemId)
    if (!itemId) return c.text('itemId must name an item of this site.', 400)
    const who = liker(c)
    setLike(db, itemId, who, !likeState(db, itemId, who).liked)
    return c.redirect(sameOriginPath(c.req.header('referer'), ownOrigin(c), '/'), 303)
  })

  app.get('/api/comment/comments', (c) => {
    c.header('Cache-Control', 'no-store')
    const targetId = knownItem(c.req.query('targetId'))
    if (!targetId) return c.json({ error: 'targetId must name an item of this site.' }, 404)
    const offset = boundedInteger(c.req.query('offset') ?? '0', 0, MAX_OFFSET)
    if (offset === undefined) return c.json({ error: `offset must be 0 to ${MAX_OFFSET}.` }, 400)
    const sort = c.req.query('sort') === 'newest' ? 'newest' : 'oldest'
    return c.json(listComments(db, targetId, { offset, sort }))
  })

  app.post('/api/comment/comments', sameOriginOnly, async (c) => {
    if (isFormPost(c.req.header('content-type'))) return plainComment(c)
    if (!commentAllowed(c)) return c.json({ error: TOO_MANY_COMMENTS }, 429)
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const problem = commentProblem(body)
    if (problem) return c.json({ error: problem }, 400)
    const fields = body as { targetId: string; parentId?: string | null; name: string; email: string; body: string }
    try {
      // Every visitor comment waits for the site's approval (the demo has moderation on).
      return c.json({ comment: storeComment(fields), status: 'pending' })
    } catch (error) {
      if (error instanceof RangeError) return c.json({ error: error.message }, 400)
      throw error
    }
  })

  const storeComment = (fields: {
    targetId: string
    parentId?: string | null
    name: string
    email: string
    body: string
  }) =>
    addComment(db, {
      targetId: fields.targetId,
      parentId: fields.parentId ?? null,
      name: fields.name.trim(),
      email: fields.email.trim(),
      body: fields.body.trim(),
    })

  /** A comment posted without script (the server-rendered form): the island's checks and messages, the same record, a page in answer. */
  async function plainComment(c: Context<AppEnv>) {
    const back = sameOriginPath(c.req.header('referer'), ownOrigin(c), '/')
    if (!commentAllowed(c))
      return c.html(
        answerPage({ title: 'Too many comments', back, lines: ['Wait a minute, then post your comment again.'] }),
        429,
      )
    const { readCommentPost } = await atollServer()
    const { targetId, parentId, draft, errors } = await readCommentPost(new URLSearchParams(await c.req.text()), {
      page: DEMO_CONTEXT,
    })
    const lines = Object.values(errors)
    if (lines.length) return c.html(answerPage({ title: 'Not posted', back, lines, correct: true }), 400)
    const fields = { targetId, parentId, ...draft }
    const problem = commentProblem(fields)
    if (problem) return c.html(answerPage({ title: 'Not posted', back, lines: [problem], correct: true }), 400)
    try {
      storeComment(fields)
    } catch (error) {
      if (!(error instanceof RangeError)) throw error
      return c.html(answerPage({ title: 'Not posted', back, lines: [error.message], correct: true }), 400)
    }
    return c.html(answerPage({ title: 'Thank you!', back, lines: [PENDING_TEXT] }))
  }

  app.delete('/api/content/likes/:itemId', sameOriginOnly, (c) => {
    if (!likeAllowed(c)) return c.json({ error: TOO_MANY_LIKES }, 429)
    const itemId = knownItem(c.req.param('itemId'))
    if (!itemId) return c.json({ error: 'itemId must name an item of this site.' }, 404)
    return c.json(setLike(db, itemId, liker(c), false))
  })
}

/** The demo pages' folder (the server's default). */
const PAGES_DIR = fileURLToPath(new URL('../../pages', import.meta.url))

/** What the site search indexes: every post, product and page of the demo site (the static demo's search too). */
export async function siteDocuments(): Promise<SearchDocument[]> {
  const text = (html: string) => html.replace(/<[^>]*>/g, ' ')
  const posts: SearchDocument[] = ALL_POSTS.map((post) => ({
    id: post.id,
    recordType: 'post',
    url: `/blog/${post.slug}`,
    title: post.title,
    text: [post.excerpt, ...post.body].join(' '),
  }))
  const products: SearchDocument[] = STORE_FIXTURE.products.map((product) => ({
    id: product.id,
    recordType: 'product',
    url: `/store/${product.slug}`,
    title: product.title,
    text: `${product.excerpt} ${text(product.description)}`,
  }))
  const pages: SearchDocument[] = (await pageSummaries(PAGES_DIR)).map((page) => ({
    id: `page-${page.name}`,
    recordType: 'page',
    url: `/${page.name}`,
    title: page.title,
    text: page.description,
  }))
  const events: SearchDocument[] = demoEvents(dayIn(Date.now(), SITE_TIME_ZONE)).map((event) => ({
    id: event.id,
    recordType: 'event',
    url: event.url ?? '/events',
    title: event.title,
    text: event.location,
  }))
  return [...posts, ...products, ...pages, ...events]
}

const MAX_OFFSET = 10_000
const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_EVENT_DAYS = 400
const MAX_LIMIT = 50

/** A whole number within bounds from a query value, else undefined. */
function boundedInteger(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return undefined
  const number = Number(value)
  return number >= min && number <= max ? number : undefined
}

/** A post as CONTRACT.md section 8's items call answers it. */
function item(post: Post, origin: string) {
  const { id, title, excerpt, publishOn, author, categories, tags } = post
  return { id, title, url: `${origin}/blog/${post.slug}`, excerpt, publishOn, author, image: null, categories, tags }
}

/** What is wrong with a comment's body, or undefined. */
function commentProblem(body: Record<string, unknown> | null): string | undefined {
  if (!body) return 'Send the comment as a JSON object.'
  if (!knownItem(body.targetId)) return 'targetId must name an item of this site.'
  if (body.parentId !== undefined && body.parentId !== null && typeof body.parentId !== 'string') {
    return 'parentId must be a comment id or null.'
  }
  const text = (name: string, max: number) =>
    typeof body[name] === 'string' && body[name].trim() !== '' && body[name].length <= max
  if (!text('name', 80)) return 'name must be 1 to 80 characters.'
  if (NAME_UNSAFE.test(body.name as string)) return NAME_CHARACTERS
  if (typeof body.email !== 'string' || !isValidEmail(body.email.trim())) return 'email must be an email address.'
  if (!text('body', 5000)) return 'body must be 1 to 5000 characters.'
  return undefined
}

function knownItem(value: unknown): string | undefined {
  return typeof value === 'string' && ITEM_IDS.has(value) ? value : undefined
}

/** The visitor's liker id from its cookie, when it has a valid one. */
function knownLiker(c: Context<AppEnv>): string | undefined {
  const known = getCookie(c, LIKER_COOKIE)
  return known && /^[\w-]{1,64}$/.test(known) ? known : undefined
}

/** The visitor's liker id, set as a cookie on first use. */
function liker(c: Context<AppEnv>): string {
  const known = knownLiker(c)
  if (known) return known
  const id = randomUUID()
  setCookie(c, LIKER_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 * 60 * 24 * 390 })
  return id
}
