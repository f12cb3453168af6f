import type { MessageId } from '../i18n/index.ts'

export const EMAIL_MIN_LENGTH = 3 // spec: an email is a string of 3 to 256 characters
export const EMAIL_MAX_LENGTH = 256 // spec: an email is a string of 3 to 256 characters
/** The address shown as the expected format in the invalid-email message. */
export const EXAMPLE_EMAIL = 'name@example.com'

// spec: local-part@domain with a top-level part of 2 to 4 letters or digits. The local part takes the
// RFC 5322 "atext" characters and dots; the domain takes labels of letters, digits and hyphens.
const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@(?:[a-z\d-]+\.)+[a-z\d]{2,4}$/i

/** A message for the dictionaries: its id and the values of its arguments. */
export interface RuleMessage {
  id: MessageId
  values: Record<string, string>
}

/** Whether `value` is an email address by the spec's rule. Whitespace is not trimmed. */
export function isValidEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= EMAIL_MIN_LENGTH &&
    value.length <= EMAIL_MAX_LENGTH &&
    EMAIL.test(value)
  )
}

/**
 * The error for an email field, or undefined when it passes: an empty optional field passes, an empty
 * required one fails like an invalid address (the spec has no separate message for it).
 * The text, 'Email is not valid. Email addresses should follow the format {email}.', lives in the
 * `forms` dictionary family as `forms.emailInvalid`; `email` is {@link EXAMPLE_EMAIL}.
 * @example t(emailError('bob', { required: true })!.id, ...) // 'Email is not valid. ...'
 */
export function emailError(value: string, { required = false }: { required?: boolean } = {}): RuleMessage | undefined {
  if ((!required && value === '') || isValidEmail(value)) return undefined
  return { id: 'forms.emailInvalid', values: { email: EXAMPLE_EMAIL } }
}
