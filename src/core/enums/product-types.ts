import type { ValueOf } from './value-of.ts'

/** Product types. spec: bootstrap-tracking-enums section 3, "Product types" */
export const PRODUCT_TYPE = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const

export type ProductType = ValueOf<typeof PRODUCT_TYPE>
