import type { HydrationMoment } from '../../contract.ts'

/** The pricing sits near the top of the member access page: mount as it comes near the viewport. */
export const moment: HydrationMoment = 'visible'
