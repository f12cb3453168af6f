/**
 * The demo's server rendering: `atoll/server` as a Node template would import it, from the build of
 * the flavour the demo serves (`dist-server/`, written by `npm run build`; `dist-react-server/`, by
 * `npm run build:react`, whose React islands hydrate react-dom's HTML). Imported by its file URL
 * rather than its package name: the test runner's resolver does not follow a package's own exports,
 * Node's does.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { basename, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { MiddlewareHandler } from 'hono'
import { OUT_DIRS, SERVER_OUT_DIRS } from '../../build/flavours.ts'
import type * as AtollServer from '../../src/server/index.ts'
import type { AppEnv } from './types.ts'

// Nothing of Node's runs as the module loads: the static demo's worker bundles modules that import
// this one for their server-only parts, and a browser has none of Node's built-ins.
const repoRoot = () => fileURLToPath(new URL('../../', import.meta.url))

/**
 * The server build of the bundle in `distDir`: React's for `dist-react/`, else Preact's (the eager
 * bundle hydrates Preact's too).
 */
export const serverDirFor = (distDir: string): string =>
  resolve(repoRoot(), SERVER_OUT_DIRS[basename(distDir) === OUT_DIRS.react ? 'react' : 'preact'])

// Two demo servers of two flavours may run in one process (the browser tests' two projects): each
// request renders with its own app's build, which the middleware below keeps for it.
let dirs: AsyncLocalStorage<string> | undefined
const serverDirs = () => (dirs ??= new AsyncLocalStorage<string>())

/** Renders the request's islands with the server build in `dir`. */
export const renderWith =
  (dir: string): MiddlewareHandler<AppEnv> =>
  (_c, next) =>
    serverDirs().run(dir, next)

const loaded = new Map<string, Promise<typeof AtollServer>>()

/**
 * The built `atoll/server` of the request's flavour (`renderWith`); rejects, saying what to run, when
 * there is no build. The unit tests (ATOLL_SERVER_SOURCE, set by their project) render from the
 * source, so they need no build.
 */
export function atollServer(): Promise<typeof AtollServer> {
  const dir = serverDirs().getStore() ?? resolve(repoRoot(), SERVER_OUT_DIRS.preact)
  const module = process.env.ATOLL_SERVER_SOURCE
    ? new URL('../../src/server/index.ts', import.meta.url).href
    : pathToFileURL(resolve(dir, 'index.js')).href
  let server = loaded.get(module)
  if (!server) {
    server = import(module).catch((error: unknown) => {
      loaded.delete(module)
      const built = basename(dir) === SERVER_OUT_DIRS.react ? 'npm run build:react' : 'npm run build'
      throw new Error(`${basename(dir)}/index.js is missing: run \`${built}\` before serving the demo.`, {
        cause: error,
      })
    }) as Promise<typeof AtollServer>
    loaded.set(module, server)
  }
  return server
}

/** The stylesheets of the islands `atoll/server` renders, by name. */
const STYLES = {
  form: 'FORM_STYLES',
  comments: 'COMMENTS_STYLES',
  cart: 'CART_STYLES',
  purchase: 'PURCHASE_STYLES',
  shape: 'SHAPE_STYLES',
  designs: 'IMAGE_DESIGN_STYLES',
} as const
export type StylesName = keyof typeof STYLES
export const isStylesName = (name: string | undefined): name is StylesName =>
  name !== undefined && Object.hasOwn(STYLES, name)

const styles = new Map<StylesName, Promise<{ path: string; css: string }>>()

/**
 * An island's stylesheet: its text and where it is served, named by its content so that it is cached
 * for good. Hashed once per name (every page that links it asks).
 */
export function islandStyles(name: StylesName): Promise<{ path: string; css: string }> {
  let found = styles.get(name)
  if (!found) {
    found = atollServer().then((server) => {
      const css = server[STYLES[name]]
      return { path: `/styles/atoll-${name}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css }
    })
    // A build that is missing is asked again next time.
    found.catch(() => styles.delete(name))
    styles.set(name, found)
  }
  return found
}

/** Where an island's stylesheet is served (`islandStyles`). */
export const stylesPath = async (name: StylesName): Promise<string> => (await islandStyles(name)).path
