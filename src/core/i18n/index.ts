import {
  dateFormat,
  formatMessage,
  type MessageNode,
  type MessageValue,
  numberFormat,
  prepareFormats,
} from './format.ts'
import { nextTask } from '../kit/tasks.ts'
import { current, DEFAULT_LOCALE, load, type MessageParts, type Messages, setCurrent } from './dictionary.ts'
import type { MessageId } from './message-id.ts'

export type { MessageId } from './message-id.ts'
export { DEFAULT_LOCALE, type MessageParts, matchLocale } from './dictionary.ts'

type Values = Record<string, MessageValue>

/**
 * Loads a module's messages in a locale (each part a chunk of its own, fetched once) and makes `t`
 * use them, beside the parts loaded before. It resolves once the locale's number formatting is
 * prepared too (`prepareFormats`, in a task of its own), unless the build found that the module
 * formats no number or date (the part's `formats`, build/dictionaries.ts). Never rejects: a part that
 * fails to load falls back to en-US, then to bare ids, with one console error; a later call tries
 * again. Each caller goes on in a task of its own: islands that waited for the same part or formats
 * would go on in one task, one after the other (the music page's two players made a long one).
 * @param parts the caller's `virtual:atoll-messages`.
 * @param locale BCP 47 tag. @default the page context's `locale` as the loader read it (an invalid tag is en-US)
 * @example import messages from 'virtual:atoll-messages'
 *   await loadMessages(messages, page.locale); t('forms.submitting') // 'Submitting…'
 */
export function loadMessages(parts: MessageParts, locale: string = pageLocale()): Promise<void> {
  return load(parts, locale)
    .then(([messages, formats]) => {
      setCurrent(messages)
      if (formats) return prepareFormats(messages.locale)
    })
    .then(nextTask)
}

/**
 * Formats messages, numbers and dates in one locale: the page's (`PAGE_I18N`, what `t` formats) or
 * a server render's (`translator` in server.ts), which the render passes down to what it renders
 * (a React context, core/kit/i18n-context.ts) rather than setting the page's.
 */
export interface I18n {
  /** The locale numbers and dates are formatted in. */
  readonly locale: string
  /**
   * Formats a message of the dictionary. When it has no such message (before `loadMessages()` has
   * resolved, in the browser) it returns the id and warns; so it does when an argument the message
   * uses has no value.
   * @example t('cart.itemCount', { count: 3 }) // '3 items in cart'
   */
  t(id: MessageId, values?: Values): string
  /** Formats a number in the locale (`Intl.NumberFormat` options). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  /** Formats a date in the locale (`Intl.DateTimeFormat` options). */
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string
}

/** The translator of the messages `of()` gives, read at each call (the page's change as modules load theirs). */
export function translatorOf(of: () => Messages): I18n {
  return {
    get locale() {
      return of().locale
    },
    t(id, values) {
      const { locale, messages } = of()
      const message = messages[id] as MessageNode[] | undefined
      if (!message) {
        console.warn(`[atoll:i18n] Missing message: "${id}" for locale: "${locale}", using id as fallback.`)
        return id
      }
      try {
        return formatMessage(message, values, locale)
      } catch (error) {
        console.warn(
          `[atoll:i18n] Error formatting message: "${id}": ${(error as Error).message}, using id as fallback.`,
        )
        return id
      }
    },
    formatNumber: (value, options) => numberFormat(of().locale, options).format(value),
    formatDate: (value, options) => dateFormat(of().locale, options).format(value),
  }
}

/** The page's translator: the messages `loadMessages` loaded, in the page's locale. */
export const PAGE_I18N: I18n = translatorOf(() => current)

/**
 * The page's `t`, `formatNumber` and `formatDate` (see `I18n`): what the browser's code calls. A
 * server render's components read theirs from the render (`useI18n`, core/kit/i18n-context.ts).
 * @example t('cart.itemCount', { count: 3 }) // '3 items in cart'
 */
export const { t, formatNumber, formatDate } = PAGE_I18N

/** Whether the loaded dictionary holds `id`: `t(id)` gives its text, not the id. */
export function hasMessage(id: MessageId): boolean {
  return id in current.messages
}

/**
 * The locale of the page context the loader read and handed on as `window.Atoll.page`, else en-US:
 * the same hand-off the rest of the core reads with `pageContext()`, read here rather than imported
 * so that the messages' chunk, which many islands load without the data layer, needs no other.
 */
const pageLocale = (): string => globalThis.window?.Atoll?.page?.locale ?? DEFAULT_LOCALE
