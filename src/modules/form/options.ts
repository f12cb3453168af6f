/**
 * The form definition from `data-block-json` (CONTRACT.md section 4), with its defaults. A definition
 * the island cannot render throws a TypeError naming the setting; values the spec says to ignore (a
 * textarea `maxLength` of 0 or not a number) are dropped instead.
 */

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

type Json = Record<string, unknown>

/**
 * Defaults and checks for a form definition.
 * @throws TypeError naming the setting (`form: fields[2].id must be a non-empty text`) when the
 * definition cannot be rendered.
 */
export function normalizeDefinition(settings: unknown): FormDefinition {
  if (!isObject(settings)) throw new TypeError('form: data-block-json must be an object')
  const formId = settings.formId
  if (typeof formId !== 'string' || !formId) throw new TypeError('form: formId must be a non-empty text')
  if (!Array.isArray(settings.fields)) throw new TypeError('form: fields must be a list')
  const seen = new Set<string>()
  const fields = settings.fields.map((field: unknown, index) => {
    const normalized = normalizeField(field, `fields[${index}]`)
    if (seen.has(normalized.id)) throw new TypeError(`form: fields[${index}].id "${normalized.id}" is used twice`)
    seen.add(normalized.id)
    return normalized
  })
  return {
    formId,
    collectionId: optionalText(settings, 'collectionId') ?? null,
    objectName: optionalText(settings, 'objectName') ?? null,
    isNewsletter: flag(settings, 'isNewsletter'),
    isOverlayForm: flag(settings, 'isOverlayForm'),
    submitButtonText: optionalText(settings, 'submitButtonText') ?? '',
    submissionHTML: optionalText(settings, 'submissionHTML') ?? '',
    postSubmitHTML: optionalText(settings, 'postSubmitHTML') ?? '',
    successRedirect: optionalText(settings, 'successRedirect') ?? '',
    captcha: flag(settings, 'captcha'),
    disableValidation: flag(settings, 'disableValidation'),
    fields,
  }
}

function normalizeField(field: unknown, path: string): FormField {
  if (!isObject(field)) throw new TypeError(`form: ${path} must be an object`)
  const { id, type } = field
  if (typeof id !== 'string' || !id) throw new TypeError(`form: ${path}.id must be a non-empty text`)
  if (typeof type !== 'string') throw new TypeError(`form: ${path}.type must be a text`)
  const maxLength = field.maxLength
  return {
    id,
    type: (FIELD_TYPES as readonly string[]).includes(type) ? (type as FieldType) : 'text',
    title: optionalText(field, 'title', path) ?? '',
    description: optionalText(field, 'description', path),
    placeholder: optionalText(field, 'placeholder', path),
    required: flag(field, 'required', path),
    options: texts(field, 'options', path),
    statements: texts(field, 'statements', path),
    // spec: a max of 0 or an invalid value means no counter
    maxLength: typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0 ? maxLength : undefined,
    name: optionalText(field, 'name', path) ?? '',
    value: optionalText(field, 'value', path) ?? '',
    showCountryCode: flag(field, 'showCountryCode', path),
    currencySymbol: optionalText(field, 'currencySymbol', path) ?? '',
    underline: flag(field, 'underline', path),
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function at(path: string | undefined, name: string): string {
  return path ? `${path}.${name}` : name
}

function flag(source: Json, name: string, path?: string): boolean {
  const value = source[name]
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') throw new TypeError(`form: ${at(path, name)} must be true or false`)
  return value
}

function optionalText(source: Json, name: string, path?: string): string | undefined {
  const value = source[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw new TypeError(`form: ${at(path, name)} must be a text`)
  return value
}

function texts(source: Json, name: string, path: string): string[] {
  const value = source[name]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new TypeError(`form: ${path}.${name} must be a list of texts`)
  }
  return value as string[]
}
