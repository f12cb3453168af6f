import { UNIT_SYSTEM } from '../enums/unit-system.ts'
import { t } from '../i18n/index.ts'

/**
 * The weight unit of the store's measurement standard: lbs with imperial measures, else kg.
 * @param measurementStandard `storeSettings.measurementStandard` (1 imperial, 2 metric)
 */
export function weightUnit(measurementStandard: number | undefined): string {
  return t(measurementStandard === UNIT_SYSTEM.IMPERIAL ? 'rules.weightImperial' : 'rules.weightMetric')
}

/**
 * The dimension unit of the store's measurement standard: the inch mark (") with imperial measures,
 * else cm.
 */
export function dimensionUnit(measurementStandard: number | undefined): string {
  return t(measurementStandard === UNIT_SYSTEM.IMPERIAL ? 'rules.dimensionImperial' : 'rules.dimensionMetric')
}
