/**
 * The shape block's pure rules (spec: other block data, shape blocks): the dimension table and the
 * drop shadow as a CSS `drop-shadow()` filter.
 */

/** spec: shape dimension table, 100 for compact shapes, 150 for tall shapes, 67 for wide shapes (height per 100 of width). */
export const SHAPE_DIMENSIONS = { compact: 100, tall: 150, wide: 67 } as const

export type ShapeDimension = keyof typeof SHAPE_DIMENSIONS

/** The angle units a drop shadow's angle takes, in degrees. */
export const ANGLE_UNITS = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 } as const

/** The length units a drop shadow's distance and blur take: CSS lengths that need no containing box. */
export const LENGTH_UNITS = ['px', 'em', 'rem', 'pt', 'vw', 'vh', 'vmin', 'vmax'] as const

/**
 * The shadow's colour: the spec gives the shadow an angle, a distance and a blur, and no colour.
 * A translucent black reads on light and dark backgrounds alike.
 */
export const SHADOW_COLOR = 'rgb(0 0 0 / 0.35)'

/** A value with its unit, as the block's settings hold one (`{ value: 12, unit: 'px' }`). */
export interface Measure<U extends string = string> {
  value: number
  unit: U
}

export interface DropShadow {
  angle: Measure<keyof typeof ANGLE_UNITS>
  distance: Measure<(typeof LENGTH_UNITS)[number]>
  blur: Measure<(typeof LENGTH_UNITS)[number]>
}

/**
 * The CSS `aspect-ratio` of a dimension: the table gives the height for a width of 100.
 * @example aspectRatio('tall') // '100 / 150'
 */
export function aspectRatio(dimension: ShapeDimension): string {
  return `100 / ${SHAPE_DIMENSIONS[dimension]}`
}

/** Rounded to 2 decimals, without the -0 that a cosine of 90° leaves. */
const round = (n: number): number => Math.round(n * 100) / 100 || 0

/**
 * The CSS filter of a drop shadow. The angle is the direction the shadow falls, measured clockwise
 * from the right on screen as CSS's `rotate()` turns (0deg right, 90deg down): the spec names the
 * angle without saying where it starts, and this is how CSS reads an angle on the page. The offset is
 * the distance along it; the blur is the filter's blur radius.
 * @example dropShadowFilter({ angle: { value: 45, unit: 'deg' }, distance: { value: 10, unit: 'px' }, blur: { value: 4, unit: 'px' } })
 * // 'drop-shadow(7.07px 7.07px 4px rgb(0 0 0 / 0.35))'
 */
export function dropShadowFilter({ angle, distance, blur }: DropShadow, color = SHADOW_COLOR): string {
  const radians = (angle.value * ANGLE_UNITS[angle.unit] * Math.PI) / 180
  const x = round(distance.value * Math.cos(radians))
  const y = round(distance.value * Math.sin(radians))
  return `drop-shadow(${x}${distance.unit} ${y}${distance.unit} ${round(blur.value)}${blur.unit} ${color})`
}
