export const LAYOUT_DELAY_MS = 250 // spec: text effect initial delay 250 ms, after a layout transition
export const VISIBLE_DELAY_MS = 0 // spec: delay 0 when triggered by visibility
export const GLOBAL_ANIMATION_WATCH_MS = 2000 // spec: global-animation watch 2000 ms
export const TRIGGER_DEBOUNCE_MS = 10 // spec: text effect debounce 10 ms
export const MIN_DRAW_SHARE = 0.2 // spec: tween minimum share 0.2
export const FADE_SCALE_FROM = 0.5 // spec: fade-scale grows from half to full size

/**
 * How long a draw takes from `progress` (0 undrawn, 1 drawn): the duration scaled by what is left,
 * clamped between 20% and 100% of it (spec).
 * @example drawDuration(750, 0.5) // 375
 * @example drawDuration(750, 0.95) // 150
 */
export function drawDuration(durationMs: number, progress: number): number {
  return durationMs * Math.min(1, Math.max(MIN_DRAW_SHARE, 1 - progress))
}

/** A stroke width in px from a thickness in em or px, em taken from `fontSize` (px). */
export function strokeWidth(thickness: string, fontSize: number): number {
  const value = parseFloat(thickness)
  return thickness.endsWith('px') ? value : value * fontSize
}

/**
 * The dash offset of a path of normalised length 1 drawn up to `progress`: drawing to the right
 * uncovers it from its start, to the left from its end.
 */
export function dashOffset(progress: number, direction: 'left' | 'right'): number {
  return (direction === 'right' ? 1 : -1) * (1 - progress)
}
