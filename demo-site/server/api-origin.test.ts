import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from './server.ts'
import type { DemoServer } from './server.ts'

const PAGES = 'https://www.bakery.example'
const API = 'https://api.bakery.example'
let tempRoot: string
let api: DemoServer
let site: DemoServer

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-api-origin-'))
  const distDir = join(tempRoot, 'dist')
  api = await startDemoServer({ port: 0, dataDir: join(tempRoot, 'api'), distDir, corsOrigins: [PAGES] })
  site = await startDemoServer({ port: 0, dataDir: join(tempRoot, 'site'), distDir, apiOrigin: API })
})

afterAll(async () => {
  await Promise.all([api?.close(), site?.close()])
  await rm(tempRoot, { recursive: true, force: true })
})

describe('--cors: the API of pages on other origins', () => {
  it('answers a preflight for a page origin it serves, cookies and the anti-forgery headers allowed', async () => {
    const response = await fetch(`${api.url}/api/commerce/cart/entries`, {
      method: 'OPTIONS',
      headers: {
        origin: PAGES,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGES)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-csrf-token')
    // A preflight is the browser's, not the page's: it is not in the inbox.
    expect(await (await fetch(`${api.url}/inbox.json`)).json()).toEqual([])
  })

  it('takes a like from a page origin it serves, and refuses one from any other', async () => {
    const like = (origin: string) =>
      fetch(`${api.url}/api/content/likes`, {
        method: 'POST',
        headers: { origin, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
        body: JSON.stringify({ itemId: 'post-harbour-loaf' }),
      })
    const fromPages = await like(PAGES)
    expect(fromPages.status).toBe(200)
    expect(fromPages.headers.get('access-control-allow-origin')).toBe(PAGES)
    const fromElsewhere = await like('https://evil.example')
    expect(fromElsewhere.status).toBe(403)
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('--api-origin: pages whose server calls go to another origin', () => {
  it("writes the origin into every page's context, keeping the page's own website fields, and lets the policy reach it", async () => {
    const response = await fetch(`${site.url}/newsletter`)
    const html = await response.text()
    const context = JSON.parse(/<script type="application\/json" id="atoll-context">(.*?)<\/script>/s.exec(html)![1]!)
    expect(context.website).toMatchObject({ id: 'demo-site', codeInjection: true, apiOrigin: API })
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    const policy = response.headers.get('content-security-policy')!
    expect(policy).toContain(`; connect-src 'self' ${API};`)
    expect(policy).toContain(`; img-src 'self' data: blob: ${API};`)
  })
})
