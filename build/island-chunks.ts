import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

const ISLAND = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]index\.tsx?$/
const PLACEHOLDER = /(["'`])__ATOLL_CHUNKS__\1/

/**
 * Writes into the entry, for each island, the shared chunks it needs beyond its own, so the loader
 * can preload them itself: Vite's own preload helper would double the loader's size.
 */
export function islandChunks(): Plugin {
  return {
    name: 'atoll-island-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
      const css = chunks.filter((chunk) => importedCss(chunk).size).map((chunk) => chunk.fileName)
      if (css.length) {
        this.error(`CSS files are not loaded by the loader; import CSS with ?inline and adopt it (${css.join(', ')})`)
      }
      const map: Record<string, string[]> = {}
      for (const chunk of chunks) {
        const kind = chunk.isDynamicEntry && ISLAND.exec(chunk.facadeModuleId ?? '')?.[1]
        if (kind) map[kind] = staticImports(chunk, bundle)
      }
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry || !PLACEHOLDER.test(entry.code)) this.error('the entry has no __ATOLL_CHUNKS__ placeholder')
      entry.code = entry.code.replace(PLACEHOLDER, () => JSON.stringify(map))
    },
  }
}

/** The chunk's static imports, transitively. */
function staticImports(chunk: OutputChunk, bundle: OutputBundle): string[] {
  const files = new Set<string>()
  const visit = (current: OutputChunk) => {
    for (const name of current.imports) {
      const imported = bundle[name]
      if (imported?.type !== 'chunk' || files.has(name)) continue
      files.add(name)
      visit(imported)
    }
  }
  visit(chunk)
  return [...files]
}

function importedCss(chunk: OutputChunk): Set<string> {
  return (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? new Set()
}
