/**
 * The calendar's data: the server's events read and checked, days in the site's time zone, the weeks
 * of a month, and an event as an iCalendar (`.ics`) file. Days are `YYYY-MM-DD` strings throughout:
 * they compare, sort and key as text, and never move with the browser's own time zone.
 */
import { readDate, readDay } from '../../core/kit/dates.ts'
import { safeUrl } from '../../core/security/url.ts'
import { dateFormat } from '../../core/i18n/format.ts'

/** CONTRACT.md section 8: the events call. */
export const EVENTS_PATH = '/api/content/events'

export interface CalendarEvent {
  id: string
  title: string
  /** An http(s) address of the event's page, or undefined. */
  url: string | undefined
  /** An all-day event: `YYYY-MM-DD`; else an instant (ISO 8601 with its offset). */
  start: string
  /** As `start`; for an all-day event, the last day (inclusive). */
  end: string
  allDay: boolean
  location: string
}

/**
 * The events of an answer, in start order; an event without an id, a title or a readable start (an
 * ISO string or epoch milliseconds) is left out, an unreadable end is the start, an end before the start becomes the start, a link that is not http(s) is dropped.
 * @throws TypeError when the answer has no `events` list.
 */
export function readEvents(answer: unknown): CalendarEvent[] {
  const events = (answer as { events?: unknown } | null)?.events
  if (!Array.isArray(events)) throw new TypeError('the events answer has no events list')
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const read: CalendarEvent[] = []
  for (const event of events) {
    const allDay = event?.allDay === true
    const start = when(event?.startDate, allDay)
    if (!text(event?.id) || !text(event?.title) || !start) continue
    const written = when(event.endDate, allDay)
    const end = written && !isBefore(written, start) ? written : start
    read.push({
      id: text(event.id),
      title: text(event.title),
      url: safeUrl(event.url),
      start,
      end,
      allDay,
      location: text(event.location),
    })
  }
  return read.sort((a, b) => startTime(a) - startTime(b))
}

/**
 * An event's start or end as the calendar keeps it (core/kit/dates.ts reads ISO strings and epoch
 * milliseconds): an all-day event's day, a timed event's date-time (a bare day has no time); '' when
 * it cannot be read.
 */
const when = (value: unknown, allDay: boolean) => {
  if (allDay) return readDay(value)
  const date = readDate(value)
  return date.includes('T') ? date : ''
}
const isBefore = (a: string, b: string) => Date.parse(a) < Date.parse(b)
const startTime = (event: CalendarEvent) => Date.parse(event.allDay ? `${event.start}T00:00:00Z` : event.start)

/** The site's time zone, when the runtime knows it; else UTC (with the reason, for one console error). */
export function siteTimeZone(zone: unknown): { zone: string; error?: string } {
  if (zone === undefined || zone === '') return { zone: 'UTC' }
  try {
    return { zone: new Intl.DateTimeFormat('en-US', { timeZone: String(zone) }).resolvedOptions().timeZone }
  } catch {
    return { zone: 'UTC', error: `website.timeZone "${String(zone)}" is not a time zone; UTC is used` }
  }
}

/** The day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function dayIn(instant: Date | number, zone: string): string {
  const parts = dateFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((found) => found.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The days an event covers in the site's time zone, first to last. */
export function daysOf(event: CalendarEvent, zone: string): string[] {
  const first = event.allDay ? event.start : dayIn(Date.parse(event.start), zone)
  // An event that ends at midnight ends the day before.
  const last = event.allDay ? event.end : dayIn(Math.max(Date.parse(event.end) - 1, Date.parse(event.start)), zone)
  const days = [first]
  while (days.length < 366 && days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1))
  return days
}

/** The events of each day, by day. */
export function eventsByDay(events: readonly CalendarEvent[], zone: string): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>()
  for (const event of events) for (const day of daysOf(event, zone)) days.set(day, [...(days.get(day) ?? []), event])
  return days
}

/** A day read at noon UTC: a `Date` no time zone moves to another day (format it with `timeZone: 'UTC'`). */
export const dateOf = (day: string): Date => new Date(`${day}T12:00:00Z`)

/** The day `count` days after (before, when negative) `day`. */
export function addDays(day: string, count: number): string {
  const date = dateOf(day)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** The same day of the month `count` months on, or the month's last day when it has fewer days. */
export function addMonths(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + count, 1, 12))
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0, 12)).getUTCDate()
  first.setUTCDate(Math.min(date, length))
  return first.toISOString().slice(0, 10)
}

/** 1 (Monday) to 7 (Sunday), as ISO 8601 and `Intl.Locale`'s week information count. */
export const weekday = (day: string): number => dateOf(day).getUTCDay() || 7

/**
 * The first day of the week in a locale (1 Monday ... 7 Sunday): the browser's week information for
 * it, else Monday (ISO 8601).
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?(): { firstDay: number }
      weekInfo?: { firstDay: number }
    }
    return tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay ?? 1
  } catch {
    return 1
  }
}

/** The weeks of the month of `day` as rows of seven days, from the week's first day (days of the next and previous month fill them). */
export function monthWeeks(day: string, firstDay: number): string[][] {
  const first = `${day.slice(0, 7)}-01`
  let cursor = addDays(first, -((weekday(first) - firstDay + 7) % 7))
  const weeks: string[][] = []
  const last = addDays(addMonths(first, 1), -1)
  while (cursor <= last) {
    const week: string[] = []
    for (let index = 0; index < 7; index++, cursor = addDays(cursor, 1)) week.push(cursor)
    weeks.push(week)
  }
  return weeks
}

/** The first and last day of the week `day` is in. */
export function weekBounds(day: string, firstDay: number): [string, string] {
  const start = addDays(day, -((weekday(day) - firstDay + 7) % 7))
  return [start, addDays(start, 6)]
}

/**
 * An event as an iCalendar file (RFC 5545): one VEVENT with its UID, times (UTC, or dates for an
 * all-day event, whose DTEND is the day after its last), title, place and link, text escaped and
 * lines folded at 75 octets. Hand-written: the few properties an event has need no library.
 * @param host the site's host, which makes the UID unique beyond the site.
 */
export function icsOf(event: CalendarEvent, { host, now = new Date() }: { host: string; now?: Date }): string {
  const stamp = (instant: number) =>
    new Date(instant)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  const when = event.allDay
    ? [
        `DTSTART;VALUE=DATE:${event.start.replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${addDays(event.end, 1).replace(/-/g, '')}`,
      ]
    : [`DTSTART:${stamp(Date.parse(event.start))}`, `DTEND:${stamp(Date.parse(event.end))}`]
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atoll//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.id)}@${host}`,
    `DTSTAMP:${stamp(now.getTime())}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/**
 * RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, and every line break written `\n`:
 * CRLF, a bare CR or LF, and the other breaks a reader may honour (VT, FF, NEL, U+2028, U+2029).
 * A raw break would end the content line, and what follows it would be read as a property of its
 * own (an injected `ATTENDEE`, a second `DTSTART`). The other control characters, which TEXT does
 * not allow, are dropped.
 */
const escapeText = (value: string) =>
  value
    .replace(/[\\;,]/g, '\\$&')
    .replace(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/g, '\\n')
    .replace(/\p{Cc}/gu, (control) => (control === '\t' ? control : ''))

/** A content line folded at 75 octets (UTF-8), continuation lines starting with a space; characters are never split. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const length = encoder.encode(character).length
    if (size + length > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += character
    size += length
  }
  parts.push(current)
  return parts.join('\r\n ')
}
