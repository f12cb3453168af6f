import { describe, expect, it } from 'vitest'
import { readDate, readDay } from './dates.ts'

describe('dates of an answer', () => {
  it.each([
    ['2026-10-02', '2026-10-02'],
    [' 2026-10-02T08:12:00Z ', '2026-10-02T08:12:00Z'],
    ['2026-10-02T08:12:00.123+02:00', '2026-10-02T08:12:00.123+02:00'],
    ['2026-10-02T08:12', '2026-10-02T08:12'],
    [Date.parse('2026-10-02T08:12:00Z'), '2026-10-02T08:12:00.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [-86_400_000, '1969-12-31T00:00:00.000Z'],
  ])('reads %j as %j', (value, read) => {
    expect(readDate(value)).toBe(read)
  })

  it.each([
    ['2026-02-30'],
    ['2026-13-01'],
    ['2026-10-02T25:00:00Z'],
    ['October 2, 2026'],
    ['2026-10-02T08:12:00+0200'],
    ['1795683600000'],
    [''],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [8.64e15],
    [-1e14],
    [null],
    [undefined],
    [true],
    [{}],
    [['2026-10-02']],
    [new Date('2026-10-02')],
  ])('leaves out %j', (value) => {
    expect(readDate(value)).toBe('')
    expect(readDay(value)).toBe('')
  })

  it('gives the day a date is written for, and epoch milliseconds their UTC day', () => {
    expect(readDay('2026-12-24T23:30:00-05:00')).toBe('2026-12-24')
    expect(readDay(Date.parse('2026-12-24T23:30:00-05:00'))).toBe('2026-12-25')
    expect(readDay('2026-12-24')).toBe('2026-12-24')
  })
})
