/** Editor tweak panel kinds. spec: bootstrap-tracking-enums section 2, "Editor surfaces" */
export const TWEAK_PANEL = {
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
} as const

export type TweakPanel = (typeof TWEAK_PANEL)[keyof typeof TWEAK_PANEL]
