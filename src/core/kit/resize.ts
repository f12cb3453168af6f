/**
 * Work that follows a block's size, done in the next frame rather than in the ResizeObserver's
 * callback: what it changes (a layout, a widget) changes the block's size, which the observer would
 * have to report again within the same frame. The spec's resize helper waits 150 ms instead; a frame
 * gathers the observer's reports as well, without showing the old layout meanwhile
 * (docs/spec-differences.md).
 */
import type { Cleanup } from './cleanup.ts'

/** Calls `callback` in the frame after `element` changes size, once however many reports came; `cleanup` undoes it. */
export function afterResize(cleanup: Cleanup, element: Element, callback: () => void): void {
  let cancel = () => {}
  const resized = cleanup.observe(
    new ResizeObserver(() => {
      cancel()
      cancel = cleanup.frame(callback)
    }),
  )
  resized.observe(element)
}
