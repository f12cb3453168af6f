import { beforeAll, describe, expect, it } from 'vitest'
import { HttpError, NetworkError } from '../../core/errors.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { checkSignIn, failureText, returnTarget } from './member-sign-in.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

const PAGE = 'https://site.example/members'

describe('returnTarget', () => {
  it.each([
    ['/members/recipes?week=2#rye', 'https://site.example/members/recipes?week=2#rye'],
    ['recipes', 'https://site.example/recipes'],
    ['https://site.example/shop', 'https://site.example/shop'],
  ])('follows %s, an address of this site', (wanted, expected) => {
    expect(returnTarget(wanted, PAGE)).toBe(expected)
  })

  it.each([
    'https://evil.example/members',
    '//evil.example/members',
    '/\\evil.example',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    'http://site.example/members',
    '',
    null,
    undefined,
  ])('stays on the page for %s', (wanted) => {
    expect(returnTarget(wanted, PAGE)).toBe(PAGE)
  })
})

describe('checkSignIn', () => {
  it("words each field's error with the forms' messages", () => {
    expect(checkSignIn({ email: '', password: '' }, 'Password')).toEqual({
      email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      password: 'Password is required.',
    })
    expect(checkSignIn({ email: ' member@harbourstreet.test ', password: 'rye' }, 'Password')).toEqual({})
  })
})

describe('failureText', () => {
  it("gives the spec's rate-limit text for 429 and the data layer's own text otherwise", () => {
    const url = `${PAGE}/api`
    expect(failureText(new HttpError('Unable to connect. Please try again.', 429, url))).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    )
    expect(failureText(new HttpError('Unauthorized request', 401, url))).toBe('Unauthorized request')
    expect(failureText(new NetworkError('Unable to connect. Please try again.', url))).toBe(
      'Unable to connect. Please try again.',
    )
    expect(failureText(new Error('boom'))).toBe('Something went wrong')
  })
})
