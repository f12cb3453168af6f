import { existsSync, readFileSync } from 'node:fs'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { html } from 'hono/html'
import { apiCors, pointToApi } from './api-origin.ts'
import { BundleFiles, bundleHandler, loadBundleFrom } from './bundle.ts'
import type { Database } from './db.ts'
import { registerInbox } from './inbox.ts'
import { htmlDocument, DEMO_CONTEXT } from './layout.ts'
import { renderPage } from './pages.tsx'
import { islandStyles, isStylesName, renderWith, serverDirFor } from './ssr.ts'
import { API_AREAS } from './routes/index.ts'
import * as recorder from './routes/recorder.ts'
import { hostCheck } from './origin.ts'
import { registerStorePages } from './store-pages.tsx'
import { limitBody, securityHeaders } from './security.ts'
import type { ApiArea, AppEnv, DemoApp } from './types.ts'

export interface AppOptions {
  db: Database
  /** The built bundle, served at `/atoll/` and `/atoll/<version>/` (compressed, with cache headers: bundle.ts). */
  distDir: string
  /**
   * The built `atoll/server` the pages' islands are rendered with: the bundle's flavour's, so that its
   * islands hydrate their own renderer's HTML. @default `dist-react-server` for a `dist-react` bundle, else `dist-server`
   */
  serverDir?: string | undefined
  /** The release the bundle is, for its versioned path `/atoll/<version>/`. @default package.json's version */
  version?: string
  /** The bundle's files, when the caller precompresses them. @default new BundleFiles(distDir) */
  bundle?: BundleFiles
  /** `<name>.tsx` pages (rendered) and `<name>.html` files, served at `/<name>` (`index` at `/`). */
  pagesDir: string
  /** Stylesheet, icons and media, served at their own path. */
  publicDir: string
  /** @default API_AREAS */
  areas?: readonly ApiArea[]
  /**
   * Host names the server answers for besides 127.0.0.1, localhost and [::1] (the `--host` it was
   * started with); a request for any other host is refused with 421. @default []
   */
  hosts?: readonly string[]
  /** Pages load the entry from this URL (a CDN's) instead of `/atoll/atoll.js`. */
  bundleUrl?: string | undefined
  /** Pages send their server calls to this origin (`website.apiOrigin`, CONTRACT.md section 11). */
  apiOrigin?: string | undefined
  /** The origins of pages that may call `/api/` with the visitor's cookies (CORS). @default [] */
  corsOrigins?: readonly string[] | undefined
}

/** The package's version: the release `dist/` is, when it was built from this tree. */
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version

/** Page names are a closed alphabet, so a path can never name a file outside the pages folder. */
const PAGE_NAME = '[a-z0-9-]+'

/** Builds the demo site: pages, the bundle, the recorded `/api/` and the inbox. */
export function createApp({
  db,
  distDir,
  serverDir = serverDirFor(distDir),
  version = PACKAGE_VERSION,
  bundle,
  pagesDir,
  publicDir,
  areas = API_AREAS,
  hosts = [],
  bundleUrl,
  apiOrigin,
  corsOrigins = [],
}: AppOptions): DemoApp {
  const app = new Hono<AppEnv>()
  app.use('*', renderWith(serverDir))
  // Outside the security headers, to add the bundle's and the API's origins to the policy they write.
  if (bundleUrl) app.use('*', loadBundleFrom(bundleUrl))
  if (apiOrigin) app.use('*', pointToApi(apiOrigin))
  app.use('*', securityHeaders)
  // Before anything reads a body or a record: a foreign host or an oversized body gets nothing else.
  app.use('*', hostCheck(hosts))
  app.use('*', limitBody)
  // Before the recorder: a preflight is answered, not recorded.
  if (corsOrigins.length) app.use('/api/*', apiCors(corsOrigins))

  recorder.register(app, db)
  for (const area of areas) area.register(app, db)
  registerInbox(app, db)
  registerStorePages(app, db)

  const files = bundle ?? new BundleFiles(distDir)
  // Both deploy layouts of docs/deploy.md: a release's own folder, and the one folder of every release.
  const prefix = `/atoll/${version}/`
  app.get(`${prefix}*`, bundleHandler(files, { prefix, versioned: true }))
  app.get('/atoll/*', bundleHandler(files))
  app.get('/styles/:file{atoll-[a-z]+-[a-f0-9]+\\.css}', serveIslandStyles)
  app.get('/', (c, next) => servePage(c, next, pagesDir, 'index', db))
  app.get(`/:name{${PAGE_NAME}}`, (c, next) => servePage(c, next, pagesDir, c.req.param('name'), db))
  app.get('*', staticFiles(publicDir))

  app.notFound((c) => {
    if (isApi(c.req.path)) return c.json({ error: 'Not found' }, 404)
    return c.html(notFoundPage(), 404)
  })
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    console.error(`[atoll:demo] ${c.req.method} ${c.req.path}:`, error)
    if (isApi(c.req.path)) return c.json({ error: 'Internal server error' }, 500)
    return c.html(errorPage(), 500)
  })
  return app
}

/** The stylesheet a server-rendered island links (`/styles/atoll-<island>-<content hash>.css`): named by its content, so cached for good. */
async function serveIslandStyles(c: Context<AppEnv>, next: () => Promise<void>) {
  const name = /^atoll-([a-z]+)-/.exec(c.req.param('file') ?? '')?.[1]
  if (!isStylesName(name)) return next()
  const { path, css } = await islandStyles(name)
  if (c.req.path !== path) return next()
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(css, 200, { 'content-type': 'text/css; charset=utf-8' })
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

async function servePage(c: Context<AppEnv>, next: () => Promise<void>, pagesDir: string, name: string, db: Database) {
  const page = await renderPage(pagesDir, name, {
    request: { url: new URL(c.req.url), db, cookies: getCookie(c) },
    context: c.get('pageContext'),
  })
  if (page === undefined) return next()
  c.header('Cache-Control', 'no-cache')
  return c.html(page)
}

/**
 * Files under `root`, with `prefix` taken off the request path. The middleware is made on first use:
 * `dist/` may be built after the server starts, and a folder that is missing is a 404, not a crash.
 */
function staticFiles(root: string, prefix = ''): MiddlewareHandler<AppEnv> {
  let serve: MiddlewareHandler<AppEnv> | undefined
  return async (c, next) => {
    if (!existsSync(root)) return next()
    serve ??= serveStatic<AppEnv>({
      root,
      rewriteRequestPath: (path) => path.slice(prefix.length),
      onFound: (_path, c) => {
        // The demo is rebuilt often; the browser must always ask again.
        c.header('Cache-Control', 'no-cache')
      },
    })
    return serve(c, next)
  }
}

function notFoundPage() {
  return htmlDocument({
    title: 'Page not found · Atoll demo',
    // A real site runs the runtime on its 404 page too, with the not-found page type.
    context: { ...DEMO_CONTEXT, pageType: 100 },
    body: html`<main>
      <h1>Page not found</h1>
      <p>There is no page at this address. <a href="/">Back to the demo pages</a>.</p>
    </main>`,
  })
}

function errorPage() {
  return htmlDocument({
    title: 'Server error · Atoll demo',
    body: html`<main>
      <h1>Something went wrong</h1>
      <p>The demo server failed to answer; its console says why. <a href="/">Back to the demo pages</a>.</p>
    </main>`,
  })
}
