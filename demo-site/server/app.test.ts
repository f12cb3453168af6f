import { request } from 'node:http'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { InboxRecord } from './inbox.ts'
import { CONTENT_SECURITY_POLICY } from './security.ts'
import { listen, startDemoServer } from './server.ts'
import type { DemoServer } from './server.ts'
import type { ApiArea } from './types.ts'

let tempRoot: string
let server: DemoServer

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-server-test-'))
  const distDir = join(tempRoot, 'dist')
  await mkdir(distDir)
  await writeFile(join(distDir, 'atoll.js'), 'export const loaded = true\n')
  // A file beside the served folders: what a traversal would try to reach.
  await writeFile(join(tempRoot, 'secret.txt'), 'top secret')
  server = await startDemoServer({ port: 0, dataDir: join(tempRoot, 'data'), distDir })
})

afterAll(async () => {
  await server?.close()
  await rm(tempRoot, { recursive: true, force: true })
})

beforeEach(async () => {
  await fetch(`${server.url}/inbox.json`, { method: 'DELETE', headers: { origin: server.url } })
})

async function inbox(kind: string): Promise<InboxRecord[]> {
  const response = await fetch(`${server.url}/inbox.json?kind=${kind}`)
  return (await response.json()) as InboxRecord[]
}

/** Sends the path exactly as written: fetch would resolve `..` and `%2e%2e` before sending. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/`, { path, method: 'GET' }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('pages', () => {
  it('serves the index page with the strict security headers', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(await response.text()).toContain('<script type="module" src="/atoll/atoll.js"></script>')
  })

  it('serves a named page and the stylesheet', async () => {
    const page = await fetch(`${server.url}/accordion`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('id="faq"')
    const css = await fetch(`${server.url}/demo.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('answers an unknown page with a 404 page under the same policy', async () => {
    const response = await fetch(`${server.url}/no-such-page`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await response.text()).toContain('Page not found')
  })

  it('refuses paths that try to leave the served folders', async () => {
    const attempts = [
      '/atoll/../secret.txt',
      '/atoll/../../package.json',
      '/atoll/..%2fsecret.txt',
      '/atoll/%2e%2e/secret.txt',
      '/atoll/%2e%2e%2f%2e%2e%2fpackage.json',
      '/atoll/..\\secret.txt',
      '/..%2fsecret',
      '/%2e%2e/package.json',
      '/..%2F..%2Fpackage',
      '/Accordion',
    ]
    // The same request helper does reach a file that may be served.
    expect((await rawGet('/atoll/atoll.js')).status).toBe(200)
    for (const path of attempts) {
      const { status, body } = await rawGet(path)
      expect.soft(status, path).not.toBe(200)
      expect.soft(body, path).not.toContain('top secret')
      expect.soft(body, path).not.toContain('"name": "atoll"')
    }
  })
})

describe('/atoll/', () => {
  it('serves the bundle from the dist folder as JavaScript', async () => {
    const response = await fetch(`${server.url}/atoll/atoll.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    // The entry keeps its name across releases: short-lived (bundle.test.ts has the rest).
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await response.text()).toBe('export const loaded = true\n')
  })

  it('answers 404 for a file the bundle does not have', async () => {
    expect((await fetch(`${server.url}/atoll/missing.js`)).status).toBe(404)
  })
})

describe('/api/ recorder and inbox', () => {
  it('stores a JSON POST to an unimplemented path and answers 404 JSON', async () => {
    const response = await fetch(`${server.url}/api/anything/Thing?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-1' },
      body: JSON.stringify({ hello: 'world', n: 2 }),
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })

    const records = await inbox('anything')
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      kind: 'anything',
      path: '/api/anything/Thing',
      method: 'POST',
      query: 'x=1',
      contentType: 'application/json',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-1' },
      body: { hello: 'world', n: 2 },
    })
  })

  it('stores beacon text and form-encoded bodies as received', async () => {
    await fetch(`${server.url}/api/census/RecordHit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '{"event":"view"}',
    })
    await fetch(`${server.url}/api/census/RecordHit`, {
      method: 'POST',
      body: new URLSearchParams([
        ['a', '1'],
        ['b', '2'],
        ['b', '3'],
      ]),
    })
    await fetch(`${server.url}/api/1/performance/records`, { method: 'GET' })

    const census = await inbox('census')
    expect(census.map((record) => record.body)).toEqual([{ event: 'view' }, 'a=1&b=2&b=3'])
    expect(census[1]?.form).toEqual({ a: '1', b: ['2', '3'] })
    const performance = await inbox('performance')
    expect(performance[0]).toMatchObject({ method: 'GET', body: null })
  })

  it('lists records on the inbox page, escaped, under the page policy', async () => {
    await fetch(`${server.url}/api/forms/Save`, { method: 'POST', body: '<script>alert(1)</script>' })
    const response = await fetch(`${server.url}/inbox`)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    const text = await response.text()
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(text).not.toContain('<script>alert(1)')
  })

  it('empties the inbox on DELETE from its own origin', async () => {
    await fetch(`${server.url}/api/anything/Thing`, { method: 'PUT', body: 'x' })
    const response = await fetch(`${server.url}/inbox.json`, { method: 'DELETE', headers: { origin: server.url } })
    expect(await response.json()).toEqual({ deleted: 1 })
    expect(await inbox('anything')).toEqual([])
  })

  it('leaves the body readable for the area that answers', async () => {
    const echo: ApiArea = {
      register(app) {
        app.post('/api/echo/Json', async (c) => c.json({ got: await c.req.json(), id: c.get('received').id }))
        app.post('/api/echo/Form', async (c) => c.json(await c.req.parseBody()))
      },
    }
    const app = createApp({
      db: server.db,
      distDir: join(tempRoot, 'dist'),
      pagesDir: tempRoot,
      publicDir: tempRoot,
      areas: [echo],
    })
    const listening = await listen(app, 0, '127.0.0.1')
    try {
      const origin = `http://127.0.0.1:${listening.port}`
      const json = await fetch(`${origin}/api/echo/Json`, { method: 'POST', body: '{"a":1}' })
      const jsonAnswer = (await json.json()) as { got: unknown; id: number }
      expect(jsonAnswer.got).toEqual({ a: 1 })
      expect(jsonAnswer.id).toBeGreaterThan(0)

      const form = new FormData()
      form.set('name', 'Maren')
      const formAnswer = await fetch(`${origin}/api/echo/Form`, { method: 'POST', body: form })
      expect(await formAnswer.json()).toEqual({ name: 'Maren' })
      expect((await inbox('echo')).map((record) => record.path)).toEqual(['/api/echo/Json', '/api/echo/Form'])
    } finally {
      await listening.close()
    }
  })
})
