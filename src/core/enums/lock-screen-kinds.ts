import type { ValueOf } from './value-of.ts'

/** spec: bootstrap-tracking-enums section 3, "lock-screen/cover kinds: cover page 1, lock screen 2, popup overlay 3" */
export const LOCK_SCREEN_KIND = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3 } as const

export type LockScreenKind = ValueOf<typeof LOCK_SCREEN_KIND>
