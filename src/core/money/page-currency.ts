import { pageContext } from '../page.ts'
import { DEFAULT_CURRENCY } from './currencies.ts'

/**
 * The store's currency: `websiteSettings.storeSettings.currency` of the page context the loader read
 * (core/page.ts), else USD.
 */
export function pageCurrency(): string {
  const currency = pageContext()?.websiteSettings?.storeSettings?.currency
  return typeof currency === 'string' && currency ? currency : DEFAULT_CURRENCY
}
