import { createCleanup } from '../kit/cleanup.ts'
import { prefersReducedMotion } from '../kit/env.ts'
import { HIDE_FALLBACK_MS } from './options.ts'

/**
 * Calls `done` when `element`'s hiding transition ends, at once under reduced motion, and after
 * HIDE_FALLBACK_MS at the latest: a transition that never runs (element hidden, styles missing)
 * must not keep a dialog on the page.
 * @returns a function that stops waiting (without calling `done`).
 */
export function afterHiding(element: Element, done: () => void): () => void {
  // The visitor asked for less motion: dialogs and toasts then go without transitions.
  if (prefersReducedMotion()) {
    done()
    return () => {}
  }
  const waiting = createCleanup()
  const finish = (event?: Event) => {
    // A button's own transition bubbles up too; only the element's own ends the hiding.
    if (event && event.target !== element) return
    waiting.clear()
    done()
  }
  waiting.timeout(finish, HIDE_FALLBACK_MS)
  waiting.listen(element, 'transitionend', finish)
  return waiting.clear
}
