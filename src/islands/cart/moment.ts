import type { HydrationMoment } from '../../contract.ts'

/** The cart is the page's content: it loads at once. */
export const moment: HydrationMoment = 'load'
