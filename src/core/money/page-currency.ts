import { DEFAULT_CURRENCY } from './currencies.ts'

/** The page context's text, and the store currency last read from it (re-read when the text changes). */
let contextText: string | null | undefined
let contextCurrency = ''

/**
 * The store's currency: `websiteSettings.storeSettings.currency` of the page context, else USD.
 * Read from `#atoll-context` itself rather than from the loader, so the core never imports the entry.
 */
export function pageCurrency(): string {
  const text = globalThis.document?.getElementById('atoll-context')?.textContent
  if (!contextCurrency || text !== contextText) {
    let currency: unknown
    try {
      currency = JSON.parse(text || '{}')?.websiteSettings?.storeSettings?.currency
    } catch {
      // The loader has already reported a malformed context; its defaults apply.
    }
    contextText = text
    contextCurrency = typeof currency === 'string' && currency ? currency : DEFAULT_CURRENCY
  }
  return contextCurrency
}
