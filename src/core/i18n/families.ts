/**
 * The message families the build also ships as chunks of their own (`messages-<locale>-<family>`),
 * for the page features and small islands of most pages, which `loadMessages(locale, families)`
 * serves without the whole dictionary. Only these: each one listed adds a loader to the core chunk.
 */
export const SPLIT_FAMILIES = ['blocks', 'common', 'pages'] as const

/** A family `loadMessages` can fetch on its own. */
export type SplitFamily = (typeof SPLIT_FAMILIES)[number]
