/**
 * `npm run build:static`: the demo site as files, for QA from any static host (docs/static-demo.md).
 *
 * - Every page the demo server renders, reached from its index by following its links, written as
 *   `<path>/index.html` by the server's own app (createApp) on an empty database in memory: the
 *   same renderer, the same store pages, the same posts. Each page's runtime script is replaced by
 *   the bootstrap (boot.ts), which starts the mock worker and then adds the runtime.
 * - The bundle (`dist/`) at `/atoll/`, the demo's public folder, the islands' stylesheets the pages
 *   link, and the media renditions the demo's image server draws (every width of the spec).
 * - msw's `mockServiceWorker.js` at the root (scope `/`), the bootstrap with its handlers
 *   (handlers.ts) built by Vite, and `search-documents.json`, what the site search looks through.
 * - `/demo/sign-in`, the demo's signed-in mode: a page with the bootstrap alone, which keeps the role.
 *
 * Needs `npm run build` first (the bundle and `atoll/server`, which the pages render with).
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createLogger } from 'vite'
import { IMAGE_WIDTHS } from '../../src/core/media/widths.ts'
import { createApp } from '../server/app.ts'
import { openDatabase } from '../server/db.ts'
import { listComments } from '../server/content/comments.ts'
import { ALL_POSTS } from '../server/content/posts.ts'
import { siteDocuments } from '../server/routes/content.ts'
import { DEMO_SIGN_IN_PATH } from '../server/roles.ts'
import { atWidth } from '../server/routes/media.ts'
import { REPO_ROOT } from '../server/server.ts'

/** Where the static site is written. */
export const STATIC_DIR = join(REPO_ROOT, 'dist-static')
/** The entry the server's pages load; the static pages load {@link BOOT_PATH} in its place. */
const RUNTIME_TAG = '<script type="module" src="/atoll/atoll.js"></script>'
export const BOOT_PATH = '/static-demo/boot.js'

const DIST_DIR = join(REPO_ROOT, 'dist')
const PUBLIC_DIR = join(REPO_ROOT, 'demo-site/public')
const HERE = dirname(fileURLToPath(import.meta.url))

/** The paths a crawl does not follow: the API, the inbox (the server's records), the bundle, files. */
const NOT_A_PAGE = /^\/(?:api|inbox|atoll|styles|media|demo)(?:\/|$)|\.[a-z0-9]+$/i

export async function buildStatic(out = STATIC_DIR): Promise<{ pages: string[] }> {
  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  await Promise.all([
    cp(PUBLIC_DIR, out, { recursive: true }),
    cp(DIST_DIR, join(out, 'atoll'), { recursive: true, filter: (source) => !source.includes(`${'/'}.vite`) }),
    cp(join(REPO_ROOT, 'node_modules/msw/lib/mockServiceWorker.js'), join(out, 'mockServiceWorker.js')),
    mediaRenditions(join(out, 'media')),
    bootstrap(join(out, 'static-demo')),
    writeFile(join(out, 'search-documents.json'), JSON.stringify(await siteDocuments())),
  ])
  const pages = await crawl(out)
  await signInPage(out)
  return { pages }
}

/**
 * `/demo/sign-in`, the demo's signed-in mode, which the server answers with a cookie and a redirect:
 * here a page with the bootstrap alone, which does the same (boot.ts).
 */
async function signInPage(out: string): Promise<void> {
  const file = join(out, DEMO_SIGN_IN_PATH, 'index.html')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(
    file,
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Signing in · Atoll demo</title><script type="module" src="${BOOT_PATH}"></script></html>\n`,
  )
}

/** Renders every page reachable from `/` and writes it, with the stylesheets the pages link. */
async function crawl(out: string): Promise<string[]> {
  const db = openDatabase(':memory:')
  const app = createApp({
    db,
    distDir: DIST_DIR,
    pagesDir: join(REPO_ROOT, 'demo-site/pages'),
    publicDir: PUBLIC_DIR,
  })
  const queue = ['/']
  const seen = new Set(queue)
  const styles = new Set<string>()
  const written: string[] = []
  try {
    while (queue.length) {
      const path = queue.shift()!
      const response = await app.request(`http://127.0.0.1${path}`)
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) continue
      const html = await response.text()
      if (!html.includes(RUNTIME_TAG)) continue
      for (const link of html.matchAll(/(?:href|action)="(\/[^"#?]*)/g)) {
        const target = link[1]!
        if (target.startsWith('/styles/')) styles.add(target)
        else if (!NOT_A_PAGE.test(target) && !seen.has(target)) {
          seen.add(target)
          queue.push(target)
        }
      }
      const file = join(out, path, 'index.html')
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, withBootstrap(html))
      written.push(path)
    }
    // The approved comments the server seeds, by post, for the static demo's comment lists.
    const comments = Object.fromEntries(
      ALL_POSTS.map((post) => [
        post.id,
        listComments(db, post.id, { offset: 0, sort: 'oldest', limit: 1000 }).comments,
      ]),
    )
    await writeFile(join(out, 'static-demo/comments.json'), JSON.stringify(comments))
    await mkdir(join(out, 'styles'), { recursive: true })
    for (const path of styles) {
      const response = await app.request(`http://127.0.0.1${path}`)
      if (response.ok) await writeFile(join(out, path), await response.text())
    }
  } finally {
    db.close()
  }
  return written
}

/**
 * The page with the bootstrap in place of the runtime's script. The page's own scripts, after the
 * runtime's, read `window.Atoll` when they run: they go to the bootstrap (`data-then`), which adds
 * them once the runtime has run, in their order.
 */
function withBootstrap(html: string): string {
  const at = html.indexOf(RUNTIME_TAG)
  const then: string[] = []
  const rest = html
    .slice(at + RUNTIME_TAG.length)
    .replace(/\s*<script type="module" src="([^"]+)"><\/script>/g, (_, src: string) => {
      then.push(src)
      return ''
    })
  const attribute = then.length ? ` data-then="${then.join(' ')}"` : ''
  return `${html.slice(0, at)}<script type="module" src="${BOOT_PATH}"${attribute}></script>${rest}`
}

/** `name-<width>w.svg` for every scene and width, as the demo's image server draws them (routes/media.ts). */
async function mediaRenditions(out: string): Promise<void> {
  await mkdir(out, { recursive: true })
  const scenes = (await readdir(join(PUBLIC_DIR, 'media'))).filter((file) => /^[a-z0-9-]+\.svg$/.test(file))
  await Promise.all(
    scenes.map(async (file) => {
      const svg = await readFile(join(PUBLIC_DIR, 'media', file), 'utf8')
      for (const width of IMAGE_WIDTHS) {
        await writeFile(join(out, file.replace(/\.svg$/, `-${width}w.svg`)), atWidth(svg, width))
      }
    }),
  )
}

/** The bootstrap and the mock handlers, one module (msw included), built for the browser. */
async function bootstrap(out: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    // The handlers import the server's rules from modules that also import Node's built-ins for
    // their server-only parts; those parts are left out of the bundle, so Vite's note is noise here.
    customLogger: quietExternals(),
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: { entry: join(HERE, 'boot.ts'), formats: ['es'], fileName: () => 'boot.js' },
      // One file: the bootstrap must not wait for chunks before it starts the worker.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
}

/** Vite's logger without its "externalized for browser compatibility" warnings. */
function quietExternals() {
  const logger = createLogger('warn')
  const warn = logger.warn
  logger.warn = (message, options) => {
    if (!message.includes('externalized for browser compatibility')) warn(message, options)
  }
  return logger
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const { pages } = await buildStatic()
  console.log(
    `dist-static/: ${pages.length} pages, the bundle and the mock worker in ${Math.round(performance.now() - started)} ms`,
  )
}
