import { describe, expect, it } from 'vitest'
import { initialOption, optionOf } from './pricing.ts'

describe('member pricing', () => {
  it('pairs prices and joins with the options by their order, or by data-option', () => {
    expect([0, 1, 2, 3].map((position) => optionOf(undefined, position))).toEqual([0, 1, 0, 1])
    expect(optionOf('1', 0)).toBe(1)
    expect(() => optionOf('yearly', 0)).toThrow(
      new TypeError('member-pricing: data-option must be 0 or 1, not "yearly"'),
    )
  })

  it('starts on the option the server pressed, else the left one', () => {
    expect(initialOption([false, true])).toBe(1)
    expect(initialOption([false, false])).toBe(0)
    expect(initialOption([true, true])).toBe(0)
  })
})
