/**
 * Preloads an island's shared chunks as the island is imported, so they download side by side
 * instead of one after another. (Islands carry their CSS as constructable stylesheets: no CSS here.)
 * Each chunk once: islands share most of theirs, and each link costs the page 2 to 4 ms at 4x CPU.
 */
const preloaded = new Set<string>()

export function preload(chunks = ''): void {
  for (const file of chunks.split(',')) {
    if (!file || preloaded.has(file)) continue
    preloaded.add(file)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    // Resolved against the loader's own URL, so the bundle works from any path.
    link.href = import.meta.resolve(`./${file}.js`)
    document.head.append(link)
  }
}
