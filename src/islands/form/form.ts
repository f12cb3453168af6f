/**
 * The form's rules, without a DOM: the parts of multi-part fields, the values a submission sends, the
 * client checks, the textarea counter and what a failed submission shows.
 */
import type { FieldValue, PageContext } from '../../contract.ts'
import { HttpError, NetworkError, TimeoutError } from '../../core/errors.ts'
import { type I18n, type MessageId, t } from '../../core/i18n/index.ts'
import { emailError } from '../../core/rules/email.ts'
import type { FormField } from './options.ts'

// spec: form field kinds and their parts, in the order they are sent
export const KEY_PATH = '/api/form/FormSubmissionKey'
export const SAVE_PATH = '/api/form/SaveFormSubmission'
/**
 * The form's own input, which names it in a post sent without script; no field has this name, as
 * field ids become input names and the islands' ids never start with `atoll:`.
 */
export const FORM_ID_INPUT = 'atoll:formId'

/** Whether the form shows a captcha: it asks for one and the site has a key (else it warns, docs/forms.md). */
export const showsCaptcha = (definition: { captcha: boolean }, page: Readonly<PageContext>): boolean =>
  definition.captcha && !!page.website?.captchaSettings?.siteKey

/** What shapes the form's first markup: the key a server rendering is checked with before it is hydrated. */
export const renderInputs = (definition: unknown, prefix: string, captcha: boolean, locale: string | undefined) => [
  definition,
  prefix,
  captcha,
  locale,
]

export const FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const

export type MultiPartType = keyof typeof FIELD_PARTS

/**
 * The parts a required multi-part field needs filled (the spec does not say; these are the parts an
 * address, a phone number or a time cannot do without). Documented in docs/forms.md.
 */
export const REQUIRED_PARTS: Record<MultiPartType, readonly string[]> = {
  name: ['First', 'Last'],
  phone: ['Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'City', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
}

// spec: form submission errors, the status-specific messages
export const STATUS_MESSAGES: Readonly<Record<number, MessageId>> = {
  401: 'forms.unauthorized',
  404: 'forms.notConfigured',
  429: 'forms.rateLimited',
  500: 'forms.serverError',
}

/** A value of the submitted `form` JSON. */
export type { FieldValue }

/** The values of a field's inputs by input name, as `FormData.getAll` gives them. */
export type ReadInputs = (name: string) => string[]

/** What a failed submission shows: general messages, then each field's message by field id. */
export interface Failure {
  messages: string[]
  fields: Record<string, string>
}

/** Raised when no submission key could be had (spec: 'Could not get a form submission key ...'). */
export class NoKeyError extends Error {
  override name = 'NoKeyError'
}

export const isMultiPart = (field: FormField): field is FormField & { type: MultiPartType } => field.type in FIELD_PARTS

/** The parts a field shows: a phone shows its country code only with `showCountryCode`. */
export function shownParts(field: FormField): readonly string[] {
  if (!isMultiPart(field)) return []
  const parts = FIELD_PARTS[field.type]
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts
}

/** The name of an input: the field id, with the part or the likert statement's index after a dot. */
export const inputName = (field: FormField, part?: string | number): string =>
  part === undefined ? field.id : `${field.id}.${part}`

/**
 * The `form` JSON of a submission, keyed by field id, read from the inputs:
 * - hidden fields take the URL query parameter named by their `name`, else their own value;
 * - multi-part fields send their parts as an array in the spec's order, a 3-part phone with an empty
 *   country first;
 * - checkbox sends the checked options, radio the first checked one, likert statement to answer;
 * - section fields send nothing;
 * - text is trimmed of surrounding white space (a password is sent as typed).
 * @example collectValues(fields, (name) => formData.getAll(name) as string[], new URLSearchParams(location.search))
 */
export function collectValues(
  fields: readonly FormField[],
  read: ReadInputs,
  query: URLSearchParams,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {}
  for (const field of fields) {
    const first = () => read(inputName(field))[0] ?? ''
    switch (field.type) {
      case 'section':
        break
      case 'hidden':
        // spec: a hidden field takes its value from the URL query parameter with the field's name, else its own value
        values[field.id] = (field.name ? query.get(field.name) : null) ?? field.value
        break
      case 'checkbox':
        values[field.id] = read(inputName(field))
        break
      case 'radio': // spec: a radio sends the first checked value
      case 'select':
        values[field.id] = first()
        break
      case 'likert': {
        const answers: Record<string, number> = {}
        field.statements.forEach((statement, index) => {
          const answer = read(inputName(field, index))[0]
          if (answer !== undefined && answer !== '') answers[statement] = Number(answer)
        })
        values[field.id] = answers
        break
      }
      case 'password':
        values[field.id] = first()
        break
      default:
        if (isMultiPart(field)) {
          const parts = shownParts(field).map((part) => (read(inputName(field, part))[0] ?? '').trim())
          // spec: a phone with 3 parts gets an empty country prepended
          values[field.id] = field.type === 'phone' && parts.length === 3 ? ['', ...parts] : parts
        } else {
          values[field.id] = first().trim()
        }
    }
  }
  return values
}

/** A textarea's counter text, 'count / max' (spec), in `i18n`'s locale. */
export const counterText = (count: number, max: number, i18n: I18n): string =>
  i18n.t('forms.characterCount', { count, max })

/** The counter is marked as an error when the count exceeds the max (spec). */
export const isOverLimit = (count: number, max: number | undefined): boolean => max !== undefined && count > max

/**
 * The client checks (spec: they run unless validation is disabled): required fields, the email rule,
 * the US ZIP Code rule, the textarea limit. Section and hidden fields are always valid.
 * @param i18n the messages' translator: the page's in the browser (`PAGE_I18N`), the render's on a server.
 * @param lengths the typed length of each textarea, by field id (before trimming, as the counter shows it)
 * @returns each failing field's message, by field id; empty when every field passes.
 */
export function checkValues(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue>>,
  { t }: I18n,
  lengths: Readonly<Record<string, number>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const message = checkField(field, values[field.id], lengths[field.id], t)
    if (message) errors[field.id] = message
  }
  return errors
}

function checkField(
  field: FormField,
  value: FieldValue | undefined,
  length: number | undefined,
  t: I18n['t'],
): string | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined
  if (field.type === 'email') {
    // spec: email fails if invalid, unless optional and empty (a required empty email fails the same way)
    const error = emailError(typeof value === 'string' ? value : '', { required: field.required })
    return error && t(error.id, error.values)
  }
  if (field.required && isMissing(field, value)) return t('forms.fieldRequired', { title: field.title })
  if (field.type === 'address' && !isUsZip((value ?? []) as string[])) return t('forms.usZip')
  if (
    field.type === 'textarea' &&
    isOverLimit(length ?? (typeof value === 'string' ? value.length : 0), field.maxLength)
  ) {
    return t('forms.maxLength')
  }
  return undefined
}

/**
 * Whether an address's ZIP Code passes (spec: a US zip is valid only as exactly 5 digits): an address
 * whose Country part (a text input) names the United States (US, USA, United States [of America])
 * and that has a ZIP Code needs exactly 5 digits; an empty one is the required check's business, and
 * another country's postal code is not checked.
 * @param parts the address's parts, trimmed, in the spec's order (Line1, Line2, City, State, Zip, Country).
 */
export const isUsZip = ([, , , , zip, country = '']: readonly string[]): boolean =>
  !zip || !/^(usa?|united states( of america)?)$/i.test(country) || /^\d{5}$/.test(zip)

function isMissing(field: FormField, value: FieldValue | undefined): boolean {
  if (value === undefined) return true
  if (isMultiPart(field)) {
    const parts = FIELD_PARTS[field.type] as readonly string[]
    const given = value as string[]
    return REQUIRED_PARTS[field.type].some((part) => !given[parts.indexOf(part)])
  }
  if (field.type === 'likert')
    return field.statements.some((statement) => !(statement in (value as Record<string, number>)))
  return value.length === 0
}

/**
 * What a failed submission shows, in the spec's order, the first that applies: the status-specific
 * message (401, 404, 429, 500), else the field errors of an `errors` map (with 'One or more fields is
 * invalid, please check your entries.' above them), else the answer's `error`, else 'Unknown error,
 * please try again later.'. No key gives 'Could not get a form submission key, please try again
 * later.'; no answer (offline, timed out) 'Unable to connect. Please try again.'; any other exception
 * while the submission is processed (an answer that cannot be read, such as a 200 with an HTML body)
 * the spec's 'Error processing form submission. Please reload and try again.': the form keeps a draft
 * of what was typed (core/dom/draft.ts), so the reload loses nothing.
 * @param fieldIds the form's field ids: an error for an id the form does not have is shown as a
 * general message rather than lost.
 */
export function failureOf(error: unknown, fieldIds: ReadonlySet<string>): Failure {
  if (error instanceof NoKeyError) return general(t('forms.noKey'))
  // No answer says so, and the visitor sends again from here: nothing asks for a reload.
  if (error instanceof NetworkError || error instanceof TimeoutError) return general(t('data.unableToConnect'))
  // spec: an exception gives the processing error (a ParseError: an answer that is not JSON).
  if (!(error instanceof HttpError)) return general(t('forms.processingError'))
  const status = STATUS_MESSAGES[error.status]
  if (status) return general(t(status))
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>
  const failure: Failure = { messages: [], fields: {} }
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [id, message] of Object.entries(body.errors as Record<string, unknown>)) {
      if (typeof message !== 'string' || !message) continue
      if (fieldIds.has(id)) failure.fields[id] = message
      else failure.messages.push(message)
    }
    if (Object.keys(failure.fields).length) failure.messages.unshift(t('forms.invalidFields'))
    if (failure.messages.length) return failure
  }
  if (typeof body.error === 'string' && body.error) return general(body.error)
  return general(t('forms.unknownError'))
}

const general = (message: string): Failure => ({ messages: [message], fields: {} })
