/** Replaced at build time with the package version. */
declare const __ATOLL_VERSION__: string

declare module 'virtual:atoll/features' {
  import type { PageContext } from './contract.ts'
  /** Each page-wide feature's name and its `wanted` function, bundled into the loader. */
  export const FEATURES: readonly (readonly [
    name: string,
    wanted: string | ((page: Readonly<PageContext>) => boolean),
  ])[]
}
