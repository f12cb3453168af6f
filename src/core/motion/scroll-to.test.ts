// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_DURATION_MS, SCROLL_OFFSET, scrollTo } from './scroll-to.ts'

let reducedMotion = false

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion, media: query }) as MediaQueryList,
  )
  window.scrollTo({ top: 100, behavior: 'instant' })
})
afterEach(() => {
  vi.useRealTimers()
})

/** An element whose top is `top` px below the top of the viewport. */
function elementAt(top: number): HTMLElement {
  const element = document.createElement('section')
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)
  return element
}

describe('scrollTo', () => {
  it('eases out to a y position in 50 ms by default and resolves there', async () => {
    expect(SCROLL_DURATION_MS).toBe(50)
    const done = vi.fn()
    void scrollTo(600).then(done)
    await vi.advanceTimersByTimeAsync(40)
    expect(done).not.toHaveBeenCalled()
    expect(window.scrollY).toBeGreaterThan(100)
    expect(window.scrollY).toBeLessThan(600)
    await vi.advanceTimersByTimeAsync(40)
    expect(done).toHaveBeenCalledOnce()
    expect(window.scrollY).toBe(600)
  })

  it('moves fast first and slow at the end (easeOutSine)', async () => {
    void scrollTo(1100, { duration: 160 })
    await vi.advanceTimersByTimeAsync(16)
    expect(window.scrollY).toBe(100)
    await vi.advanceTimersByTimeAsync(16 * 5)
    // Half the time gone: sin(pi/4) of the way.
    expect(window.scrollY).toBeCloseTo(100 + 1000 * Math.sin(Math.PI / 4))
  })

  it('stops 30 px above an element by default', async () => {
    expect(SCROLL_OFFSET).toBe(30)
    const done = scrollTo(elementAt(800))
    await vi.advanceTimersByTimeAsync(100)
    await done
    expect(window.scrollY).toBe(100 + 800 - 30)
  })

  it('takes another offset and duration', async () => {
    const done = vi.fn()
    void scrollTo(elementAt(-50), { offset: 0, duration: 500 }).then(done)
    await vi.advanceTimersByTimeAsync(400)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(done).toHaveBeenCalledOnce()
    expect(window.scrollY).toBe(50)
  })

  it('never scrolls above the page', async () => {
    const done = scrollTo(elementAt(-500))
    await vi.advanceTimersByTimeAsync(100)
    await done
    expect(window.scrollY).toBe(0)
  })

  it('jumps at once when the visitor prefers reduced motion', async () => {
    reducedMotion = true
    const done = vi.fn()
    const scrolling = scrollTo(900, { duration: 1000 }).then(done)
    expect(window.scrollY).toBe(900)
    await scrolling
    expect(done).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refuses a target or offset it cannot use, naming it', () => {
    for (const target of [Number.NaN, Infinity, '#top', null]) {
      expect(() => scrollTo(target as number)).toThrow(new TypeError('scrollTo: target must be an element or a finite number'))
    }
    expect(() => scrollTo(0, { offset: Number.NaN })).toThrow(new TypeError('scrollTo: offset must be a finite number'))
  })

  it('refuses a duration with the tween message', () => {
    expect(() => scrollTo(0, { duration: Infinity })).toThrow(new TypeError('[Tween] Duration is not a finite number.'))
    reducedMotion = true
    expect(() => scrollTo(0, { duration: Number.NaN })).toThrow(new TypeError('[Tween] Duration is not a finite number.'))
  })
})
