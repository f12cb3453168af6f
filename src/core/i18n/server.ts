/**
 * A server render's own locale (`atoll/server`, core/kit/server-render.ts): a server renders many
 * pages at once, each in its page's locale, so a render's messages are an argument of the render
 * rather than the page's, which `loadMessages` sets in the browser.
 */
import { current, load, type MessageParts, type Messages, setCurrent } from './dictionary.ts'

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
  setCurrent(messages)
  try {
    return work()
  } finally {
    setCurrent(before)
  }
}
