/**
 * The store's units of weight and size: spec (commerce section 5) "Weight unit is lbs with imperial
 * measures, else kg. Dimension unit is the inch mark with imperial, else cm." The measures are the
 * page context's `websiteSettings.storeSettings.measurementStandard` (unit system imperial 1 /
 * metric 2); a product's weight and dimensions are numbers in those units, shown as they are.
 */
import { UNIT_SYSTEM, type UnitSystem } from '../enums/unit-system.ts'
import type { I18n } from '../i18n/index.ts'

/** A product's size: length, width and height, in the store's dimension unit. */
export interface Dimensions {
  length: number
  width: number
  height: number
}

/**
 * The store's unit system from `measurementStandard`: imperial for 1; anything else is metric, as
 * the spec's rule reads ("lbs with imperial measures, else kg").
 */
export const unitSystem = (measurementStandard: unknown): UnitSystem =>
  measurementStandard === UNIT_SYSTEM.IMPERIAL ? UNIT_SYSTEM.IMPERIAL : UNIT_SYSTEM.METRIC

/** A number as the locale writes it, to two decimals at most. */
const amount = (value: number, { formatNumber }: I18n) => formatNumber(value, { maximumFractionDigits: 2 })

/**
 * A weight with the store's unit, in `i18n`'s locale (the page's `PAGE_I18N`, or a server render's).
 * @example weightText(1.5, UNIT_SYSTEM.IMPERIAL, PAGE_I18N) // '1.5 lbs'
 * @example weightText(0.7, UNIT_SYSTEM.METRIC, PAGE_I18N) // '0.7 kg'
 */
export function weightText(weight: number, system: UnitSystem, i18n: I18n): string {
  return `${amount(weight, i18n)} ${i18n.t(system === UNIT_SYSTEM.IMPERIAL ? 'rules.weightImperial' : 'rules.weightMetric')}`
}

/**
 * Dimensions with the store's unit, length × width × height. The inch mark follows each number, as it
 * is written (10" × 8" × 4"); a unit word follows the last (30 × 20 × 10 cm).
 */
export function dimensionsText({ length, width, height }: Dimensions, system: UnitSystem, i18n: I18n): string {
  const unit = i18n.t(system === UNIT_SYSTEM.IMPERIAL ? 'rules.dimensionImperial' : 'rules.dimensionMetric')
  const sizes = [length, width, height].map((size) => amount(size, i18n))
  return unit === '"' ? sizes.map((size) => size + unit).join(' × ') : `${sizes.join(' × ')} ${unit}`
}
