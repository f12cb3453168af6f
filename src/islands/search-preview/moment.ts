import type { HydrationMoment } from '../../contract.ts'

/** Its own lazy chunk, loaded on the box's first focus (or pointer, or click). */
export const moment: HydrationMoment = 'interaction'
