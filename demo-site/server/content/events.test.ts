import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db.ts'
import { addDays, dayIn, demoEvents, eventsBetween, listEvents, SITE_TIME_ZONE } from './events.ts'

/** The static demo lists events with eventsBetween; the server with its table: the same ones, in the same order. */
describe('eventsBetween', () => {
  const db = openDatabase(':memory:')
  // The day the file runs on, held still: the table (filled for the site's day when it is read) and
  // the test read the same day, even when midnight in Oslo comes while the file runs.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  })
  afterAll(() => {
    vi.useRealTimers()
    db.close()
  })
  const today = () => dayIn(Date.now(), SITE_TIME_ZONE)
  const between = (from: number, to: number) => [addDays(today(), from), addDays(today(), to)] as const

  it.each([
    ['a year from today', 0, 365, 7],
    ['the last month and the next', -30, 30, 6],
    ['the next fortnight', 0, 14, 4],
    ['no day with an event', -400, -100, 0],
  ])("selects what the server's table does: %s", (_, from, to, count) => {
    const fromTable = listEvents(db, ...between(from, to))
    expect(fromTable).toHaveLength(count)
    expect(eventsBetween(demoEvents(today()), ...between(from, to))).toEqual(fromTable)
  })

  it('selects a passed all-day event on its day', () => {
    expect(eventsBetween(demoEvents(today()), ...between(-10, -10)).map((event) => event.title)).toEqual([
      'Autumn open house',
    ])
  })
})

/** What the browser tests of the calendar read from the demo's events, on the days where they differ. */
describe('demoEvents', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const on = (today: string, day: string) => eventsBetween(demoEvents(today), day, day).map((event) => event.title)

  it('has the workshop alone three days on, except from a Tuesday, when it shares the Friday with the concert and the bake', () => {
    expect(on('2026-11-28', '2026-12-01')).toEqual(['Sourdough workshop'])
    expect(on('2026-11-30', '2026-12-03')).toEqual(['Sourdough workshop'])
    // Tuesday 1 December 2026: the workshop on Friday the 4th, listed in start order.
    expect(on('2026-12-01', '2026-12-04')).toEqual([
      'Early morning bake, open doors',
      'Sourdough workshop',
      'Friday evening concert: The Harbour Quartet',
    ])
  })

  it.each([
    ['the last Sunday of March, when the clocks go forward', '2027-03-25', '2027-03-28T08:00:00.000Z'],
    ['the last Sunday of October, when the clocks go back', '2026-10-22', '2026-10-25T09:00:00.000Z'],
  ])('dates the workshop at 10:00 in Oslo on %s', (_, today, start) => {
    expect(demoEvents(today).find((event) => event.id === 'sourdough-workshop')?.startDate).toBe(start)
  })

  it('dates the events from the day in Oslo, which is the next day from 23:00 UTC in winter', () => {
    // 23:30 UTC on Monday 30 November 2026 is 00:30 on Tuesday 1 December in Oslo.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-30T23:30:00Z') })
    const db = openDatabase(':memory:')
    try {
      const today = dayIn(Date.now(), SITE_TIME_ZONE)
      expect(today).toBe('2026-12-01')
      expect(listEvents(db, '2026-12-04', '2026-12-04').map((event) => event.title)).toEqual(on(today, '2026-12-04'))
    } finally {
      db.close()
    }
  })
})
