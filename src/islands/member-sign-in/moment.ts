import type { HydrationMoment } from '../../contract.ts'

/** A sign-in form mounts at once: a visitor may start typing as soon as the page shows. */
export const moment: HydrationMoment = 'load'
