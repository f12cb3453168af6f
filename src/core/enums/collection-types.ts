import type { ValueOf } from './value-of.ts'

/** Collection types. spec: bootstrap-tracking-enums section 3, "Collection types" */
export const COLLECTION_TYPE = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVE_HUNDRED_PX: 11, // spec: "500px 11"
  FLICKR: 12,
  PRODUCTS: 13,
  MOSAIC: 14,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
  PROJECT: 19,
  SECTION_CATALOG: 20,
  PAGE_CATALOG: 21,
  ITEM_CATALOG: 22,
  PORTFOLIO: 23,
  LESSONS: 24,
} as const

export type CollectionType = ValueOf<typeof COLLECTION_TYPE>
