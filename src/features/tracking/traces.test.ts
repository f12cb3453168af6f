// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTracer, TRACE_INTERVAL_MS, TRACE_QUEUE_LIMIT, type Trace } from './traces.ts'

function tracer() {
  const batches: { traces: Trace[]; leaving: boolean }[] = []
  const instance = createTracer({ send: (traces, leaving) => batches.push({ traces, leaving }) > 0 })
  return { instance, batches }
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 5, 1) })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('traces', () => {
  it('are sent together 30 s after the first, then at most every 30 s', () => {
    const { instance, batches } = tracer()
    instance.trace('island-error', { kind: 'map' })
    vi.advanceTimersByTime(10_000)
    instance.trace('form-error', { formId: 'f-1' })
    vi.advanceTimersByTime(TRACE_INTERVAL_MS - 10_001)
    expect(batches).toEqual([])
    vi.advanceTimersByTime(1)
    expect(batches).toEqual([
      {
        leaving: false,
        traces: [
          { pageUrl: location.href, type: 'island-error', data: { kind: 'map' } },
          { pageUrl: location.href, type: 'form-error', data: { formId: 'f-1' } },
        ],
      },
    ])
    instance.trace('late')
    instance.flush()
    vi.advanceTimersByTime(TRACE_INTERVAL_MS - 1)
    expect(batches).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(batches).toHaveLength(2)
  })

  it('go at once when the page is going away', () => {
    const { instance, batches } = tracer()
    instance.trace('first')
    vi.advanceTimersByTime(TRACE_INTERVAL_MS)
    instance.trace('last words')
    instance.flush(true)
    expect(batches.map((batch) => [batch.leaving, batch.traces.map((trace) => trace.type)])).toEqual([
      [false, ['first']],
      [true, ['last words']],
    ])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leave no timer after destroy', () => {
    const { instance, batches } = tracer()
    instance.trace('pending')
    instance.destroy()
    expect(vi.getTimerCount()).toBe(0)
    vi.runAllTimers()
    expect(batches).toEqual([])
  })

  it('keep at most the first 100 while they cannot be sent (before consent), and carry the address without its hash or secrets', () => {
    history.replaceState(null, '', '/shop?token=abc&x=1#frag')
    let allowed = false
    const batches: Trace[][] = []
    const instance = createTracer({ send: (traces) => allowed && batches.push(traces) > 0 })
    for (let index = 0; index < 250; index++) instance.trace('island-error', { index })
    instance.flush(true)
    expect(batches).toEqual([])
    allowed = true
    instance.flush(true)
    expect(TRACE_QUEUE_LIMIT).toBe(100)
    expect(batches[0]!.map((trace) => (trace.data as { index: number }).index)).toEqual([...Array(100).keys()])
    expect(new Set(batches[0]!.map((trace) => trace.pageUrl))).toEqual(new Set([`${location.origin}/shop?x=1`]))
  })
})
