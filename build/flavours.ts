import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { SiteModule } from './islands.ts'

/**
 * The build flavours, chosen with `ATOLL_FLAVOUR`:
 *
 * - `preact` (the default, `dist/`): what ships. React's API in source, `preact/compat` on the page.
 * - `react` (`dist-react/`): the same islands on React 19 and react-dom, in a renderer chunk of their
 *   own. It proves the source is real React, and the bench measures what Preact saves.
 * - `eager` (`dist-eager/`): every island and feature imported statically into one `atoll.js`, with
 *   every lazy import inlined, mounted by the same runtime: the one site bundle that a platform
 *   without islands ships, for the bench to compare against.
 */
export type Flavour = 'preact' | 'react' | 'eager'

export const FLAVOURS: readonly Flavour[] = ['preact', 'react', 'eager']

/** The flavour of this build, from `ATOLL_FLAVOUR`; anything else than the three names throws. */
export function flavourFromEnv(value = process.env.ATOLL_FLAVOUR): Flavour {
  if (value === undefined || value === '') return 'preact'
  if ((FLAVOURS as readonly string[]).includes(value)) return value as Flavour
  throw new TypeError(`ATOLL_FLAVOUR must be one of ${FLAVOURS.join(', ')}, got '${value}'`)
}

/** Where each flavour is written, from the project root. */
export const OUT_DIRS: Readonly<Record<Flavour, string>> = { preact: 'dist', react: 'dist-react', eager: 'dist-eager' }

/** Where each flavour's `atoll/server` is written (vite.server.config.ts): the eager bundle hydrates Preact's. */
export const SERVER_OUT_DIRS: Readonly<Record<Flavour, string>> = {
  preact: 'dist-server',
  react: 'dist-react-server',
  eager: 'dist-server',
}

/**
 * React's API in source, Preact on the page and in the tests: what is tested is what ships. The
 * server renderer is preact-render-to-string itself (the one preact/compat/server re-exports, without
 * its stream renderers), before `react-dom`, which would take it otherwise.
 */
export const REACT_TO_PREACT: Readonly<Record<string, string>> = {
  'react-dom/server': 'preact-render-to-string',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
}

/** The packages of the renderer chunk (build/chunks.ts): Preact, or React with react-dom and its scheduler. */
export const RENDERER: Readonly<Record<'preact' | 'react', readonly string[]>> = {
  preact: ['node_modules/preact/'],
  react: ['node_modules/react/', 'node_modules/react-dom/', 'node_modules/scheduler/'],
}

/**
 * V8's explicit compile hint: a chunk that starts with it has its functions compiled while it is
 * streamed, off the main thread, instead of on their first call in one of the page's tasks. Given to
 * the chunks whose code runs as soon as they are used, in a mount's first task: the renderer (a
 * first render or a hydration), Embla (its engine's set-up), the core and its messages, the kit's
 * cleanup, the media core and the gallery. Not to the eager bundle, which runs little of its code on
 * a page. Measured in docs/core.md, "Compile hints".
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const EMBLA = /node_modules[\\/]embla-carousel[\\/]/
const HINTED: ReadonlySet<string> = new Set(['renderer', 'core', 'i18n', 'kit', 'media', 'gallery'])

/** What a chunk of the flavour's build starts with, after minification (`output.postBanner`). */
export function compileHint(flavour: Flavour, chunk: { name: string; moduleIds: readonly string[] }): string {
  if (flavour === 'eager') return ''
  return HINTED.has(chunk.name) || chunk.moduleIds.some((id) => EMBLA.test(id)) ? COMPILE_HINT : ''
}

const EAGER_ID = 'virtual:atoll/eager-registry'
const EAGER_RESOLVED = `\0${EAGER_ID}`
const FEATURES_ID = 'virtual:atoll/features'
const REGISTRY = /[\\/]src[\\/]bootstrap[\\/]registry\.ts$/

/**
 * The eager flavour's registry: the loader's `./registry.ts` is swapped for a module that imports every
 * island and feature statically, so the runtime finds, waits and mounts as usual, but every module's
 * code is in the entry from the start.
 */
export function eagerRegistry(modules: readonly SiteModule[]): Plugin {
  return {
    name: 'atoll-eager-registry',
    enforce: 'pre',
    async resolveId(source, importer) {
      // The entry's features (`virtual:atoll/features`, which the islands plugin serves in the other
      // flavours) come from the same module.
      if (source === EAGER_ID || source === FEATURES_ID) return EAGER_RESOLVED
      if (!importer || !source.endsWith('registry.ts')) return
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      return resolved && REGISTRY.test(resolved.id) ? EAGER_RESOLVED : undefined
    },
    load(id) {
      if (id !== EAGER_RESOLVED) return
      const lines = modules.map((m, i) => `import * as m${i} from ${JSON.stringify(m.entry)}`)
      const features = modules.filter((m) => m.wanted)
      lines.push(...features.map((m, i) => `import { wanted as wanted${i} } from ${JSON.stringify(m.wanted)}`))
      const islands = modules.map(
        (m, i) => `${JSON.stringify(m.name)}: [() => Promise.resolve(m${i}), ${JSON.stringify(m.moment)}]`,
      )
      lines.push(`export const ISLANDS = { ${islands.join(', ')} }`)
      lines.push(
        `export const FEATURES = [${features.map((m, i) => `[${JSON.stringify(m.name)}, wanted${i}]`).join(', ')}]`,
      )
      return lines.join('\n')
    },
  }
}

/**
 * The loader alone is the eager build's entry: everything else comes in through its registry. A
 * function, so that nothing of Node's runs as this module loads (the static demo's worker bundles
 * the demo server's modules that read the constants above).
 */
export const eagerEntry = () => ({ atoll: resolve('src/bootstrap/index.ts') })
