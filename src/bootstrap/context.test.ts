// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPageContext } from './context.ts'
import { parseObject } from './runtime.ts'

function setContext(text: string | null): void {
  document.body.innerHTML = text === null ? '' : `<script type="application/json" id="atoll-context">${text}</script>`
}

describe('readPageContext', () => {
  afterEach(() => setContext(null))

  it('gives the defaults when the page has no context script', () => {
    setContext(null)
    expect(readPageContext()).toEqual({ locale: 'en-US' })
  })

  it('reads the fields and keeps a given locale', () => {
    setContext('{"pageType":2,"locale":"fr-FR","analyticsDisabled":true}')
    expect(readPageContext()).toEqual({ pageType: 2, locale: 'fr-FR', analyticsDisabled: true })
  })

  it('logs one console error and gives the defaults for malformed JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    setContext('{"pageType": 2,')
    expect(readPageContext()).toEqual({ locale: 'en-US' })
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[atoll\] #atoll-context ignored: /)
  })

  it('treats JSON that is not an object as malformed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    setContext('[1,2]')
    expect(readPageContext()).toEqual({ locale: 'en-US' })
    expect(error).toHaveBeenCalledWith('[atoll] #atoll-context ignored: #atoll-context must be a JSON object')
  })
})

describe('parseObject', () => {
  it('reads empty or missing text as no settings', () => {
    expect(parseObject(null, 'x')).toEqual({})
    expect(parseObject('  ', 'x')).toEqual({})
  })

  it('throws a SyntaxError for unparseable text', () => {
    expect(() => parseObject('{"a": tru', 'x')).toThrow(SyntaxError)
  })
})
