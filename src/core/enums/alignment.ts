import type { ValueOf } from './value-of.ts'

/** spec: bootstrap-tracking-enums section 3, other enumerations, "alignment left/right" */
export const ALIGNMENT = { LEFT: 'left', RIGHT: 'right' } as const

export type Alignment = ValueOf<typeof ALIGNMENT>
