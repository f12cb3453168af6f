/** Shape block settings from `data-block-json` (CONTRACT.md section 11, `shape`). */
import { number, oneOf, optional, type Reader, readOptions, record, text } from '../../core/kit/options.ts'
import {
  ANGLE_UNITS,
  type DropShadow,
  LENGTH_UNITS,
  type Measure,
  SHAPE_DIMENSIONS,
  type ShapeDimension,
} from './shape.ts'

/** `{ value, unit }`: a number (at least `min`) and one of `units`; absent, 0 in the first unit. */
function measure<const U extends readonly string[]>(units: U, min = -Infinity): Reader<Measure<U[number]>> {
  return record({ value: number(0, { min }), unit: oneOf(units, units[0] as U[number]) })
}

const ANGLE_NAMES = Object.keys(ANGLE_UNITS) as (keyof typeof ANGLE_UNITS)[]

const SETTINGS = {
  shape: optional(text()),
  dimension: optional(oneOf(Object.keys(SHAPE_DIMENSIONS) as ShapeDimension[], 'compact')),
  dropShadow: optional(
    record({
      angle: measure(ANGLE_NAMES),
      distance: measure(LENGTH_UNITS, 0),
      blur: measure(LENGTH_UNITS, 0),
    }) as Reader<DropShadow>,
  ),
  color: optional(text()),
}

export interface ShapeOptions {
  /** The named shape the template drew (its `svg` is the shape; the name is not read further). */
  shape: string | undefined
  /** Absent: the block keeps the box the template gave it. */
  dimension: ShapeDimension | undefined
  /** Absent: no shadow. */
  dropShadow: DropShadow | undefined
  /** A CSS colour for the shape's `currentColor`; absent, the text colour. */
  color: string | undefined
}

/**
 * The shape's settings.
 * @throws TypeError naming the setting: `shape: dropShadow.blur.unit must be one of px, em, ...`.
 */
export function normalizeOptions(settings: unknown): ShapeOptions {
  return readOptions('shape', settings, SETTINGS)
}
