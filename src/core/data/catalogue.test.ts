import { parse } from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'
import { describe, expect, test } from 'vitest'
import en from '../../dictionaries/en-US/data.json'
import fr from '../../dictionaries/fr-FR/data.json'
import { DATA_MESSAGE, judge } from './catalogue.ts'

describe('judge', () => {
  test('204 and 1223 are empty successes, whatever the body', () => {
    expect(judge(204, null)).toBe('empty')
    expect(judge(1223, null)).toBe('empty')
    expect(judge(1223, { error: 'x' })).toBe('empty')
  })

  test('a 2xx body is a success unless it has error', () => {
    expect(judge(200, { items: [] })).toBe('ok')
    expect(judge(201, null)).toBe('ok')
    expect(judge(200, { error: false, message: 'saved' })).toBe('ok')
    expect(judge(200, { error: 'Taken' })).toBe('failure')
    expect(judge(200, { error: { code: 1 } })).toBe('failure')
  })

  test.each([400, 401, 500, 502])('%i with error, message or billingErrorCode is a failure body', (status) => {
    expect(judge(status, { error: 'x' })).toBe('failure')
    expect(judge(status, { message: 'x' })).toBe('failure')
    expect(judge(status, { billingErrorCode: 0 })).toBe('failure')
    expect(judge(status, { errors: { a: 'b' } })).not.toBe('failure')
    expect(judge(status, 'error text')).not.toBe('failure')
  })

  test.each([
    [401, DATA_MESSAGE.unauthorized],
    [403, DATA_MESSAGE.unauthorized],
    [500, DATA_MESSAGE.serverError],
    [501, DATA_MESSAGE.serverError],
    [503, DATA_MESSAGE.unavailable],
    [400, DATA_MESSAGE.unableToConnect],
    [404, DATA_MESSAGE.notFound],
    [410, DATA_MESSAGE.notFound],
    [429, DATA_MESSAGE.unableToConnect],
    [502, DATA_MESSAGE.unableToConnect],
    [504, DATA_MESSAGE.unableToConnect],
    [302, DATA_MESSAGE.unableToConnect],
  ])('%i without a failure body gives %s', (status, id) => {
    expect(judge(status, null)).toBe(id)
  })

  test('403, 404 and 503 keep their status message even when the body has error', () => {
    expect(judge(403, { error: 'x' })).toBe(DATA_MESSAGE.unauthorized)
    expect(judge(404, { message: 'x' })).toBe(DATA_MESSAGE.notFound)
    expect(judge(503, { error: 'x' })).toBe(DATA_MESSAGE.unavailable)
  })

  test.each(['crumbFail', 'loginRequired', 'authorizationFail'])(
    'a body flagged %s is a failure at any status',
    (flag) => {
      for (const status of [200, 400, 401, 403, 404, 500, 503]) expect(judge(status, { [flag]: true })).toBe('failure')
      expect(judge(200, { [flag]: false })).toBe('ok')
    },
  )
})

describe('the data dictionary', () => {
  test('en-US has the spec’s texts', () => {
    expect(en).toEqual({
      'data.unauthorized': 'Unauthorized request',
      'data.serverError': 'Internal server error. Please try again later.',
      'data.unavailable': 'This service is temporarily unavailable. Please try again later.',
      'data.notFound': 'Unable to locate content',
      'data.unableToConnect': 'Unable to connect. Please try again.',
      'data.parseError': 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}.',
      'data.failed': 'Something went wrong',
    })
    expect(Object.values(DATA_MESSAGE).sort()).toEqual(Object.keys(en).sort())
  })

  test('fr-FR translates every message with the same arguments', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
    for (const [id, text] of Object.entries(en)) {
      const french = fr[id as keyof typeof fr]
      expect(french, id).not.toBe(text)
      expect(isStructurallySame(parse(text), parse(french)).success, id).toBe(true)
    }
  })
})
