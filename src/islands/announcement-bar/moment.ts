import type { HydrationMoment } from '../../contract.ts'

/** Page chrome at the top of the page: shown as soon as possible, before the visitor starts reading. */
export const moment: HydrationMoment = 'load'
