import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { REF_BASE } from '../src/bootstrap/registry-refs.ts'

/**
 * The island registry. A folder of `src/islands` is an island: `index.ts` mounts it, `moment.ts`
 * (`export const moment = 'load'`) gives its default hydration moment (`visible` without one). A
 * folder of `src/features` is a page-wide feature; its `wanted.ts`: `export const wanted = 'img[data-src]'` (a CSS
 * selector that must match) or `export function wanted(page): boolean` (a test of the page context),
 * bundled into the loader to decide, page by page; its `index.ts` exports `init`.
 *
 * Each module is an entry of the build. As the chunks are rendered, the plugin writes into the
 * loader's runtime chunk one string naming every module's file, its moment and the shared chunks it needs:
 * `core-0a8d renderer-7hh2;accordion-3fk2 form-9xq1:load:AB ...` (each shared chunk named once, a module's
 * chunks one character each). Written by hand, the registry of a
 * few dozen islands (an import function, a moment and a list of chunks each) would cost the loader
 * more than its whole budget allows; as one string it costs a few bytes an island.
 */

export interface SiteModule {
  /** The folder's name: the block kind (`data-block`) or the feature's name. */
  name: string
  /** Its `index.ts`, the build entry. */
  entry: string
  /** Its default hydration moment (islands only). */
  moment: string
  /** Its `wanted.ts` (features only). */
  wanted?: string
}

const ID = 'virtual:atoll/features'
const RESOLVED = `\0${ID}`
const PLACEHOLDER = /(["'`])__ATOLL_ISLANDS__\1/
const MOMENT = /export const moment\s*(?::[^=]+)?=\s*'(load|idle|visible|interaction)'/

/** The islands of `islands` and the features of `features`, by name (one list: a name is unique). */
export function siteModules(islands = resolve('src/islands'), features = resolve('src/features')): SiteModule[] {
  const found: SiteModule[] = []
  for (const [dir, isFeature] of [
    [islands, false],
    [features, true],
  ] as const) {
    for (const name of readdirSync(dir)) {
      const entry = ['index.ts', 'index.tsx'].map((file) => join(dir, name, file)).find(existsSync)
      if (!entry) continue
      const wanted = join(dir, name, 'wanted.ts')
      if (isFeature !== existsSync(wanted))
        throw new Error(`${join(dir, name)}: a feature has a wanted.ts, an island has none`)
      found.push({ name, entry, moment: momentOf(join(dir, name, 'moment.ts')), ...(isFeature && { wanted }) })
    }
  }
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** The build entries: the loader (`atoll`) and every island and feature. */
export function buildEntries(modules = siteModules()): Record<string, string> {
  return { atoll: resolve('src/bootstrap/index.ts'), ...Object.fromEntries(modules.map((m) => [m.name, m.entry])) }
}

export function islands(modules = siteModules()): Plugin {
  /** The name of the chunk the registry was written into: the runtime's. */
  let holder: string | undefined
  return {
    name: 'atoll-islands',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    // The features' `wanted` functions, bundled into the loader: `[[name, wanted], ...]`.
    load(id) {
      if (id !== RESOLVED) return
      const features = modules.filter((m) => m.wanted)
      return [
        ...features.map((m, i) => `import { wanted as wanted${i} } from ${JSON.stringify(m.wanted)}`),
        `export const FEATURES = [${features.map((m, i) => `[${JSON.stringify(m.name)}, wanted${i}]`).join(', ')}]`,
      ].join('\n')
    },
    // The registry is written while the chunks are rendered, when their names still hold the
    // bundler's hash placeholders: the bundler then replaces each with the final name and hashes the
    // runtime chunk with the names it holds, so the runtime's file changes name whenever an island it
    // names does, as a file served as immutable must.
    renderStart() {
      holder = undefined
    },
    renderChunk(code, chunk, _options, meta) {
      if (!PLACEHOLDER.test(code)) return null
      holder = chunk.name
      const registry = registryOf(modules, Object.values(meta.chunks), meta.chunks)
      return { code: code.replace(PLACEHOLDER, () => JSON.stringify(registry)), map: null }
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
      const css = chunks.filter((chunk) => importedCss(chunk).size).map((chunk) => chunk.fileName)
      if (css.length)
        this.error(`the loader loads no CSS files; import CSS with ?inline and adopt it (${css.join(', ')})`)
      let registry: string
      try {
        registry = registryOf(modules, chunks, bundle)
      } catch (error) {
        return this.error((error as Error).message)
      }
      // The same registry, read from the final names: the one the runtime chunk holds.
      const runtime = chunks.find((chunk) => chunk.name === holder)
      if (!runtime) return this.error('the loader has no __ATOLL_ISLANDS__ placeholder')
      // For npm run size: how much of the loader is the registry, which grows with each module.
      const features = modules.filter((m) => m.wanted).map((m) => m.name)
      this.emitFile({
        type: 'asset',
        fileName: '.vite/islands.json',
        source: JSON.stringify({ registry, modules: modules.length, features, runtime: runtime.fileName }),
      })
    },
  }
}

/** A chunk as the registry reads it: while rendering (names with hash placeholders) or in the bundle. */
type ChunkInfo = Pick<OutputChunk, 'type' | 'fileName' | 'name' | 'isEntry' | 'imports'>
type ChunksByFile = Readonly<Record<string, ChunkInfo | { type: 'asset' }>>

/** The registry string of `modules`, from the chunks that hold them, by file name. */
function registryOf(modules: readonly SiteModule[], chunks: readonly ChunkInfo[], byFile: ChunksByFile): string {
  const entries = modules.map((m) => {
    const chunk = chunks.find((c) => c.isEntry && c.name === m.name)
    if (!chunk) throw new Error(`no chunk for ${m.name}`)
    return { file: stem(chunk.fileName), moment: m.moment, deps: staticImports(chunk, byFile).map(stem) }
  })
  return encodeRegistry(entries)
}

/** A module as the registry names it: its file's stem, its moment, the stems of the shared chunks it imports. */
export interface RegistryEntry {
  file: string
  moment: string
  /** In the order the module's chunk imports them, each after the ones it imports. */
  deps: readonly string[]
}

/** How many shared chunks one reference character can name: from `A` up to `~`. */
const REF_MAX = 126 - REF_BASE + 1

/**
 * The registry string `registry.ts` reads: the shared chunks' stems, space separated, then `;`, then
 * each module as `file[:moment[:refs]]` (no moment for `visible`), where refs are the module's
 * shared chunks, one character each: the chunk's place in the first list, from `A`.
 */
export function encodeRegistry(entries: readonly RegistryEntry[]): string {
  const shared = [...new Set(entries.flatMap((entry) => entry.deps))]
  if (shared.length > REF_MAX)
    throw new Error(`the registry names ${shared.length} shared chunks, one character each holds ${REF_MAX}`)
  const ref = (dep: string) => String.fromCharCode(REF_BASE + shared.indexOf(dep))
  const modules = entries.map(({ file, moment, deps }) =>
    [file, moment === 'visible' ? '' : moment, deps.map(ref).join('')].join(':').replace(/:+$/, ''),
  )
  return `${shared.join(' ')};${modules.join(' ')}`
}

function momentOf(file: string): string {
  if (!existsSync(file)) return 'visible'
  const moment = MOMENT.exec(readFileSync(file, 'utf8'))?.[1]
  if (!moment) throw new Error(`${file}: write export const moment = 'load' | 'idle' | 'visible' | 'interaction'`)
  return moment
}

/** `core-3fk2.js` -> `core-3fk2`: the registry adds `.js` back. */
const stem = (file: string) => file.replace(/\.js$/, '')

/**
 * Every chunk `chunk` imports, directly or not, each after the chunks it imports itself: the runtime
 * evaluates them in this order, one a task, so each evaluation runs one chunk's module alone.
 */
function staticImports(chunk: ChunkInfo, byFile: ChunksByFile): string[] {
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (current: ChunkInfo) => {
    for (const name of current.imports) {
      const imported = byFile[name]
      if (imported?.type !== 'chunk' || seen.has(name)) continue
      seen.add(name)
      visit(imported)
      files.push(name)
    }
  }
  visit(chunk)
  return files
}

function importedCss(chunk: OutputChunk): Set<string> {
  return (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? new Set()
}
