import type { ValueOf } from './value-of.ts'

/**
 * Map block styles, as `style` in the map block's settings.
 * spec: bootstrap-tracking-enums section 3, "Map block": "style (1 original, 2 grayscale, 3 satellite,
 * 4 minimal light, 5 minimal dark, 6 minimal blue)"
 */
export const MAP_STYLE = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const

export type MapStyle = ValueOf<typeof MAP_STYLE>
