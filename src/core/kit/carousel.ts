/**
 * What the sliding islands share (the gallery's engine, the summary's carousel): how a key moves a
 * carousel, embla-carousel's duration from milliseconds, and its drag threshold. Both run on
 * embla-carousel, which moves and drags the track; these are the few rules around it that each
 * island would otherwise repeat.
 */

/** embla's own drag threshold: a press that moved further is a drag, not a click. */
export const DRAG_THRESHOLD_PX = 10

/** Milliseconds as embla's `duration`, which is not in ms: about 20 ms a unit matches its default (25) to 0.5 s. */
export function emblaDuration(ms: number): number {
  return Math.max(1, Math.round(ms / 20))
}

/**
 * The step a key asks of a carousel: 1 for the right arrow, -1 for the left (by `key`, or the spec's
 * key codes 37 and 39), 0 for any other key, with a modifier, already handled, or while the visitor
 * types in a field.
 */
export function carouselStep(event: KeyboardEvent): 1 | -1 | 0 {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return 0
  if (isTyping(document.activeElement)) return 0
  if (event.key === 'ArrowRight' || event.keyCode === 39) return 1
  if (event.key === 'ArrowLeft' || event.keyCode === 37) return -1
  return 0
}

/** Whether `focused` takes the arrows itself: a field or editable text. */
export function isTyping(focused: Element | null): boolean {
  return (
    focused instanceof HTMLInputElement ||
    focused instanceof HTMLTextAreaElement ||
    focused instanceof HTMLSelectElement ||
    (focused as HTMLElement | null)?.isContentEditable === true
  )
}
