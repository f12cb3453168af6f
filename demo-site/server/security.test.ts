// What the demo server refuses: foreign hosts, oversized bodies, cross-origin clearing, redirects off
// its origin, and visitors who drop their cookie to escape a rate limit. Also what the inbox keeps
// and shows: at most 64 KB of a body, a page at a time, credentials masked, any JSON without a crash.
import { request } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { MAX_ENTRIES } from './bounded.ts'
import type { Database } from './db.ts'
import { insertReceived, openDatabase } from './db.ts'
import type { InboxRecord } from './inbox.ts'
import { INBOX_PAGE_SIZE } from './inbox.ts'
import { ADDRESS_LIMIT_FACTOR, KEY_LIFETIME_MS, KEY_LIMIT, SAVE_LIMIT } from './routes/form.ts'
import { RECORDED_BODY_BYTES } from './routes/recorder.ts'
import { MAX_BODY_BYTES } from './security.ts'
import { startDemoServer } from './server.ts'
import type { DemoServer } from './server.ts'
import type { AppOptions } from './app.ts'
import type { DemoApp } from './types.ts'

let tempRoot: string
let server: DemoServer
let db: Database
let app: DemoApp

/** What app.request's requests are made to. */
const OWN = 'http://localhost'

const appWith = (options: Partial<AppOptions> = {}) =>
  createApp({ db, distDir: join(tempRoot, 'dist'), pagesDir: tempRoot, publicDir: tempRoot, ...options })

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-security-test-'))
  server = await startDemoServer({ port: 0, dataDir: join(tempRoot, 'server'), distDir: join(tempRoot, 'dist') })
  db = openDatabase(join(tempRoot, 'app', 'demo.sqlite'))
})

beforeEach(() => {
  db.exec('DELETE FROM received')
  app = appWith()
})

afterAll(async () => {
  await server?.close()
  db?.close()
  await rm(tempRoot, { recursive: true, force: true })
})

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * A request to the running server over a socket, headers as given (a Host of our choosing). With
 * `send`, the body is written by it and the request is left open unless it ends it: the answer
 * resolves as soon as the server answers.
 */
function raw(
  path: string,
  options: {
    method?: string
    headers?: Record<string, string | number>
    send?: (write: (chunk: Buffer) => void, end: () => void) => void
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body })
          req.destroy()
        })
      },
    )
    // The server may close the connection while the body is still being written: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    )
    if (options.send)
      options.send(
        (chunk) => req.write(chunk),
        () => req.end(),
      )
    else req.end()
  })
}

const inboxJson = async (target: DemoApp, kind: string) =>
  (await (await target.request(`/inbox.json?kind=${kind}`)).json()) as InboxRecord[]

describe('host check (DNS rebinding)', () => {
  it('answers its own hosts on its own port, and 421 for any other Host', async () => {
    const port = String(server.port)
    expect((await raw('/inbox.json', { headers: { host: `127.0.0.1:${port}` } })).status).toBe(200)
    expect((await raw('/inbox.json', { headers: { host: `localhost:${port}` } })).status).toBe(200)
    for (const host of [
      'evil.example',
      `rebound.evil.example:${port}`,
      '127.0.0.1:1',
      `2130706433:${port}`,
      `LOCALHOST.:${port}`,
    ]) {
      const answer = await raw('/inbox.json', { headers: { host } })
      expect.soft(answer.status, host).toBe(421)
      expect
        .soft(answer.body, host)
        .toBe(`Misdirected request: this demo server does not answer for the host '${host}'.`)
    }
    // A Host that is not a host at all (user info) is refused before the app sees it.
    expect((await raw('/inbox.json', { headers: { host: `127.0.0.1:${port}@evil.example` } })).status).toBe(400)
  })

  it('answers the --host it was started with; bound to every interface, any IP address but no name', async () => {
    expect(
      (await appWith({ hosts: ['demo.test'] }).request('/inbox.json', { headers: { host: 'demo.test' } })).status,
    ).toBe(200)
    expect((await appWith().request('/inbox.json', { headers: { host: 'demo.test' } })).status).toBe(421)
    const everywhere = appWith({ hosts: ['0.0.0.0'] })
    expect((await everywhere.request('/inbox.json', { headers: { host: '192.168.1.20:4173' } })).status).toBe(200)
    expect((await everywhere.request('/inbox.json', { headers: { host: 'evil.example:4173' } })).status).toBe(421)
  })
})

describe('request bodies', () => {
  it(`answers 413 from the Content-Length of a body over ${MAX_BODY_BYTES} bytes, before the body is sent`, async () => {
    const answer = await raw('/api/anything/Big', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'content-length': MAX_BODY_BYTES + 1 },
      // Only the first bytes are ever sent: a server that read the body first would never answer.
      send: (write) => write(Buffer.from('x'.repeat(10))),
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      error: `Payload too large: the demo server takes bodies of at most ${MAX_BODY_BYTES} bytes.`,
    })
    expect((await (await fetch(`${server.url}/inbox.json?kind=anything`)).json()) as unknown[]).toEqual([])
  })

  it('answers 413 once a chunked body passes the limit, without waiting for its end', async () => {
    const answer = await raw('/api/anything/Stream', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      send: (write) => {
        for (let sent = 0; sent <= MAX_BODY_BYTES; sent += 64 * 1024) write(Buffer.alloc(64 * 1024, 'y'))
      },
    })
    expect(answer.status).toBe(413)
    expect((await (await fetch(`${server.url}/inbox.json?kind=anything`)).json()) as unknown[]).toEqual([])
  })

  it('caps a page POST with no Content-Length too', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(MAX_BODY_BYTES + 1))
        controller.close()
      },
    })
    const response = await app.request('/demo/anything', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.text()).toBe(
      `Payload too large: the demo server takes bodies of at most ${MAX_BODY_BYTES} bytes.`,
    )
  })

  it(`keeps the first ${RECORDED_BODY_BYTES / 1024} KB of a body, never half a character, and says it was cut`, async () => {
    // One ASCII byte, then two-byte characters: the limit falls in the middle of one.
    const text = `a${'é'.repeat(40_000)}`
    await app.request('/api/anything/Long', { method: 'POST', body: text, headers: { 'content-type': 'text/plain' } })
    const [record] = await inboxJson(app, 'anything')
    expect(record).toMatchObject({ truncated: true, bodyBytes: 80_001, body: `a${'é'.repeat(32_767)}` })
    const page = await (await app.request('/inbox')).text()
    expect(page).toContain(
      '<p class="truncated">Truncated: only the first 64 KB of this 80001-byte body were kept.</p>',
    )

    await app.request('/api/anything/Short', { method: 'POST', body: '{"a":1}' })
    expect((await inboxJson(app, 'anything'))[1]).toMatchObject({ truncated: false, bodyBytes: 7, body: { a: 1 } })
  })
})

function store(count: number, kind = 'census', body: string | null = null): void {
  for (let i = 0; i < count; i++) {
    insertReceived(db, {
      kind,
      path: `/api/${kind}/n-${i}`,
      method: 'POST',
      query: '',
      contentType: 'text/plain',
      headers: {},
      body,
      bodyBytes: body?.length ?? null,
      truncated: false,
    })
  }
}

/** The requests an inbox page lists, by their path. */
const articles = (page: string) =>
  [...page.matchAll(/<span class="method">[^<]*<\/span> <code>([^<]*)<\/code>/g)].map((match) => match[1])

describe('the inbox page', () => {
  it(`pages through what it holds, ${INBOX_PAGE_SIZE} newest first a page, with newer and older links`, async () => {
    store(INBOX_PAGE_SIZE * 2 + 20)
    const first = await (await app.request('/inbox')).text()
    expect(articles(first)).toHaveLength(INBOX_PAGE_SIZE)
    expect(articles(first)[0]).toBe('/api/census/n-119')
    expect(first).toContain(`<span>Page 1 of 3 (1–${INBOX_PAGE_SIZE} of 120)</span>`)
    expect(first).toContain('<a rel="next" href="/inbox?page=2">Older</a>')
    expect(first).not.toContain('rel="prev"')

    const last = await (await app.request('/inbox?page=3')).text()
    expect(articles(last)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/census/n-${19 - i}`))
    expect(last).toContain('<a rel="prev" href="/inbox?page=2">Newer</a>')
    expect(last).not.toContain('rel="next"')
    // A page past the end, or not a number, shows the nearest page.
    expect(articles(await (await app.request('/inbox?page=99')).text())).toEqual(articles(last))
    expect(articles(await (await app.request('/inbox?page=%3Cx%3E')).text())).toEqual(articles(first))
  })

  it('pages within one area, keeping it in the links', async () => {
    store(INBOX_PAGE_SIZE + 1, 'events')
    store(3, 'census')
    const page = await (await app.request('/inbox?kind=events')).text()
    expect(articles(page).every((path) => path?.startsWith('/api/events/'))).toBe(true)
    expect(page).toContain('<a rel="next" href="/inbox?kind=events&amp;page=2">Older</a>')
    expect(articles(await (await app.request('/inbox?kind=events&page=2')).text())).toEqual(['/api/events/n-0'])
  })

  it('shows any stored body, escaped, without failing: invalid JSON, deep nesting, huge strings, HTML', async () => {
    const bodies = [
      '{"unfinished": [1, 2',
      `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
      `{"deep":${'{"a":'.repeat(5_000)}"<b>bottom</b>"${'}'.repeat(5_000)}}`,
      JSON.stringify({ huge: 'z'.repeat(60_000) }),
      JSON.stringify({ '<img src=x onerror=alert(1)>': '</pre><script>alert(2)</script>' }),
      '<svg onload=alert(3)>',
      '\u0000\ud800 not even text',
    ]
    for (const body of bodies) {
      await app.request('/api/anything/Odd', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    }
    const response = await app.request('/inbox')
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(articles(page)).toHaveLength(bodies.length)
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(page).toContain('&lt;svg onload=alert(3)&gt;')
    expect(page).toContain('&lt;b&gt;bottom&lt;/b&gt;')
    expect(page).not.toMatch(/<img|<script>alert|<svg|<b>bottom/)

    const json = await app.request('/inbox.json?kind=anything')
    expect(json.status).toBe(200)
    const records = (await json.json()) as InboxRecord[]
    // Too deep to be written back as a value: the text as stored.
    expect(records[1]?.body).toBe(bodies[1])
    expect(records[4]?.body).toEqual({ '<img src=x onerror=alert(1)>': '</pre><script>alert(2)</script>' })
  })

  it('masks cookies, CSRF tokens, crumbs, passwords and anti-forgery tokens in what it shows', async () => {
    const secrets = [
      'hunter2',
      'crumb-123',
      'c00kie',
      'r0le',
      'q-t0k3n',
      'f0rm-pass',
      'inner-secret',
      'xsrf-999',
      'wholesale-pass',
    ]
    await app.request('/api/site-users/account/session?token=q-t0k3n&page=2', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'crumb=c00kie; demo-role=r0le',
        'x-csrf-token': 'crumb-123',
        'x-siteuser-xsrf-token': 'xsrf-999',
      },
      body: JSON.stringify({
        email: 'ada@harbour.shop',
        password: 'hunter2',
        nested: { form: JSON.stringify({ name: 'Ada', clientSecret: 'inner-secret' }) },
      }),
    })
    await app.request('/api/anything/Form', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ada', passwd: 'f0rm-pass' }),
    })
    const page = await (await app.request('/inbox')).text()
    for (const secret of secrets) expect.soft(page, secret).not.toContain(secret)
    expect(page).toContain('<dt>cookie</dt><dd>crumb=[masked]; demo-role=[masked]</dd>')
    expect(page).toContain('<dt>x-csrf-token</dt><dd>[masked]</dd>')
    expect(page).toContain('<dt>x-siteuser-xsrf-token</dt><dd>[masked]</dd>')
    expect(page).toContain('<code>/api/site-users/account/session?token=[masked]&amp;page=2</code>')
    expect(page).toContain('&quot;password&quot;: &quot;[masked]&quot;')
    expect(page).toContain('\\&quot;clientSecret\\&quot;:\\&quot;[masked]\\&quot;')
    expect(page).toContain('&quot;email&quot;: &quot;ada@harbour.shop&quot;')
    expect(page).toContain('name = Ada\npasswd = [masked]')

    // The JSON keeps what was received: tests check that a page sent its token.
    const [signIn] = await inboxJson(app, 'site-users')
    expect(signIn?.headers['x-csrf-token']).toBe('crumb-123')
  })

  it("masks a form's password field on the submissions page", async () => {
    const visitor = { 'content-type': 'application/json' }
    const { key } = (await (
      await app.request('/api/form/FormSubmissionKey', { method: 'POST', headers: visitor })
    ).json()) as { key: string }
    const values = {
      name: ['Ada', 'Okafor'],
      email: 'ada@harbour.shop',
      topic: 'Feedback',
      reply: 'Email',
      date: ['04', '05', '2025'],
      message: 'Hi',
      trade: 'wholesale-pass',
    }
    const saved = await app.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: visitor,
      body: JSON.stringify({ key, formId: 'contact', form: JSON.stringify(values) }),
    })
    expect(saved.status).toBe(200)
    const page = await (await app.request('/inbox/forms')).text()
    expect(page).toContain('<dt>trade</dt><dd>[masked]</dd>')
    expect(page).not.toContain('wholesale-pass')
  })
})

describe('clearing', () => {
  const clears = [
    ['/inbox/clear', '/inbox'],
    ['/inbox/forms/clear', '/inbox/forms'],
  ] as const

  it.each(clears)('%s refuses a GET, a cross-origin POST and a POST that shows no origin, with 403', async (path) => {
    store(1)
    const refused = [
      await app.request(path),
      await app.request(path, { method: 'POST', headers: { origin: 'https://evil.example' } }),
      await app.request(path, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }),
      await app.request(path, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost' },
      }),
      await app.request(path, { method: 'POST', headers: { origin: 'null' } }),
      await app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ]
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403])
    expect(await inboxJson(app, 'census')).toHaveLength(1)
  })

  it.each(clears)('%s clears on a same-origin POST and goes back to %s', async (path, back) => {
    const sameOrigin: Record<string, string>[] = [{ origin: OWN }, { 'sec-fetch-site': 'same-origin' }]
    for (const headers of sameOrigin) {
      const response = await app.request(path, { method: 'POST', headers })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(back)
    }
  })

  it('empties the inbox on a POST from its own page', async () => {
    store(2)
    await app.request('/inbox/clear', { method: 'POST', headers: { origin: OWN, 'sec-fetch-site': 'same-origin' } })
    expect(await inboxJson(app, 'census')).toEqual([])
  })

  it('refuses DELETE /inbox.json from another origin or with no origin', async () => {
    store(1)
    expect((await app.request('/inbox.json', { method: 'DELETE' })).status).toBe(403)
    expect(
      (await app.request('/inbox.json', { method: 'DELETE', headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403)
    expect(await inboxJson(app, 'census')).toHaveLength(1)
  })
})

describe('redirects and frames stay on the own origin', () => {
  const away = [
    '/\t/evil.example',
    '/%09/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'http://localhost.evil.example/',
    '\n//evil.example',
  ]

  it.each(away)('sign-in refuses to=%j', async (to) => {
    // '%09' is sent as written: the query then holds a tab.
    const query = to.includes('%') ? to : encodeURIComponent(to)
    const response = await app.request(`/demo/sign-in?as=owner&to=${query}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/session')
  })

  it.each(away)('the configuration frame refuses frameUrl=%j', async (frameUrl) => {
    const query = frameUrl.includes('%') ? frameUrl : encodeURIComponent(frameUrl)
    const page = await (await app.request(`/config/?frameUrl=${query}`)).text()
    expect(page).toContain('<iframe src="/" title="Site preview"')
  })

  it('keeps a path or a full address on its own origin, as a path', async () => {
    expect(
      (await app.request(`/demo/sign-in?as=owner&to=${encodeURIComponent(`${OWN}/shop?x=1#top`)}`)).headers.get(
        'location',
      ),
    ).toBe('/shop?x=1#top')
    expect((await app.request('/demo/sign-in?as=owner&to=/checkout/giftcard%3Fsku%3D1')).headers.get('location')).toBe(
      '/checkout/giftcard?sku=1',
    )
  })
})

describe('rate limits', () => {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })
  const askKey = (address: string, cookie?: string) =>
    app.request(
      '/api/form/FormSubmissionKey',
      { method: 'POST', ...(cookie && { headers: { cookie } }) },
      from(address),
    )

  it('counts keys by address as well as by cookie: a visitor who drops the cookie is still stopped', async () => {
    const limit = KEY_LIMIT * ADDRESS_LIMIT_FACTOR
    for (let i = 0; i < limit; i++) expect((await askKey('203.0.113.7')).status).toBe(200)
    const refused = await askKey('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Too many submission keys requested.' })
    // Another address is not held back.
    expect((await askKey('198.51.100.2')).status).toBe(200)
  })

  it('counts submissions by address as well as by cookie', async () => {
    const limit = SAVE_LIMIT * ADDRESS_LIMIT_FACTOR
    const save = async (address: string) => {
      // Keys from an address of their own, so that only the submissions are counted against this one.
      const { key } = (await (await askKey('192.0.2.1')).json()) as { key: string }
      return app.request(
        '/api/form/SaveFormSubmission',
        { method: 'POST', body: JSON.stringify({ key, formId: 'status-500', form: '{}' }) },
        from(address),
      )
    }
    for (let i = 0; i < limit; i++) expect((await save('203.0.113.8')).status).toBe(500)
    expect((await save('203.0.113.8')).status).toBe(429)
    expect((await save('198.51.100.3')).status).toBe(500)
  })

  it('drops expired submission keys when it issues a new one', async () => {
    db.exec(`DELETE FROM form_keys`)
    db.prepare('INSERT INTO form_keys (key, visitor, created_at) VALUES (?, ?, ?)').run(
      'old-key',
      'v',
      Date.now() - KEY_LIFETIME_MS - 1,
    )
    await askKey('203.0.113.9')
    expect(
      db
        .prepare<[], { key: string }>('SELECT key FROM form_keys')
        .all()
        .map((row) => row.key),
    ).not.toContain('old-key')
  })

  it(`keeps at most ${MAX_ENTRIES} page-load ids`, async () => {
    db.exec('DELETE FROM performance_page_loads')
    const insert = db.prepare<[string]>("INSERT INTO performance_page_loads (id, created_at) VALUES (?, '')")
    db.transaction(() => {
      for (let i = 0; i < MAX_ENTRIES; i++) insert.run(`load-${i}`)
    })()
    const { pageLoadId } = (await (await app.request('/api/1/performance/settings')).json()) as { pageLoadId: string }
    const ids = db
      .prepare<[], { id: string }>('SELECT id FROM performance_page_loads ORDER BY rowid')
      .all()
      .map((row) => row.id)
    expect(ids).toHaveLength(MAX_ENTRIES)
    expect(ids[0]).toBe('load-1')
    expect(ids.at(-1)).toBe(pageLoadId)
  })
})
