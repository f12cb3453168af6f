import type { ValueOf } from './value-of.ts'

/** Item (record) types. spec: bootstrap-tracking-enums section 3, "Item (record) types" */
export const RECORD_TYPE = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  INTERNAL_EXPORT: 21,
  RICH_TEXT: 22,
  TWEET: 50,
  RSS: 51,
  CHECKIN: 52,
  DELICIOUS: 53,
  KNOWLEDGE_BASE_ARTICLE: 54,
  PROJECT_ITEM: 55,
  PORTFOLIO_ITEM: 59,
  TRANSLATABLE_STRINGS_EXPORT: 60,
  PLATFORM_VIDEO: 61,
  LESSON: 62,
} as const

/** spec: "taxonomies 56-58": three record types whose individual names the spec does not give. */
export const TAXONOMY_RECORD_TYPES = [56, 57, 58] as const

export type RecordType = ValueOf<typeof RECORD_TYPE> | (typeof TAXONOMY_RECORD_TYPES)[number]
