// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/page"}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCleanup } from './cleanup.ts'

describe('createCleanup', () => {
  afterEach(() => vi.useRealTimers())

  it('removes listeners, timers, frames and observers on clear(), latest first', () => {
    vi.useFakeTimers()
    const cleanup = createCleanup()
    const button = document.createElement('button')
    const clicks = vi.fn()
    const order: string[] = []
    cleanup.add(() => order.push('first'))
    cleanup.listen(button, 'click', clicks)
    const timed = vi.fn()
    cleanup.timeout(timed, 100)
    const ticks = vi.fn()
    cleanup.interval(ticks, 10)
    const observer = cleanup.observe({ disconnect: vi.fn() })
    cleanup.add(() => order.push('last'))

    button.click()
    vi.advanceTimersByTime(25)
    cleanup.clear()
    button.click()
    vi.advanceTimersByTime(500)

    expect(clicks).toHaveBeenCalledTimes(1)
    expect(ticks).toHaveBeenCalledTimes(2)
    expect(timed).not.toHaveBeenCalled()
    expect(observer.disconnect).toHaveBeenCalledOnce()
    expect(order).toEqual(['last', 'first'])
  })

  it('forgets a timeout once it ran, and each undo works early and once', () => {
    vi.useFakeTimers()
    const cleanup = createCleanup()
    const teardown = vi.fn()
    const undo = cleanup.add(teardown)
    undo()
    undo()
    cleanup.clear()
    expect(teardown).toHaveBeenCalledOnce()

    const ran = vi.fn()
    cleanup.timeout(ran, 5)
    vi.advanceTimersByTime(5)
    cleanup.clear()
    expect(ran).toHaveBeenCalledOnce()
  })

  it('aborts the signals it gave out', () => {
    const cleanup = createCleanup()
    const signal = cleanup.signal()
    const aborted = vi.fn()
    signal.addEventListener('abort', aborted)
    expect(signal.aborted).toBe(false)
    cleanup.clear()
    expect(signal.aborted).toBe(true)
    expect(aborted).toHaveBeenCalledOnce()
  })

  it("aborts its signals with the block's life, given or taken before destroy()", () => {
    const life = new AbortController()
    const cleanup = createCleanup(life.signal)
    const before = cleanup.signal()
    life.abort()
    expect(before.aborted).toBe(true)
    // A signal asked for after the block left is aborted at once.
    expect(cleanup.signal().aborted).toBe(true)
    expect(createCleanup(new AbortController().signal).signal().aborted).toBe(false)
  })

  it('cancels a frame not yet run', async () => {
    const cleanup = createCleanup()
    const drawn = vi.fn()
    cleanup.frame(drawn)
    cleanup.clear()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(drawn).not.toHaveBeenCalled()
  })
})
