// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LEAVING_MS, watchLeaving } from './leaving.ts'

describe('a failure while the visitor leaves the page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, Symbol.for('atoll.left'))
    vi.useRealTimers()
  })

  it('is told at once while the visitor stays', () => {
    const tell = vi.fn()
    watchLeaving().unlessLeaving(tell)
    expect(tell).toHaveBeenCalledOnce()
  })

  it('is dropped when the page goes (Firefox and Safari cancel the loads as the navigation starts)', () => {
    const watch = watchLeaving()
    dispatchEvent(new Event('beforeunload'))
    const tell = vi.fn()
    watch.unlessLeaving(tell)
    expect(tell).not.toHaveBeenCalled()
    dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(LEAVING_MS)
    expect(tell).not.toHaveBeenCalled()
  })

  it('is told late when the page stays (a download, a 204 answer)', () => {
    const watch = watchLeaving()
    dispatchEvent(new Event('beforeunload'))
    vi.advanceTimersByTime(1000)
    const tell = vi.fn()
    watch.unlessLeaving(tell)
    vi.advanceTimersByTime(LEAVING_MS - 1001)
    expect(tell).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(tell).toHaveBeenCalledOnce()
  })

  it('is dropped when the visitor had started to leave before its load began (the loader saw it)', () => {
    // The loader's record of the visitor's last `beforeunload` (bootstrap/runtime.ts).
    Reflect.set(globalThis, Symbol.for('atoll.left'), performance.now())
    vi.advanceTimersByTime(500)
    const tell = vi.fn()
    watchLeaving().unlessLeaving(tell)
    expect(tell).not.toHaveBeenCalled()
    dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(LEAVING_MS)
    expect(tell).not.toHaveBeenCalled()
  })

  it('stops listening when its load ends, so a leave after it is not counted', () => {
    const watch = watchLeaving()
    watch.stop()
    dispatchEvent(new Event('beforeunload'))
    const tell = vi.fn()
    watch.unlessLeaving(tell)
    expect(tell).toHaveBeenCalledOnce()
  })
})
