import type { HydrationMoment } from '../../contract.ts'

// Idle rather than load: nothing changes on the indicator until the cart does, and the store keeps
// any update made before the island mounts.
export const moment: HydrationMoment = 'idle'
