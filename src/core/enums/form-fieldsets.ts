import type { ValueOf } from './value-of.ts'

/** Editor form model fieldsets, in order. spec: bootstrap-tracking-enums section 3, "Editor form builder" */
export const FORM_FIELDSET = { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 } as const

export type FormFieldset = ValueOf<typeof FORM_FIELDSET>
