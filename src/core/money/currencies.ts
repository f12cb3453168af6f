/**
 * The supported currencies and how each one's amount is laid out.
 *
 * A pattern holds the symbol and `#` for the amount: the symbol's side and its spacing read straight
 * off it. Digits are always grouped with commas and split with a point (spec: money rules), so only the
 * symbol follows the currency's home convention: before the amount where shoppers there write it
 * before (`$`, `€`, `£`, `¥`, `R$`, `RM`), after with a space for the Nordic krone and krona, the
 * koruna, the złoty and the rouble, and `CHF` before with a space, as the Swiss write it.
 *
 * Every dollar and peso (AUD, CAD, NZD, HKD, SGD, MXN, ARS, COP) shows a bare `$`: a store sells in
 * the one currency of its settings, and its shoppers write their own dollar or peso as `$`; a prefix
 * such as `A$` or `COL$` only helps a reader comparing currencies, which a store page never shows.
 *
 * The space is a no-break space (U+00A0), so `1,234.50 kr` never wraps between amount and symbol.
 *
 * Names: the spec's dictionaries hold "26 names, euro to rand" while its supported list has 27
 * codes, and it does not say which one has no name; the `currency` dictionary names all 27
 * (`currency.<CODE>`), since a supported currency without a name would leave a blank label.
 */
export const CURRENCIES = {
  EUR: '€#',
  USD: '$#',
  AUD: '$#',
  NOK: '#\u00a0kr',
  CAD: '$#',
  NZD: '$#',
  DKK: '#\u00a0kr.',
  GBP: '£#',
  HKD: '$#',
  CHF: 'CHF\u00a0#',
  MXN: '$#',
  SGD: '$#',
  SEK: '#\u00a0kr',
  CZK: '#\u00a0Kč',
  ILS: '₪#',
  PHP: '₱#',
  RUB: '#\u00a0₽',
  PLN: '#\u00a0zł',
  THB: '฿#',
  MYR: 'RM#',
  ARS: '$#',
  BRL: 'R$#',
  COP: '$#',
  IDR: 'Rp#',
  INR: '₹#',
  JPY: '¥#',
  ZAR: 'R#',
} as const // spec: supported currencies EUR ... ZAR, 27 codes

export type CurrencyCode = keyof typeof CURRENCIES

export const DEFAULT_CURRENCY: CurrencyCode = 'USD' // spec: storeSettings.currency defaults to USD

export const MAX_INTEGER_PLACES = 15 // spec: up to 15 integer places

/**
 * Digits after the point. An amount is always in the currency's minor unit: cents for the 2-decimal
 * currencies, and the yen itself for JPY, so 1500 JPY shows as `¥1,500`.
 */
export function currencyDecimals(code: CurrencyCode): 0 | 2 {
  return code === 'JPY' ? 0 : 2 // spec: 2 decimals, except JPY with 0
}

/** Whether `code` is a supported currency code (exact, upper case). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code)
}
