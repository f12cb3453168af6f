// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLastSiteId, clearVisitor, readVisitor, setLastSiteId, touchVisitor } from './visitor.ts'

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const T0 = Date.UTC(2025, 0, 1)
const MINUTE = 60_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})

afterEach(() => {
  // Removed while the clock is still the tests' clock: on the real one these cookies read as expired.
  happyDOM.setURL('https://localhost:3000/')
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  happyDOM.setURL('http://localhost:3000/')
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  vi.useRealTimers()
})

describe('touchVisitor', () => {
  it('gives a new visitor a fresh record and a visit cookie', () => {
    const record = touchVisitor()
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      firstVisit: T0,
      previousVisit: T0,
      currentVisit: T0,
      visitCount: 1,
    })
    expect(Cookies.get('ss_cvr')).toBe(`${record.id}|${T0}|${T0}|${T0}|1`)
    expect(Cookies.get('ss_cvt')).toBe(String(T0))
    expect(readVisitor()).toEqual(record)
  })

  it('writes the record for 2 years and the visit for 30 minutes, SameSite=Lax and Secure on https', () => {
    happyDOM.setURL('https://shop.example.com/')
    const set = vi.spyOn(Cookies, 'set')
    const { id } = touchVisitor()
    expect(set.mock.results.map((result) => result.value)).toEqual([
      `ss_cvr=${id}|${T0}|${T0}|${T0}|1; path=/; expires=Fri, 01 Jan 2027 00:00:00 GMT; sameSite=Lax; secure`,
      `ss_cvt=${T0}; path=/; expires=Wed, 01 Jan 2025 00:30:00 GMT; sameSite=Lax; secure`,
    ])
  })

  it('keeps the visit going while there is activity within 30 minutes', () => {
    const first = touchVisitor()
    vi.setSystemTime(T0 + 29 * MINUTE)
    expect(touchVisitor()).toEqual(first)
    vi.setSystemTime(T0 + 58 * MINUTE)
    expect(touchVisitor()).toEqual(first)
    // Each activity refreshes the visit cookie.
    expect(Cookies.get('ss_cvt')).toBe(String(T0 + 58 * MINUTE))
  })

  it('starts a new visit when the visit cookie has expired', () => {
    const first = touchVisitor()
    vi.setSystemTime(T0 + 31 * MINUTE)
    expect(Cookies.get('ss_cvt')).toBeUndefined()
    const second = touchVisitor()
    expect(second).toEqual({
      id: first.id,
      firstVisit: T0,
      previousVisit: T0,
      currentVisit: T0 + 31 * MINUTE,
      visitCount: 2,
    })
    vi.setSystemTime(T0 + 3 * 24 * 60 * MINUTE)
    expect(touchVisitor()).toEqual({
      id: first.id,
      firstVisit: T0,
      previousVisit: T0 + 31 * MINUTE,
      currentVisit: Date.now(),
      visitCount: 3,
    })
    expect(Cookies.get('ss_cvr')).toBe(`${first.id}|${T0}|${T0 + 31 * MINUTE}|${Date.now()}|3`)
  })

  it('starts a new visit when the visit cookie is still there but 30 minutes old', () => {
    Cookies.set('ss_cvr', `returning-1|${T0 - 5000 * MINUTE}|${T0 - 5000 * MINUTE}|${T0 - 100 * MINUTE}|4`)
    Cookies.set('ss_cvt', String(T0 - 30 * MINUTE))
    expect(touchVisitor().visitCount).toBe(5)
  })

  it('discards an invalid record and replaces it with a fresh one', () => {
    Cookies.set('ss_cvr', `returning-1|${T0}|0|${T0}|4`)
    Cookies.set('ss_cvt', String(T0 - MINUTE))
    const record = touchVisitor()
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      firstVisit: T0,
      previousVisit: T0,
      currentVisit: T0,
      visitCount: 1,
    })
    expect(Cookies.get('ss_cvr')).toBe(`${record.id}|${T0}|${T0}|${T0}|1`)
  })

  it.each(['abc', '0', '-5', '1.5', ''])(
    'discards an invalid visit value %j: a new visit starts and the value is replaced',
    (value) => {
      Cookies.set('ss_cvr', `returning-1|${T0 - 100 * MINUTE}|${T0 - 100 * MINUTE}|${T0 - 10 * MINUTE}|4`)
      Cookies.set('ss_cvt', value)
      expect(touchVisitor()).toEqual({
        id: 'returning-1',
        firstVisit: T0 - 100 * MINUTE,
        previousVisit: T0 - 10 * MINUTE,
        currentVisit: T0,
        visitCount: 5,
      })
      expect(Cookies.get('ss_cvt')).toBe(String(T0))
    },
  )

  it('refuses a time that is not epoch milliseconds', () => {
    expect(() => touchVisitor(Number.NaN)).toThrow(new TypeError('touchVisitor: now must be epoch milliseconds'))
    expect(() => touchVisitor(0)).toThrow(TypeError)
    expect(document.cookie).toBe('')
  })
})

describe('readVisitor and clearVisitor', () => {
  it('reads nothing for a visitor without a record or with an invalid one, and writes nothing', () => {
    expect(readVisitor()).toBeUndefined()
    Cookies.set('ss_cvr', 'not a record')
    expect(readVisitor()).toBeUndefined()
    expect(document.cookie).toBe('ss_cvr=not%20a%20record')
  })

  it('removes both cookies', () => {
    touchVisitor()
    clearVisitor()
    expect(document.cookie).toBe('')
    expect(readVisitor()).toBeUndefined()
  })
})

describe('ss_lastid', () => {
  it('holds the site identifier on the app domain until cleared', () => {
    happyDOM.setURL('https://account.example.com/')
    const set = vi.spyOn(Cookies, 'set')
    setLastSiteId('site-42', 'example.com')
    expect(set.mock.results[0]?.value).toBe(
      'ss_lastid=site-42; path=/; expires=Thu, 01 Jan 2026 00:00:00 GMT; domain=example.com; sameSite=Lax; secure',
    )
    happyDOM.setURL('https://site-42.example.com/')
    expect(Cookies.get('ss_lastid')).toBe('site-42')
    clearLastSiteId('example.com')
    expect(Cookies.get('ss_lastid')).toBeUndefined()
  })

  it('defaults to the page host, and clears it there', () => {
    setLastSiteId('site-7')
    expect(Cookies.get('ss_lastid')).toBe('site-7')
    clearLastSiteId()
    expect(document.cookie).toBe('')
  })

  it('refuses an empty identifier', () => {
    expect(() => setLastSiteId('')).toThrow(new TypeError('setLastSiteId: id must be a non-empty string'))
  })
})
