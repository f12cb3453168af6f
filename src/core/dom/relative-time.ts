/**
 * Relative times ('just now', 'seconds ago', '3 minutes ago'), kept fresh (spec: relative time
 * refreshes every 5 s; shows just now or seconds ago under 60 s). A core helper rather than an
 * island: comments, blog lists and events show times inside their own blocks, so no block kind of its
 * own is needed, and an unused helper costs no page anything.
 */
import { DEFAULT_LOCALE, t } from '../i18n/index.ts'
import { relativeTimeFormat } from '../i18n/format.ts'

export const RELATIVE_TIME_REFRESH_MS = 5_000 // spec: relative time refreshes every 5 s
export const RELATIVE_TIME_SECONDS = 60 // spec: just now or seconds ago under 60 s
/** Under 60 s, 'just now' for the first 10 seconds, then 'seconds ago' (the split is not shown in the spec). */
export const JUST_NOW_SECONDS = 10

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 31_557_600],
  ['month', 2_629_800],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * How long ago `time` was, at `now`: 'just now' under 10 s (and for a time up to a minute ahead, a
 * clock a little fast), 'seconds ago' under 60 s, else the largest whole unit in the locale's words.
 * Load the messages first (`await loadMessages(messages)`).
 * @example relativeTimeText(Date.now() - 90_000) // '1 minute ago'
 */
export function relativeTimeText(
  time: number | Date,
  now: number = Date.now(),
  locale: string = DEFAULT_LOCALE,
): string {
  const seconds = Math.floor((now - +time) / 1000)
  if (!Number.isFinite(seconds)) throw new TypeError('relativeTimeText: time must be a date or epoch milliseconds')
  if (seconds > -RELATIVE_TIME_SECONDS && seconds < JUST_NOW_SECONDS) return t('common.justNow')
  if (seconds >= JUST_NOW_SECONDS && seconds < RELATIVE_TIME_SECONDS) return t('common.secondsAgo')
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size)!
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.trunc(seconds / size), unit)
}

/**
 * Shows `time` in `element` as a relative time, refreshed every 5 s; a `<time>` element also gets
 * its machine-readable `datetime`.
 * @returns the function that stops the refreshing.
 * @example const stop = showRelativeTime(element, comment.addedOn, { locale: page.locale })
 */
export function showRelativeTime(
  element: HTMLElement,
  time: number | Date,
  options: { locale?: string } = {},
): () => void {
  const render = () => {
    element.textContent = relativeTimeText(time, Date.now(), options.locale)
  }
  if (element instanceof HTMLTimeElement) element.dateTime = new Date(time).toISOString()
  render()
  const timer = setInterval(render, RELATIVE_TIME_REFRESH_MS)
  return () => clearInterval(timer)
}
