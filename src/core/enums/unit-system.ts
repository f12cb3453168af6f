import type { ValueOf } from './value-of.ts'

/**
 * Unit systems, as `storeSettings.measurementStandard`.
 * spec: bootstrap-tracking-enums section 3, "unit system imperial 1 / metric 2"
 */
export const UNIT_SYSTEM = { IMPERIAL: 1, METRIC: 2 } as const

export type UnitSystem = ValueOf<typeof UNIT_SYSTEM>
