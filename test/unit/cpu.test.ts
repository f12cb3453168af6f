import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor, SLOWEST_INDEX } from '../../scripts/cpu.ts'

describe('cpuSlowdownFor', () => {
  it('gives Lighthouse 4x on the host its mobile profile is meant for', () => {
    expect(cpuSlowdownFor(1533)).toBe(4)
  })

  it('follows the calibration points between them', () => {
    expect(cpuSlowdownFor(800)).toBe(2)
    expect(cpuSlowdownFor(1300)).toBe(3)
    expect(cpuSlowdownFor(1050)).toBe(2.5)
    expect(cpuSlowdownFor(475)).toBe(1.5)
  })

  it('slows a faster host no more than Lighthouse mobile does', () => {
    expect(cpuSlowdownFor(1766)).toBe(4)
    expect(cpuSlowdownFor(2006)).toBe(4)
  })

  it('does not slow a host already as slow as the phone', () => {
    expect(cpuSlowdownFor(SLOWEST_INDEX)).toBe(1)
    expect(cpuSlowdownFor(90)).toBe(1)
    expect(cpuSlowdownFor(Number.NaN)).toBe(1)
  })
})
