import type { FeatureModule, HydrationMoment, IslandModule, PageContext } from './types.ts'

/** A block kind: how to import its island, and when it mounts unless `data-hydrate` says otherwise. */
export type IslandEntry = readonly [load: () => Promise<IslandModule>, moment: HydrationMoment]

/** A page-wide feature: when the page needs it, how to import it. */
export type FeatureEntry = readonly [
  name: string,
  wanted: (page: Readonly<PageContext>) => boolean,
  load: () => Promise<FeatureModule>,
]

/** Block kinds (`data-block`) to their islands. One import per kind, shared by all its blocks. */
export const ISLANDS: Record<string, IslandEntry> = {
  accordion: [() => import('../modules/accordion/index.ts'), 'visible'],
}

/** Page-wide features, initialised once per page lifecycle when the page context asks for them. */
export const FEATURES: readonly FeatureEntry[] = []
