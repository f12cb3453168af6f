/**
 * The tab a key moves focus to from tab `index` of `count` (WAI-ARIA tabs pattern), or -1 for any
 * other key. Arrow keys wrap around (spec: arrow keys move between tabs with wrap-around): Right and
 * Down go to the next tab, Left and Up to the previous one; Home and End go to the first and last.
 * @example focusTarget('ArrowRight', 2, 3) // 0
 */
export function focusTarget(key: string, index: number, count: number): number {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return -1
  }
}

/** The tab selected when the menu mounts: the one the server marked `aria-selected="true"`, else the first. */
export function initialTab(selected: readonly boolean[]): number {
  return Math.max(0, selected.indexOf(true))
}
