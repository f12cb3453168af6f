import type { ValueOf } from './value-of.ts'

/** Editor device views. spec: bootstrap-tracking-enums section 2, "Device views: desktop, phone, tablet" */
export const DEVICE_VIEW = { DESKTOP: 'desktop', PHONE: 'phone', TABLET: 'tablet' } as const

export type DeviceView = ValueOf<typeof DEVICE_VIEW>
