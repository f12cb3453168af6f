import type { HydrationMoment } from '../../contract.ts'

/** The reviews are the page's content (page type 209): they load at once. */
export const moment: HydrationMoment = 'load'
