export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] // spec: animation thresholds 0, 0.1, 0.25, 0.5, 1
export const VISIBLE_RATIO = 0.5 // spec: sufficiently visible at a ratio of at least 0.5
export const LOADED_CLASS = 'animation-loaded' // spec: animated blocks gain the class 'animation-loaded'
export const ANIMATED = '[data-animation]'

/** What an intersection observer reports of a block. */
export interface Sighting {
  ratio: number
  isIntersecting: boolean
  /** The block's height, px. */
  height: number
  /** The viewport's height, px. */
  viewportHeight: number
}

/**
 * Whether a block is visible enough to animate in (spec): half of it or more in view, or, for a block
 * taller than the viewport (which can never be half in view on a short screen), any part of it.
 * @example sufficientlyVisible({ ratio: 0.3, isIntersecting: true, height: 2000, viewportHeight: 800 }) // true
 */
export function sufficientlyVisible({ ratio, isIntersecting, height, viewportHeight }: Sighting): boolean {
  return ratio >= VISIBLE_RATIO || (isIntersecting && height > viewportHeight)
}
