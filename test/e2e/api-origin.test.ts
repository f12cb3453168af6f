import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { OUT_DIRS } from '../../build/flavours.ts'
import { REPO_ROOT, startDemoServer } from '../../demo-site/server/server.ts'
import type { DemoServer } from '../../demo-site/server/server.ts'
import { type InboxRecord, type PageProbe, usePages } from './harness.ts'

/**
 * A platform whose API is not on its pages' origin (CONTRACT.md section 11): the pages come from one
 * demo server, whose context names the other as `website.apiOrigin`; the other answers `/api/` with
 * CORS for the pages' origin, cookies allowed. Same host, two ports: two origins of one site, as
 * www.example.com and api.example.com are.
 */
/** The track image, and the beacons of product events and performance records. */
const NOT_THE_DATA_LAYER = new Set(['/api/track/Track', '/api/v1/events', '/api/1/performance/records'])

describe('an API on another origin (website.apiOrigin)', () => {
  const pages = usePages()
  let site: DemoServer
  let api: DemoServer
  let dataRoot: string

  beforeAll(async () => {
    dataRoot = await mkdtemp(join(tmpdir(), 'atoll-api-origin-'))
    const distDir = process.env.ATOLL_DIST ?? join(REPO_ROOT, OUT_DIRS[inject('flavour')])
    // The API must know the pages' origin before the pages' server starts: its port is taken first.
    const sitePort = await freePort()
    api = await startDemoServer({
      port: 0,
      dataDir: join(dataRoot, 'api'),
      distDir,
      corsOrigins: [`http://127.0.0.1:${sitePort}`],
    })
    site = await startDemoServer({ port: sitePort, dataDir: join(dataRoot, 'site'), distDir, apiOrigin: api.url })
  })

  afterAll(async () => {
    await Promise.all([site?.close(), api?.close()])
    await rm(dataRoot, { recursive: true, force: true })
  })

  /** Opens a page of the site with the crumb cookie the platform sets. */
  const open = (path: string) =>
    pages.open(`${site.url}${path}`, {
      beforeGoto: (_, context) => context.addCookies([{ name: 'crumb', value: 'crumb-1', url: site.url }]),
    })

  /** What a server received from this page's context. */
  const inbox = async (server: DemoServer, probe: PageProbe): Promise<InboxRecord[]> =>
    (await fetch(`${server.url}/inbox.json?probe=${probe.id}`)).json() as Promise<InboxRecord[]>

  /**
   * Every call, the analytics' included, reached the API with the crumb and the visitor's cookies, and
   * none reached the pages' server.
   */
  async function expectOnlyTheApi(probe: PageProbe, calls: readonly string[]): Promise<InboxRecord[]> {
    const sent = async () => (await inbox(api, probe)).map((record) => `${record.method} ${record.path}`)
    // A beacon may land after what the visitor sees.
    await expect.poll(sent).toEqual(expect.arrayContaining([...calls, 'GET /api/track/Track']))
    const received = await inbox(api, probe)
    for (const record of received) {
      // The visitor's cookies go with every call, the image's too.
      expect(record.headers.cookie).toContain('crumb=crumb-1')
      // The spec's image and beacons are not the data layer's: their query is their own.
      if (NOT_THE_DATA_LAYER.has(record.path)) continue
      expect(new URLSearchParams(record.query).get('crumb')).toBe('crumb-1')
      expect(record.headers.origin).toBe(site.url)
    }
    expect(await inbox(site, probe)).toEqual([])
    expect(probe.requests.filter((url) => url.startsWith(`${site.url}/api/`))).toEqual([])
    return received
  }

  it('adds to the cart on the API: the cart answers, every indicator counts it', async () => {
    const probe = await open('/store/sourdough-loaf')
    const { page } = probe
    await page.waitForSelector('[data-block=product][data-island-state=mounted]')
    await page.getByRole('radio', { name: 'Small' }).click()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'added' }).textContent())
      .toBe('Sourdough loaf added to cart')
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('1')

    const received = await expectOnlyTheApi(probe, ['POST /api/commerce/cart/entries', 'POST /api/census/RecordHit'])
    const add = received.find((record) => record.path === '/api/commerce/cart/entries')
    expect(add!.body).toMatchObject({ itemId: expect.any(String), quantity: 1 })
    // The cart session cookie the API set is the site's: the page reads it for the checkout hand-off.
    expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )ss_cart=/)
  })

  it('submits a form to the API: key and submission there, the success message on the page', async () => {
    const probe = await open('/newsletter')
    const { page } = probe
    await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
    await page.press('#newsletter-form-newsletter-email', 'Enter')
    await page.waitForSelector('#newsletter-form .atoll-form-submitted')
    expect(await page.textContent('#newsletter-form .atoll-form-submitted')).toBe(
      'You are on the list. The first letter arrives on Friday.',
    )

    const received = await expectOnlyTheApi(probe, [
      'POST /api/form/FormSubmissionKey',
      'POST /api/form/SaveFormSubmission',
      // The newsletter sign-up's product event: the page names no eventsHost.
      'POST /api/v1/events',
    ])
    const save = received.find((record) => record.path === '/api/form/SaveFormSubmission')
    expect(JSON.parse((save!.body as { form: string }).form)).toEqual({
      'newsletter-email': 'ada@harbour.shop',
      'newsletter-source': 'newsletter-page',
    })
  })
})

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
