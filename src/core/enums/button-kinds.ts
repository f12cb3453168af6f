import type { ValueOf } from './value-of.ts'

/** spec: bootstrap-tracking-enums section 3, "button kinds: button block 1, popup overlay 2" */
export const BUTTON_KIND = { BUTTON_BLOCK: 1, POPUP_OVERLAY: 2 } as const

export type ButtonKind = ValueOf<typeof BUTTON_KIND>
