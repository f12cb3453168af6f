import type { HydrationMoment } from '../../contract.ts'

/** Accordions are often below the fold: mount as they come near the viewport. */
export const moment: HydrationMoment = 'visible'
