export {
  CURRENCIES,
  type CurrencyCode,
  currencyDecimals,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  MAX_INTEGER_PLACES,
} from './currencies.ts'
export { formatMoney, type MoneyOptions } from './format.ts'
export { pageCurrency } from './page-currency.ts'
