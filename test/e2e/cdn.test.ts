import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { OUT_DIRS } from '../../build/flavours.ts'
import { REPO_ROOT, startDemoServer } from '../../demo-site/server/server.ts'
import type { DemoServer } from '../../demo-site/server/server.ts'
import { type PageProbe, usePages } from './harness.ts'

/**
 * The release as docs/deploy.md lays it out, served from a CDN on another origin than the pages: a
 * plain static server written here (not the demo server), sending the build's `.br` files and the
 * headers the doc names, and nothing else. The pages are the demo server's, started with
 * `--bundle-url` (their script tag names the CDN's entry, their policy allows its origin).
 */
const VERSION = (JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version
const HASHED = /-[a-z0-9]{8}\.js$/

interface Cdn {
  url: string
  root: string
  close(): Promise<void>
}

/**
 * A static server over `root`: `/atoll/<version>/` all immutable, `/atoll/atoll.js` five minutes, the
 * hashed chunks immutable; the `.br` beside a file when the browser takes brotli; CORS for every
 * origin unless `cors` is false; no dot folder (the manifest) ever.
 */
async function startCdn(root: string, { cors = true } = {}): Promise<Cdn> {
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname)
    const segments = path.split('/').filter(Boolean)
    const file = join(root, ...segments)
    if (segments.some((segment) => segment.startsWith('.')) || !(await stat(file).catch(() => undefined))?.isFile()) {
      response.writeHead(404).end()
      return
    }
    const brotli =
      /\bbr\b/.test(String(request.headers['accept-encoding'])) && (await stat(`${file}.br`).catch(() => false))
    const immutable = segments[1] === VERSION || HASHED.test(path)
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      Vary: 'Accept-Encoding',
      ...(brotli && { 'Content-Encoding': 'br' }),
      ...(cors && { 'Access-Control-Allow-Origin': '*' }),
    })
    response.end(await readFile(brotli ? `${file}.br` : file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Copies a release into the CDN's folder as docs/deploy.md says: nothing of an earlier release is
 * deleted, the hashed chunks go first and the entry last, the build's `.vite/` never.
 */
async function publish(release: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true })
  const names = (await readdir(release, { recursive: true })).filter((name) => !name.split(sep)[0]!.startsWith('.'))
  const entry = (name: string) => name.startsWith('atoll.js')
  for (const name of [...names.filter((name) => !entry(name)), ...names.filter(entry)]) {
    if ((await stat(join(release, name))).isFile()) await cp(join(release, name), join(target, name))
  }
}

describe('a release served from a CDN on another origin', () => {
  const pages = usePages()
  const distDir = () => process.env.ATOLL_DIST ?? join(REPO_ROOT, OUT_DIRS[inject('flavour')])
  let work: string
  let release: string
  let cdn: Cdn
  const sites: DemoServer[] = []

  /** Opens the demo page `path` from a site whose pages load the entry from `entry` (`--bundle-url`). */
  async function openWith(entry: string, path: string): Promise<PageProbe> {
    const site = await startDemoServer({
      port: 0,
      dataDir: join(work, `site-${sites.length}`),
      distDir: release,
      bundleUrl: entry,
    })
    sites.push(site)
    return pages.open(`${site.url}${path}`, { beforeGoto: asVisitor })
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'atoll-cdn-'))
    // The release as built, apart from a rebuild that may start while the tests run.
    release = join(work, 'release')
    await cp(distDir(), release, { recursive: true })
    cdn = await startCdn(join(work, 'cdn'))
    await publish(release, join(cdn.root, 'atoll', VERSION))
  })

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()))
    await cdn?.close()
    await rm(work, { recursive: true, force: true })
  })

  it('has a brotli and a gzip file beside every file the build wrote, and keeps the manifest apart', async () => {
    const names = (await readdir(release, { recursive: true })).filter(
      (name) => !name.startsWith('.vite') && !/\.(br|gz)$/.test(name),
    )
    expect(names).toContain('atoll.js')
    for (const name of names) {
      const file = await readFile(join(release, name))
      expect(brotliDecompressSync(await readFile(join(release, `${name}.br`))).equals(file)).toBe(true)
      expect(gunzipSync(await readFile(join(release, `${name}.gz`))).equals(file)).toBe(true)
    }
    expect((await readdir(join(release, '.vite'))).sort()).toContain('manifest.json')
    expect((await fetch(`${cdn.url}/atoll/${VERSION}/.vite/manifest.json`)).status).toBe(404)
  })

  it('mounts the islands of a page whose entry is /atoll/<version>/atoll.js on the CDN, brotli on the wire', async () => {
    const entry = `${cdn.url}/atoll/${VERSION}/atoll.js`
    const probe = await openWith(entry, '/accordion')
    const { page } = probe
    await page.waitForSelector('#faq[data-island-state=mounted]')
    await page.getByRole('button', { name: 'When do delivery orders go out?', exact: true }).click()
    expect(await page.locator('#faq [data-part=trigger][aria-expanded=true]').textContent()).toBe(
      'When do delivery orders go out?',
    )
    // Every script came from the CDN's release folder: the entry, the runtime, the island, their chunks.
    const scripts = probe.requests.filter((url) => url.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter((url) => !url.startsWith(`${cdn.url}/atoll/${VERSION}/`))).toEqual([])
    const served = await fetch(entry, { headers: { 'accept-encoding': 'br' } })
    expect(served.headers.get('content-encoding')).toBe('br')
  })

  it('runs nothing from a CDN that leaves out Access-Control-Allow-Origin', async () => {
    const closed = await startCdn(cdn.root, { cors: false })
    try {
      const entry = `${closed.url}/atoll/${VERSION}/atoll.js`
      const probe = await openWith(entry, '/newsletter')
      probe.expectConsoleError(
        `Access to script at '${entry}' from origin '${new URL(probe.page.url()).origin}' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.`,
      )
      probe.expectConsoleError('Failed to load resource: net::ERR_FAILED')
      await expect.poll(() => probe.consoleErrors.length).toBe(2)
      expect(await probe.page.evaluate(() => 'Atoll' in window)).toBe(false)
      expect(await probe.page.locator('#newsletter-form[data-island-state]').count()).toBe(0)
    } finally {
      await closed.close()
    }
  })

  it('keeps an open page working across a release to the one folder: its islands import the chunks it started with', async () => {
    const folder = join(cdn.root, 'atoll')
    await publish(release, folder)
    const entry = `${cdn.url}/atoll/atoll.js`
    const first = await openWith(entry, '/accordion')
    await first.page.waitForSelector('#faq[data-island-state=mounted]')

    // The next release, with every chunk renamed as a rebuild of changed code renames it, published beside.
    const next = join(work, 'next')
    await nextRelease(release, next)
    await publish(next, folder)

    // A block the open page adds now is imported from the release the page started with.
    await addTabs(first.page)
    await first.page.waitForSelector('#added[data-island-state=mounted]')
    const menu = first.requests.filter((url) => /\/menu-[a-z0-9]{8}\.js$/.test(url))
    expect(menu).toHaveLength(1)
    expect(await readdir(release)).toContain(menu[0]!.split('/').pop())

    // A visitor who opens the page now gets the new release, which works as well.
    const second = await pages.open(first.page.url(), { beforeGoto: asVisitor })
    await second.page.waitForSelector('#faq[data-island-state=mounted]')
    await addTabs(second.page)
    await second.page.waitForSelector('#added[data-island-state=mounted]')
    const renamed = second.requests.filter((url) => /\/menu-[a-z0-9]{8}\.js$/.test(url))
    expect(renamed).toHaveLength(1)
    expect(await readdir(next)).toContain(renamed[0]!.split('/').pop())
    expect(renamed[0]).not.toBe(menu[0])
  })
})

/**
 * Requests as a visitor's browser makes them: without the probe header the harness adds to every
 * request (a header of its own would make each script request from the CDN a preflighted one).
 */
function asVisitor(_: Page, context: BrowserContext): Promise<void> {
  return context.setExtraHTTPHeaders({})
}

/** Adds tabs (a `menu` block, an island the page has not loaded) and asks Atoll to mount them, as a page that adds content does. */
function addTabs(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const block = document.createElement('div')
    block.id = 'added'
    block.dataset.block = 'menu'
    block.dataset.hydrate = 'load'
    for (const name of ['Bread', 'Cakes']) {
      const tab = document.createElement('button')
      tab.dataset.part = 'tab'
      tab.textContent = name
      block.append(tab)
    }
    for (const text of ['Sourdough, rye.', 'Cardamom buns.']) {
      const panel = document.createElement('div')
      panel.dataset.part = 'panel'
      panel.textContent = text
      block.append(panel)
    }
    document.querySelector('main')!.prepend(block)
    return (window as unknown as { Atoll: { scan(): Promise<unknown> } }).Atoll.scan()
  })
}

/**
 * A copy of `release` as the next build of changed code would write it: every hashed file under a new
 * hash, and every reference to it changed (the entry keeps its name), compressed again.
 */
async function nextRelease(release: string, next: string): Promise<void> {
  const names = (await readdir(release)).filter((name) => name.endsWith('.js'))
  const renamed = new Map(
    names
      .filter((name) => HASHED.test(name))
      .map((name) => [
        name,
        name.replace(/-([a-z0-9]{8})\.js$/, (_, hash: string) => `-${[...hash].reverse().join('')}.js`),
      ]),
  )
  const { precompressFolder } = await import('../../build/precompress.ts')
  await mkdir(next, { recursive: true })
  for (const name of names) {
    let text = await readFile(join(release, name), 'utf8')
    for (const [from, to] of renamed) text = text.replaceAll(from.slice(0, -3), to.slice(0, -3))
    await writeFile(join(next, renamed.get(name) ?? name), text)
  }
  await precompressFolder(next)
}
