/**
 * The dictionaries: each module's parts loaded once, merged by dictionary, the locale a page or a
 * render asks for matched to one, and the messages `t` formats (`current`, the page's). Apart from
 * index.ts: a server render (server.ts) loads its messages with `load` and never calls `loadMessages`,
 * which sets the page's.
 */
import { watchLeaving } from '../kit/leaving.ts'
import type { CompiledMessages } from './validate.ts'

export const DEFAULT_LOCALE = 'en-US' // spec: locale defaults to en-US

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

/** The messages `t` formats: the page's, loaded last (`loadMessages`). A server render never sets them: it passes its own down (server.ts). */
export let current: Messages = { locale: DEFAULT_LOCALE, messages: {} }

/** Makes `t` format `messages` (a module's own binding: importers read `current` but cannot set it). */
export function setCurrent(messages: Messages): void {
  current = messages
}
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

/** The messages of a locale, from its parts: the dictionary's, and whether the module formats. */
export function load(parts: MessageParts, locale: string): Promise<[Messages, boolean]> {
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
