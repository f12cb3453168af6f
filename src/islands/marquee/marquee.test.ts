import { describe, expect, it } from 'vitest'
import { copiesFor, easeSpeed, layout, startOffset, waveAmplitude, wavePath, wavePeriod } from './marquee.ts'
import { normalizeOptions } from './options.ts'

describe('marquee wave', () => {
  it('clamps the wave period between 250 and 1000 px', () => {
    expect(wavePeriod(2)).toBe(500)
    expect(wavePeriod(10)).toBe(250)
    expect(wavePeriod(0.5)).toBe(1000)
    expect(wavePeriod(0)).toBe(Infinity)
  })

  it('runs on a straight line without a wave, past both edges', () => {
    expect(wavePath(300, 20, 0, 500, 32)).toBe('M-32 20H332')
    expect(wavePath(300, 20, 10, Infinity, 32)).toBe('M-32 20H332')
  })

  it('draws a sine of the amplitude and period', () => {
    const d = wavePath(500, 40, 10, 500, 0)
    const points = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)])
    expect(points[0]).toEqual([0, 40])
    expect(points.find(([x]) => x === 125)).toEqual([125, 30])
    expect(points.find(([x]) => x === 375)).toEqual([375, 50])
    expect(points.at(-1)).toEqual([500, 40])
  })

  it('sizes the box to the wave and the text', () => {
    expect(waveAmplitude(0.5, 20)).toBe(10)
    expect(layout(20, 10)).toEqual({ height: 48, baseline: 31 })
    // A box the server reserved is kept, the wave centred in it; a smaller one gives way to the wave.
    expect(layout(20, 10, 60)).toEqual({ height: 60, baseline: 37 })
    expect(layout(20, 10, 30)).toEqual({ height: 48, baseline: 31 })
  })

  it('repeats the text enough to cover the path at any phase', () => {
    expect(copiesFor(1000, 300)).toBe(5)
    expect(copiesFor(900, 300)).toBe(4)
  })

  it('moves left or right with the phase', () => {
    expect(startOffset(30, 200, 'left')).toBe(-30)
    expect(startOffset(30, 200, 'right')).toBe(-170)
  })

  it('slows down smoothly and stops below half a pixel a second', () => {
    const slower = easeSpeed(50, 0, 100)
    expect(slower).toBeGreaterThan(0)
    expect(slower).toBeLessThan(50)
    expect(easeSpeed(0.4, 0, 16)).toBe(0)
    expect(easeSpeed(0, 50, 5000)).toBe(50)
  })
})

describe('marquee options', () => {
  it('defaults', () => {
    expect(normalizeOptions({})).toEqual({
      waveFrequency: 0,
      waveIntensity: 0,
      animationDirection: 'left',
      animationSpeed: 1,
      pausedOnHover: false,
    })
  })

  it.each([
    [{ animationDirection: 'up' }, 'marquee: animationDirection must be one of left, right'],
    [{ pausedOnHover: 1 }, 'marquee: pausedOnHover must be true or false'],
    [{ animationSpeed: -1 }, 'marquee: animationSpeed must be 0 or more'],
    [{ waveFrequency: 'two' }, 'marquee: waveFrequency must be a number'],
  ])('names the setting that is wrong: %o', (settings, message) => {
    expect(() => normalizeOptions(settings)).toThrow(new TypeError(message))
  })
})
