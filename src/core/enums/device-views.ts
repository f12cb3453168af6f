/** Editor device views. spec: bootstrap-tracking-enums section 2, "Device views: desktop, phone, tablet" */
export const DEVICE_VIEW = {
  DESKTOP: 'desktop',
  PHONE: 'phone',
  TABLET: 'tablet',
} as const

export type DeviceView = (typeof DEVICE_VIEW)[keyof typeof DEVICE_VIEW]
