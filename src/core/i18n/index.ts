import dictionaries, { families as familyLoaders } from 'virtual:atoll-dictionaries'
import {
  dateFormat,
  formatMessage,
  type MessageNode,
  type MessageValue,
  numberFormat,
  prepareFormats,
} from './format.ts'
import type { SplitFamily } from './families.ts'
import type { MessageId } from './message-id.ts'
import type { CompiledMessages } from './validate.ts'

export type { MessageId } from './message-id.ts'

export const DEFAULT_LOCALE = 'en-US' // spec: locale defaults to en-US

type Values = Record<string, MessageValue>

/** Each part asked for (`fr-FR`, or `fr-FR/pages`), with the dictionary that answered and its messages. */
const loading = new Map<string, Promise<[dictionary: string, messages: CompiledMessages]>>()
/** Each dictionary's messages loaded so far, whole or family by family. */
const loaded = new Map<string, CompiledMessages>()
/** The locale numbers and dates are formatted in, and the loaded dictionary's messages. */
let current: { locale: string; messages: CompiledMessages } = { locale: DEFAULT_LOCALE, messages: {} }

/**
 * The dictionary to use for a BCP 47 locale: the same tag, else one of the same language (`fr-CA` ->
 * `fr-FR`), else en-US. Hand-written: Intl has no locale matcher, and these two rules are all a few
 * dictionaries need.
 * @example matchLocale('fr') // 'fr-FR'
 */
export function matchLocale(locale: string, available: readonly string[] = Object.keys(dictionaries)): string {
  const wanted = locale.toLowerCase().replace('_', '-')
  return (
    available.find((tag) => tag.toLowerCase() === wanted) ??
    available.find((tag) => language(tag) === language(wanted)) ??
    DEFAULT_LOCALE
  )
}

/**
 * Loads the messages of a locale (its dictionary is a chunk of its own, fetched once) and makes `t`
 * use them. With `families` (of `SPLIT_FAMILIES`, families.ts), only those families' messages are
 * fetched (each a small chunk of its own), which is what a page feature or a small island asks for; once the whole dictionary has been
 * asked for, it serves every family. Asked for every family, it resolves once the locale's formatting
 * is prepared too (`prepareFormats`, in a task of its own). Never rejects: a part that fails to load falls back to en-US,
 * then to bare ids, with one console error; a later call tries again.
 * @param locale BCP 47 tag. @default the page context's `locale`, else en-US
 * @param families the families of the ids the caller formats. @default every family
 * @example await loadMessages(); t('forms.submitting') // 'Submitting…'
 * @example await loadMessages(page.locale, ['pages']); t('pages.infoBar') // 'Contact information'
 */
export function loadMessages(locale: string = pageLocale(), families?: readonly SplitFamily[]): Promise<void> {
  const dictionary = matchLocale(locale)
  const byFamily = families?.length && !loading.has(dictionary) && familyLoaders?.[dictionary]
  const parts = byFamily ? families.map((family) => `${dictionary}/${family}`) : [dictionary]
  return Promise.all(parts.map(loadPart)).then((answers) => {
    for (const [used, messages] of answers) {
      const messagesOf = loaded.get(used) ?? {}
      loaded.set(used, Object.assign(messagesOf, messages))
    }
    const used = answers[0]![0]
    current = { locale: formattingLocale(locale, used), messages: loaded.get(used)! }
    // An island that asks for every family renders with them, numbers and dates included.
    if (!byFamily) return prepareFormats(current.locale)
  })
}

/** One part (`fr-FR` or `fr-FR/pages`), fetched once; en-US's same part when it fails. */
function loadPart(part: string): Promise<[dictionary: string, messages: CompiledMessages]> {
  let answer = loading.get(part)
  if (!answer) {
    const [dictionary = DEFAULT_LOCALE, family] = part.split('/')
    const fallback = family ? `${DEFAULT_LOCALE}/${family}` : DEFAULT_LOCALE
    answer = fetchPart(part).then(
      (messages): [string, CompiledMessages] => [dictionary, messages],
      (error: unknown) => {
        console.error(`[atoll:i18n] The ${dictionary} dictionary did not load`, error)
        loading.delete(part)
        return fetchPart(fallback).then(
          (messages): [string, CompiledMessages] => [DEFAULT_LOCALE, messages],
          (): [string, CompiledMessages] => [DEFAULT_LOCALE, {}],
        )
      },
    )
    loading.set(part, answer)
  }
  return answer
}

/**
 * Formats a message of the loaded dictionary. Before `loadMessages()` has resolved no text is
 * available: it returns the id and warns; so it does when an argument the message uses has no value.
 * @example t('cart.itemCount', { count: 3 }) // '3 items in cart'
 */
export function t(id: MessageId, values?: Values): string {
  const { locale, messages } = current
  const message = messages[id] as MessageNode[] | undefined
  if (!message) {
    console.warn(`[atoll:i18n] Missing message: "${id}" for locale: "${locale}", using id as fallback.`)
    return id
  }
  try {
    return formatMessage(message, values, locale)
  } catch (error) {
    console.warn(`[atoll:i18n] Error formatting message: "${id}": ${(error as Error).message}, using id as fallback.`)
    return id
  }
}

/** Formats a number in the loaded locale (`Intl.NumberFormat` options). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(current.locale, options).format(value)
}

/** Formats a date in the loaded locale (`Intl.DateTimeFormat` options). */
export function formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return dateFormat(current.locale, options).format(value)
}

async function fetchPart(part: string): Promise<CompiledMessages> {
  const [dictionary = '', family] = part.split('/')
  const load = family ? familyLoaders?.[dictionary]?.[family] : dictionaries[dictionary]
  if (!load) return {}
  return (await load()).default
}

// Numbers and dates follow the page's own region (fr-CA) when its language is the dictionary's.
function formattingLocale(locale: string, dictionary: string): string {
  try {
    const [tag] = Intl.getCanonicalLocales(locale)
    if (tag && language(tag) === language(dictionary)) return tag
  } catch {
    // Not a valid BCP 47 tag: the dictionary's locale it is.
  }
  return dictionary
}

function language(tag: string): string | undefined {
  return tag.toLowerCase().split(/[-_]/)[0]
}

// The core cannot import the loader's context reader (another chunk), so it reads the one field it needs.
function pageLocale(): string {
  try {
    const text = globalThis.document?.getElementById('atoll-context')?.textContent
    const { locale } = JSON.parse(text || '{}') as { locale?: unknown }
    return typeof locale === 'string' && locale ? locale : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}
