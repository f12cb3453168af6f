/**
 * Support: Firefox, Safari. A navigation (a link followed, a form sent, Back) cancels the page's
 * requests as it starts, while the page is still shown; Chromium lets them run until the page goes.
 * An import under way then fails though nothing is wrong with it, and saying so is noise in the
 * console and in what a site hears of its pages. The loader holds its reports the same way
 * (`src/bootstrap/runtime.ts`, which imports nothing of the core).
 */

/** How long after the visitor started to leave (`beforeunload`) a failure waits to be told. */
export const LEAVING_MS = 10_000

/** When the visitor last started to leave the page. */
let leftAt = -LEAVING_MS
// A server render (atoll/server) has no page to leave.
globalThis.addEventListener?.('beforeunload', () => {
  leftAt = performance.now()
})

/**
 * Tells a failure at once, or, while the visitor is leaving the page, once LEAVING_MS have passed
 * since they started to: not at all when the page goes first (`pagehide`). A page that stays (the
 * link was a download, the answer a 204, the page came back from the back-forward cache) hears of
 * it late, but hears of it.
 * @example unlessLeaving(() => console.error('[atoll:i18n] The fr-FR dictionary did not load', error))
 */
export function unlessLeaving(tell: () => void): void {
  const wait = leftAt + LEAVING_MS - performance.now()
  if (wait <= 0) return tell()
  const timer = setTimeout(() => unlessLeaving(tell), wait)
  addEventListener('pagehide', () => clearTimeout(timer), { once: true })
}
