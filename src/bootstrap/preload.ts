/**
 * Each island's shared chunks, written into the entry at build time by the island-chunks build
 * plugin. Preloading them as the island is imported fetches them side by side instead of one after
 * another. (Islands carry their CSS as constructable stylesheets, so there is no CSS to fetch.)
 */
declare const __ATOLL_CHUNKS__: Record<string, string[]>

/** Adds a `modulepreload` link for each chunk `kind` needs beyond its own. */
export function preload(kind: string): void {
  for (const file of __ATOLL_CHUNKS__[kind] ?? []) {
    const link = document.head.appendChild(document.createElement('link'))
    link.rel = 'modulepreload'
    link.href = new URL(file, import.meta.url).href
  }
}
