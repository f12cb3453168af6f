import type { ValueOf } from './value-of.ts'

/** Content item statuses. spec: bootstrap-tracking-enums section 3, "Content item status" */
export const CONTENT_ITEM_STATUS = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const

export type ContentItemStatus = ValueOf<typeof CONTENT_ITEM_STATUS>
