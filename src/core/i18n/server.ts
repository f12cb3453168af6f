/**
 * A server render's own locale (`atoll/server`, core/kit/server-render.ts): a server renders many
 * pages at once, each in its page's locale, so a render's messages are an argument of the render,
 * passed down to what it renders; the page's (`current`, which `loadMessages` sets in the browser)
 * are never read or written by a render.
 */
import { load, type MessageParts } from './dictionary.ts'
import { type I18n, translatorOf } from './index.ts'

/**
 * A locale's translator for one render: its messages loaded as `loadMessages` loads them (each part
 * once, kept), but the page's `t` left as it was. No formats prepared, no task waited for: nothing
 * else runs on a server's thread that a long task would hold up.
 * @example const french = await translatorIn(messages, 'fr-FR'); french.t('forms.submitting') // 'Envoi en cours…'
 */
export const translatorIn = (parts: MessageParts, locale: string): Promise<I18n> =>
  load(parts, locale).then(([messages]) => translatorOf(() => messages))
