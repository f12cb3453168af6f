import { describe, expect, it } from 'vitest'
import { ANIMATION_THRESHOLDS, sufficientlyVisible } from './animation.ts'

const sighting = { ratio: 0, isIntersecting: false, height: 400, viewportHeight: 800 }

describe('animated blocks', () => {
  it('are visible enough at half in view', () => {
    expect(sufficientlyVisible({ ...sighting, ratio: 0.49, isIntersecting: true })).toBe(false)
    expect(sufficientlyVisible({ ...sighting, ratio: 0.5, isIntersecting: true })).toBe(true)
  })

  it('are visible enough in any part when taller than the viewport', () => {
    expect(sufficientlyVisible({ ...sighting, ratio: 0.1, isIntersecting: true, height: 2000 })).toBe(true)
    expect(sufficientlyVisible({ ...sighting, ratio: 0, isIntersecting: false, height: 2000 })).toBe(false)
    expect(sufficientlyVisible({ ...sighting, ratio: 0.1, isIntersecting: true, height: 800 })).toBe(false)
  })

  it('are observed at the spec thresholds', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1])
  })
})
