// Hostile inputs against the demo server, in one place, as test/unit/hostile.test.ts holds the
// runtime's. The demo server stands for the platform: what it accepts, a platform would. Paths that
// resolve to another host, carts past their limits or under a key the client chose, likes and
// comments sent by the hundred, secrets shown in the inbox, names of Object.prototype's members,
// forged cross-site posts and names that turn text around.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { Database } from './db.ts'
import { openDatabase } from './db.ts'
import type { InboxRecord } from './inbox.ts'
import { MASK } from './mask.ts'
import {
  COMMENT_LIMIT,
  LIKE_ADDRESS_LIMIT,
  LIKE_LIMIT,
  NAME_CHARACTERS,
  TOO_MANY_COMMENTS,
  TOO_MANY_LIKES,
} from './routes/content.ts'
import { GIFT_CARD_REFUSED, getCart, MAX_ENTRY_QUANTITY, SUBSCRIPTION_QUANTITY_REFUSED } from './store/cart.ts'
import type { Cart } from './store/types.ts'
import type { DemoApp } from './types.ts'

let db: Database
let app: DemoApp
let tried = 0

/** What app.request's requests are made to. */
const OWN = 'http://localhost'
const SAME_ORIGIN = { origin: OWN, 'sec-fetch-site': 'same-origin' }
const JSON_FROM_HERE = { ...SAME_ORIGIN, 'content-type': 'application/json' }
const FORM_FROM_HERE = { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }
/** The request as if it came from `address` (the server counts rate limits by the socket's address). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })
let addresses = 0
/** An address no other request of the file used, so that a test's calls are the only ones it counts. */
const freshAddress = () => `2001:db8::${(++addresses).toString(16)}`

beforeEach(() => {
  db = openDatabase(':memory:')
  app = createApp({ db, distDir: '/nonexistent', pagesDir: '/nonexistent', publicDir: '/nonexistent' })
})
afterEach(() => db.close())
afterAll(() => console.info(`demo server hostile inputs tried: ${tried}`))

describe('redirects and frames never leave the origin (item 11)', () => {
  // Each resolves, as a browser resolves it, to a path that starts with `//`: a browser reads that
  // path, written back as a Location or a frame's src, as an address on evil.example.
  const SCHEME_RELATIVE = [
    '/..//evil.example/x',
    '/.//evil.example',
    '/.///evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e/%2e%2e//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/x/../..//evil.example',
    '/.././/evil.example',
    '/./\\evil.example',
    '/.\\\\evil.example',
    '/..\\/evil.example',
    '/../\\evil.example',
    '/.\t.//evil.example',
    '\t/..//evil.example',
    '/.\n.//evil.example',
    '/.\r//evil.example',
    './..//evil.example',
    '..//evil.example',
    'a/..//evil.example',
    '/..//evil.example:80/x',
    '/..//evil.example?x=1#y',
    '/..//127.0.0.1.nip.io/',
    `${OWN}/..//evil.example/x`,
  ]
  // The same, written into the query as a link would carry them: percent-encoded, doubly encoded,
  // with encoded tabs and backslashes.
  const RAW_QUERIES = [
    '/..//evil.example/x',
    '%2F..%2F%2Fevil.example',
    '/%252e%252e//evil.example',
    '/%2E%2E/%2Fevil.example',
    '%2F.%2F%2Fevil.example',
    '/.%09.//evil.example',
    '%09/..//evil.example',
    '/.%5C%5Cevil.example',
    '/..%5C/evil.example',
    '/.%0A.//evil.example',
  ]

  it.each(SCHEME_RELATIVE)('sign-in refuses to=%j', async (to) => {
    tried++
    const response = await app.request(`/demo/sign-in?as=visitor&to=${encodeURIComponent(to)}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/session')
  })

  it.each(RAW_QUERIES)('sign-in refuses the raw query to=%s', async (query) => {
    tried++
    const response = await app.request(`/demo/sign-in?as=visitor&to=${query}`)
    expect(response.headers.get('location')).toBe('/session')
  })

  it.each(SCHEME_RELATIVE)('the configuration frame refuses frameUrl=%j', async (frameUrl) => {
    tried++
    const page = await (await app.request(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`)).text()
    expect(page).toContain('<iframe src="/" title="Site preview"')
  })

  it.each(RAW_QUERIES)('the configuration frame refuses the raw query frameUrl=%s', async (query) => {
    tried++
    const page = await (await app.request(`/config/?frameUrl=${query}`)).text()
    expect(page).toContain('<iframe src="/" title="Site preview"')
  })

  // A Referer header cannot hold a line break; the rest are sent as a (forged) page address.
  it.each(SCHEME_RELATIVE.filter((path) => !/[\r\n]/.test(path)))(
    "a plain form's way back refuses Referer %j",
    async (path) => {
      tried++
      const referer = path.startsWith(OWN) ? path : `${OWN}${path.startsWith('/') ? '' : '/'}${path}`
      const response = await app.request(
        '/api/content/likes',
        { method: 'POST', headers: { ...FORM_FROM_HERE, referer }, body: 'itemId=post-winter-hours' },
        from(freshAddress()),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
    },
  )

  it('still takes a path of its own, dots and all', async () => {
    const cases = [
      ['/shop', '/shop'],
      ['/a/../shop?x=1#top', '/shop?x=1#top'],
      ['/./shop', '/shop'],
      ['/..', '/'],
      ['/%5C/evil.example', '/%5C/evil.example'],
    ]
    for (const [to, location] of cases) {
      expect(
        (await app.request(`/demo/sign-in?as=visitor&to=${encodeURIComponent(to!)}`)).headers.get('location'),
      ).toBe(location)
    }
  })
})

describe('the cart (items 12 and 16)', () => {
  const add = (entry: Record<string, unknown>, cookie?: string) =>
    app.request('/api/commerce/cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      body: JSON.stringify(entry),
    })
  const cookieOf = (response: Response) => /^ss_cart=([\w-]+)/.exec(response.headers.getSetCookie()[0] ?? '')?.[1]

  it.each([[[999, 999, 999]], [[500, 500]], [[998, 2]], [[1, 999]], [[999, 1, 1]]])(
    `keeps one entry at ${MAX_ENTRY_QUANTITY} at most: adds of %j`,
    async (quantities) => {
      tried++
      const entry = { itemId: 'item-1009', sku: 'SQ1009001' }
      const first = await add({ ...entry, quantity: quantities[0] })
      const cookie = `ss_cart=${cookieOf(first)}`
      let held = quantities[0]!
      for (const quantity of quantities.slice(1)) {
        const response = await add({ ...entry, quantity }, cookie)
        if (held + quantity <= MAX_ENTRY_QUANTITY) {
          expect(response.status).toBe(200)
          held += quantity
          continue
        }
        expect(response.status).toBe(409)
        expect(await response.json()).toEqual({
          error: `The cart takes at most ${MAX_ENTRY_QUANTITY} of Sourdough video course, and already holds ${held}.`,
          maxQuantity: MAX_ENTRY_QUANTITY,
          inCart: held,
        })
      }
      const cart = (await (await app.request('/api/commerce/cart', { headers: { cookie } })).json()) as Cart
      expect(cart.entries.map((e) => e.quantity)).toEqual([held])
      expect(held).toBeLessThanOrEqual(MAX_ENTRY_QUANTITY)
    },
  )

  it.each([
    ['item-1011', 'SQ1011001', 1, GIFT_CARD_REFUSED],
    ['item-1011', 'SQ1011002', 1, GIFT_CARD_REFUSED],
    ['item-1011', 'SQ1011003', 999, GIFT_CARD_REFUSED],
    ['item-1012', 'SQ1012001', 2, SUBSCRIPTION_QUANTITY_REFUSED],
    ['item-1012', 'SQ1012001', 999, SUBSCRIPTION_QUANTITY_REFUSED],
    ['item-1013', 'SQ1013001', 3, SUBSCRIPTION_QUANTITY_REFUSED],
  ])('refuses %s (%s) with quantity %d through the JSON add, with the reason', async (itemId, sku, quantity, error) => {
    tried++
    const response = await add({ itemId, sku, quantity })
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error } })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it.each([
    'attacker-chosen',
    'a',
    '0',
    'x'.repeat(100),
    '00000000-0000-0000-0000-000000000000',
    'constructor',
    '__proto__',
  ])('makes its own cart key when the cookie holds %j, a value it never issued', async (planted) => {
    tried++
    const response = await add({ itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 }, `ss_cart=${planted}`)
    expect(response.status).toBe(200)
    const minted = cookieOf(response)
    expect(minted).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/)
    expect(minted).not.toBe(planted)
    expect(getCart(db, planted)).toMatchObject({ id: null, count: 0 })
    expect(getCart(db, minted)).toMatchObject({ count: 1 })
  })
})

describe('likes and comments are limited by address (item 13)', () => {
  const like = (address: string, cookie?: string) =>
    app.request(
      '/api/content/likes',
      {
        method: 'POST',
        headers: { ...JSON_FROM_HERE, ...(cookie && { cookie }) },
        body: JSON.stringify({ itemId: 'post-harbour-loaf' }),
      },
      from(address),
    )
  const likeCount = () =>
    (db.prepare("SELECT count(*) AS n FROM likes WHERE item_id = 'post-harbour-loaf'").get() as { n: number }).n

  let madeUp = 0
  it.each([
    ['without a cookie', () => undefined],
    ['with a new atoll_liker each time', () => `atoll_liker=made-up-${++madeUp}`],
    ['with an atoll_liker that is not an id', () => 'atoll_liker=%00'],
  ])(`counts 200 likes from one address %s as ${LIKE_ADDRESS_LIMIT}`, async (_, cookie) => {
    tried++
    const statuses: number[] = []
    let refusal: unknown
    for (let i = 0; i < 200; i++) {
      const response = await like('203.0.113.20', cookie())
      statuses.push(response.status)
      if (response.status === 429) refusal = await response.json()
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIKE_ADDRESS_LIMIT)
    expect(statuses.slice(LIKE_ADDRESS_LIMIT).every((status) => status === 429)).toBe(true)
    expect(refusal).toEqual({ error: TOO_MANY_LIKES })
    expect(likeCount()).toBe(LIKE_ADDRESS_LIMIT)
    // Another address is not held back.
    expect((await like('203.0.113.21')).status).toBe(200)
  })

  it(`stops one visitor past ${LIKE_LIMIT} likes and take-backs a minute, from any address`, async () => {
    tried++
    const cookie = 'atoll_liker=visitor-one'
    for (let i = 0; i < LIKE_LIMIT; i++) {
      const response =
        i % 2 === 0
          ? await like(freshAddress(), cookie)
          : await app.request(
              '/api/content/likes/post-harbour-loaf',
              { method: 'DELETE', headers: { ...SAME_ORIGIN, cookie } },
              from(freshAddress()),
            )
      expect(response.status).toBe(200)
    }
    const refused = await like(freshAddress(), cookie)
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 429,
      body: { error: TOO_MANY_LIKES },
    })
    const plain = await app.request(
      '/api/content/likes',
      { method: 'POST', headers: { ...FORM_FROM_HERE, cookie }, body: 'itemId=post-harbour-loaf' },
      from(freshAddress()),
    )
    expect({ status: plain.status, body: await plain.text() }).toEqual({ status: 429, body: TOO_MANY_LIKES })
  })

  it(`stores ${COMMENT_LIMIT} of 100 comments from one address, from the island or without script`, async () => {
    tried++
    const comment = (i: number) =>
      i % 2 === 0
        ? app.request(
            '/api/comment/comments',
            {
              method: 'POST',
              headers: JSON_FROM_HERE,
              body: JSON.stringify({
                targetId: 'post-harbour-loaf',
                name: 'Spam',
                email: 'spam@example.com',
                body: `Comment ${i}`,
              }),
            },
            from('203.0.113.30'),
          )
        : app.request(
            '/api/comment/comments',
            {
              method: 'POST',
              headers: FORM_FROM_HERE,
              body: new URLSearchParams({
                targetId: 'post-harbour-loaf',
                name: 'Spam',
                email: 'spam@example.com',
                body: `Comment ${i}`,
              }).toString(),
            },
            from('203.0.113.30'),
          )
    const answers: Response[] = []
    for (let i = 0; i < 100; i++) answers.push(await comment(i))
    expect(answers.slice(0, COMMENT_LIMIT).map((response) => response.status)).toEqual(Array(COMMENT_LIMIT).fill(200))
    expect(answers.slice(COMMENT_LIMIT).every((response) => response.status === 429)).toBe(true)
    expect(await answers[COMMENT_LIMIT + (COMMENT_LIMIT % 2)]!.json()).toEqual({ error: TOO_MANY_COMMENTS })
    const page = await answers[COMMENT_LIMIT + 1 - (COMMENT_LIMIT % 2)]!.text()
    expect(page).toContain('<h1>Too many comments</h1>')
    expect(page).toContain('<p>Wait a minute, then post your comment again.</p>')
    const stored = db.prepare("SELECT count(*) AS n FROM comments WHERE name = 'Spam'").get() as { n: number }
    expect(stored.n).toBe(COMMENT_LIMIT)
  })
})

describe("the inbox masks a form's password field by its type (item 14)", () => {
  it('masks it in the JSON submission and in the post sent without script', async () => {
    tried += 2
    const { key } = (await (await app.request('/api/form/FormSubmissionKey', { method: 'POST' })).json()) as {
      key: string
    }
    await app.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, formId: 'contact', form: JSON.stringify({ message: 'Hi', trade: 'json-pass' }) }),
    })
    await app.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: FORM_FROM_HERE,
      body: new URLSearchParams({ 'atoll:formId': 'contact', message: 'Hi', trade: 'plain-pass' }).toString(),
    })
    const page = await (await app.request('/inbox?kind=form')).text()
    expect(page).not.toContain('json-pass')
    expect(page).not.toContain('plain-pass')
    expect(page).toContain(`\\&quot;trade\\&quot;:\\&quot;${MASK}\\&quot;`)
    expect(page).toContain(`trade = ${MASK}`)
    // What is not a password stays readable; the JSON keeps what was received.
    expect(page).toContain('message = Hi')
    const records = (await (await app.request('/inbox.json?kind=form')).json()) as InboxRecord[]
    expect(records.at(-1)?.form?.trade).toBe('plain-pass')
  })
})

describe("names of Object.prototype's members are names like any other (item 15)", () => {
  const NAMES = Object.getOwnPropertyNames(Object.prototype)

  it.each(NAMES)('answers the artist %j with no concerts', async (artist) => {
    tried++
    const response = await app.request(`/api/tour-dates?artist=${encodeURIComponent(artist)}`)
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { events: [] } })
  })

  it.each(NAMES)('answers the formId %j as an unknown form', async (formId) => {
    tried++
    const { key } = (await (await app.request('/api/form/FormSubmissionKey', { method: 'POST' })).json()) as {
      key: string
    }
    const response = await app.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, formId, form: '{}' }),
    })
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { error: 'Unknown form.' },
    })
  })

  it.each(NAMES)('answers a post without script naming the form %j with its page', async (formId) => {
    tried++
    const response = await app.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: FORM_FROM_HERE,
      body: new URLSearchParams({ 'atoll:formId': formId }).toString(),
    })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('This form is not one of the site’s.')
  })

  it("keeps a form post's fields of those names as fields in the inbox", async () => {
    tried += NAMES.length
    const body = new URLSearchParams(
      NAMES.flatMap((name) => [[name, `${name}-1`], ...(name === 'toString' ? [[name, `${name}-2`]] : [])]),
    )
    await app.request('/api/anything/Form', { method: 'POST', body })
    const [record] = (await (await app.request('/inbox.json?kind=anything')).json()) as InboxRecord[]
    expect(record?.form).toEqual(
      Object.fromEntries(NAMES.map((name) => [name, name === 'toString' ? ['toString-1', 'toString-2'] : `${name}-1`])),
    )
    expect((await app.request('/inbox?kind=anything')).status).toBe(200)
  })

  it.each([
    '/api/comment/comments?targetId=constructor',
    '/api/commerce/products/constructor',
    '/api/commerce/products/__proto__',
    '/blog/constructor',
    '/store/constructor',
    '/constructor',
  ])('answers %s as unknown', async (path) => {
    tried++
    expect((await app.request(path)).status).toBe(404)
  })
})

describe('forged posts and names that turn text around (item 16)', () => {
  it.each<Record<string, string>>([
    { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost' },
    { origin: 'null' },
    {},
  ])('a logout with %j signs nobody out', async (headers) => {
    tried++
    const response = await app.request('/api/auth/Logout', {
      method: 'POST',
      headers: { cookie: 'demo-role=owner', ...headers },
    })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  const comment = (name: string) =>
    app.request(
      '/api/comment/comments',
      {
        method: 'POST',
        headers: JSON_FROM_HERE,
        body: JSON.stringify({ targetId: 'post-harbour-loaf', name, email: 'ada@example.com', body: 'Hello' }),
      },
      from(freshAddress()),
    )

  const UNSAFE_NAMES = [
    'Ada\u0000',
    '\u0000Ada',
    'Ada\u202Agnp.exe',
    'Ada\u202Bx',
    'Ada\u202Cx',
    'Ada\u202Dx',
    'Ada\u202Egnp.exe',
    'Ada\u2066x',
    'Ada\u2067x',
    'Ada\u2068x',
    'Ada\u2069x',
    'Ada\u0001',
    'Ada\u0007',
    'Ada\u0008',
    'Ada\u001b[31m',
    'Ada\u007f',
    'Ada\u0085',
    'Ada\u009b',
    'Ada\nLovelace',
    'Ada\rLovelace',
    'Ada\tLovelace',
    'Ada\u2028Lovelace',
    'Ada\u2029Lovelace',
  ]

  it.each(UNSAFE_NAMES)('refuses the comment name %j with the reason, and stores nothing', async (name) => {
    tried++
    const response = await comment(name)
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { error: NAME_CHARACTERS },
    })
    expect(db.prepare('SELECT count(*) AS n FROM comments WHERE approved = 0').get()).toEqual({ n: 0 })
  })

  it.each(['Ada\u0000', 'Ada\u202Egnp.exe', 'Ada\u2066x'])(
    'refuses the name %j posted without script, with the reason',
    async (name) => {
      tried++
      const response = await app.request(
        '/api/comment/comments',
        {
          method: 'POST',
          headers: FORM_FROM_HERE,
          body: new URLSearchParams({
            targetId: 'post-harbour-loaf',
            name,
            email: 'ada@example.com',
            body: 'Hi',
          }).toString(),
        },
        from(freshAddress()),
      )
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(`<li>${NAME_CHARACTERS}</li>`)
    },
  )

  it.each(['Zoë', 'محمد', '李雷', "O'Brien", 'Ada 👩‍🍳'])('takes the name %j', async (name) => {
    const response = await comment(name)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { comment: { name: string } }).comment.name).toBe(name)
  })
})
