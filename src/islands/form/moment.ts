import type { HydrationMoment } from '../../contract.ts'

/** A form mounts at once: the page reserves its height, and a visitor may start typing at any time. */
export const moment: HydrationMoment = 'load'
