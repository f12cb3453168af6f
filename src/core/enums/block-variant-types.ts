import type { ValueOf } from './value-of.ts'

/**
 * Block variant types. The spec gives the id range 1000 to 1019 and the variants in order, without
 * their numbers: "gallery slideshow, carousel, grid and stack; summary wall, carousel, list and grid;
 * chart bar, line and pie; image inline, poster, card, overlap, collage and stack; two Tock-type
 * variants (reservations, events)". That is 19 variants for 20 ids, so they are numbered in that
 * order from 1000 and 1019 stays unnamed: the numbering is an assumption, the order is the spec's.
 * spec: bootstrap-tracking-enums section 3, "Block variant types (ids 1000 to 1019)"
 */
export const BLOCK_VARIANT_TYPE = {
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
  TOCK_RESERVATIONS: 1017,
  TOCK_EVENTS: 1018,
} as const

/** spec: "ids 1000 to 1019" */
export const BLOCK_VARIANT_TYPE_RANGE = { MIN: 1000, MAX: 1019 } as const

export type BlockVariantType = ValueOf<typeof BLOCK_VARIANT_TYPE>
