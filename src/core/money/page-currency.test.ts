// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMoney } from './format.ts'

function setContext(json: string): void {
  document.getElementById('atoll-context')?.remove()
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'atoll-context'
  script.textContent = json
  document.head.append(script)
}

describe('the default currency', () => {
  afterEach(() => document.getElementById('atoll-context')?.remove())

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
    setContext('{not json')
    expect(formatMoney(123450)).toBe('$1,234.50')
  })

  it('raises "not a money value" naming a store currency it does not support', () => {
    setContext('{"websiteSettings":{"storeSettings":{"currency":"XXX"}}}')
    expect(() => formatMoney(100)).toThrow(new TypeError('formatMoney: not a money value (unknown currency "XXX")'))
  })

  it('reads the context once, not for every price', () => {
    setContext('{"websiteSettings":{"storeSettings":{"currency":"GBP"}}}')
    const parse = vi.spyOn(JSON, 'parse')
    for (let i = 0; i < 5; i++) formatMoney(100)
    expect(parse.mock.calls.length).toBeLessThanOrEqual(1)
    expect(formatMoney(100)).toBe('£1.00')
  })
})
