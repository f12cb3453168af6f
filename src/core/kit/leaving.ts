/**
 * Support: Firefox, Safari. A navigation (a link followed, a form sent, Back) cancels the page's
 * requests as it starts, while the page is still shown; Chromium lets them run until the page goes.
 * An import under way then fails though nothing is wrong with it, and saying so is noise in the
 * console and in what a site hears of its pages. The loader holds its reports the same way
 * (`src/bootstrap/runtime.ts`, which imports nothing of the core).
 */

/** Where the loader keeps when the visitor last started to leave the page. */
const LEFT_AT = Symbol.for('atoll.left')

/** How long after the visitor started to leave (`beforeunload`) a failure waits to be told. */
export const LEAVING_MS = 10_000

/** A load's watch for the visitor leaving: on from its start, off when it ends, so nothing listens between loads. */
export interface LeavingWatch {
  /** The load succeeded: stop watching. */
  stop(): void
  /**
   * The load failed: tell it at once, or, if the visitor started to leave while it ran, once
   * LEAVING_MS have passed since they did; not at all when the page goes first (`pagehide`). A page
   * that stays (the link was a download, the answer a 204) hears of it late, but hears of it.
   */
  unlessLeaving(tell: () => void): void
}

/**
 * Starts watching as a load starts.
 * @example
 * const watch = watchLeaving()
 * load().then(() => watch.stop(), (error) => watch.unlessLeaving(() => console.error('[atoll:i18n] ...', error)))
 */
export function watchLeaving(): LeavingWatch {
  // The loader's record (`bootstrap/runtime.ts`): the visitor may have started to leave before this load began.
  let leftAt = (globalThis as { [LEFT_AT]?: number })[LEFT_AT] ?? Number.NEGATIVE_INFINITY
  const watching = new AbortController()
  // A server render (atoll/server) has no page to leave.
  globalThis.addEventListener?.('beforeunload', () => (leftAt = performance.now()), { signal: watching.signal })
  return {
    stop: () => watching.abort(),
    unlessLeaving(tell) {
      watching.abort()
      const wait = leftAt + LEAVING_MS - performance.now()
      if (wait <= 0) return tell()
      const gone = new AbortController()
      const timer = setTimeout(() => {
        gone.abort()
        tell()
      }, wait)
      addEventListener('pagehide', () => clearTimeout(timer), { once: true, signal: gone.signal })
    },
  }
}
