import { describe, expect, it } from 'vitest'
import { MASK, maskHeaders, maskJsonText, maskParams } from './mask.ts'

describe('maskJsonText', () => {
  it('masks the values of keys named like a password, secret, token, csrf, xsrf or crumb', () => {
    const text = JSON.stringify({
      email: 'a@b.example',
      password: 'p',
      Passwd: 1,
      apiSecret: true,
      xsrfToken: 'x',
      crumb: null,
      list: [{ csrf: 'c' }],
      note: 'password',
    })
    expect(JSON.parse(maskJsonText(text))).toEqual({
      email: 'a@b.example',
      password: MASK,
      Passwd: MASK,
      apiSecret: MASK,
      xsrfToken: MASK,
      crumb: MASK,
      list: [{ csrf: MASK }],
      note: 'password',
    })
  })

  it('masks inside a string that is JSON, and keys with escaped quotes', () => {
    const text = JSON.stringify({ form: JSON.stringify({ name: 'Ada', password: 'inner' }), 'say "token"': 'v' })
    const masked = JSON.parse(maskJsonText(text)) as { form: string }
    expect(JSON.parse(masked.form)).toEqual({ name: 'Ada', password: MASK })
    expect(masked).toMatchObject({ 'say "token"': MASK })
  })

  it('masks invalid and very deep JSON without throwing', () => {
    expect(maskJsonText('{"token": "abc", "broken": [')).toBe(`{"token": "${MASK}", "broken": [`)
    const deep = `${'{"a":'.repeat(20_000)}{"secret":"s"}${'}'.repeat(20_000)}`
    expect(maskJsonText(deep)).toBe(deep.replace('"secret":"s"', `"secret":"${MASK}"`))
  })
})

describe('maskHeaders and maskParams', () => {
  it('masks cookie values, keeping their names, and token headers', () => {
    expect(maskHeaders({ cookie: 'a=1; b=2', 'x-csrf-token': 't', 'user-agent': 'UA' })).toEqual({
      cookie: `a=${MASK}; b=${MASK}`,
      'x-csrf-token': MASK,
      'user-agent': 'UA',
    })
  })

  it('masks secret parameters only', () => {
    expect(maskParams(new URLSearchParams('q=bread&token=t&password=p'))).toEqual([
      ['q', 'bread'],
      ['token', MASK],
      ['password', MASK],
    ])
  })
})
