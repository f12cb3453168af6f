import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db.ts'
import { addDays, dayIn, demoEvents, eventsBetween, listEvents, SITE_TIME_ZONE } from './events.ts'

/** The static demo lists events with eventsBetween; the server with its table: the same ones, in the same order. */
describe('eventsBetween', () => {
  const db = openDatabase(':memory:')
  afterAll(() => db.close())
  const today = dayIn(Date.now(), SITE_TIME_ZONE)
  const between = (from: number, to: number) => [addDays(today, from), addDays(today, to)] as const

  it.each([
    ['a year from today', 0, 365, 7],
    ['the last month and the next', -30, 30, 6],
    ['the next fortnight', 0, 14, 4],
    ['no day with an event', -400, -100, 0],
  ])("selects what the server's table does: %s", (_, from, to, count) => {
    const fromTable = listEvents(db, ...between(from, to))
    expect(fromTable).toHaveLength(count)
    expect(eventsBetween(demoEvents(today), ...between(from, to))).toEqual(fromTable)
  })

  it('selects a passed all-day event on its day', () => {
    expect(eventsBetween(demoEvents(today), ...between(-10, -10)).map((event) => event.title)).toEqual([
      'Autumn open house',
    ])
  })
})
