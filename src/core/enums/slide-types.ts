/** Slide types. spec: bootstrap-tracking-enums section 3, "Slide types" */
export const SLIDE_TYPE = {
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
} as const

export type SlideType = (typeof SLIDE_TYPE)[keyof typeof SLIDE_TYPE]
