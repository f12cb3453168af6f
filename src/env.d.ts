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

// hls.js's light build (no subtitles, alternate audio or DRM, which the platform video does not use)
// has the full build's API; its package names no types for that entry.
declare module 'hls.js/light' {
  export { default } from 'hls.js'
}
