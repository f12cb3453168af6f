import type { ValueOf } from './value-of.ts'

/** Contributor roles. spec: bootstrap-tracking-enums section 6, "Contributor roles (number)" */
export const CONTRIBUTOR_ROLE = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
} as const

export type ContributorRole = ValueOf<typeof CONTRIBUTOR_ROLE>

/** The same roles as keys of the page context's `websiteRoles` (camelCase, per the page contract). */
export type WebsiteRoleName =
  | 'admin'
  | 'billing'
  | 'reporting'
  | 'editor'
  | 'moderator'
  | 'commenter'
  | 'storeManager'
  | 'scheduling'
  | 'viewer'
  | 'campaignsEditor'
  | 'schedulingViewer'
  | 'schedulingEditor'
  | 'none'
