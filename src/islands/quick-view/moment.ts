import type { HydrationMoment } from '../../contract.ts'

// A quick view does nothing until it is asked for: the first click (or key) is replayed once it has mounted.
export const moment: HydrationMoment = 'interaction'
