import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  recordVisit,
  type VisitorRecord,
} from './visitor-record.ts'

const ID = '3f2c1a9e-4b7d-4c1e-9a2b-0d5e6f7a8b9c'
const T0 = 1_735_689_600_000 // 2025-01-01T00:00:00Z
const MINUTE = 60_000

describe('parseVisitorRecord', () => {
  it('reads an id and 4 positive integers separated by bars', () => {
    expect(parseVisitorRecord(`${ID}|${T0}|${T0 + 1}|${T0 + 2}|3`)).toEqual({
      id: ID,
      firstVisit: T0,
      previousVisit: T0 + 1,
      currentVisit: T0 + 2,
      visitCount: 3,
    })
  })

  it.each([
    ['', 'empty'],
    [`${ID}|${T0}|${T0}|${T0}`, 'three integers'],
    [`${ID}|${T0}|${T0}|${T0}|1|1`, 'five integers'],
    [`${ID}|${T0}|${T0}|${T0}|0`, 'a zero count'],
    [`${ID}|${T0}|-${T0}|${T0}|1`, 'a negative time'],
    [`${ID}|${T0}|${T0}.5|${T0}|1`, 'a fraction'],
    [`${ID}|0${T0}|${T0}|${T0}|1`, 'a leading zero'],
    [`${ID}|${T0}|${T0}|${T0}|1e3`, 'an exponent'],
    [`${ID}|9007199254740993|${T0}|${T0}|1`, 'an unsafe integer'],
    [`|${T0}|${T0}|${T0}|1`, 'no id'],
    [`a b|${T0}|${T0}|${T0}|1`, 'a space in the id'],
    [`${'a'.repeat(65)}|${T0}|${T0}|${T0}|1`, 'an id over 64 characters'],
    [` ${ID}|${T0}|${T0}|${T0}|1`, 'surrounding space'],
  ])('discards %j (%s)', (text) => {
    expect(parseVisitorRecord(text)).toBeUndefined()
  })

  it('discards what is not a string', () => {
    expect(parseVisitorRecord(undefined)).toBeUndefined()
    expect(parseVisitorRecord(42)).toBeUndefined()
  })
})

describe('parseVisitTime', () => {
  it('reads a positive integer', () => {
    expect(parseVisitTime(String(T0))).toBe(T0)
    expect(parseVisitTime('1')).toBe(1)
  })

  it.each(['', '0', '-5', '1.5', '12abc', ' 12', '007', '9007199254740993'])('discards %j', (text) => {
    expect(parseVisitTime(text)).toBeUndefined()
  })
})

describe('recordVisit', () => {
  const returning: VisitorRecord = {
    id: ID,
    firstVisit: T0,
    previousVisit: T0,
    currentVisit: T0 + 10 * MINUTE,
    visitCount: 2,
  }

  it('gives a new visitor a fresh record: first visit, count 1', () => {
    expect(recordVisit(undefined, undefined, T0, () => 'new-id')).toEqual({
      id: 'new-id',
      firstVisit: T0,
      previousVisit: T0,
      currentVisit: T0,
      visitCount: 1,
    })
    // A visit time without a record is no visitor: the record starts fresh.
    expect(recordVisit(undefined, T0 - MINUTE, T0, () => 'new-id').visitCount).toBe(1)
  })

  it('keeps the record while the visit is under 30 minutes idle', () => {
    const now = T0 + 40 * MINUTE
    expect(recordVisit(returning, now - 30 * MINUTE + 1, now, () => 'unused')).toBe(returning)
  })

  it('starts a new visit once the last activity is 30 minutes old, or unknown', () => {
    const now = T0 + 90 * MINUTE
    const next = { ...returning, previousVisit: T0 + 10 * MINUTE, currentVisit: now, visitCount: 3 }
    expect(recordVisit(returning, now - 30 * MINUTE, now, () => 'unused')).toEqual(next)
    expect(recordVisit(returning, undefined, now, () => 'unused')).toEqual(next)
  })
})

describe('visitor record properties', () => {
  const record = fc.record({
    id: fc.stringMatching(/^[\w-]{1,64}$/),
    firstVisit: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    previousVisit: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    currentVisit: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    visitCount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  })

  it('reads any string as a valid record or undefined, never throwing', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.oneof(fc.string(), fc.bigInt().map(String), fc.double().map(String)), { maxLength: 7 })
        .map((parts) => parts.join('|')),
      record.map(formatVisitorRecord),
      record.map(formatVisitorRecord).map((valid) => valid.slice(1)),
    )
    fc.assert(
      fc.property(text, (value) => {
        const parsed = parseVisitorRecord(value)
        if (parsed === undefined) return
        expect(parsed.id).toMatch(/^[\w-]{1,64}$/)
        for (const n of [parsed.firstVisit, parsed.previousVisit, parsed.currentVisit, parsed.visitCount]) {
          expect(Number.isSafeInteger(n) && n > 0).toBe(true)
        }
        expect(formatVisitorRecord(parsed)).toBe(value)
      }),
      { numRuns: 1000 },
    )
  })

  it('reads back every record it writes', () => {
    fc.assert(
      fc.property(record, (valid) => void expect(parseVisitorRecord(formatVisitorRecord(valid))).toEqual(valid)),
    )
  })

  it('reads any string as a positive visit time or undefined, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.bigInt().map(String), fc.double().map(String)), (value) => {
        const time = parseVisitTime(value)
        if (time !== undefined) expect(Number.isSafeInteger(time) && time > 0 && String(time) === value).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })
})
