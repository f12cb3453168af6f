// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { byMonth, readEvents } from './tour-dates.ts'

const event = (id: string, date: unknown, ticketUrl: unknown = `https://tickets.example/${id}`) => ({
  id,
  date,
  venue: `Venue ${id}`,
  city: 'Bergen',
  country: 'Norway',
  ticketUrl,
})

describe('tour dates', () => {
  it('reads the events in date order, dropping those without an id or a date, and any ticket link not on the web', () => {
    const events = readEvents({
      events: [
        event('b', '2027-01-16'),
        event('a', '2026-12-04', 'javascript:alert(1)'),
        { id: 'c' },
        event('', '2027-01-01'),
      ],
    })
    expect(events.map((e) => e.id)).toEqual(['a', 'b'])
    expect(events[0]!.ticketUrl).toBeUndefined()
    expect(events[1]!.ticketUrl).toBe('https://tickets.example/b')
  })

  it('reads a date-time by the day written, epoch milliseconds by their UTC day, and drops a day that does not exist', () => {
    const events = readEvents({
      events: [
        event('a', Date.parse('2026-12-04T20:00:00Z')),
        event('b', '2026-12-05T23:30:00-05:00'),
        event('c', '2026-02-30'),
        event('d', Number.POSITIVE_INFINITY),
      ],
    })
    expect(events.map((e) => [e.id, e.date])).toEqual([
      ['a', '2026-12-04'],
      ['b', '2026-12-05'],
    ])
  })

  it('refuses an answer without events', () => {
    expect(() => readEvents({ dates: [] })).toThrow('the tour dates answer has no events list')
  })

  it('groups the events by month', () => {
    const events = readEvents({
      events: [event('a', '2026-12-04'), event('b', '2026-12-12'), event('c', '2027-01-16')],
    })
    expect(byMonth(events).map(([month, list]) => [month, list.map((e) => e.id)])).toEqual([
      ['2026-12', ['a', 'b']],
      ['2027-01', ['c']],
    ])
  })
})
