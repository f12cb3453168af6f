import type { ValueOf } from './value-of.ts'

/** Section-role kinds. spec: bootstrap-tracking-enums section 3, "Section-role kinds" */
export const SECTION_ROLE = {
  HEADING: 1,
  SUB_HEADING: 2,
  BODY: 3,
  IMAGE: 4,
  GALLERY: 5,
  VIDEO: 6,
  SOCIAL_ICONS: 7,
  BUTTONS: 8,
  NAVIGATION: 9,
  CUSTOM_FORM: 10,
  NEWSLETTER: 11,
  ALBUM: 12,
  MAP: 13,
  LOGO: 14,
  ACTION: 15,
  FORM: 16,
  LOCK: 17,
  PASSWORD: 18,
  TWITTER: 19,
  POPUP_OVERLAY_ACTION: 20,
  TEMPORARY_LOCK_INJECT: 100,
} as const

export type SectionRole = ValueOf<typeof SECTION_ROLE>
