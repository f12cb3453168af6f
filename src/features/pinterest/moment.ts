import type { HydrationMoment } from '../../contract.ts'

/**
 * The "Save" buttons show on hover and on keyboard focus: their code loads at the visitor's first
 * pointer or key on the page (a phone's visitor who only reads loads none of it).
 */
export const moment: HydrationMoment = 'interaction'
