import type { PageContext } from '../contract.ts'

export const DEFAULT_LOCALE = 'en-US' // spec: locale defaults to en-US

/**
 * Reads the page context from `<script type="application/json" id="atoll-context">`.
 * A missing script means defaults; a malformed one logs one console error and means defaults, so a
 * template bug never stops the page's blocks.
 */
export function readPageContext(doc: Document = document): PageContext {
  const script = doc.getElementById('atoll-context')
  let fields: Record<string, unknown> = {}
  if (script) {
    try {
      const value: unknown = JSON.parse(script.textContent?.trim() || '{}')
      if (!(value instanceof Object) || Array.isArray(value))
        throw new TypeError('#atoll-context must be a JSON object')
      fields = value as Record<string, unknown>
    } catch (error) {
      console.error(`[atoll] #atoll-context ignored: ${(error as Error).message}`)
    }
  }
  const wrong: string[] = []
  for (const [type, names] of Object.entries(FIELD_TYPES)) {
    for (const name of names.split(' ')) {
      const value = fields[name]
      if (value !== undefined && (value === null || Array.isArray(value) || typeof value !== type)) wrong.push(name)
    }
  }
  for (const name of wrong) delete fields[name]
  if (wrong.length) console.error(`[atoll] #atoll-context: wrong type, default used: ${wrong}`)
  // A locale Intl refuses (`""`, `en_US`) would make every island that formats a date or a number
  // throw: it is treated as missing. The check reads the tag's form alone and loads no locale data,
  // as a first formatter would. A valid locale without a dictionary falls back where messages load.
  if (typeof fields.locale === 'string') {
    try {
      Intl.getCanonicalLocales(fields.locale)
    } catch {
      console.warn(`[atoll] #atoll-context: invalid locale, default used: ${JSON.stringify(fields.locale)}`)
      delete fields.locale
    }
  }
  return { locale: DEFAULT_LOCALE, ...fields } as PageContext
}

/**
 * The JSON type of each context field the runtime reads at its top level (CONTRACT.md section 2): a
 * field of another type is dropped, so `"locale": null` means the default locale, not a crash.
 */
const FIELD_TYPES = {
  object: 'website websiteSettings authenticatedAccount websiteRoles collection item cookieSettings',
  string: 'locale collectionId itemId templateId eventsHost',
  number: 'pageType',
  boolean: 'showAnnouncementBar analyticsDisabled',
}
