import type { HydrationMoment } from '../../contract.ts'

/** The overlay interrupts the visitor: it waits until the page has settled (idle, at the latest 2 s). */
export const moment: HydrationMoment = 'idle'
