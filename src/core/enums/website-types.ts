import type { ValueOf } from './value-of.ts'

/** Website types, as `website.websiteType`. spec: bootstrap-tracking-enums section 3, "Website type" */
export const WEBSITE_TYPE = { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 } as const

/** spec: "Site versions: 7, 7.1, 8" */
export const SITE_VERSION = { V7: 7, V7_1: 7.1, V8: 8 } as const

export type WebsiteType = ValueOf<typeof WEBSITE_TYPE>
export type SiteVersion = ValueOf<typeof SITE_VERSION>
