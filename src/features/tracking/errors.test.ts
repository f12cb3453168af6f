// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createErrorReporter, ERROR_DEBOUNCE_MS, type ErrorReport } from './errors.ts'

const page = { locale: 'en-US', website: { id: 'site-1' }, templateId: 't-1' }

function reporter(ready = () => true) {
  const batches: ErrorReport[][] = []
  const instance = createErrorReporter({
    page,
    send(reports) {
      if (!ready()) return false
      batches.push(reports)
      return true
    },
  })
  return { instance, batches }
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 5, 1) })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('error reports', () => {
  it('are sent together one second after the last error', () => {
    const { instance, batches } = reporter()
    instance.report(new TypeError('a is undefined'), { file: 'https://site.test/app.js', line: 3, column: 14 })
    vi.advanceTimersByTime(ERROR_DEBOUNCE_MS - 1)
    instance.report(new Error('second'))
    vi.advanceTimersByTime(ERROR_DEBOUNCE_MS - 1)
    expect(batches).toEqual([])
    vi.advanceTimersByTime(1)
    expect(batches).toHaveLength(1)
    expect(batches[0]!.map((report) => report.data.message)).toEqual(['TypeError: a is undefined', 'Error: second'])
    expect(batches[0]![0]).toEqual({
      event: 'JavascriptError',
      timestamp: Date.UTC(2025, 5, 1),
      data: expect.objectContaining({
        websiteId: 'site-1',
        templateId: 't-1',
        app: 'atoll',
        url: location.href,
        userAgent: navigator.userAgent,
        file: 'https://site.test/app.js',
        line: 3,
        column: 14,
      }),
    })
  })

  it('send an identical error once, however often it happens', () => {
    const { instance, batches } = reporter()
    const error = new Error('same')
    for (let i = 0; i < 5; i++) instance.report(error, { file: 'a.js', line: 1, column: 1 })
    vi.runAllTimers()
    instance.report(error, { file: 'a.js', line: 1, column: 1 })
    vi.runAllTimers()
    expect(batches.flat()).toHaveLength(1)
  })

  it('queue at most 10 and send at most 20 times', () => {
    const { instance, batches } = reporter()
    for (let i = 0; i < 15; i++) instance.report(new Error(`burst ${i}`))
    vi.runAllTimers()
    expect(batches[0]).toHaveLength(10)
    for (let i = 0; i < 30; i++) {
      instance.report(new Error(`later ${i}`))
      vi.runAllTimers()
    }
    expect(batches).toHaveLength(20)
  })

  it('cut stacks to 5000 characters', () => {
    const { instance, batches } = reporter()
    const error = new Error('deep')
    error.stack = 'x'.repeat(6000)
    instance.report(error)
    instance.report('a rejected string')
    vi.runAllTimers()
    expect(batches[0]!.map((report) => report.data.stack.length)).toEqual([5000, 0])
    expect(batches[0]![1]!.data.message).toBe('a rejected string')
  })

  it('stay queued while they cannot be sent, and go on the next flush', () => {
    let ready = false
    const { instance, batches } = reporter(() => ready)
    instance.report(new Error('before consent'))
    vi.runAllTimers()
    expect(batches).toEqual([])
    ready = true
    instance.flush()
    expect(batches.flat().map((report) => report.data.message)).toEqual(['Error: before consent'])
  })

  it('leave no timer after destroy', () => {
    const { instance, batches } = reporter()
    instance.report(new Error('pending'))
    instance.destroy()
    expect(vi.getTimerCount()).toBe(0)
    instance.flush()
    expect(batches).toEqual([])
  })
})
