import type { ValueOf } from './value-of.ts'

/** Website statuses, as `website.siteStatus.value`. spec: bootstrap-tracking-enums section 3, "Website status" */
export const WEBSITE_STATUS = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const

export type WebsiteStatus = ValueOf<typeof WEBSITE_STATUS>
