/**
 * Text that shrinks to fit its box (spec: text shrink minimum font 11 px; a dynamic-text minimum
 * size class at 13px or less). A core helper rather than an island: product titles, prices and
 * buttons shrink inside their own blocks, and an unused helper costs no page anything.
 */

export const TEXT_SHRINK_MIN_PX = 11 // spec: text shrink minimum font 11 px
export const SMALL_TEXT_MAX_PX = 13 // spec: dynamic text minimum size class at 13px or less
/** Added while the shrunk text is 13 px or less, for templates that tighten its line height or weight. */
export const SMALL_TEXT_CLASS = 'atoll-text-small'

/**
 * The largest font size from `start` down to `min`, in whole pixels below `start`, at which `fits`
 * says the text fits; `min` when none does. A size already at or under `min` is kept: the text only
 * shrinks.
 * @example fitFontSize(24, (px) => px * 10 <= 180) // 18
 */
export function fitFontSize(start: number, fits: (px: number) => boolean, min: number = TEXT_SHRINK_MIN_PX): number {
  if (start <= min || fits(start)) return start
  let low = min
  let high = Math.ceil(start) - 1
  if (high < low) return min
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(middle)) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * Shrinks `element`'s font until its text fits its box, not below 11 px, and again whenever the box
 * changes size. The text's own size (from the stylesheet) is the starting point each time.
 * @returns the function that stops it and gives the element its own size back.
 * @example const stop = shrinkText(title)
 */
export function shrinkText(element: HTMLElement, { min = TEXT_SHRINK_MIN_PX }: { min?: number } = {}): () => void {
  let frame = 0
  const fit = () => {
    frame = 0
    element.style.fontSize = ''
    const start = parseFloat(getComputedStyle(element).fontSize)
    const size = fitFontSize(
      start,
      (px) => {
        element.style.fontSize = `${px}px`
        return element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight
      },
      min,
    )
    element.style.fontSize = size === start ? '' : `${size}px`
    element.classList.toggle(SMALL_TEXT_CLASS, size <= SMALL_TEXT_MAX_PX)
  }
  fit()
  const observer = new ResizeObserver(() => (frame ||= requestAnimationFrame(fit)))
  observer.observe(element)
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
    element.style.fontSize = ''
    element.classList.remove(SMALL_TEXT_CLASS)
  }
}
