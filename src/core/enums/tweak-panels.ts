import type { ValueOf } from './value-of.ts'

/** Editor tweak panel kinds. spec: bootstrap-tracking-enums section 2, "Editor surfaces" */
export const TWEAK_PANEL = {
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
} as const

export type TweakPanel = ValueOf<typeof TWEAK_PANEL>
