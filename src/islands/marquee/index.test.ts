// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from '../../../test/mocks/observers.ts'
import { mount } from './index.ts'

let reduced = false
const motionListeners = new Set<() => void>()

function render(settings: Record<string, unknown> = {}, width = 600) {
  document.body.innerHTML = `<p data-block="marquee" id="m">Fresh bread every morning</p>`
  const element = document.getElementById('m')!
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => width })
  const handle = mount(element, { kind: 'marquee', settings, page: { locale: 'en-US' } })
  return { element, handle }
}

const offset = () => document.querySelector('textPath')?.getAttribute('startOffset')

describe('marquee island', () => {
  beforeEach(() => {
    reduced = false
    motionListeners.clear()
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    })
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    vi.spyOn(window, 'matchMedia').mockImplementation(
      () =>
        ({
          get matches() {
            return reduced
          },
          addEventListener: (_: string, listener: () => void) => motionListeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => motionListeners.delete(listener),
        }) as unknown as MediaQueryList,
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    FakeIntersectionObserver.all.clear()
    document.body.innerHTML = ''
  })

  it('runs the text on a path it draws, keeping the server text for assistive technology', () => {
    const { element } = render()
    const svg = element.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(document.querySelector('textPath')?.textContent).toContain(
      'Fresh bread every morning\u2003\u2003Fresh bread',
    )
    const kept = element.querySelector('span')!
    expect(kept.textContent).toBe('Fresh bread every morning')
    expect(kept.style.clipPath).toBe('inset(50%)')
  })

  it('moves only while on screen', () => {
    render()
    const start = offset()
    vi.advanceTimersByTime(200)
    expect(offset()).toBe(start)
    FakeIntersectionObserver.seen(true)
    vi.advanceTimersByTime(200)
    const moved = offset()
    expect(Number(moved)).toBeLessThan(Number(start))
    FakeIntersectionObserver.seen(false)
    vi.advanceTimersByTime(200)
    expect(offset()).toBe(moved)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('runs right when asked', () => {
    render({ animationDirection: 'right' })
    FakeIntersectionObserver.seen(true)
    const start = Number(offset())
    vi.advanceTimersByTime(200)
    expect(Number(offset())).toBeGreaterThan(start)
  })

  it('stays still when the visitor prefers reduced motion', () => {
    reduced = true
    render()
    FakeIntersectionObserver.seen(true)
    const start = offset()
    vi.advanceTimersByTime(500)
    expect(offset()).toBe(start)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('slows to a stop under the pointer with pausedOnHover, and starts again after', () => {
    const { element } = render({ pausedOnHover: true })
    FakeIntersectionObserver.seen(true)
    vi.advanceTimersByTime(100)
    element.dispatchEvent(new Event('pointerenter'))
    const before = Number(offset())
    vi.advanceTimersByTime(50)
    expect(Number(offset())).toBeLessThan(before) // still moving: slowing, not halted
    vi.advanceTimersByTime(3000)
    const stopped = offset()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(500)
    expect(offset()).toBe(stopped)
    element.dispatchEvent(new Event('pointerleave'))
    vi.advanceTimersByTime(200)
    expect(offset()).not.toBe(stopped)
  })

  it('keeps the server text in a block under 50 px wide', () => {
    const { element } = render({}, 40)
    expect(element.querySelector('svg')).toBeNull()
    expect(element.textContent).toBe('Fresh bread every morning')
  })

  it('fails with a TypeError naming the setting', () => {
    expect(() => render({ animationSpeed: 'fast' })).toThrow('marquee: animationSpeed must be a number')
  })

  it('leaves no frame, timer or observer after destroy, and the server text back', () => {
    const { element, handle } = render({ pausedOnHover: true })
    FakeIntersectionObserver.seen(true)
    vi.advanceTimersByTime(100)
    expect(motionListeners.size).toBe(1)
    handle.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect(FakeIntersectionObserver.all.size).toBe(0)
    expect(motionListeners.size).toBe(0)
    expect(element.innerHTML).toBe('Fresh bread every morning')
    element.dispatchEvent(new Event('pointerleave'))
    expect(vi.getTimerCount()).toBe(0)
  })
})
