/**
 * Where focus goes in a list of items the arrow keys move through (WAI-ARIA accordion, tabs): the
 * arrows wrap around, Home and End go to the first and the last.
 */

export interface ArrowKeys {
  /** Left and Right move as Up and Down do (tabs); without it only Up and Down (an accordion). @default false */
  horizontal?: boolean
}

/**
 * The index a key moves focus to from item `index` of `count`, or -1 for any other key.
 * @example focusTarget('ArrowDown', 2, 3) // 0
 */
export function focusTarget(key: string, index: number, count: number, { horizontal = false }: ArrowKeys = {}): number {
  const next = key === 'ArrowDown' || (horizontal && key === 'ArrowRight')
  const previous = key === 'ArrowUp' || (horizontal && key === 'ArrowLeft')
  if (next) return (index + 1) % count
  if (previous) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return -1
}
