// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The module afresh: when the visitor last started to leave is its own state. */
const leaving = () => import('./leaving.ts')

describe('a failure while the visitor leaves the page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    vi.resetModules()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is told at once while the visitor stays', async () => {
    const { unlessLeaving } = await leaving()
    const tell = vi.fn()
    unlessLeaving(tell)
    expect(tell).toHaveBeenCalledOnce()
  })

  it('is dropped when the page goes (Firefox and Safari cancel the loads as the navigation starts)', async () => {
    const { LEAVING_MS, unlessLeaving } = await leaving()
    dispatchEvent(new Event('beforeunload'))
    const tell = vi.fn()
    unlessLeaving(tell)
    expect(tell).not.toHaveBeenCalled()
    dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(LEAVING_MS)
    expect(tell).not.toHaveBeenCalled()
  })

  it('is told late when the page stays (a download, a 204 answer)', async () => {
    const { LEAVING_MS, unlessLeaving } = await leaving()
    dispatchEvent(new Event('beforeunload'))
    vi.advanceTimersByTime(1000)
    const tell = vi.fn()
    unlessLeaving(tell)
    vi.advanceTimersByTime(LEAVING_MS - 1001)
    expect(tell).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(tell).toHaveBeenCalledOnce()
  })
})
