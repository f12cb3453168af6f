// spec: bootstrap-tracking-enums section 9 and media-widgets section 9, "Design tokens: weights
// 400/500/600, radii 0/4/8, spacing steps up to 55px, durations 0-600 ms in steps of 50 ms; the colours
// and font sizes are not shown". The spacing steps themselves are not given, only their maximum.

export const FONT_WEIGHTS = [400, 500, 600] as const // spec: font weights 400, 500, 600
export const RADII = [0, 4, 8] as const // spec: radii 0, 4, 8
export const SPACING_MAX_PX = 55 // spec: spacing steps up to 55px
export const DURATION_STEP_MS = 50 // spec: durations in steps of 50 ms
export const DURATION_MAX_MS = 600 // spec: durations 0 to 600 ms

// spec: durations 0 to 600 ms in steps of 50 ms
export const DURATIONS_MS = [0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600] as const

export type FontWeight = (typeof FONT_WEIGHTS)[number]
export type Radius = (typeof RADII)[number]
export type DurationMs = (typeof DURATIONS_MS)[number]
