/**
 * The demo's server rendering: `atoll/server` as a Node template would import it, from the build
 * (`dist-server/`, written by `npm run build`). Imported by its file URL rather than its package name:
 * the test runner's resolver does not follow a package's own exports, Node's does.
 */
import { createHash } from 'node:crypto'
import type * as AtollServer from '../../src/server/index.ts'

let loaded: Promise<typeof AtollServer> | undefined

/**
 * The built `atoll/server`; rejects, saying what to run, when there is no build. The unit tests
 * (ATOLL_SERVER_SOURCE, set by their project) render from the source, so they need no build.
 */
export function atollServer(): Promise<typeof AtollServer> {
  const module = process.env.ATOLL_SERVER_SOURCE ? '../../src/server/index.ts' : '../../dist-server/index.js'
  loaded ??= import(new URL(module, import.meta.url).href).catch((error: unknown) => {
    loaded = undefined
    throw new Error('dist-server/index.js is missing: run `npm run build` before serving the demo.', { cause: error })
  }) as Promise<typeof AtollServer>
  return loaded
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
