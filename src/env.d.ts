/** Replaced at build time with the package version. */
declare const __ATOLL_VERSION__: string
