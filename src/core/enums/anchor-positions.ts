import type { ValueOf } from './value-of.ts'

/**
 * The nine anchor positions of a 3x3 grid, named `<row>_<column>`, in reading order.
 * spec: bootstrap-tracking-enums section 3, "Nine anchor positions in a 3x3 grid (TOP, CENTER, BOTTOM
 * by LEFT, CENTER, RIGHT)"
 */
export const ANCHOR_POSITION = {
  TOP_LEFT: 'TOP_LEFT',
  TOP_CENTER: 'TOP_CENTER',
  TOP_RIGHT: 'TOP_RIGHT',
  CENTER_LEFT: 'CENTER_LEFT',
  CENTER_CENTER: 'CENTER_CENTER',
  CENTER_RIGHT: 'CENTER_RIGHT',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_CENTER: 'BOTTOM_CENTER',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const

export type AnchorPosition = ValueOf<typeof ANCHOR_POSITION>
