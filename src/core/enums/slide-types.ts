import type { ValueOf } from './value-of.ts'

/** Slide types. spec: bootstrap-tracking-enums section 3, "Slide types" */
export const SLIDE_TYPE = {
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
} as const

export type SlideType = ValueOf<typeof SLIDE_TYPE>
