/**
 * The islands and page features, generated at build time from the folders of `src/modules` by the
 * islands build plugin (`build/islands.ts`): a folder is all it takes to add one.
 */
import type { FeatureModule, HydrationMoment, IslandModule, PageContext } from './types.ts'

/** A block kind: how to import its island, and when it mounts unless `data-hydrate` says otherwise. */
export type IslandEntry = readonly [load: () => Promise<IslandModule>, moment: HydrationMoment]

/** A page-wide feature: when the page needs it, how to import it. */
export type FeatureEntry = readonly [
  name: string,
  wanted: (page: Readonly<PageContext>) => boolean,
  load: () => Promise<FeatureModule>,
]

export { FEATURES, ISLANDS } from 'virtual:atoll/islands'
