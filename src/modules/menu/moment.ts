import type { HydrationMoment } from '../../bootstrap/types.ts'

/** Menus sit anywhere in a page: mount as they come near the viewport. */
export const moment: HydrationMoment = 'visible'
