import {
  dateFormat,
  formatMessage,
  type MessageNode,
  type MessageValue,
  numberFormat,
  prepareFormats,
} from './format.ts'
import { watchLeaving } from '../kit/leaving.ts'
import { nextTask } from '../kit/tasks.ts'
import type { MessageId } from './message-id.ts'
import type { CompiledMessages } from './validate.ts'

export type { MessageId } from './message-id.ts'

export const DEFAULT_LOCALE = 'en-US' // spec: locale defaults to en-US

type Values = Record<string, MessageValue>

/**
 * The messages a module shows, one import per locale: what `import messages from
 * 'virtual:atoll-messages'` gives (build/dictionaries.ts). In the build each locale's part holds only
 * the ids the importing module's code can reach; from source (tests) it is the whole dictionary.
 */
export type MessageParts = Readonly<Record<string, (() => Promise<MessagePart>) | undefined>>

/** A part's module: its messages, and whether its module formats numbers or dates (the build says; unsaid, it may). */
interface MessagePart {
  default: CompiledMessages
  formats?: boolean
}

/** A part as loaded: the dictionary that answered, its messages, and whether its module formats numbers or dates. */
type Loaded = [dictionary: string, messages: CompiledMessages, formats: boolean]

/** Each part asked for, as loaded. */
const loading = new Map<() => Promise<MessagePart>, Promise<Loaded>>()
/** Each dictionary's messages loaded so far, part by part. */
const loaded = new Map<string, CompiledMessages>()
/** A locale's messages: the locale numbers and dates are formatted in, and its dictionary's messages. */
export interface Messages {
  readonly locale: string
  readonly messages: CompiledMessages
}

/** The messages `t` formats: the page's, loaded last (`loadMessages`), or a server render's (`inLocale`). */
let current: Messages = { locale: DEFAULT_LOCALE, messages: {} }
/** The locales said to have no dictionary: each is said once a page, however many modules load messages. */
const undictionaried = new Set<string>()

/**
 * The dictionary to use for a BCP 47 locale: the same tag, else one of the same language (`fr-CA` ->
 * `fr-FR`), else en-US. Hand-written: Intl has no locale matcher, and these two rules are all a few
 * dictionaries need.
 * @example matchLocale('fr', ['en-US', 'fr-FR']) // 'fr-FR'
 */
export function matchLocale(locale: string, available: readonly string[]): string {
  const wanted = locale.toLowerCase().replace('_', '-')
  return (
    available.find((tag) => tag.toLowerCase() === wanted) ??
    available.find((tag) => language(tag) === language(wanted)) ??
    DEFAULT_LOCALE
  )
}

/**
 * Loads a module's messages in a locale (each part a chunk of its own, fetched once) and makes `t`
 * use them, beside the parts loaded before. It resolves once the locale's number formatting is
 * prepared too (`prepareFormats`, in a task of its own), unless the build found that the module
 * formats no number or date (the part's `formats`, build/dictionaries.ts). Never rejects: a part that
 * fails to load falls back to en-US, then to bare ids, with one console error; a later call tries
 * again. Each caller goes on in a task of its own: islands that waited for the same part or formats
 * would go on in one task, one after the other (the music page's two players made a long one).
 * @param parts the caller's `virtual:atoll-messages`.
 * @param locale BCP 47 tag. @default the page context's `locale`, else en-US
 * @example import messages from 'virtual:atoll-messages'
 *   await loadMessages(messages, page.locale); t('forms.submitting') // 'Submitting…'
 */
export function loadMessages(parts: MessageParts, locale: string = pageLocale()): Promise<void> {
  return load(parts, locale)
    .then(([messages, formats]) => {
      current = messages
      if (formats) return prepareFormats(current.locale)
    })
    .then(nextTask)
}

/**
 * A locale's messages as one render's own (a server renders many pages, each in its locale, at
 * once): loaded as `loadMessages` loads them, but `t` goes on with the page's until `inLocale` runs
 * a render in them. No formats prepared, no task waited for: nothing else runs on a server's thread
 * that a long task would hold up.
 * @example const french = await messagesIn(messages, 'fr-FR'); inLocale(french, () => t('forms.submitting'))
 */
export const messagesIn = (parts: MessageParts, locale: string): Promise<Messages> =>
  load(parts, locale).then(([messages]) => messages)

/**
 * Runs `work` with `t`, `formatNumber` and `formatDate` in `messages`, then gives them back the
 * messages they had. `work` is synchronous (a server's render to a string), so no other render can
 * run in between and see this one's locale: renders in different locales run side by side, each
 * waiting only for its own messages.
 */
export function inLocale<T>(messages: Messages, work: () => T): T {
  const before = current
  current = messages
  try {
    return work()
  } finally {
    current = before
  }
}

/** The messages of a locale, from its parts: the dictionary's, and whether the module formats. */
function load(parts: MessageParts, locale: string): Promise<[Messages, boolean]> {
  const dictionary = matchLocale(locale, Object.keys(parts))
  if (language(dictionary) !== language(locale) && !undictionaried.has(locale)) {
    undictionaried.add(locale)
    console.warn(`[atoll:i18n] No dictionary for locale: ${JSON.stringify(locale)}, using ${dictionary} as fallback.`)
  }
  return loadPart(parts, dictionary).then(([used, messages, formats]) => {
    const messagesOf = loaded.get(used) ?? {}
    loaded.set(used, Object.assign(messagesOf, messages))
    return [{ locale: formattingLocale(locale, used), messages: messagesOf }, formats]
  })
}

/** One locale's part, fetched once; the en-US part when it fails. */
function loadPart(parts: MessageParts, dictionary: string): Promise<Loaded> {
  const load = parts[dictionary] ?? parts[DEFAULT_LOCALE]
  if (!load) return Promise.resolve([dictionary, {}, true])
  let answer = loading.get(load)
  if (!answer) {
    const read =
      (used: string) =>
      (module: MessagePart): Loaded => [used, module.default, module.formats !== false]
    // A part cancelled by the visitor leaving the page (Firefox, Safari) is no missing dictionary.
    const watch = watchLeaving()
    answer = load().then(
      (module) => {
        watch.stop()
        return read(dictionary)(module)
      },
      (error: unknown) => {
        watch.unlessLeaving(() => console.error(`[atoll:i18n] The ${dictionary} dictionary did not load`, error))
        loading.delete(load)
        const fallback = parts[DEFAULT_LOCALE]
        return (fallback && fallback !== load ? fallback() : Promise.reject()).then(
          read(DEFAULT_LOCALE),
          (): Loaded => [DEFAULT_LOCALE, {}, true],
        )
      },
    )
    loading.set(load, answer)
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

/** Whether the loaded dictionary holds `id`: `t(id)` gives its text, not the id. */
export function hasMessage(id: MessageId): boolean {
  return id in current.messages
}

/** Formats a number in the loaded locale (`Intl.NumberFormat` options). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(current.locale, options).format(value)
}

/** Formats a date in the loaded locale (`Intl.DateTimeFormat` options). */
export function formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return dateFormat(current.locale, options).format(value)
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

// The core cannot import the loader's context reader (another chunk), so it reads the one field it
// needs, by the same rule: a locale Intl refuses is the default (the loader has warned of it).
function pageLocale(): string {
  try {
    const text = globalThis.document?.getElementById('atoll-context')?.textContent
    const { locale } = JSON.parse(text || '{}') as { locale?: unknown }
    return typeof locale === 'string' ? (Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE) : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}
