// The spec lists three small enumerations in a row and names only the first ("overlay/border light
// level"); the other two are encoded as stated, named after their values.

import type { ValueOf } from './value-of.ts'

/** spec: bootstrap-tracking-enums section 3, "overlay/border light level none 1 / light 2 / dark 3" */
export const LIGHT_LEVEL = { NONE: 1, LIGHT: 2, DARK: 3 } as const

/** spec: "none 1 / show 2" (family not named) */
export const NONE_SHOW = { NONE: 1, SHOW: 2 } as const

/** spec: "none 1 / black 2 / white 3" (family not named) */
export const NONE_BLACK_WHITE = { NONE: 1, BLACK: 2, WHITE: 3 } as const

export type LightLevel = ValueOf<typeof LIGHT_LEVEL>
