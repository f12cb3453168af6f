/**
 * Readies an island's shared chunks before the island is imported. First each is preloaded, so they
 * download side by side with one another instead of one after the other; then each is evaluated (its
 * module run) in a task of its own, so the island's import runs the island's module alone. Imported
 * together, the island and the chunks it shares (the core, the renderer) run in one long task.
 * (Islands carry their CSS as constructable stylesheets: no CSS here.) Each chunk once:
 * islands share most of theirs. Each link is added in a task of its own too: adding one starts its
 * request there and then, and an island with many shared chunks would make the task that imports it
 * a long one. (Plain timeouts, not the core's nextTask: importing it into the loader
 * would add a chunk to every page.)
 * @param chunks the shared chunks' file stems, comma separated, each after the ones it imports (the
 *   registry's order), so that each evaluation runs that chunk's module alone
 * @param evaluate imports one chunk; a failure is left to the island's own import, which retries
 * @returns settles once the last chunk is evaluated, where the island's import starts
 */
const preloaded = new Set<string>()
const evaluated = new Map<string, Promise<unknown>>()

/**
 * `run` in a task of its own, after `ms` (a zero-delay timeout by default). The timeout's callback
 * is a function of this chunk, not the promise's own `resolve`: the browser's long-animation-frame
 * entries name a timer's script by its callback, and a native callback leaves the task unnamed.
 */
export const inTask = <T>(run: () => T, ms = 0): Promise<Awaited<T>> =>
  new Promise<void>((next) => setTimeout(() => next(), ms)).then(run) as Promise<Awaited<T>>

export function preload(
  chunks = '',
  evaluate = (file: string): Promise<unknown> => import(/* @vite-ignore */ `./${file}.js`),
): Promise<unknown> {
  const files = chunks.split(',').filter(Boolean)
  let ready: Promise<unknown> = Promise.resolve()
  for (const file of files) {
    if (preloaded.has(file)) continue
    preloaded.add(file)
    ready = inTask(() => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      // Resolved against the loader's own URL, so the bundle works from any path.
      link.href = import.meta.resolve(`./${file}.js`)
      document.head.append(link)
    })
  }
  for (const file of files) {
    let done = evaluated.get(file)
    if (!done) evaluated.set(file, (done = ready.then(() => inTask(() => evaluate(file).catch(() => {})))))
    ready = ready.then(() => done)
  }
  return ready
}
