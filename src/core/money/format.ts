// Hand-written rather than Intl.NumberFormat: the spec fixes comma thousands and point decimals
// whatever the page's locale, each currency has its own symbol layout, and 15 integer places plus
// cents pass 2^53, so the digits come from a BigInt's exact decimal text.
import { CURRENCIES, type CurrencyCode, currencyDecimals, isCurrencyCode, MAX_INTEGER_PLACES } from './currencies.ts'
import { pageCurrency } from './page-currency.ts'

export interface MoneyOptions {
  /** Drops a fraction that is all zeros: `$12` rather than `$12.00`. @default false */
  trimZeroCents?: boolean
}

/**
 * Formats an amount of money (spec: money rules): comma thousands and a point before the decimals
 * whatever the locale, the currency's symbol layout (see `CURRENCIES`), a leading minus when negative.
 *
 * @param cents the amount in the currency's minor unit (cents; yen for JPY), an integer `number` or a
 *   `bigint` (a `bigint` keeps every digit of amounts beyond 2^53).
 * @param currency an ISO code of a supported currency, in any case. @default the page's store currency, else USD
 * @throws TypeError `formatMoney: not a money value (...)` when `cents` is not an integer number of
 *   minor units or `currency` is not a supported code (spec: "Money formatting raises an error if not
 *   given a money value").
 * @throws RangeError `formatMoney: more than 15 integer places (...)` for an amount too large.
 * @example formatMoney(123450, 'EUR') // '€1,234.50'
 * @example formatMoney(1200, 'USD', { trimZeroCents: true }) // '$12'
 */
export function formatMoney(
  cents: number | bigint,
  currency: string = pageCurrency(),
  options: MoneyOptions = {},
): string {
  const code = typeof currency === 'string' ? currency.toUpperCase() : currency
  if (!isCurrencyCode(code)) {
    throw new TypeError(`formatMoney: not a money value (unknown currency ${describe(currency)})`)
  }
  if (typeof cents !== 'bigint' && !Number.isInteger(cents)) {
    throw new TypeError(`formatMoney: not a money value (${describe(cents)} is not an integer number of minor units)`)
  }
  return layout(BigInt(cents).toString(), code, options?.trimZeroCents)
}

function layout(text: string, code: CurrencyCode, trimZeroCents = false): string {
  const decimals = currencyDecimals(code)
  const sign = text[0] === '-' ? '-' : ''
  const digits = text.slice(sign.length).padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(whole.length)
  if (whole.length > MAX_INTEGER_PLACES) {
    throw new RangeError(`formatMoney: more than ${MAX_INTEGER_PLACES} integer places (${text} ${code})`)
  }
  let amount = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  if (fraction && !(trimZeroCents && !+fraction)) amount += `.${fraction}`
  return sign + CURRENCIES[code].replace('#', amount)
}

/** Names a bad argument without calling anything on it (an object's own `toString` may throw). */
function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' ? String(value) : typeof value
}
