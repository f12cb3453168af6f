// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError, TimeoutError } from '../../core/errors.ts'
import {
  COLLECTION_LIMIT_MS,
  createCollector,
  fetchPageLoadId,
  PERFORMANCE_FLUSH_MS,
  type PerformanceRecord,
} from './performance.ts'

const data = vi.hoisted(() => ({ get: vi.fn() }))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../../core/data/index.ts', () => data)

let clock = 0
function collector(loadedAt = 0) {
  const sent: PerformanceRecord[][] = []
  const instance = createCollector({
    pageLoadId: 'load-1',
    loadedAt,
    send: (records) => sent.push(records),
    now: () => clock,
  })
  return { instance, sent }
}
const fields = (record: PerformanceRecord | undefined) =>
  record &&
  Object.entries(record.data)
    .filter(([, value]) => value !== null)
    .map(([name]) => name)

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 5, 1) })
  clock = 1500
})
afterEach(() => {
  vi.useRealTimers()
})

describe('performance records', () => {
  it('flush 30 s after load what is known, with every field of the schema and FID null', () => {
    const { instance, sent } = collector(500)
    instance.set('FCP', 812)
    instance.set('navigation', { ttfb: 40 })
    vi.advanceTimersByTime(PERFORMANCE_FLUSH_MS - 1000 - 1)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([
      [
        {
          app: 'atoll',
          event: 'page-performance',
          pageLoadId: 'load-1',
          timestamp: Date.UTC(2025, 5, 1) + PERFORMANCE_FLUSH_MS - 1000,
          data: { CLS: null, FCP: 812, FID: null, INP: null, LCP: null, navigation: { ttfb: 40 } },
        },
      ],
    ])
  })

  it('send each metric once, and what comes later at the next flush (the page hidden)', () => {
    const { instance, sent } = collector()
    instance.set('FCP', 800)
    instance.set('LCP', 1200)
    vi.advanceTimersByTime(PERFORMANCE_FLUSH_MS)
    instance.set('FCP', 900)
    instance.set('CLS', 0.02)
    instance.set('INP', 64)
    instance.flush()
    instance.flush()
    expect(sent.map(([record]) => fields(record))).toEqual([
      ['FCP', 'LCP'],
      ['CLS', 'INP'],
    ])
    expect(sent[1]![0]!.data.FCP).toBeNull()
  })

  it('stop collecting 60 s after load with a last flush', () => {
    const { instance, sent } = collector()
    vi.advanceTimersByTime(PERFORMANCE_FLUSH_MS)
    instance.set('LCP', 1300)
    vi.advanceTimersByTime(COLLECTION_LIMIT_MS - PERFORMANCE_FLUSH_MS - 1500)
    expect(sent.map(([record]) => fields(record))).toEqual([['LCP']])
    instance.set('CLS', 0.1)
    instance.flush()
    expect(sent).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('give a collection that starts late (consent after a minute) 30 s', () => {
    clock = 90_000
    const { instance, sent } = collector()
    instance.set('FCP', 700)
    vi.advanceTimersByTime(0)
    expect(sent).toHaveLength(1)
    vi.advanceTimersByTime(PERFORMANCE_FLUSH_MS - 1)
    instance.set('CLS', 0)
    vi.advanceTimersByTime(1)
    expect(sent.map(([record]) => fields(record))).toEqual([['FCP'], ['CLS']])
  })

  it('send nothing and leave no timer once stopped', () => {
    const { instance, sent } = collector()
    instance.set('FCP', 800)
    instance.stop()
    expect(vi.getTimerCount()).toBe(0)
    instance.flush()
    expect(sent).toEqual([])
  })
})

describe('the page load id', () => {
  it('comes from the settings, asked with a 30 s timeout', async () => {
    data.get.mockResolvedValueOnce({ pageLoadId: 'load-7' })
    expect(await fetchPageLoadId(vi.fn())).toBe('load-7')
    expect(data.get).toHaveBeenCalledWith('/api/1/performance/settings', { timeout: 30_000 })
  })

  it('logs the spec’s messages when it is missing or the request times out, and reports other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn()
    data.get.mockResolvedValueOnce({})
    data.get.mockRejectedValueOnce(new TimeoutError('Unable to connect', '/api/1/performance/settings', 30_000))
    const failure = new HttpError('Internal server error. Please try again later.', 500, '/api/1/performance/settings')
    data.get.mockRejectedValueOnce(failure)
    expect([await fetchPageLoadId(report), await fetchPageLoadId(report), await fetchPageLoadId(report)]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(warn.mock.calls).toEqual([
      ['[atoll:tracking] Unable to resolve pageLoadId'],
      ['[atoll:tracking] Metric settings request timeout'],
    ])
    expect(report).toHaveBeenCalledExactlyOnceWith(failure)
  })
})
