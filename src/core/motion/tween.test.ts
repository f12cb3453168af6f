// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { easeOutSine, tween, TWEEN_DURATION_MS, type TweenEvent } from './tween.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Records every progress value and every event of a tween, in order. */
function recorded(duration?: number, options?: Parameters<typeof tween>[2]) {
  const log: (number | TweenEvent)[] = []
  const motion = tween((progress) => log.push(progress), duration, options)
  for (const event of ['started', 'paused', 'resumed', 'ended'] as const) motion.on(event, () => log.push(event))
  return { motion, log, progress: () => log.filter((entry): entry is number => typeof entry === 'number') }
}

describe('tween', () => {
  it('lasts 300 ms by default (spec: 0.3 s)', () => {
    expect(TWEEN_DURATION_MS).toBe(300)
    const { motion, log } = recorded()
    vi.advanceTimersByTime(290)
    expect(motion.state).toBe('running')
    expect(log).not.toContain('ended')
    vi.advanceTimersByTime(30)
    expect(motion.state).toBe('ended')
    expect(log.slice(-2)).toEqual([1, 'ended'])
  })

  it('starts on the next frame and moves forward every frame, ending at full progress', () => {
    const { motion, log, progress } = recorded(100)
    expect(motion.state).toBe('pending')
    expect(log).toEqual([])
    vi.advanceTimersByTime(16)
    expect(log).toEqual(['started', 0])
    vi.advanceTimersByTime(200)
    const values = progress()
    expect(values.every((value, i) => i === 0 || value > values[i - 1]!)).toBe(true)
    expect(values.at(-1)).toBe(1)
    expect(log.at(-1)).toBe('ended')
    expect(log.filter((entry) => entry === 'ended')).toHaveLength(1)
    vi.advanceTimersByTime(200)
    expect(log.at(-1)).toBe('ended')
  })

  it('passes progress through its easing', () => {
    const { progress } = recorded(160, { easing: easeOutSine })
    vi.advanceTimersByTime(16 * 6)
    // Frames run at 16 ms: the 6th frame is 80 ms after the first, half the time.
    expect(progress().at(-1)).toBeCloseTo(Math.sin(Math.PI / 4))
  })

  it('pauses its clock and resumes where it stopped', () => {
    const { motion, log, progress } = recorded(160)
    vi.advanceTimersByTime(16 * 6)
    motion.pause()
    expect(motion.state).toBe('paused')
    const atPause = progress().length
    vi.advanceTimersByTime(1000)
    expect(progress()).toHaveLength(atPause)
    motion.resume()
    expect(motion.state).toBe('running')
    vi.advanceTimersByTime(16)
    expect(progress().at(-1)).toBeGreaterThan(0.5)
    expect(progress().at(-1)).toBeLessThan(0.7)
    vi.advanceTimersByTime(100)
    expect(log.filter((entry) => typeof entry === 'string')).toEqual(['started', 'paused', 'resumed', 'ended'])
    expect(log.at(-2)).toBe(1)
  })

  it('ignores a pause or resume that does not apply', () => {
    const { motion, log } = recorded(100)
    motion.resume()
    vi.advanceTimersByTime(16)
    motion.pause()
    motion.pause()
    motion.resume()
    motion.resume()
    motion.stop()
    motion.pause()
    motion.stop()
    expect(log.filter((entry) => typeof entry === 'string')).toEqual(['started', 'paused', 'resumed', 'ended'])
  })

  it('jumps to full progress when stopped, even while paused', () => {
    const { motion, log } = recorded(1000)
    vi.advanceTimersByTime(48)
    motion.pause()
    motion.stop()
    expect(log.slice(-2)).toEqual([1, 'ended'])
    const length = log.length
    vi.advanceTimersByTime(2000)
    expect(log).toHaveLength(length)
  })

  it('ends on the first frame with a duration of 0 or less', () => {
    for (const duration of [0, -50]) {
      const { log } = recorded(duration)
      vi.advanceTimersByTime(16)
      expect(log).toEqual(['started', 1, 'ended'])
    }
  })

  it('stops telling a listener that has left', () => {
    const listener = vi.fn()
    const off = tween(() => {}, 50).on('ended', listener)
    off()
    vi.advanceTimersByTime(100)
    expect(listener).not.toHaveBeenCalled()
  })

  it('refuses a first parameter that is not a function (spec message)', () => {
    for (const fn of [undefined, null, 'fn', {}]) {
      expect(() => tween(fn as never)).toThrow(new TypeError('[Tween] First parameter needs to be a function.'))
    }
  })

  it('refuses a duration that is not a finite number (spec message)', () => {
    for (const duration of [Number.NaN, Infinity, -Infinity, '300', null]) {
      expect(() => tween(() => {}, duration as number)).toThrow(new TypeError('[Tween] Duration is not a finite number.'))
    }
  })

  it('refuses an easing that is not a function, naming it', () => {
    expect(() => tween(() => {}, 100, { easing: 'ease' as never })).toThrow(new TypeError('tween: easing must be a function'))
  })
})
