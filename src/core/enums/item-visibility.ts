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

export type ItemVisibility = (typeof ITEM_VISIBILITY)[keyof typeof ITEM_VISIBILITY]
