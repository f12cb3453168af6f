// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TweenHandle } from '../../contract.ts'
import { easeOutSine, scrollTo, tween } from './motion.ts'

/** What a tween emitted, in order. */
function record(handle: TweenHandle): string[] {
  const events: string[] = []
  for (const type of ['started', 'paused', 'resumed', 'ended']) handle.addEventListener(type, () => events.push(type))
  return events
}

/** Makes `prefers-reduced-motion: reduce` match, or not. */
function reduceMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  })
  reduceMotion(false)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('tween', () => {
  it("refuses what is not a function and a duration that is not a finite number, with the spec's messages", () => {
    expect(() => tween('fade' as never)).toThrow(new TypeError('[Tween] First parameter needs to be a function.'))
    expect(() => tween(undefined as never, 300)).toThrow(
      new TypeError('[Tween] First parameter needs to be a function.'),
    )
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, '300', null]) {
      expect(() => tween(() => {}, duration as number)).toThrow(
        new TypeError('[Tween] Duration is not a finite number.'),
      )
    }
    // Nothing started: no frame is waiting.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts at the next frame, runs 300 ms by default and ends at full progress', async () => {
    const seen: number[] = []
    const handle = tween((progress) => seen.push(progress))
    const events = record(handle)
    expect([events, seen, handle.state]).toEqual([[], [], 'running'])

    vi.advanceTimersToNextFrame()
    expect(events).toEqual(['started'])
    expect(seen).toEqual([0])

    vi.advanceTimersByTime(150)
    expect(seen.at(-1)).toBeGreaterThan(0.4)
    expect(seen.at(-1)).toBeLessThan(0.6)
    expect(handle.progress).toBe(seen.at(-1))
    vi.advanceTimersByTime(134)
    expect(events).toEqual(['started'])
    vi.advanceTimersByTime(32)
    expect(events).toEqual(['started', 'ended'])
    expect(seen.at(-1)).toBe(1)
    expect(seen.every((progress, i) => i === 0 || progress > seen[i - 1]!)).toBe(true)
    expect([handle.state, handle.progress]).toEqual(['ended', 1])
    await expect(handle.finished).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends at exactly full progress when its last frame comes late, and with no frame at all for 0 ms', () => {
    const seen: number[] = []
    tween((progress) => seen.push(progress), 200)
    vi.advanceTimersToNextFrame()
    // A background tab: the next frame comes seconds later.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 5000)
    vi.advanceTimersToNextFrame()
    vi.mocked(performance.now).mockRestore()
    expect(seen).toEqual([0, 1])

    const instant: number[] = []
    const handle = tween((progress) => instant.push(progress), 0)
    const events = record(handle)
    vi.advanceTimersToNextFrame()
    expect([instant, events]).toEqual([[1], ['started', 'ended']])
  })

  it('holds while paused and goes on from there when resumed, ending after its full running time', () => {
    const seen: number[] = []
    const handle = tween((progress) => seen.push(progress), 300)
    const events = record(handle)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(96)
    handle.pause()
    const held = seen.at(-1)!
    expect([events, handle.state]).toEqual([['started', 'paused'], 'paused'])
    handle.pause()
    vi.advanceTimersByTime(1000)
    expect(seen.at(-1)).toBe(held)
    expect(vi.getTimerCount()).toBe(0)

    handle.resume()
    handle.resume()
    expect([events, handle.state]).toEqual([['started', 'paused', 'resumed'], 'running'])
    vi.advanceTimersToNextFrame()
    expect(seen.at(-1)).toBeGreaterThan(held)
    expect(seen.at(-1)).toBeLessThan(held + 0.1)
    vi.advanceTimersByTime(150)
    expect(handle.state).toBe('running')
    vi.advanceTimersByTime(100)
    expect(events).toEqual(['started', 'paused', 'resumed', 'ended'])
    expect(seen.at(-1)).toBe(1)
  })

  it('stop() ends it at once at full progress; a pause before its first frame starts it', async () => {
    const seen: number[] = []
    const handle = tween((progress) => seen.push(progress), 1000)
    const events = record(handle)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(100)
    handle.stop()
    expect([seen.at(-1), handle.state, events]).toEqual([1, 'ended', ['started', 'ended']])
    await handle.finished
    handle.stop()
    handle.pause()
    handle.resume()
    expect(events).toEqual(['started', 'ended'])
    expect(vi.getTimerCount()).toBe(0)

    const early: number[] = []
    const waiting = tween((progress) => early.push(progress), 100)
    const order = record(waiting)
    waiting.pause()
    expect([early, order]).toEqual([[0], ['started', 'paused']])
    waiting.resume()
    vi.advanceTimersByTime(120)
    expect([early.at(-1), order]).toEqual([1, ['started', 'paused', 'resumed', 'ended']])
  })

  it('jumps to the end at its first frame under prefers-reduced-motion', () => {
    reduceMotion(true)
    const seen: number[] = []
    const handle = tween((progress) => seen.push(progress), 300)
    const events = record(handle)
    vi.advanceTimersToNextFrame()
    expect([seen, events, handle.state]).toEqual([[1], ['started', 'ended'], 'ended'])
  })
})

describe('scrollTo', () => {
  /** The window's scroll positions, as the helper set them. */
  let positions: number[]
  beforeEach(() => {
    positions = []
    document.body.innerHTML = '<h2 id="hours">Opening hours</h2>'
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 })
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      positions.push(options.top!)
      Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top })
    }) as typeof window.scrollTo)
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 })
    // The heading sits at 1500 px in the page.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 1500 - window.scrollY }) as DOMRect,
    )
  })
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight')
    Reflect.deleteProperty(window, 'scrollY')
    document.body.innerHTML = ''
  })

  it('eases out (easeOutSine) over 50 ms and ends with the target 30 px below the top', async () => {
    const handle = scrollTo('#hours')
    vi.advanceTimersByTime(16 * 5)
    await handle.finished
    expect(positions.at(-1)).toBe(1470)
    // Frames at 0, 16, 32 and 48 ms, then the end.
    expect(positions).toEqual([0, 16, 32, 48, 50].map((ms) => 100 + 1370 * easeOutSine(ms / 50)))
    expect(positions[1]! - positions[0]!).toBeGreaterThan(positions[3]! - positions[2]!)
  })

  it('takes an element, a position, another offset and duration; stops at the bottom of the page', async () => {
    const heading = document.getElementById('hours')!
    let handle = scrollTo(heading, { offset: 0, duration: 200 })
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(192)
    expect(handle.state).toBe('running')
    vi.advanceTimersByTime(16)
    await handle.finished
    expect(positions.at(-1)).toBe(1500)

    handle = scrollTo(400)
    vi.advanceTimersByTime(80)
    await handle.finished
    expect(positions.at(-1)).toBe(400)

    handle = scrollTo(9000)
    vi.advanceTimersByTime(80)
    await handle.finished
    expect(positions.at(-1)).toBe(5000 - window.innerHeight)
  })

  it('jumps at once under prefers-reduced-motion', async () => {
    reduceMotion(true)
    const handle = scrollTo('#hours')
    vi.advanceTimersToNextFrame()
    await handle.finished
    expect(positions).toEqual([1470])
  })

  it('names what it cannot scroll to', () => {
    expect(() => scrollTo('#nowhere')).toThrow(new TypeError('scrollTo: no element matches the target #nowhere'))
    expect(() => scrollTo('#hours', { offset: Number.NaN })).toThrow(
      new TypeError('scrollTo: offset is not a finite number'),
    )
    expect(() => scrollTo('#hours', { duration: Number.NaN })).toThrow(
      new TypeError('[Tween] Duration is not a finite number.'),
    )
  })
})
