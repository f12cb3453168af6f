import type { HydrationMoment } from '../../contract.ts'

/** It moves only on screen: mount as it comes near the viewport. */
export const moment: HydrationMoment = 'visible'
