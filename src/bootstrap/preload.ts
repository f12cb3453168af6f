/**
 * Preloads an island's shared chunks before the island is imported, so they download side by side
 * with it instead of after it. (Islands carry their CSS as constructable stylesheets: no CSS here.)
 * Each chunk once: islands share most of theirs. Each link is added in a task of its own: adding one
 * starts its request there and then, 2 to 4 ms at 4x CPU, and an island with nine shared chunks made
 * the task that imports it a long one. (Plain timeouts, not the core's nextTask: importing it into
 * the loader would add a chunk to every page.)
 * @returns settles once the last link is in, where the island's import starts
 */
const preloaded = new Set<string>()

export function preload(chunks = ''): Promise<void> {
  let added = Promise.resolve()
  for (const file of chunks.split(',')) {
    if (!file || preloaded.has(file)) continue
    preloaded.add(file)
    added = new Promise((done) =>
      setTimeout(() => {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        // Resolved against the loader's own URL, so the bundle works from any path.
        link.href = import.meta.resolve(`./${file}.js`)
        document.head.append(link)
        done()
      }),
    )
  }
  return added
}
