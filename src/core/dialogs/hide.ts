import { HIDE_FALLBACK_MS } from './options.ts'

/** The visitor asked for less motion: dialogs and toasts then appear and go without transitions. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Calls `done` when `element`'s hiding transition ends, at once under reduced motion, and after
 * HIDE_FALLBACK_MS at the latest: a transition that never runs (element hidden, styles missing)
 * must not keep a dialog on the page.
 * @returns a function that stops waiting (without calling `done`).
 */
export function afterHiding(element: Element, done: () => void): () => void {
  if (reducedMotion()) {
    done()
    return () => {}
  }
  const stop = () => {
    clearTimeout(timer)
    element.removeEventListener('transitionend', finish)
  }
  const finish = (event?: Event) => {
    // A button's own transition bubbles up too; only the element's own ends the hiding.
    if (event && event.target !== element) return
    stop()
    done()
  }
  const timer = setTimeout(finish, HIDE_FALLBACK_MS)
  element.addEventListener('transitionend', finish)
  return stop
}
