import { describe, expect, test } from 'vitest'
import { AtollError, HttpError, NetworkError, ParseError, TimeoutError } from './errors.ts'

describe('error classes', () => {
  test('each is an AtollError with its own name and context', () => {
    const cause = new TypeError('Failed to fetch')
    const errors = [
      new HttpError('Unauthorized request', 401, '/api/x', { error: 'no' }, { id: 'data.unauthorized' }),
      new NetworkError('Unable to connect. Please try again.', '/api/x', { id: 'data.unableToConnect', cause }),
      new ParseError('Internal Error: …', '/api/x', {
        id: 'data.parseError',
        values: { url: '/api/x', message: 'bad' },
      }),
      new TimeoutError('Unable to connect. Please try again.', '/api/x', 50),
    ]
    expect(errors.map((error) => error instanceof AtollError && error instanceof Error)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(errors.map((error) => error.name)).toEqual(['HttpError', 'NetworkError', 'ParseError', 'TimeoutError'])
    expect(errors[0]).toMatchObject({
      message: 'Unauthorized request',
      status: 401,
      url: '/api/x',
      body: { error: 'no' },
      id: 'data.unauthorized',
    })
    expect(errors[1]).toMatchObject({ cause, id: 'data.unableToConnect' })
    expect(errors[2]).toMatchObject({ values: { url: '/api/x', message: 'bad' } })
    expect(errors[3]).toMatchObject({ timeout: 50, id: undefined })
    expect(String(errors[0])).toBe('HttpError: Unauthorized request')
  })

  test('an error without a cause has none', () => {
    expect('cause' in new AtollError('x')).toBe(false)
  })
})
