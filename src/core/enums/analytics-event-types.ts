import type { ValueOf } from './value-of.ts'

/** Analytics event types. spec: bootstrap-tracking-enums section 3, "Analytics event types" */
export const ANALYTICS_EVENT_TYPE = { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 } as const

export type AnalyticsEventType = ValueOf<typeof ANALYTICS_EVENT_TYPE>
