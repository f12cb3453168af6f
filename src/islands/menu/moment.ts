import type { HydrationMoment } from '../../contract.ts'

/** Menus sit anywhere in a page: mount as they come near the viewport. */
export const moment: HydrationMoment = 'visible'
