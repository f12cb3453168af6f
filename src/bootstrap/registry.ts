/**
 * The islands and page features, from the registry string the islands build plugin
 * (`build/islands.ts`) writes into the entry: a folder of `src/islands` (or `src/features`) is all it takes to add one.
 */
import type { HydrationMoment, IslandModule, PageContext } from '../contract.ts'

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

/** `kind-hash[:moment[:chunk,chunk]]`, space separated; replaced at build time. */
declare const __ATOLL_ISLANDS__: string

/** Every module of the build by name (a block kind, or a feature's name). */
export const ISLANDS: Record<string, IslandEntry> = {}
for (const island of __ATOLL_ISLANDS__.split(' ')) {
  const [file = '', moment, chunks] = island.split(':')
  // Support: the specifier is built at run time on purpose; the bundler leaves it as it is.
  const load = (query = '') => import(/* @vite-ignore */ `./${file}.js${query}`)
  ISLANDS[file.slice(0, file.lastIndexOf('-'))] = [load, (moment || 'visible') as HydrationMoment, chunks]
}
