import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db.ts'
import { createApp } from '../app.ts'
import type { DemoApp } from '../types.ts'
import * as store from './commerce-store.ts'
import * as session from './session.ts'

let tempRoot: string
let app: DemoApp
let db: Database

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-session-test-'))
  db = openDatabase(join(tempRoot, 'demo.sqlite'))
  app = createApp({
    db,
    distDir: join(tempRoot, 'dist'),
    pagesDir: join(process.cwd(), 'demo-site/pages'),
    publicDir: join(tempRoot, 'public'),
    // The shop draws its products from the store's tables.
    areas: [session, store],
  })
})
afterAll(async () => {
  db.close()
  await rm(tempRoot, { recursive: true, force: true })
})

const context = (page: string) =>
  JSON.parse(/id="atoll-context">([\s\S]*?)<\/script>/.exec(page)![1]!) as Record<string, unknown>

describe('signed-in demo mode', () => {
  it('signs in with a cookie and sends back to a local path only', async () => {
    const owner = await app.request('/demo/sign-in?as=owner&to=/shop')
    expect(owner.status).toBe(303)
    expect(owner.headers.get('location')).toBe('/shop')
    expect(owner.headers.getSetCookie().map((cookie) => cookie.split(';')[0])).toEqual([
      'demo-role=owner',
      'ss_lastid=atoll-demo',
    ])
    const away = await app.request('/demo/sign-in?as=viewer&to=//elsewhere.example/')
    expect(away.headers.get('location')).toBe('/session')
    const visitor = await app.request('/demo/sign-in?as=visitor')
    expect(visitor.headers.getSetCookie()[0]).toMatch(/^demo-role=; Max-Age=0/)
  })

  it("writes the role's account and roles into the page context, and nothing for a visitor", async () => {
    const plain = context(await (await app.request('/session')).text())
    expect(plain.authenticatedAccount).toBeUndefined()
    expect(plain.websiteSettings).toEqual({ useEscapeKeyToLogin: true })
    const owner = context(await (await app.request('/session', { headers: { cookie: 'demo-role=owner' } })).text())
    expect(owner).toMatchObject({
      ...session.ROLES.owner,
      websiteSettings: { useEscapeKeyToLogin: true },
      locale: 'en-US',
    })
    const viewer = context(await (await app.request('/shop', { headers: { cookie: 'demo-role=viewer' } })).text())
    expect(viewer.websiteRoles).toEqual({ viewer: true })
  })

  it('logs out by clearing the role, on a call from a page of this site only', async () => {
    const logout = (headers: Record<string, string>) =>
      app.request('/api/auth/Logout', { method: 'POST', headers: { cookie: 'demo-role=owner', ...headers } })
    const response = await logout({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })
    expect(await response.json()).toEqual({})
    expect(response.headers.getSetCookie()[0]).toMatch(/^demo-role=; Max-Age=0/)

    // A form on another site posting here, or a request that shows no origin, signs nobody out.
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost' },
      {},
    ]
    for (const headers of forged) {
      const refused = await logout(headers)
      expect.soft(refused.status, JSON.stringify(headers)).toBe(403)
      expect.soft(await refused.text()).toBe('Forbidden: this action is taken only from a page of this site.')
      expect.soft(refused.headers.getSetCookie()).toEqual([])
    }
  })
})

describe('commerce routes', () => {
  it('sets the cart session cookie on the shop, once', async () => {
    expect((await app.request('/shop')).headers.getSetCookie()[0]).toMatch(/^ss_cart=[\w-]+; Path=\/; SameSite=Lax$/)
    expect((await app.request('/shop', { headers: { cookie: 'ss_cart=c-1' } })).headers.getSetCookie()).toEqual([])
  })

  it('answers each checkout route with a page naming its parameters', async () => {
    const page = await (
      await app.request('/checkout/giftcard?websiteId=demo-site&giftCardProductId=g-1&sku=SQ1234567')
    ).text()
    expect(page).toContain('<h1>Checkout</h1>')
    expect(page).toContain('<dt>giftCardProductId</dt><dd>g-1</dd>')
  })

  it('shows a local frameUrl in the configuration stand-in, and the root for any other', async () => {
    expect(await (await app.request('/config/?frameUrl=%2Fsession')).text()).toContain('<iframe src="/session"')
    expect(await (await app.request('/config/?frameUrl=https%3A%2F%2Fevil.example')).text()).toContain(
      '<iframe src="/"',
    )
  })
})

describe('site calls', () => {
  it('renders a widget from widgetJSON, escaped', async () => {
    const body = new URLSearchParams({
      widgetJSON: JSON.stringify({ type: 26, id: '<b>w</b>', value: {} }),
      collectionId: 'events',
    })
    const response = await app.request('/api/widget/GetWidgetRendering', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const { html } = (await response.json()) as { html: string }
    expect(html).toBe(
      '<div class="demo-widget" data-widget-id="&lt;b&gt;w&lt;/b&gt;">Widget &lt;b&gt;w&lt;/b&gt; (type 26) rendered by the server for collection events.</div>',
    )
  })
})

describe("an events summary's widget rendering", () => {
  const render = (widget: unknown, collectionId = 'events') =>
    app.request('/api/widget/GetWidgetRendering', {
      method: 'POST',
      body: new URLSearchParams({ widgetJSON: JSON.stringify(widget), collectionId }),
    })

  it('answers the block content with the upcoming events', async () => {
    const response = await render({ type: 55, id: 'events-list', value: { design: 'list' } })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('<h2 id="events-list-heading">Coming up at the bakery</h2>')
    expect(html).toContain('<ul data-part="items" aria-labelledby="events-list-heading">')
    expect(html).toContain('Sourdough workshop')
    expect(html).not.toContain('Autumn open house')
    expect(html).not.toContain('data-part="next"')
  })

  it('adds the buttons for a carousel', async () => {
    const response = await render({ type: 55, id: 'events-carousel', value: { design: 'carousel' } })
    expect(((await response.json()) as { html: string }).html).toContain('data-part="next"')
  })

  it.each([
    [{ type: 55, id: '"><script>alert(1)</script>', value: { design: 'list' } }, 'events', 400],
    [{ type: 55, id: 'e', value: { design: '<img src=x onerror=alert(1)>' } }, 'events', 400],
    [{ type: 55, id: 'e', value: null }, 'events', 400],
    [{ type: 55, id: 'e', value: { design: 'list' } }, '<b>posts</b>', 404],
  ])('refuses %j for collection %s, echoing none of it', async (widget, collectionId, status) => {
    const response = await render(widget, collectionId)
    expect(response.status).toBe(status)
    const text = await response.text()
    expect(text).not.toContain('<script')
    expect(text).not.toContain('<img')
    expect(text).not.toContain('<b>')
  })
})
