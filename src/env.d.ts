/** Replaced at build time with the package version. */
declare const __ATOLL_VERSION__: string

declare module 'virtual:atoll/islands' {
  import type { FeatureEntry, IslandEntry } from './bootstrap/registry.ts'
  /** Block kinds (`data-block`, the folder's name) to their islands. */
  export const ISLANDS: Record<string, IslandEntry>
  /** Page-wide features, initialised once per page lifecycle when the page context asks for them. */
  export const FEATURES: readonly FeatureEntry[]
}
