// spec: bootstrap-tracking-enums section 3, "Cookie banner settings". The visitor layer also reads
// lower-case position and CTA variant values (top or other; button, text or icon): normalise to these.

import type { ValueOf } from './value-of.ts'

export const COOKIE_BANNER_CTA_VARIANT = { TEXT: 'TEXT', BUTTON: 'BUTTON', ICON: 'ICON' } as const

/** Bar positions TOP and BOTTOM; popup positions the four corners. */
export const COOKIE_BANNER_POSITION = {
  TOP: 'TOP',
  BOTTOM: 'BOTTOM',
  TOP_LEFT: 'TOP_LEFT',
  TOP_RIGHT: 'TOP_RIGHT',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const

export const COOKIE_BANNER_THEME = { LIGHT: 'LIGHT', DARK: 'DARK' } as const

export const COOKIE_BANNER_VARIANT = { BAR: 'BAR', POPUP: 'POPUP' } as const

export const COOKIE_BANNER_ACCEPT_TYPE = { OPT_IN: 'OPT_IN', OPT_IN_AND_OUT: 'OPT_IN_AND_OUT' } as const

export type CookieBannerCtaVariant = ValueOf<typeof COOKIE_BANNER_CTA_VARIANT>
export type CookieBannerPosition = ValueOf<typeof COOKIE_BANNER_POSITION>
export type CookieBannerTheme = ValueOf<typeof COOKIE_BANNER_THEME>
export type CookieBannerVariant = ValueOf<typeof COOKIE_BANNER_VARIANT>
export type CookieBannerAcceptType = ValueOf<typeof COOKIE_BANNER_ACCEPT_TYPE>
