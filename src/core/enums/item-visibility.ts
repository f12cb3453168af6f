import type { ValueOf } from './value-of.ts'

/**
 * Item visibility states, the only ones whose changes are tracked.
 * spec: bootstrap-tracking-enums section 3, "Item visibility states"
 */
export const ITEM_VISIBILITY = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  NEEDS_REVIEW: 'needs_review',
  SCHEDULED: 'scheduled',
} as const

export type ItemVisibility = ValueOf<typeof ITEM_VISIBILITY>
