import { describe, expect, it } from 'vitest'
import { emailError, EXAMPLE_EMAIL, isValidEmail } from './email.ts'
import { loadMessages, t } from '../i18n/index.ts'
import messages from 'virtual:atoll-messages'

describe('email rule', () => {
  it('accepts local-part@domain with a 2 to 4 character top-level part', () => {
    for (const email of ['a@b.co', 'name@example.com', 'first.last+tag@mail.example.info', "o'hara@x.io", 'x@y.z12']) {
      expect(isValidEmail(email), email).toBe(true)
    }
  })

  it('refuses addresses without a usable top-level part', () => {
    for (const email of ['name@example', 'name@example.c', 'name@example.museum', 'name@example.c-m', 'name@.com']) {
      expect(isValidEmail(email), email).toBe(false)
    }
  })

  it('refuses malformed addresses', () => {
    for (const email of ['', 'a@', '@b.com', 'a b@c.com', 'a@b@c.com', ' name@example.com', 'name@example.com ', 42]) {
      expect(isValidEmail(email), String(email)).toBe(false)
    }
  })

  it('allows at most 256 characters', () => {
    const domain = '@example.com'
    expect(isValidEmail('a'.repeat(256 - domain.length) + domain)).toBe(true)
    expect(isValidEmail('a'.repeat(257 - domain.length) + domain)).toBe(false)
  })
})

describe('email field error', () => {
  const invalid = { id: 'forms.emailInvalid', values: { email: 'name@example.com' } }

  it('names the forms message and shows an example address as the format', () => {
    expect(EXAMPLE_EMAIL).toBe('name@example.com')
    expect(emailError('bob', { required: false })).toEqual(invalid)
    expect(emailError('bob', { required: true })).toEqual(invalid)
  })

  it('lets an optional field stay empty but not a required one', () => {
    expect(emailError('', { required: false })).toBeUndefined()
    expect(emailError('')).toBeUndefined()
    expect(emailError('', { required: true })).toEqual(invalid)
  })

  it('reads as the spec says', async () => {
    await loadMessages(messages, 'en-US')
    const error = emailError('bob', { required: true })!
    expect(t(error.id, error.values)).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    )
  })

  it('passes a valid address', () => {
    expect(emailError('name@example.com', { required: true })).toBeUndefined()
  })
})
