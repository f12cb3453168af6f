// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  type CalendarEvent,
  dayIn,
  daysOf,
  eventsByDay,
  firstDayOfWeek,
  icsOf,
  monthWeeks,
  readEvents,
  siteTimeZone,
  weekBounds,
} from './calendar.ts'

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'e1',
  title: 'Workshop',
  url: undefined,
  start: '2026-11-26T09:00:00Z',
  end: '2026-11-26T12:00:00Z',
  allDay: false,
  location: '',
  ...fields,
})

describe('readEvents', () => {
  it('keeps readable events in start order and drops what cannot be shown', () => {
    const events = readEvents({
      events: [
        { id: 'b', title: 'Later', startDate: '2026-12-02T10:00:00+01:00', endDate: '2026-12-02T11:00:00+01:00' },
        { id: 'a', title: 'Fair', startDate: '2026-12-01', endDate: '2026-12-03', allDay: true },
        { id: 'c', title: 'No start' },
        { id: '', title: 'No id', startDate: '2026-12-01T10:00:00Z' },
        { id: 'd', title: 'All day with a time', startDate: '2026-12-01T10:00:00Z', allDay: true },
        { id: 'e', title: 'Ends before it starts', startDate: '2026-12-05T10:00:00Z', endDate: '2026-12-05T09:00:00Z' },
        { id: 'f', title: 'Script link', startDate: '2026-12-06T10:00:00Z', url: 'javascript:alert(1)' },
        { id: 'g', title: 'Timed on a bare day', startDate: '2026-12-07' },
        { id: 'h', title: 'On 30 February', startDate: '2026-02-30T10:00:00Z' },
      ],
    })
    expect(events.map((found) => found.id)).toEqual(['a', 'd', 'b', 'e', 'f'])
    // An all-day event is on the day its start is written for, with a time or without.
    expect(events[1]).toMatchObject({ start: '2026-12-01', end: '2026-12-01' })
    expect(events[3]!.end).toBe('2026-12-05T10:00:00Z')
    expect(events[4]!.url).toBeUndefined()
  })

  it('reads start and end as epoch milliseconds too, and an unreadable end as the start', () => {
    const start = Date.parse('2026-12-02T09:00:00Z')
    const events = readEvents({
      events: [
        { id: 'a', title: 'Timed', startDate: start, endDate: start + 3_600_000 },
        { id: 'b', title: 'All day', startDate: Date.parse('2026-12-24T00:00:00Z'), endDate: 'soon', allDay: true },
        { id: 'c', title: 'Not a time', startDate: Number.NaN },
        { id: 'd', title: 'Beyond the year 9999', startDate: 8.64e15 },
      ],
    })
    expect(events.map(({ id, start, end }) => [id, start, end])).toEqual([
      ['a', '2026-12-02T09:00:00.000Z', '2026-12-02T10:00:00.000Z'],
      ['b', '2026-12-24', '2026-12-24'],
    ])
  })

  it('refuses an answer without an events list', () => {
    expect(() => readEvents({ items: [] })).toThrow(new TypeError('the events answer has no events list'))
    expect(() => readEvents(null)).toThrow(TypeError)
  })
})

describe('days in the site time zone', () => {
  it('reads an instant as the day it falls on in the zone', () => {
    const instant = Date.parse('2026-11-25T23:30:00Z')
    expect(dayIn(instant, 'UTC')).toBe('2026-11-25')
    expect(dayIn(instant, 'Europe/Oslo')).toBe('2026-11-26')
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2026-11-25')
  })

  it('names UTC when the zone is missing, and says why when it is not a zone', () => {
    expect(siteTimeZone(undefined)).toEqual({ zone: 'UTC' })
    expect(siteTimeZone('Europe/Oslo')).toEqual({ zone: 'Europe/Oslo' })
    expect(siteTimeZone('Mars/Olympus')).toEqual({
      zone: 'UTC',
      error: 'website.timeZone "Mars/Olympus" is not a time zone; UTC is used',
    })
  })

  it('lists every day an event covers; one ending at midnight ends the day before', () => {
    expect(daysOf(event({ start: '2026-12-01', end: '2026-12-03', allDay: true }), 'UTC')).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ])
    expect(daysOf(event({ start: '2026-12-01T20:00:00Z', end: '2026-12-02T00:00:00Z' }), 'UTC')).toEqual(['2026-12-01'])
    // 23:00 UTC is already the next day in Oslo.
    expect(daysOf(event({ start: '2026-12-01T23:00:00Z', end: '2026-12-01T23:30:00Z' }), 'Europe/Oslo')).toEqual([
      '2026-12-02',
    ])
  })

  it('groups events under each of their days', () => {
    const fair = event({ id: 'fair', start: '2026-12-01', end: '2026-12-02', allDay: true })
    const talk = event({ id: 'talk', start: '2026-12-02T10:00:00Z', end: '2026-12-02T11:00:00Z' })
    const days = eventsByDay([fair, talk], 'UTC')
    expect(days.get('2026-12-01')).toEqual([fair])
    expect(days.get('2026-12-02')).toEqual([fair, talk])
  })
})

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15')
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonths('2026-11-25', -12)).toBe('2025-11-25')
  })

  it("draws a month's weeks from the locale's first day of the week", () => {
    // November 2026 starts on a Sunday.
    const sunday = monthWeeks('2026-11-25', 7)
    expect(sunday[0]![0]).toBe('2026-11-01')
    expect(sunday).toHaveLength(5)
    expect(sunday.at(-1)![6]).toBe('2026-12-05')
    const monday = monthWeeks('2026-11-25', 1)
    expect(monday[0]![0]).toBe('2026-10-26')
    expect(monday).toHaveLength(6)
    expect(monday.every((week) => week.length === 7)).toBe(true)
  })

  it('finds the ends of the week a day is in', () => {
    expect(weekBounds('2026-11-25', 7)).toEqual(['2026-11-22', '2026-11-28'])
    expect(weekBounds('2026-11-22', 1)).toEqual(['2026-11-16', '2026-11-22'])
    // A week across two months, and across the year's end.
    expect(weekBounds('2026-12-01', 7)).toEqual(['2026-11-29', '2026-12-05'])
    expect(weekBounds('2026-12-31', 1)).toEqual(['2026-12-28', '2027-01-03'])
  })

  it('takes 29 February a year on to the 28th, and draws a February of four weeks', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28')
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28')
    // February 2026 starts on a Sunday and has 28 days: four rows from Sunday, five from Monday.
    expect(monthWeeks('2026-02-10', 7)).toHaveLength(4)
    expect(monthWeeks('2026-02-10', 7).at(-1)![6]).toBe('2026-02-28')
    expect(monthWeeks('2026-02-10', 1)[0]![0]).toBe('2026-01-26')
  })

  it("tells the site's day across midnight and the clocks changing in Oslo", () => {
    // The last Sunday of March: 01:00 UTC is 03:00 in Oslo; midnight there the night before was 23:00 UTC.
    expect(dayIn(Date.parse('2027-03-27T22:59:59Z'), 'Europe/Oslo')).toBe('2027-03-27')
    expect(dayIn(Date.parse('2027-03-27T23:00:00Z'), 'Europe/Oslo')).toBe('2027-03-28')
    // The last Sunday of October: the day after begins at 23:00 UTC, in winter time again.
    expect(dayIn(Date.parse('2026-10-25T22:59:59Z'), 'Europe/Oslo')).toBe('2026-10-25')
    expect(dayIn(Date.parse('2026-10-25T23:00:00Z'), 'Europe/Oslo')).toBe('2026-10-26')
    // In summer, midnight in Oslo is 22:00 UTC.
    expect(dayIn(Date.parse('2027-06-30T22:00:00Z'), 'Europe/Oslo')).toBe('2027-07-01')
  })

  it("reads the first day of the week from the locale's week information", () => {
    expect(firstDayOfWeek('en-US')).toBe(7)
    expect(firstDayOfWeek('fr-FR')).toBe(1)
  })
})

describe('icsOf', () => {
  const now = new Date('2026-11-25T08:00:00Z')

  it('writes one event in UTC with its text escaped', () => {
    const ics = icsOf(
      event({ title: 'Bread; butter, jam', location: 'Bakery, 12 Harbour Street', url: 'https://example.com/e' }),
      { host: 'shop.example', now },
    )
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Atoll//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:e1@shop.example',
      'DTSTAMP:20261125T080000Z',
      'DTSTART:20261126T090000Z',
      'DTEND:20261126T120000Z',
      'SUMMARY:Bread\\; butter\\, jam',
      'LOCATION:Bakery\\, 12 Harbour Street',
      'URL:https://example.com/e',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it.each([
    ['a bare CR', '\r'],
    ['a bare LF', '\n'],
    ['CRLF', '\r\n'],
    ['NEL', '\u0085'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['a vertical tab', '\v'],
    ['a form feed', '\f'],
  ])('writes %s in a title or a place as an escaped newline, never as a property of its own', (_, brk) => {
    const ics = icsOf(
      event({
        id: `e1${brk}ORGANIZER:mailto:evil@example.com`,
        title: `Workshop${brk}ATTENDEE:mailto:evil@example.com`,
        location: `Harbour${brk}DTSTART:19700101T000000Z`,
      }),
      { host: 'h', now },
    )
    const lines = ics.split('\r\n')
    expect(lines.filter((line) => /[\r\n\v\f\u0085\u2028\u2029]/.test(line))).toEqual([])
    expect(lines.filter((line) => /^(ATTENDEE|ORGANIZER|DTSTART:1970)/.test(line))).toEqual([])
    expect(lines).toContain('SUMMARY:Workshop\\nATTENDEE:mailto:evil@example.com')
    expect(lines).toContain('LOCATION:Harbour\\nDTSTART:19700101T000000Z')
    expect(lines).toContain('UID:e1\\nORGANIZER:mailto:evil@example.com@h')
  })

  it('drops the control characters TEXT does not allow, and keeps a tab', () => {
    const ics = icsOf(event({ title: 'Bread\u0000\u001b[31m\u007f\tjam' }), { host: 'h', now })
    expect(ics.split('\r\n')).toContain('SUMMARY:Bread[31m\tjam')
  })

  it('gives an all-day event dates, its end the day after its last', () => {
    const ics = icsOf(event({ start: '2026-12-31', end: '2027-01-01', allDay: true }), { host: 'h', now })
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270102\r\n')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const title = 'Ø'.repeat(60)
    const ics = icsOf(event({ title }), { host: 'h', now })
    const summary = ics.slice(ics.indexOf('SUMMARY:'), ics.indexOf('\r\nEND:VEVENT'))
    const lines = summary.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${title}`)
  })
})
