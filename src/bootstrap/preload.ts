/**
 * Preloads an island's shared chunks as the island is imported, so they download side by side
 * instead of one after another. (Islands carry their CSS as constructable stylesheets: no CSS here.)
 */
export function preload(chunks = ''): void {
  for (const file of chunks.split(',')) {
    if (!file) continue
    const link = document.head.appendChild(document.createElement('link'))
    link.rel = 'modulepreload'
    link.href = new URL(`./${file}.js`, import.meta.url).href
  }
}
