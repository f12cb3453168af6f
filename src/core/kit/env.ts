/** What the page is shown in and what the visitor asked of it, read the same way by every island. */

const EDITOR_PATH = /^\/config(\/|$)/ // spec: pages under /config/ are the editing area

/**
 * Whether the page is being edited: its own path is under /config/, or a window of the same site
 * that frames it (its parent or the top window) is. A frame of another origin cannot be read and is
 * not the site's editor.
 */
export function inEditor(): boolean {
  if (EDITOR_PATH.test(location.pathname)) return true
  for (const frame of new Set([window.parent, window.top])) {
    if (!frame || frame === window) continue
    try {
      if (EDITOR_PATH.test(frame.location.pathname)) return true
    } catch {
      // Another origin's frame: reading its location throws.
    }
  }
  return false
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** Whether the visitor asks for reduced motion, now (read at each call, so a change is seen at once). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches
}

/**
 * Calls `listener` with the new preference whenever the visitor changes it.
 * @returns the function that stops listening (give it to a cleanup store's `add`).
 */
export function onReducedMotionChange(listener: (reduce: boolean) => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const query = matchMedia(REDUCED_MOTION)
  const changed = (event: MediaQueryListEvent) => listener(event.matches)
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}
