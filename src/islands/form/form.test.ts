import { beforeAll, describe, expect, it } from 'vitest'
import { HttpError, NetworkError, ParseError, TimeoutError } from '../../core/errors.ts'
import { loadMessages, PAGE_I18N } from '../../core/i18n/index.ts'
import { checkValues, collectValues, counterText, failureOf, isOverLimit, NoKeyError, shownParts } from './form.ts'
import { normalizeDefinition } from './options.ts'
import type { FormField } from './options.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

const fieldsOf = (fields: unknown[]): FormField[] => normalizeDefinition({ formId: 'f', fields }).fields

/** A reader over a plain map of input name to values, as FormData.getAll gives them. */
const reader = (inputs: Record<string, string | string[]>) => (name: string) => {
  const value = inputs[name]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

const none = new URLSearchParams()

describe('values on submit', () => {
  it('takes a hidden field from the query parameter of its name, else its own value', () => {
    const fields = fieldsOf([
      { id: 'utm', type: 'hidden', name: 'utm_source', value: 'direct' },
      { id: 'ref', type: 'hidden', name: 'ref', value: 'none' },
      { id: 'empty', type: 'hidden', name: 'blank', value: 'kept' },
      { id: 'unnamed', type: 'hidden', value: 'own' },
    ])
    const query = new URLSearchParams('utm_source=spring-letter&blank=')
    expect(collectValues(fields, reader({}), query)).toEqual({
      utm: 'spring-letter',
      ref: 'none',
      empty: '',
      unnamed: 'own',
    })
  })

  it('prepends an empty country to a 3-part phone and keeps a 4-part one', () => {
    const fields = fieldsOf([
      { id: 'short', type: 'phone' },
      { id: 'long', type: 'phone', showCountryCode: true },
    ])
    expect(shownParts(fields[0]!)).toEqual(['Areacode', 'Prefix', 'Line'])
    const values = collectValues(
      fields,
      reader({
        'short.Areacode': '555',
        'short.Prefix': '123',
        'short.Line': '4567',
        'long.Country': '+44',
        'long.Areacode': '20',
        'long.Prefix': '7946',
        'long.Line': '0958',
      }),
      none,
    )
    expect(values).toEqual({ short: ['', '555', '123', '4567'], long: ['+44', '20', '7946', '0958'] })
  })

  it('sends the parts of multi-part fields in the spec order, whatever the input order', () => {
    const fields = fieldsOf([
      { id: 'n', type: 'name' },
      { id: 'a', type: 'address' },
      { id: 'd', type: 'date' },
      { id: 't', type: 'time' },
    ])
    const inputs = {
      'n.Last': 'Okafor',
      'n.First': 'Ada',
      'a.Country': 'UK',
      'a.Zip': 'HS1 4AB',
      'a.State': '',
      'a.City': 'Harbourton',
      'a.Line2': 'Flat 2',
      'a.Line1': '14 Harbour Street',
      'd.Year': '2025',
      'd.Day': '14',
      'd.Month': '03',
      't.Ampm': 'PM',
      't.Second': '',
      't.Minute': '30',
      't.Hour': '2',
    }
    expect(collectValues(fields, reader(inputs), none)).toEqual({
      n: ['Ada', 'Okafor'],
      a: ['14 Harbour Street', 'Flat 2', 'Harbourton', '', 'HS1 4AB', 'UK'],
      d: ['03', '14', '2025'],
      t: ['2', '30', '', 'PM'],
    })
  })

  it('sends the first checked radio, every checked box, and likert answers as numbers', () => {
    const fields = fieldsOf([
      { id: 'r', type: 'radio', options: ['Email', 'Phone'] },
      { id: 'c', type: 'checkbox', options: ['Rye', 'Spelt', 'Wheat'] },
      { id: 'none', type: 'radio', options: ['A'] },
      { id: 'l', type: 'likert', statements: ['Fresh', 'Friendly', 'Fast'] },
    ])
    const values = collectValues(
      fields,
      reader({ r: ['Phone', 'Email'], c: ['Rye', 'Wheat'], 'l.0': '2', 'l.1': '-2' }),
      none,
    )
    expect(values).toEqual({ r: 'Phone', c: ['Rye', 'Wheat'], none: '', l: { Fresh: 2, Friendly: -2 } })
  })

  it('sends nothing for a section, trims text and keeps a password as typed', () => {
    const fields = fieldsOf([
      { id: 's', type: 'section', title: 'About you' },
      { id: 'x', type: 'text' },
      { id: 'p', type: 'password' },
      { id: 'u', type: 'twitter' },
    ])
    expect(collectValues(fields, reader({ x: '  hello  ', p: ' secret ', u: ' @bakery ' }), none)).toEqual({
      x: 'hello',
      p: ' secret ',
      u: '@bakery',
    })
  })
})

describe('client checks', () => {
  const check = (fields: unknown[], values: Record<string, unknown>, lengths?: Record<string, number>) =>
    checkValues(fieldsOf(fields), values as never, PAGE_I18N, lengths)

  it('fails an empty required field with its title', () => {
    expect(check([{ id: 'x', type: 'text', title: 'Order reference', required: true }], { x: '' })).toEqual({
      x: 'Order reference is required.',
    })
    expect(check([{ id: 'x', type: 'text', title: 'Order reference' }], { x: '' })).toEqual({})
    expect(
      check([{ id: 'c', type: 'checkbox', title: 'Loaves', required: true, options: ['Rye'] }], { c: [] }),
    ).toEqual({ c: 'Loaves is required.' })
    expect(
      check([{ id: 'r', type: 'radio', title: 'Reply', required: true, options: ['Email'] }], { r: 'Email' }),
    ).toEqual({})
  })

  it('needs the essential parts of a required multi-part field', () => {
    const fields = [
      { id: 'n', type: 'name', title: 'Name', required: true },
      { id: 'p', type: 'phone', title: 'Phone', required: true },
      { id: 'a', type: 'address', title: 'Address', required: true },
    ]
    expect(
      check(fields, {
        n: ['Ada', ''],
        p: ['', '555', '123', '4567'],
        a: ['14 Harbour Street', '', 'Harbourton', '', '', 'UK'],
      }),
    ).toEqual({
      n: 'Name is required.',
    })
  })

  it('holds a US address’s ZIP Code to exactly 5 digits, with its message', () => {
    const fields = [{ id: 'a', type: 'address', title: 'Delivery address' }]
    const address = (zip: string, country: string) => ({ a: ['1 Main Street', '', 'Springfield', 'IL', zip, country] })
    for (const zip of ['1234', '123456', '12345-6789', 'ABCDE'])
      expect(check(fields, address(zip, 'United States')), zip).toEqual({ a: 'ZIP Code must be 5 digits.' })
    expect(check(fields, address('6270', 'usa'))).toEqual({ a: 'ZIP Code must be 5 digits.' })
    expect(check(fields, address('62701', 'United States'))).toEqual({})
    // Another country's postal code, and an address with no ZIP Code, are not held to it.
    expect(check(fields, address('SW1A 1AA', 'United Kingdom'))).toEqual({})
    expect(check(fields, address('', 'US'))).toEqual({})
  })

  it('asks a required likert for every statement', () => {
    const fields = [{ id: 'l', type: 'likert', title: 'Your visit', required: true, statements: ['Fresh', 'Friendly'] }]
    expect(check(fields, { l: { Fresh: 1 } })).toEqual({ l: 'Your visit is required.' })
    expect(check(fields, { l: { Fresh: 1, Friendly: 0 } })).toEqual({})
  })

  it('applies the email rule with its message, and lets an optional empty email pass', () => {
    const message = 'Email is not valid. Email addresses should follow the format name@example.com.'
    expect(check([{ id: 'e', type: 'email', title: 'Email' }], { e: 'ada@' })).toEqual({ e: message })
    expect(check([{ id: 'e', type: 'email', title: 'Email' }], { e: '' })).toEqual({})
    expect(check([{ id: 'e', type: 'email', title: 'Email', required: true }], { e: '' })).toEqual({ e: message })
    expect(check([{ id: 'e', type: 'email', title: 'Email', required: true }], { e: 'ada@harbour.shop' })).toEqual({})
  })

  it('marks a textarea over its limit, by the typed length', () => {
    const fields = [{ id: 'm', type: 'textarea', title: 'Message', maxLength: 5 }]
    expect(check(fields, { m: 'abcdef' })).toEqual({ m: 'You have exceeded the character limit.' })
    expect(check(fields, { m: 'abcde' }, { m: 7 })).toEqual({ m: 'You have exceeded the character limit.' })
    expect(check(fields, { m: 'abcde' })).toEqual({})
  })

  it('always passes section and hidden fields', () => {
    expect(
      check(
        [
          { id: 's', type: 'section', required: true },
          { id: 'h', type: 'hidden', required: true },
        ],
        {},
      ),
    ).toEqual({})
  })
})

describe('textarea counter', () => {
  it("reads 'count / max' and is over only past the max", () => {
    expect(counterText(12, 500, PAGE_I18N)).toBe('12 / 500')
    expect(isOverLimit(500, 500)).toBe(false)
    expect(isOverLimit(501, 500)).toBe(true)
    expect(isOverLimit(9999, undefined)).toBe(false)
  })

  it('has no limit for a max of 0 or an invalid one', () => {
    expect(fieldsOf([{ id: 'a', type: 'textarea', maxLength: 0 }])[0]!.maxLength).toBeUndefined()
    expect(fieldsOf([{ id: 'a', type: 'textarea', maxLength: '500' }])[0]!.maxLength).toBeUndefined()
    expect(fieldsOf([{ id: 'a', type: 'textarea', maxLength: 2.5 }])[0]!.maxLength).toBeUndefined()
  })
})

describe('failure messages, in the spec order', () => {
  const ids = new Set(['name', 'email'])
  const http = (status: number, body?: unknown) =>
    new HttpError('ignored', status, '/api/form/SaveFormSubmission', body)

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('shows the status message for %i before anything the body says', (status, message) => {
    const failure = failureOf(http(status, { errors: { name: 'Required' }, error: 'Server text' }), ids)
    expect(failure).toEqual({ messages: [message], fields: {} })
  })

  it('shows the field errors of an errors map, an unknown field id as a general message', () => {
    const failure = failureOf(
      http(400, { errors: { email: 'Email is taken.', coupon: 'Coupon expired.' }, error: 'ignored' }),
      ids,
    )
    expect(failure).toEqual({
      messages: ['One or more fields is invalid, please check your entries.', 'Coupon expired.'],
      fields: { email: 'Email is taken.' },
    })
  })

  it("shows the answer's error when there is no field error", () => {
    expect(failureOf(http(400, { errors: {}, error: 'Entries closed.' }), ids)).toEqual({
      messages: ['Entries closed.'],
      fields: {},
    })
    expect(failureOf(http(200, { error: 'Rejected.' }), ids)).toEqual({ messages: ['Rejected.'], fields: {} })
  })

  it('falls back to the unknown-error message', () => {
    expect(failureOf(http(503, {}), ids).messages).toEqual(['Unknown error, please try again later.'])
    expect(failureOf(http(400, 'not json'), ids).messages).toEqual(['Unknown error, please try again later.'])
  })

  it('says when there was no key or no answer', () => {
    expect(failureOf(new NoKeyError(), ids).messages).toEqual([
      'Could not get a form submission key, please try again later.',
    ])
    const noAnswer = ['Unable to connect. Please try again.']
    expect(failureOf(new NetworkError('offline', '/api'), ids).messages).toEqual(noAnswer)
    expect(failureOf(new TimeoutError('slow', '/api', 10), ids).messages).toEqual(noAnswer)
  })

  it("gives the spec's processing error for an exception: an answer that cannot be read (a 200 with an HTML body), or a fault", () => {
    const processing = ['Error processing form submission. Please reload and try again.']
    expect(failureOf(new ParseError('Something went wrong', '/api/form/SaveFormSubmission'), ids).messages).toEqual(
      processing,
    )
    expect(failureOf(new TypeError('bug'), ids).messages).toEqual(processing)
  })
})
