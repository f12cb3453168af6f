// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cumulativeLayoutShift, interactionCount, interactionToNextPaint, watchVitals } from './vitals.ts'

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput })

describe('CLS', () => {
  it('is the largest session window of shifts less than 1 s apart, at most 5 s long', () => {
    expect(cumulativeLayoutShift([])).toBe(0)
    expect(cumulativeLayoutShift([shift(100, 0.1), shift(900, 0.05), shift(1800, 0.02)])).toBeCloseTo(0.17)
    // A gap of a second starts a new window; the larger window counts.
    expect(cumulativeLayoutShift([shift(100, 0.1), shift(1200, 0.05), shift(1900, 0.08)])).toBeCloseTo(0.13)
    // Five seconds end a window, however close the shifts.
    const steady = Array.from({ length: 12 }, (_, i) => shift(500 * i, 0.01))
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.1)
  })

  it('ignores shifts right after an input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.3, true), shift(200, 0.02)])).toBeCloseTo(0.02)
  })
})

describe('INP', () => {
  it('is the longest interaction, skipping one for every 50', () => {
    expect(interactionToNextPaint([])).toBeUndefined()
    expect(interactionToNextPaint([40, 120, 64])).toBe(120)
    expect(interactionToNextPaint([...Array(48).fill(50), 900])).toBe(900)
    expect(interactionToNextPaint([...Array(49).fill(50), 900])).toBe(50)
    expect(interactionToNextPaint([...Array(98).fill(50), 700, 900])).toBe(50)
    expect(interactionToNextPaint([...Array(60).fill(50), 700, 900])).toBe(700)
  })

  it('skips by the page’s interaction count, quick interactions included, not by the slow ones seen', () => {
    // 100 interactions, two of them over 40 ms: web-vitals skips the worst (900) and reports 700.
    expect(interactionToNextPaint([900, 700], 100)).toBe(700)
    expect(interactionToNextPaint([900, 700], 49)).toBe(900)
    expect(interactionToNextPaint([900, 700, 300], 150)).toBe(300)
    expect(interactionToNextPaint([900], 400)).toBe(900)
    // web-vitals keeps the 10 longest: 600 interactions would skip 12, it stops at the tenth.
    const slow = Array.from({ length: 20 }, (_, i) => 1000 - 10 * i)
    expect(interactionToNextPaint(slow, 600)).toBe(910)
  })

  it('counts the page’s interactions as the browser does, or from the ids as web-vitals estimates', () => {
    expect(interactionCount([])).toBe(0)
    // Ids 7 apart: 1001 and 1701 bound 101 interactions, whatever was seen between them.
    expect(interactionCount([1001, 1701, 1351])).toBe(101)
    vi.stubGlobal('performance', Object.assign(Object.create(performance), { interactionCount: 120 }))
    expect(interactionCount([1001, 1008])).toBe(120)
    vi.unstubAllGlobals()
  })
})

/** A PerformanceObserver double: tests hand entries to the observers of a type, over their duration threshold. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input']
  static active = new Set<FakeObserver>()
  pending: PerformanceEntry[] = []
  type = ''
  threshold = 0
  constructor(readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe({ type, durationThreshold }: { type: string; durationThreshold?: number }) {
    this.type = type
    this.threshold = durationThreshold ?? 0
    FakeObserver.active.add(this)
  }
  disconnect() {
    FakeObserver.active.delete(this)
  }
  takeRecords() {
    return this.pending.splice(0)
  }
  seen(entries: object[]) {
    return entries.filter((entry) => ((entry as { duration?: number }).duration ?? 0) >= this.threshold)
  }
  static of(type: string) {
    return [...FakeObserver.active].filter((observer) => observer.type === type)
  }
  static emit(type: string, ...entries: object[]) {
    for (const observer of FakeObserver.of(type))
      observer.callback({ getEntries: () => observer.seen(entries) as PerformanceEntry[] })
  }
  static queue(type: string, ...entries: object[]) {
    for (const observer of FakeObserver.of(type))
      observer.pending.push(...(observer.seen(entries) as PerformanceEntry[]))
  }
}

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

describe('watchVitals', () => {
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeObserver.active.clear()
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })

  it('reports FCP at the paint, LCP at the first input, CLS and INP when the page is hidden', () => {
    const reported: [string, number][] = []
    const stop = watchVitals((name, value) => reported.push([name, value]))
    FakeObserver.emit(
      'paint',
      { name: 'first-paint', startTime: 300 },
      { name: 'first-contentful-paint', startTime: 412.4 },
    )
    FakeObserver.emit('largest-contentful-paint', { startTime: 600 })
    FakeObserver.queue('largest-contentful-paint', { startTime: 900.6 })
    FakeObserver.emit('layout-shift', shift(700, 0.04), shift(1000, 0.01234))
    FakeObserver.emit(
      'event',
      { interactionId: 7, duration: 48 },
      { interactionId: 7, duration: 96 },
      { interactionId: 0, duration: 300 },
    )
    expect(reported).toEqual([['FCP', 412]])
    document.body.click()
    expect(reported).toEqual([
      ['FCP', 412],
      ['LCP', 901],
    ])
    FakeObserver.emit('largest-contentful-paint', { startTime: 2000 })
    FakeObserver.queue('event', { interactionId: 8, duration: 160 })
    setVisibility('hidden')
    expect(reported).toEqual([
      ['FCP', 412],
      ['LCP', 901],
      ['CLS', 0.0523],
      ['INP', 160],
    ])
    stop()
  })

  it('reports INP skipping the worst interaction of a page with 100, most of them quick', () => {
    const reported: [string, number][] = []
    const stop = watchVitals((name, value) => reported.push([name, value]))
    FakeObserver.emit('paint', { name: 'first-contentful-paint', startTime: 100 })
    // The first and the hundredth interaction were slow; the 98 between them, under 40 ms, went unseen.
    FakeObserver.emit('event', { interactionId: 7000, duration: 900 }, { interactionId: 7000 + 99 * 7, duration: 240 })
    setVisibility('hidden')
    expect(reported).toContainEqual(['INP', 240])
    stop()
  })

  it('counts the quick interactions it cannot see as INP candidates, as web-vitals estimates them', () => {
    const reported: [string, number][] = []
    const stop = watchVitals((name, value) => reported.push([name, value]))
    FakeObserver.emit('paint', { name: 'first-contentful-paint', startTime: 100 })
    // Two slow interactions first, then 60 quick ones (24 ms, under the 40 ms threshold): 62 in all.
    FakeObserver.emit('event', { interactionId: 7000, duration: 900 }, { interactionId: 7007, duration: 240 })
    const quick = Array.from({ length: 60 }, (_, i) => ({ interactionId: 7014 + 7 * i, duration: 24 }))
    FakeObserver.emit('event', ...quick)
    setVisibility('hidden')
    expect(reported).toContainEqual(['INP', 240])
    stop()
  })

  it('counts no paint after the page was first hidden', () => {
    const reported: string[] = []
    watchVitals((name) => reported.push(name))()
    setVisibility('hidden')
    const stop = watchVitals((name) => reported.push(name))
    FakeObserver.emit('paint', { name: 'first-contentful-paint', startTime: 5000 })
    stop()
    expect(reported).toEqual([])
  })

  it('leaves no observer and no listener once stopped', () => {
    const reported: string[] = []
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const stop = watchVitals((name) => reported.push(name))
    const added = add.mock.calls.map(([type, listener]) => [type, listener])
    stop()
    expect(FakeObserver.active.size).toBe(0)
    expect(added.length).toBeGreaterThan(0)
    expect(remove.mock.calls.map(([type, listener]) => [type, listener])).toEqual(expect.arrayContaining(added))
    document.body.click()
    setVisibility('hidden')
    expect(reported).toEqual([])
  })
})
