/**
 * Formats the dictionaries' messages, which the build compiled to ICU ASTs (build/dictionaries.ts),
 * with the browser's Intl. Hand-written rather than formatjs's formatter, which cost 4.5 KB gzip on
 * every page that shows a message: the dictionaries use text, plain arguments, numbers, plurals with
 * `#`, and selects, and the build refuses any other kind (`unformattedElements` in validate.ts), so
 * these cases are the whole of it. Each follows intl-messageformat's rules: a plain argument is
 * `String(value)`; `{n, number}` and `#` go through Intl.NumberFormat; a plural tries `=N` before the
 * locale's category; `other` is taken when nothing else matches.
 */
import { nextTask } from '../kit/tasks.ts'

/** A value a message argument takes. */
export type MessageValue = string | number | Date

/** The AST nodes the page formats, by formatjs's numbering (TYPE in @formatjs/icu-messageformat-parser). */
export type MessageNode =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2; value: string; style?: { parsedOptions?: Intl.NumberFormatOptions } | string | null }
  | { type: 5; value: string; options: Record<string, { value: MessageNode[] }> }
  | {
      type: 6
      value: string
      options: Record<string, { value: MessageNode[] }>
      offset?: number
      pluralType?: Intl.PluralRuleType
    }
  | { type: 7 }

/** A message that cannot be formatted with the values given (the caller falls back to its id). */
export class MessageValueError extends Error {}

type Formatter = Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.RelativeTimeFormat

const cache = new Map<string, Formatter>()

/** One Intl formatter per locale and options, made once: they are costly to create. */
function intl<T extends Formatter>(
  make: new (locale: string, options?: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${make.name} ${locale} ${JSON.stringify(options ?? {})}`
  let made = cache.get(key) as T | undefined
  if (!made) cache.set(key, (made = new make(locale, options)))
  return made
}

/** Formats a number in a locale (`Intl.NumberFormat` options), its formatter made once. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  intl(Intl.NumberFormat, locale, options)

/** Formats a date in a locale (`Intl.DateTimeFormat` options), its formatter made once. */
export const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  intl(Intl.DateTimeFormat, locale, options)

/** Formats a time distance in a locale (`Intl.RelativeTimeFormat` options), its formatter made once. */
export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  intl(Intl.RelativeTimeFormat, locale, options)

const prepared = new Map<string, Promise<void>>()

/** How long the warm-up worker may take before the main thread prepares the formatter itself. */
export const WARM_UP_MS = 1000

/**
 * Prepares the locale's number and date formatting and resolves in a task after it. A page's first
 * Intl formatter is one long native call (the browser lists the locales it supports and loads the
 * locale's data), which no task can split; a worker does it off the main thread, and since the
 * browser keeps both for the whole process the page's first formatter is then cheap. Where no worker can start (a page policy that forbids it, the bundle on another
 * origin than the page), or it does not answer within `WARM_UP_MS`, the formatter is made on the
 * main thread in a task of its own, so at least it is not added to the task of the island that
 * formats a number or a date as it mounts. Never rejects (a locale Intl refuses is reported where it
 * is used).
 */
export function prepareFormats(locale: string): Promise<void> {
  let ready = prepared.get(locale)
  if (!ready) {
    const make = () => {
      try {
        numberFormat(locale).format(0)
      } catch {}
    }
    prepared.set(locale, (ready = warmUp(locale).then(nextTask).then(make).then(nextTask)))
  }
  return ready
}

/** Resolves once a worker has run the locale's first formatters, or failed to, or timed out. */
function warmUp(locale: string): Promise<void> {
  return new Promise((done) => {
    let worker: Worker | undefined
    const end = () => {
      clearTimeout(timer)
      worker?.terminate()
      done()
    }
    const timer = setTimeout(end, WARM_UP_MS)
    try {
      worker = new Worker(new URL('./intl-worker.ts', import.meta.url))
      worker.onmessage = worker.onerror = end
      worker.postMessage(locale)
    } catch {
      // No Worker here, or a bundle on another origin than the page: the main thread does it.
      end()
    }
  })
}

/**
 * The text of a compiled message.
 * @throws MessageValueError when an argument the message uses has no value.
 * @example formatMessage(ast, { count: 3 }, 'en-US') // '3 items in cart'
 */
export function formatMessage(
  nodes: readonly MessageNode[],
  values: Readonly<Record<string, MessageValue>> = {},
  locale: string,
  /** The number a `#` stands for, inside a plural. */
  pound?: number,
): string {
  let text = ''
  for (const node of nodes) {
    if (node.type === 0) {
      text += node.value
      continue
    }
    if (node.type === 7) {
      text += pound === undefined ? '#' : numberFormat(locale).format(pound)
      continue
    }
    if (!(node.value in values)) throw new MessageValueError(`no value for "${node.value}"`)
    const value = values[node.value]!
    if (node.type === 1) text += value instanceof Date ? dateFormat(locale).format(value) : String(value)
    else if (node.type === 2) {
      const options = typeof node.style === 'object' ? node.style?.parsedOptions : undefined
      text += numberFormat(locale, options).format(Number(value))
    } else if (node.type === 5) {
      const option = node.options[String(value)] ?? node.options.other
      if (option) text += formatMessage(option.value, values, locale, pound)
    } else {
      const count = Number(value) - (node.offset ?? 0)
      const option =
        node.options[`=${Number(value)}`] ??
        node.options[intl(Intl.PluralRules, locale, { type: node.pluralType ?? 'cardinal' }).select(count)] ??
        node.options.other
      if (option) text += formatMessage(option.value, values, locale, count)
    }
  }
  return text
}
