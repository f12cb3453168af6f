/**
 * The demo site's events (the calendar's data, CONTRACT.md section 8): the bakery's workshops,
 * concerts and closures, dated from the day the server starts so the demo always has upcoming ones,
 * in the site's time zone (`website.timeZone` of the /events page), kept in SQLite.
 */
import { addDays, dayIn, weekday } from '../../../src/islands/calendar/calendar.ts'
import type { Database } from '../db.ts'

export { addDays, dayIn }

export const EVENTS_COLLECTION = 'events'
/** The demo site's time zone: the bakery is in Norway. */
export const SITE_TIME_ZONE = 'Europe/Oslo'

export interface DemoEvent {
  id: string
  title: string
  url: string | null
  /** All-day: `YYYY-MM-DD`; else an instant in UTC (ISO 8601). */
  startDate: string
  endDate: string
  allDay: boolean
  location: string
}

const BAKERY = 'Harbour Street Bakery, 12 Harbour Street'

/** The demo's events, dated from `today` (a day of the site's zone): one past, the rest ahead. */
export function demoEvents(today: string): DemoEvent[] {
  const day = (offset: number) => addDays(today, offset)
  // The first Friday after today.
  const friday = day((5 - weekday(today) + 7) % 7 || 7)
  const timed = (id: string, title: string, on: string, from: string, to: string, extra: Partial<DemoEvent> = {}) => ({
    id,
    title,
    url: null,
    startDate: utcOf(on, from),
    endDate: utcOf(on, to),
    allDay: false,
    location: BAKERY,
    ...extra,
  })
  const allDay = (id: string, title: string, from: string, to: string, extra: Partial<DemoEvent> = {}) => ({
    id,
    title,
    url: null,
    startDate: from,
    endDate: to,
    allDay: true,
    location: BAKERY,
    ...extra,
  })
  return [
    allDay('open-house', 'Autumn open house', day(-10), day(-10)),
    timed('sourdough-workshop', 'Sourdough workshop', day(3), '10:00', '13:00'),
    timed('friday-concert', 'Friday evening concert: The Harbour Quartet', friday, '19:00', '21:00', {
      url: '/music',
      location: 'The bakery’s back room',
    }),
    timed('morning-bake', 'Early morning bake, open doors', friday, '06:00', '08:00'),
    allDay('christmas-market', 'Christmas market stall', day(10), day(12), {
      url: '/store',
      location: 'Torget, Bergen',
    }),
    timed('rye-class', 'Rye baking class', day(20), '18:00', '20:00'),
    allDay('inventory', 'Closed for inventory', day(35), day(35)),
    timed('spring-tasting', 'Spring menu tasting', day(60), '12:00', '14:00'),
  ]
}

/** The first and last day an event covers, days of the site's zone (a timed event's end is exclusive). */
export function eventDays(event: DemoEvent): [first: string, last: string] {
  return event.allDay
    ? [event.startDate, event.endDate]
    : [dayIn(Date.parse(event.startDate), SITE_TIME_ZONE), dayIn(Date.parse(event.endDate) - 1, SITE_TIME_ZONE)]
}

/**
 * The events of `events` on the days from `from` to `to` (inclusive), in start order, as
 * {@link listEvents} selects them from its table: for the static demo, which has no SQLite.
 */
export function eventsBetween(events: readonly DemoEvent[], from: string, to: string): DemoEvent[] {
  return events
    .map((event) => ({ event, days: eventDays(event) }))
    .filter(({ days: [first, last] }) => last >= from && first <= to)
    .sort((a, b) =>
      a.days[0] === b.days[0] ? a.event.startDate.localeCompare(b.event.startDate) : a.days[0].localeCompare(b.days[0]),
    )
    .map(({ event }) => event)
}

/** The site's day each database's events table was filled for. */
const filledFor = new WeakMap<Database, string>()

/** Creates the events table with the events from the site's today. */
export function createEventsTable(db: Database, now = Date.now()): void {
  db.exec(`DROP TABLE IF EXISTS content_events;
    CREATE TABLE content_events (
      id TEXT PRIMARY KEY, title TEXT NOT NULL, url TEXT, start_date TEXT NOT NULL, end_date TEXT NOT NULL,
      all_day INTEGER NOT NULL, location TEXT NOT NULL, first_day TEXT NOT NULL, last_day TEXT NOT NULL
    )`)
  const insert = db.prepare(
    'INSERT INTO content_events (id, title, url, start_date, end_date, all_day, location, first_day, last_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  for (const event of demoEvents(dayIn(now, SITE_TIME_ZONE))) {
    const [first, last] = eventDays(event)
    insert.run(
      event.id,
      event.title,
      event.url,
      event.startDate,
      event.endDate,
      event.allDay ? 1 : 0,
      event.location,
      first,
      last,
    )
  }
  filledFor.set(db, dayIn(now, SITE_TIME_ZONE))
}

interface EventRow {
  id: string
  title: string
  url: string | null
  start_date: string
  end_date: string
  all_day: number
  location: string
}

/**
 * The events on the days from `from` to `to` (inclusive, days of the site's zone), in start order.
 * The table is filled again once the site's day has changed since it was filled, so that a demo
 * server running past midnight still lists upcoming events, the same ones its pages name.
 */
export function listEvents(db: Database, from: string, to: string): DemoEvent[] {
  const now = Date.now()
  if (filledFor.get(db) !== dayIn(now, SITE_TIME_ZONE)) createEventsTable(db, now)
  return db
    .prepare<[string, string], EventRow>(
      'SELECT * FROM content_events WHERE last_day >= ? AND first_day <= ? ORDER BY first_day, start_date',
    )
    .all(from, to)
    .map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      startDate: row.start_date,
      endDate: row.end_date,
      allDay: row.all_day === 1,
      location: row.location,
    }))
}

/** The UTC instant of a wall-clock time (`HH:MM`) on a day in the site's zone. */
function utcOf(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`)
  // The zone's offset at that moment, read back from the formatted wall time (twice, across a change).
  let instant = wall
  for (let pass = 0; pass < 2; pass++) instant = wall - offsetAt(instant)
  return new Date(instant).toISOString()
}

function offsetAt(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant
}
