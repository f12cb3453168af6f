import type { DemoApp } from '../types.ts'

interface Concert {
  id: string
  inDays: number
  venue: string
  city: string
  country: string
  ticketUrl: string
}

/**
 * `GET /api/tour-dates?artist=` (CONTRACT.md section 9): an artist's upcoming concerts. A real site's
 * server asks the tour-dates provider for them (and keeps its key to itself); the demo answers from
 * these fixtures, dated some days from today, so the page always has a future to show. A Map, so that
 * an artist named like an `Object.prototype` member (`constructor`, `__proto__`) is an artist without
 * concerts, not a function read as a tour.
 */
const TOURS = new Map<string, Concert[]>([
  [
    'the-harbour-quartet',
    [
      {
        id: 'hq-1',
        inDays: 10,
        venue: 'Harbour Hall',
        city: 'Bergen',
        country: 'Norway',
        ticketUrl: 'https://tickets.example/hq-1',
      },
      {
        id: 'hq-2',
        inDays: 18,
        venue: 'The Mill Stage',
        city: 'Voss',
        country: 'Norway',
        ticketUrl: 'https://tickets.example/hq-2',
      },
      {
        id: 'hq-3',
        inDays: 53,
        venue: 'Kulturhuset',
        city: 'Stavanger',
        country: 'Norway',
        ticketUrl: 'https://tickets.example/hq-3',
      },
      {
        id: 'hq-4',
        inDays: 67,
        venue: 'Rye Room',
        city: 'Oslo',
        country: 'Norway',
        ticketUrl: 'https://tickets.example/hq-4',
      },
      {
        id: 'hq-5',
        inDays: 88,
        venue: 'Quay Sessions',
        city: 'Aberdeen',
        country: 'United Kingdom',
        ticketUrl: 'https://tickets.example/hq-5',
      },
    ],
  ],
])

/**
 * An artist's concerts, each dated `inDays` from `now` (`YYYY-MM-DD`, UTC); none for an artist the
 * demo does not know. Free of the server's own modules, so the static demo's worker answers with it.
 */
export function tourDates(artist: string, now = Date.now()) {
  return (TOURS.get(artist) ?? []).map(({ inDays, ...event }) => ({
    ...event,
    date: new Date(now + inDays * 86_400_000).toISOString().slice(0, 10),
  }))
}

export function register(app: DemoApp): void {
  app.get('/api/tour-dates', (c) => c.json({ events: tourDates(c.req.query('artist') ?? '') }))
}
