/**
 * The demo's server rendering: `atoll/server` as a Node template would import it, from the build
 * (`dist-server/`, written by `npm run build`). Imported by its file URL rather than its package name:
 * the test runner's resolver does not follow a package's own exports, Node's does.
 */
import { createHash } from 'node:crypto'
import type * as AtollServer from '../../src/server/index.ts'

let loaded: Promise<typeof AtollServer> | undefined

/** The built `atoll/server`; rejects, saying what to run, when there is no build. */
export function atollServer(): Promise<typeof AtollServer> {
  loaded ??= import(new URL('../../dist-server/index.js', import.meta.url).href).catch((error: unknown) => {
    loaded = undefined
    throw new Error('dist-server/index.js is missing: run `npm run build` before serving the demo.', { cause: error })
  }) as Promise<typeof AtollServer>
  return loaded
}

/** Where the form's stylesheet is served: named by its content, so it is cached for good. */
export async function formStylesPath(): Promise<string> {
  const { FORM_STYLES } = await atollServer()
  return `/styles/atoll-form-${createHash('sha256').update(FORM_STYLES).digest('hex').slice(0, 10)}.css`
}
