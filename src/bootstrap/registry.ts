/**
 * The islands and page features, from the registry string the islands build plugin
 * (`build/islands.ts`) writes into the entry: a folder of `src/islands` (or `src/features`) is all it takes to add one.
 */
import type { HydrationMoment, IslandModule, PageContext } from '../contract.ts'
import { REF_BASE } from './registry-refs.ts'

/** An island: how to import it, its default moment, and the shared chunks to preload with it. */
export type IslandEntry = readonly [
  load: (query?: string) => Promise<IslandModule>,
  moment: HydrationMoment,
  chunks?: string,
]

/**
 * A page-wide feature: its name (its module in the registry) and when the page needs it: a test of
 * the page context, or a CSS selector that must match an element of the page.
 */
export type FeatureEntry = readonly [name: string, wanted: string | ((page: Readonly<PageContext>) => boolean)]

/**
 * `chunk chunk ...;kind-hash[:moment[:refs]] ...`, replaced at build time: the shared chunks' file
 * stems once, then each module, its shared chunks one character each (the chunk's place in the first
 * list, from `A`). Measured as it came in, with 47 modules: 1,237 B gzip in the runtime chunk, where a
 * list of stems per module was 1,348.
 */
declare const __ATOLL_ISLANDS__: string

/** The modules a registry string names, by name (a block kind, or a feature's name). */
export function readRegistry(registry: string): Record<string, IslandEntry> {
  // Without a prototype: a name such as `toString` is no module.
  const modules: Record<string, IslandEntry> = Object.create(null)
  const [shared = '', list = ''] = registry.split(';')
  const chunks = shared.split(' ')
  for (const module of list.split(' ')) {
    const [file = '', moment, refs = ''] = module.split(':')
    // Support: the specifier is built at run time on purpose; the bundler leaves it as it is.
    const load = (query = '') => import(/* @vite-ignore */ `./${file}.js${query}`)
    modules[file.slice(0, file.lastIndexOf('-'))] = [
      load,
      (moment || 'visible') as HydrationMoment,
      [...refs].map((ref) => chunks[ref.charCodeAt(0) - REF_BASE]).join(),
    ]
  }
  return modules
}

/** Every module of the build. */
export const ISLANDS = readRegistry(__ATOLL_ISLANDS__)
