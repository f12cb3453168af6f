import { describe, expect, it } from 'vitest'
import { DEFAULTS, normalizeOptions, SHAPES } from './options.ts'
import { shapePath, shapeStroke } from './shapes.ts'
import { dashOffset, drawDuration, strokeWidth } from './text-effect.ts'

describe('text effect timing', () => {
  it('scales the draw duration with the progress left, clamped between 20% and 100%', () => {
    expect(drawDuration(750, 0)).toBe(750)
    expect(drawDuration(750, 0.5)).toBe(375)
    expect(drawDuration(750, 0.9)).toBeCloseTo(150)
    expect(drawDuration(750, 1)).toBe(150)
    expect(drawDuration(750, -1)).toBe(750)
  })

  it('uncovers a draw from the start towards the right, from the end towards the left', () => {
    expect(dashOffset(0, 'right')).toBe(1)
    expect(dashOffset(0, 'left')).toBe(-1)
    expect(dashOffset(0.25, 'right')).toBe(0.75)
    expect(dashOffset(1, 'left') + 0).toBe(0)
  })

  it('resolves the thickness against the font size', () => {
    expect(strokeWidth('0.06em', 50)).toBe(3)
    expect(strokeWidth('4px', 50)).toBe(4)
    expect(shapeStroke('marker', 3, 40)).toBe(20)
    expect(shapeStroke('wave', 3, 40)).toBe(3)
  })
})

describe('text effect options', () => {
  it('has every default of the spec', () => {
    expect(normalizeOptions({})).toEqual({
      animation: 'draw',
      direction: 'right',
      duration: 0.75,
      color: 'currentColor',
      shape: 'wave',
      thickness: '0.06em',
      linecap: 'square',
      blend: 'none',
      fontSize: 12,
      layer: 'front',
    })
    expect(DEFAULTS.duration).toBe(0.75)
  })

  it('reads a duration given as a string as an integer', () => {
    expect(normalizeOptions({ duration: '2' }).duration).toBe(2)
    expect(normalizeOptions({ duration: '1.5' }).duration).toBe(1)
    expect(normalizeOptions({ duration: 1.5 }).duration).toBe(1.5)
  })

  it('takes a thickness as a number of em or a length', () => {
    expect(normalizeOptions({ thickness: 0.1 }).thickness).toBe('0.1em')
    expect(normalizeOptions({ thickness: '3px' }).thickness).toBe('3px')
  })

  it.each([
    [{ animation: 'spin' }, 'text-effect: animation must be one of draw, fade, fadeScale'],
    [{ shape: 'star' }, `text-effect: shape must be one of ${SHAPES.join(', ')}`],
    [{ duration: 'slow' }, 'text-effect: duration must be a number of seconds'],
    [{ thickness: '2pt' }, "text-effect: thickness must be a length in em or px (like '0.06em')"],
    [{ layer: 'under' }, 'text-effect: layer must be one of front, behind'],
    [{ fontSize: 0 }, 'text-effect: fontSize must be a number of px above 0'],
    [{ blend: 'multiply; color: red' }, 'text-effect: blend must be a CSS blend mode or none'],
  ])('names the setting that is wrong: %o', (settings, message) => {
    expect(() => normalizeOptions(settings)).toThrow(new TypeError(message))
  })
})

describe('text effect shapes', () => {
  it.each(SHAPES)('%s is path data that starts at the left', (shape) => {
    const d = shapePath(shape, 200, 40)
    expect(d).toMatch(/^M-?[\d.]+ -?[\d.]+([MLQHVZ][\d. -]*)+$/)
    const [, x] = /^M(-?[\d.]+)/.exec(d)!
    expect(Number(x)).toBeLessThan(100)
  })

  it('fits whole periods of a wave to the width', () => {
    const d = shapePath('wave', 240, 40)
    const points = d.split(/[ML]/).filter(Boolean)
    expect(points).toHaveLength(10 * 12 + 1)
    expect(points.at(-1)).toBe(points[0]!.replace(/^0 /, '240 '))
  })
})

describe('text effect options against hostile values', () => {
  it('refuses a 50 KB thickness in well under 50 ms', () => {
    const value = `${'1'.repeat(50_000)}x`
    const started = performance.now()
    expect(() => normalizeOptions({ thickness: value })).toThrow(
      "text-effect: thickness must be a length in em or px (like '0.06em')",
    )
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('still reads whole and decimal lengths', () => {
    expect(normalizeOptions({ thickness: '2px' }).thickness).toBe('2px')
    expect(normalizeOptions({ thickness: '.06em' }).thickness).toBe('.06em')
    expect(normalizeOptions({ thickness: '0.5em' }).thickness).toBe('0.5em')
  })
})
