// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setPageContext } from '../../../test/page-context.ts'
import { formatMoney } from './format.ts'

/** The page context as the template writes it, handed on as the loader reads it. */
const setContext = (json: string) => void setPageContext(json)

describe('the default currency', () => {
  afterEach(() => setPageContext())

  it('is the store currency of the page context', () => {
    setContext('{"websiteSettings":{"storeSettings":{"currency":"EUR"}}}')
    expect(formatMoney(123450)).toBe('€1,234.50')
    setContext('{"websiteSettings":{"storeSettings":{"currency":"JPY"}}}')
    expect(formatMoney(1500)).toBe('¥1,500')
  })

  it('is USD without a context, without store settings, or with an unreadable context', () => {
    expect(formatMoney(123450)).toBe('$1,234.50')
    setContext('{"websiteSettings":{}}')
    expect(formatMoney(123450)).toBe('$1,234.50')
    setContext('{"websiteSettings":{"storeSettings":{"currency":""}}}')
    expect(formatMoney(123450)).toBe('$1,234.50')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setContext('{not json')
    expect(formatMoney(123450)).toBe('$1,234.50')
  })

  it('raises "not a money value" naming a store currency it does not support', () => {
    setContext('{"websiteSettings":{"storeSettings":{"currency":"XXX"}}}')
    expect(() => formatMoney(100)).toThrow(new TypeError('formatMoney: not a money value (unknown currency "XXX")'))
  })

  it('is what the loader read: a later change to the script is not read again', () => {
    setContext('{"websiteSettings":{"storeSettings":{"currency":"GBP"}}}')
    const parse = vi.spyOn(JSON, 'parse')
    document.getElementById('atoll-context')!.textContent = '{"websiteSettings":{"storeSettings":{"currency":"EUR"}}}'
    for (let i = 0; i < 5; i++) expect(formatMoney(100)).toBe('£1.00')
    expect(parse).not.toHaveBeenCalled()
  })
})
