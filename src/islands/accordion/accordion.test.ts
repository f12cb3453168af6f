import { describe, expect, it } from 'vitest'
import { focusTarget } from '../../core/kit/keys.ts'
import { initialOpen, toggle } from './accordion.ts'
import { normalizeOptions } from './options.ts'

const single = { allowMultipleOpen: false, expandFirst: false }
const multiple = { allowMultipleOpen: true, expandFirst: false }

describe('accordion rules', () => {
  it('opens only the first item, and only with expandFirst', () => {
    expect(initialOpen(3, { ...single, expandFirst: true })).toEqual([true, false, false])
    expect(initialOpen(3, single)).toEqual([false, false, false])
  })

  it('opening one closes the others unless several may be open', () => {
    expect(toggle([true, false, false], 2, single)).toEqual([false, false, true])
    expect(toggle([true, false, false], 2, multiple)).toEqual([true, false, true])
  })

  it('closing an item leaves the others as they are', () => {
    expect(toggle([true, false, true], 0, multiple)).toEqual([false, false, true])
    expect(toggle([true, false, false], 0, single)).toEqual([false, false, false])
  })

  it('moves focus with the arrow keys, wrapping, and Home and End', () => {
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0)
    expect(focusTarget('ArrowUp', 0, 3)).toBe(2)
    expect(focusTarget('Home', 2, 3)).toBe(0)
    expect(focusTarget('End', 0, 3)).toBe(2)
    expect(focusTarget('a', 0, 3)).toBe(-1)
    expect(focusTarget('ArrowRight', 0, 3)).toBe(-1)
  })
})

describe('accordion options', () => {
  it('defaults both settings to false', () => {
    expect(normalizeOptions({})).toEqual(single)
  })

  it('names the option that has the wrong type', () => {
    expect(() => normalizeOptions({ expandFirst: 'yes' })).toThrow(
      new TypeError('accordion: expandFirst must be true or false'),
    )
  })
})
