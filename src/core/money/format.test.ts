import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, type CurrencyCode, currencyDecimals } from './currencies.ts'
import { formatMoney } from './format.ts'

const NBSP = '\u00a0'
const CODES = Object.keys(CURRENCIES) as CurrencyCode[]

describe('formatMoney', () => {
  it("supports exactly the spec's 27 currencies", () => {
    expect(CODES).toEqual(
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR'.split(
        ' ',
      ),
    )
  })

  it.each([
    ['EUR', '€1,234,567.89'],
    ['USD', '$1,234,567.89'],
    ['AUD', '$1,234,567.89'],
    ['NOK', `1,234,567.89${NBSP}kr`],
    ['CAD', '$1,234,567.89'],
    ['NZD', '$1,234,567.89'],
    ['DKK', `1,234,567.89${NBSP}kr.`],
    ['GBP', '£1,234,567.89'],
    ['HKD', '$1,234,567.89'],
    ['CHF', `CHF${NBSP}1,234,567.89`],
    ['MXN', '$1,234,567.89'],
    ['SGD', '$1,234,567.89'],
    ['SEK', `1,234,567.89${NBSP}kr`],
    ['CZK', `1,234,567.89${NBSP}Kč`],
    ['ILS', '₪1,234,567.89'],
    ['PHP', '₱1,234,567.89'],
    ['RUB', `1,234,567.89${NBSP}₽`],
    ['PLN', `1,234,567.89${NBSP}zł`],
    ['THB', '฿1,234,567.89'],
    ['MYR', 'RM1,234,567.89'],
    ['ARS', '$1,234,567.89'],
    ['BRL', 'R$1,234,567.89'],
    ['COP', '$1,234,567.89'],
    ['IDR', 'Rp1,234,567.89'],
    ['INR', '₹1,234,567.89'],
    ['JPY', '¥123,456,789'],
    ['ZAR', 'R1,234,567.89'],
  ])('lays out %s as %s', (code, text) => {
    expect(formatMoney(123456789, code)).toBe(text)
  })

  it('shows small amounts with a leading zero and both decimals', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00')
    expect(formatMoney(5, 'USD')).toBe('$0.05')
    expect(formatMoney(50, 'EUR')).toBe('€0.50')
    expect(formatMoney(100000, 'GBP')).toBe('£1,000.00')
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
  })

  it('puts the minus before the symbol, whichever side the symbol is on', () => {
    expect(formatMoney(-123450, 'USD')).toBe('-$1,234.50')
    expect(formatMoney(-123450, 'SEK')).toBe(`-1,234.50${NBSP}kr`)
    expect(formatMoney(-5, 'CHF')).toBe(`-CHF${NBSP}0.05`)
    expect(formatMoney(-0, 'USD')).toBe('$0.00')
  })

  it('trims zero cents only when asked, and only when the cents are all zero', () => {
    expect(formatMoney(120000, 'USD', { trimZeroCents: true })).toBe('$1,200')
    expect(formatMoney(120000, 'USD')).toBe('$1,200.00')
    expect(formatMoney(120050, 'USD', { trimZeroCents: true })).toBe('$1,200.50')
    expect(formatMoney(120001, 'PLN', { trimZeroCents: true })).toBe(`1,200.01${NBSP}zł`)
    expect(formatMoney(-300, 'CZK', { trimZeroCents: true })).toBe(`-3${NBSP}Kč`)
    expect(formatMoney(1500, 'JPY', { trimZeroCents: true })).toBe('¥1,500')
  })

  it('accepts currency codes in any case', () => {
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500')
    expect(formatMoney(199, 'Eur')).toBe('€1.99')
  })

  it('formats up to 15 integer places with every digit exact', () => {
    expect(formatMoney(99999999999999999n, 'USD')).toBe('$999,999,999,999,999.99')
    expect(formatMoney(12345678901234567n, 'EUR')).toBe('€123,456,789,012,345.67')
    expect(formatMoney(-99999999999999999n, 'USD')).toBe('-$999,999,999,999,999.99')
    expect(formatMoney(999999999999999, 'JPY')).toBe('¥999,999,999,999,999')
    // 2^53 + 2 is exactly representable; its digits must not be rounded.
    expect(formatMoney(9007199254740994, 'USD')).toBe('$90,071,992,547,409.94')
  })

  it('throws a RangeError beyond 15 integer places', () => {
    expect(() => formatMoney(100000000000000000n, 'USD')).toThrow(
      new RangeError('formatMoney: more than 15 integer places (100000000000000000 USD)'),
    )
    expect(() => formatMoney(-100000000000000000n, 'USD')).toThrow(RangeError)
    expect(() => formatMoney(1000000000000000, 'JPY')).toThrow(
      new RangeError('formatMoney: more than 15 integer places (1000000000000000 JPY)'),
    )
    expect(() => formatMoney(1e300, 'USD')).toThrow(RangeError)
  })

  it('raises "not a money value" for an amount that is not a whole number of minor units', () => {
    expect(() => formatMoney(12.5, 'USD')).toThrow(
      new TypeError('formatMoney: not a money value (12.5 is not an integer number of minor units)'),
    )
    expect(() => formatMoney(Number.NaN, 'USD')).toThrow(
      new TypeError('formatMoney: not a money value (NaN is not an integer number of minor units)'),
    )
    expect(() => formatMoney(Infinity, 'USD')).toThrow(
      new TypeError('formatMoney: not a money value (Infinity is not an integer number of minor units)'),
    )
    expect(() => formatMoney('100' as unknown as number, 'USD')).toThrow(
      new TypeError('formatMoney: not a money value ("100" is not an integer number of minor units)'),
    )
    expect(() => formatMoney(null as unknown as number, 'USD')).toThrow(
      new TypeError('formatMoney: not a money value (object is not an integer number of minor units)'),
    )
  })

  it('raises "not a money value" for a currency it does not support', () => {
    expect(() => formatMoney(100, 'XYZ')).toThrow(
      new TypeError('formatMoney: not a money value (unknown currency "XYZ")'),
    )
    expect(() => formatMoney(100, 'toString')).toThrow(
      new TypeError('formatMoney: not a money value (unknown currency "toString")'),
    )
    expect(() => formatMoney(100, '')).toThrow(new TypeError('formatMoney: not a money value (unknown currency "")'))
    expect(() => formatMoney(100, 42 as unknown as string)).toThrow(
      new TypeError('formatMoney: not a money value (unknown currency 42)'),
    )
  })

  it('uses USD when there is no page context (no document)', () => {
    expect(formatMoney(123450)).toBe('$1,234.50')
  })
})

describe('formatMoney properties', () => {
  const documented = (error: unknown): boolean =>
    (error instanceof TypeError && error.message.startsWith('formatMoney: not a money value (')) ||
    (error instanceof RangeError && error.message.startsWith('formatMoney: more than 15 integer places ('))

  it('throws nothing but its documented errors, whatever it is given', () => {
    const amount = fc.oneof(fc.anything(), fc.integer(), fc.double(), fc.bigInt(), fc.maxSafeInteger())
    const currency = fc.oneof(fc.constantFrom(...CODES), fc.string(), fc.anything())
    const options = fc.oneof(fc.constant(undefined), fc.record({ trimZeroCents: fc.boolean() }), fc.anything())
    fc.assert(
      fc.property(amount, currency, options, (cents, code, opts) => {
        try {
          expect(typeof formatMoney(cents as number, code as string, opts as { trimZeroCents?: boolean })).toBe(
            'string',
          )
        } catch (error) {
          if (!documented(error)) throw error
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('round-trips: symbol and separators stripped, the text gives back the same minor units', () => {
    const valid = fc.constantFrom(...CODES).chain((code) => {
      const limit = 10n ** BigInt(15 + currencyDecimals(code)) - 1n
      return fc.tuple(
        fc.constant(code),
        fc.oneof(
          fc.bigInt(-limit, limit),
          fc
            .maxSafeInteger()
            .map(BigInt)
            .filter((n) => n <= limit && n >= -limit),
        ),
        fc.boolean(),
      )
    })
    fc.assert(
      fc.property(valid, ([code, cents, trimZeroCents]) => {
        const decimals = currencyDecimals(code)
        const text = formatMoney(cents, code, { trimZeroCents })
        const [before, after] = CURRENCIES[code].split('#') as [string, string]
        const amount = text.replace(/^-/, '')
        expect(amount.startsWith(before) && amount.endsWith(after)).toBe(true)
        const number = amount.slice(before.length, amount.length - after.length)
        expect(number).toMatch(decimals ? /^\d{1,3}(,\d{3})*(\.\d\d)?$/ : /^\d{1,3}(,\d{3})*$/)
        const trimmed = decimals > 0 && !number.includes('.')
        // Only a currency with decimals has cents to trim (the yen has none).
        expect(trimmed).toBe(decimals > 0 && trimZeroCents && cents % 100n === 0n)
        const digits = BigInt(number.replace(/[,.]/g, '')) * (trimmed ? 100n : 1n)
        expect(text.startsWith('-') ? -digits : digits).toBe(cents)
        if (typeof cents === 'bigint' && Number.isSafeInteger(Number(cents))) {
          expect(formatMoney(Number(cents), code, { trimZeroCents })).toBe(text)
        }
      }),
      { numRuns: 3000 },
    )
  })
})
