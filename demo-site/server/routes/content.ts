/**
 * The demo site's content (CONTRACT.md section 8), from SQLite and `content/posts.ts`:
 *
 * - `GET /blog/{slug}`: a post, with its like button and share links, rendered as a template would.
 * - `POST /api/content/likes` `{ itemId }` (JSON, from the island): the visitor likes the item;
 *   `{ count, liked }`. The same call as a plain form post (the button without script) toggles the
 *   like and sends the browser back to the page it came from, on this site only.
 * - `DELETE /api/content/likes/{itemId}`: the like taken back; `{ count, liked }`.
 *
 * The visitor is known by the `atoll_liker` cookie, set on the first like (docs/content.md).
 */
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { renderPost } from '../content/PostPage.tsx'
import { createLikesTable, LIKER_COOKIE, likeState, setLike } from '../content/likes.ts'
import { POSTS, postBySlug } from '../content/posts.ts'
import type { Database } from '../db.ts'
import { ownOrigin, sameOriginOnly, sameOriginPath } from '../origin.ts'
import type { AppEnv, DemoApp } from '../types.ts'

const ITEM_IDS = new Set(POSTS.map((post) => post.id))

export function register(app: DemoApp, db: Database): void {
  createLikesTable(db)

  app.get('/blog/:slug', async (c) => {
    const post = postBySlug(c.req.param('slug'))
    if (!post) return c.notFound()
    const likes = likeState(db, post.id, getCookie(c, LIKER_COOKIE))
    const url = `${ownOrigin(c)}/blog/${post.slug}`
    c.header('Cache-Control', 'no-store')
    return c.html(await renderPost({ post, likes, url }))
  })

  app.post('/api/content/likes', sameOriginOnly, async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (/^application\/json\s*(;|$)/i.test(type)) {
      const body = (await c.req.json().catch(() => null)) as { itemId?: unknown } | null
      const itemId = knownItem(body?.itemId)
      if (!itemId) return c.json({ error: 'itemId must name an item of this site.' }, 400)
      return c.json(setLike(db, itemId, liker(c), true))
    }
    // The like button without script: a form post that toggles, then back to the page.
    const form = await c.req.parseBody()
    const itemId = knownItem(form.itemId)
    if (!itemId) return c.text('itemId must name an item of this site.', 400)
    const who = liker(c)
    setLike(db, itemId, who, !likeState(db, itemId, who).liked)
    return c.redirect(sameOriginPath(c.req.header('referer'), ownOrigin(c), '/'), 303)
  })

  app.delete('/api/content/likes/:itemId', sameOriginOnly, (c) => {
    const itemId = knownItem(c.req.param('itemId'))
    if (!itemId) return c.json({ error: 'itemId must name an item of this site.' }, 404)
    return c.json(setLike(db, itemId, liker(c), false))
  })
}

function knownItem(value: unknown): string | undefined {
  return typeof value === 'string' && ITEM_IDS.has(value) ? value : undefined
}

/** The visitor's liker id, set as a cookie on first use. */
function liker(c: Context<AppEnv>): string {
  const known = getCookie(c, LIKER_COOKIE)
  if (known && /^[\w-]{1,64}$/.test(known)) return known
  const id = randomUUID()
  setCookie(c, LIKER_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 * 60 * 24 * 390 })
  return id
}
