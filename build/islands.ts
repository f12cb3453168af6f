import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

const ID = 'virtual:atoll/islands'
const RESOLVED = `\0${ID}`
const MOMENT = /export const moment\s*(?::[^=]+)?=\s*'(load|idle|visible|interaction)'/
const MOMENTS = new Set(['load', 'idle', 'visible', 'interaction'])

/**
 * The registry of islands and page features, generated from the folders of `src/modules`, so adding
 * one is adding its folder: `index.ts` is the island, `moment.ts` (`export const moment = 'load'`)
 * its default hydration moment (`visible` without one), and a `wanted.ts` exporting
 * `wanted(page): boolean` makes it a page-wide feature (its `index.ts` exports `init`) instead of a
 * block kind. The generated code is what one would write by hand, so it costs the loader nothing more.
 */
export function islands(root = process.cwd()): Plugin {
  const modules = resolve(root, 'src/modules')
  return {
    name: 'atoll-islands',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return
      this.addWatchFile(modules)
      return generate(modules)
    },
  }
}

/** The registry module's code for the folders under `modules`. */
export function generate(modules: string): string {
  const islands: string[] = []
  const features: string[] = []
  const predicates: string[] = []
  for (const kind of readdirSync(modules).sort()) {
    const index = ['index.ts', 'index.tsx'].map((file) => join(modules, kind, file)).find(existsSync)
    if (!index) continue
    const load = `() => import(${JSON.stringify(index)})`
    const wanted = join(modules, kind, 'wanted.ts')
    if (existsSync(wanted)) {
      const name = `wanted${predicates.length}`
      predicates.push(`import { wanted as ${name} } from ${JSON.stringify(wanted)}`)
      features.push(`[${JSON.stringify(kind)}, ${name}, ${load}]`)
      continue
    }
    islands.push(`${JSON.stringify(kind)}: [${load}, ${JSON.stringify(momentOf(join(modules, kind, 'moment.ts')))}]`)
  }
  return [
    ...predicates,
    `export const ISLANDS = {\n  ${islands.join(',\n  ')}\n}`,
    `export const FEATURES = [\n  ${features.join(',\n  ')}\n]`,
  ].join('\n')
}

function momentOf(file: string): string {
  if (!existsSync(file)) return 'visible'
  const moment = MOMENT.exec(readFileSync(file, 'utf8'))?.[1]
  if (!moment || !MOMENTS.has(moment)) throw new Error(`${file}: export const moment = 'load' | 'idle' | 'visible' | 'interaction'`)
  return moment
}
