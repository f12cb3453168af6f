import { easeOutSine, tween } from './tween.ts'

// spec: scroll-to minimum and maximum duration 50 ms. With both bounds at 50 ms a scroll lasts 50 ms
// unless the caller asks for another duration.
export const SCROLL_DURATION_MS = 50
export const SCROLL_OFFSET = 30 // spec: scroll-to default offset 30

export interface ScrollToOptions {
  /** ms @default 50 */
  duration?: number
  /** Space left above an element target, in px. @default 30 */
  offset?: number
}

/**
 * Scrolls the window to an element (its top less `offset`) or to a y position, easing out
 * (easeOutSine), and resolves when it is there. Under prefers-reduced-motion it jumps there at once.
 * @throws TypeError naming `target` or `offset`, or the tween's for a bad `duration`.
 * @example await scrollTo(document.querySelector('#form-errors')!)
 */
export function scrollTo(
  target: Element | number,
  { duration = SCROLL_DURATION_MS, offset = SCROLL_OFFSET }: ScrollToOptions = {},
): Promise<void> {
  if (!Number.isFinite(offset)) throw new TypeError('scrollTo: offset must be a finite number')
  const from = window.scrollY
  const to = Math.max(
    0,
    target instanceof Element
      ? target.getBoundingClientRect().top + from - offset
      : Number.isFinite(target)
        ? target
        : Number.NaN,
  )
  if (Number.isNaN(to)) throw new TypeError('scrollTo: target must be an element or a finite number')
  // Support: a page with `scroll-behavior: smooth` would animate each step again; every step is instant.
  const jump = (top: number) => window.scrollTo({ left: window.scrollX, top, behavior: 'instant' })
  const motion = tween((progress) => jump(from + (to - from) * progress), duration, { easing: easeOutSine })
  // Stopping a tween jumps it to full progress at once.
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) motion.stop()
  return new Promise((resolve) => (motion.state === 'ended' ? resolve() : motion.on('ended', resolve)))
}
