import type { ValueOf } from './value-of.ts'

/** Slice type names. spec: bootstrap-tracking-enums section 3, "Slice type names" */
export const SLICE_TYPE = {
  HEADING: 'heading',
  SUB_HEADING: 'sub-heading',
  BODY: 'body',
  IMAGE: 'image',
  GALLERY: 'gallery',
  VIDEO: 'video',
  SOCIAL_ICONS: 'social-icons',
  BUTTONS: 'buttons',
  NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form',
  NEWSLETTER: 'newsletter',
  ALBUM: 'album',
  MAP: 'map',
  LOCK: 'lock',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  LOGO: 'logo',
  ACTION: 'action',
  POPUP_OVERLAY_ACTION: 'popup-overlay-action',
  TEMP_LOCK_INJECT: 'temp-lock-inject',
} as const

export type SliceType = ValueOf<typeof SLICE_TYPE>
