/**
 * The form definition from `data-block-json` (CONTRACT.md section 4), with its defaults. A definition
 * the island cannot render throws a TypeError naming the setting; values the spec says to ignore (a
 * textarea `maxLength` of 0 or not a number) are dropped instead.
 */
import { boolean, list, optional, type Reader, readOptions, record, required, text } from '../../core/kit/options.ts'

/** The field kinds the island renders; any other `type` is a single-line text field (spec: "and default text"). */
export const FIELD_TYPES = [
  'name',
  'phone',
  'address',
  'date',
  'time',
  'likert',
  'checkbox',
  'radio',
  'select',
  'hidden',
  'section',
  'text',
  'textarea',
  'email',
  'website',
  'number',
  'currency',
  'password',
] as const

export type FieldType = (typeof FIELD_TYPES)[number]

export interface FormField {
  /** The key of the field's value in the submitted `form` JSON. */
  id: string
  type: FieldType
  /** @default '' */
  title: string
  description?: string | undefined
  placeholder?: string | undefined
  /** @default false */
  required: boolean
  /** Choices of a radio, checkbox or select field. @default [] */
  options: string[]
  /** Statements a likert field asks about. @default [] */
  statements: string[]
  /** A textarea's character limit; absent when 0 or not a positive number (spec: then no counter). */
  maxLength?: number | undefined
  /** A hidden field's query parameter name. @default '' */
  name: string
  /** A hidden field's own value. @default '' */
  value: string
  /** A phone shows the country code part. @default false */
  showCountryCode: boolean
  /** Shown before a currency field's input. @default '' */
  currencySymbol: string
  /** A section heading is underlined. @default false */
  underline: boolean
  /** An address field suggests addresses as the visitor types Address 1 (docs/forms.md, Address lookup). @default false */
  lookup: boolean
}

export interface FormDefinition {
  formId: string
  /** @default null */
  collectionId: string | null
  /** @default null */
  objectName: string | null
  /** @default false */
  isNewsletter: boolean
  /** The form sits in a popup overlay. @default false */
  isOverlayForm: boolean
  /** The button's text; empty means the dictionary's 'Submit'. @default '' */
  submitButtonText: string
  /** Shown in place of the form after a successful submission; empty means 'Thank you!'. @default '' */
  submissionHTML: string
  /** Inserted after the submission message on success; its scripts run. @default '' */
  postSubmitHTML: string
  /** Where to go after a successful submission (http, https or a relative URL). @default '' */
  successRedirect: string
  /** The site asks for a reCAPTCHA (its key is the page context's `website.captchaSettings.siteKey`). @default false */
  captcha: boolean
  /** Skip the client checks; the server still checks. @default false */
  disableValidation: boolean
  fields: FormField[]
}

/** A field's kind: one the island renders, any other text read as `text` (spec: "and default text"). */
const fieldType: Reader<FieldType> = (value, name) => {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a text`)
  return (FIELD_TYPES as readonly string[]).includes(value) ? (value as FieldType) : 'text'
}

/** spec: a textarea max of 0 or an invalid value means no counter (dropped, never an error). */
const characterLimit: Reader<number | undefined> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined

const FIELD = record({
  id: required(text()),
  type: fieldType,
  title: text(),
  description: optional(text()),
  placeholder: optional(text()),
  required: boolean(),
  options: list(text()),
  statements: list(text()),
  maxLength: characterLimit,
  name: text(),
  value: text(),
  showCountryCode: boolean(),
  currencySymbol: text(),
  underline: boolean(),
  lookup: boolean(),
})

/** The fields: a list the definition cannot do without (an empty one is a form of its button alone). */
const fieldList: Reader<FormField[]> = (value, name) => {
  if (!Array.isArray(value)) throw new TypeError(`${name} must be a list`)
  return list(FIELD)(value, name)
}

const SETTINGS = {
  formId: required(text()),
  collectionId: optional(text()),
  objectName: optional(text()),
  isNewsletter: boolean(),
  isOverlayForm: boolean(),
  submitButtonText: text(),
  submissionHTML: text(),
  postSubmitHTML: text(),
  successRedirect: text(),
  captcha: boolean(),
  disableValidation: boolean(),
  fields: fieldList,
}

/**
 * Defaults and checks for a form definition.
 * @throws TypeError naming the setting (`form: fields[2].id must be set`) when the definition cannot
 * be rendered.
 */
export function normalizeDefinition(settings: unknown): FormDefinition {
  const definition = readOptions('form', settings, SETTINGS)
  const seen = new Set<string>()
  for (const [index, { id }] of definition.fields.entries()) {
    if (seen.has(id)) throw new TypeError(`form: fields[${index}].id "${id}" is used twice`)
    seen.add(id)
  }
  return { ...definition, collectionId: definition.collectionId ?? null, objectName: definition.objectName ?? null }
}
