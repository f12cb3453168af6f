import type { HydrationMoment } from '../../contract.ts'

/** The provider's script is heavy: it loads as the block comes near the viewport. */
export const moment: HydrationMoment = 'visible'
