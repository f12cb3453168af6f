/** The tour dates' data: the server's answer read and checked, and the concerts grouped by month. */
import { readDay } from '../../core/kit/dates.ts'
import { safeUrl } from '../../core/security/url.ts'

/** CONTRACT.md section 9: the tour dates call. */
export const TOUR_DATES_PATH = '/api/tour-dates'

export interface TourEvent {
  id: string
  /** `YYYY-MM-DD`, the concert's local day. */
  date: string
  venue: string
  city: string
  country: string
  /** An http(s) address, or undefined when the server's is not one (no ticket link is drawn). */
  ticketUrl: string | undefined
}

/**
 * The events of an answer, oldest first; an event without an id or a readable date (a day, a
 * date-time's day as written, or epoch milliseconds' UTC day: core/kit/dates.ts) is left out, and a
 * ticket link that is not http(s) is dropped.
 * @throws TypeError when the answer has no `events` list.
 */
export function readEvents(answer: unknown): TourEvent[] {
  const events = (answer as { events?: unknown } | null)?.events
  if (!Array.isArray(events)) throw new TypeError('the tour dates answer has no events list')
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return events
    .filter((event) => text(event?.id) && readDay(event?.date))
    .map((event) => ({
      id: text(event.id),
      date: readDay(event.date),
      venue: text(event.venue),
      city: text(event.city),
      country: text(event.country),
      ticketUrl: safeUrl(event.ticketUrl),
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** The events by month (`YYYY-MM`), in date order. */
export function byMonth(events: readonly TourEvent[]): [month: string, events: TourEvent[]][] {
  const months = new Map<string, TourEvent[]>()
  for (const event of events) {
    const month = event.date.slice(0, 7)
    months.set(month, [...(months.get(month) ?? []), event])
  }
  return [...months]
}

/** A calendar day read at noon UTC, so that no time zone moves it to another day. */
export const dayOf = (date: string): Date => new Date(`${date}T12:00:00Z`)
