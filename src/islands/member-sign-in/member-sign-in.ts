/**
 * The member sign-in's rules, apart from the DOM: what each field says when it cannot be sent, the
 * message for a refused sign-in, and where the visitor goes once signed in.
 */
import { AtollError, HttpError } from '../../core/errors.ts'
import { t } from '../../core/i18n/index.ts'
import { emailError, EXAMPLE_EMAIL } from '../../core/rules/email.ts'
import { safeUrl } from '../../core/security/url.ts'

/** The status a rate-limited sign-in is answered with. */
export const RATE_LIMITED_STATUS = 429

export interface SignInFields {
  email: string
  password: string
}

export type SignInErrors = Partial<Record<keyof SignInFields, string>>

/**
 * The fields' errors with the forms' messages (spec): an email that is missing or not an address
 * ('Email is not valid. ...'), a missing password ('{title} is required.', with the field's label).
 * @example checkSignIn({ email: 'bob', password: '' }, 'Password') // { email: 'Email is not valid. ...', password: 'Password is required.' }
 */
export function checkSignIn({ email, password }: SignInFields, passwordTitle: string): SignInErrors {
  const errors: SignInErrors = {}
  const invalidEmail = emailError(email.trim(), { required: true })
  if (invalidEmail) errors.email = t(invalidEmail.id, { email: EXAMPLE_EMAIL })
  if (!password) errors.password = t('forms.fieldRequired', { title: passwordTitle })
  return errors
}

/**
 * The text for a sign-in or sign-out the server refused: the spec's rate-limit message for 429
 * (the data layer words an unnamed status 'Unable to connect', which a refused attempt is not);
 * else the data layer's own text ('Unauthorized request' for a wrong password's 401).
 */
export function failureText(error: unknown): string {
  if (error instanceof HttpError && error.status === RATE_LIMITED_STATUS) return t('forms.rateLimited')
  return error instanceof AtollError ? error.message : t('data.failed')
}

/**
 * Where to go once signed in: `wanted` (the form's `returnUrl`, or the page's) when it is an http(s)
 * address of this site, checked on the parsed URL (no `javascript:`, no other origin, `//host`
 * included); else the page itself, which the server now renders for the member.
 * @example returnTarget('/members/recipes', 'https://site.example/members') // 'https://site.example/members/recipes'
 * @example returnTarget('https://evil.example/', 'https://site.example/members') // 'https://site.example/members'
 */
export function returnTarget(wanted: string | null | undefined, page: string): string {
  return safeUrl(wanted, { sameOrigin: true, base: page }) ?? page
}
