import type { ValueOf } from './value-of.ts'

/**
 * Permission codes. Only these three have numbers in the spec; the config sub-areas, detailed
 * settings, commerce, newsletter and staff permissions are named there without numbers.
 * spec: bootstrap-tracking-enums section 6, "Permission codes"
 */
export const PERMISSION = { AUTHENTICATED_WITHOUT_SITE_PERMISSIONS: 0, CONFIG: 1, ADMIN: 2 } as const

export type Permission = ValueOf<typeof PERMISSION>
