import type { HydrationMoment } from '../../bootstrap/types.ts'

/** Accordions are often below the fold: mount as they come near the viewport. */
export const moment: HydrationMoment = 'visible'
