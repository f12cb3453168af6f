import { describe, expect, it } from 'vitest'
import { focusTarget as coreTarget } from '../../core/kit/keys.ts'
import { initialTab } from './menu.ts'

// spec: arrow keys move between tabs with wrap-around, Left and Right as Up and Down
const focusTarget = (key: string, index: number, count: number) => coreTarget(key, index, count, { horizontal: true })

describe('menu tab keys', () => {
  it('moves to the next and previous tab, wrapping around', () => {
    expect(focusTarget('ArrowRight', 0, 3)).toBe(1)
    expect(focusTarget('ArrowRight', 2, 3)).toBe(0)
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0)
    expect(focusTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(focusTarget('ArrowUp', 1, 3)).toBe(0)
  })

  it('goes to the first and last tab with Home and End, and ignores other keys', () => {
    expect(focusTarget('Home', 2, 3)).toBe(0)
    expect(focusTarget('End', 0, 3)).toBe(2)
    expect(focusTarget('Enter', 0, 3)).toBe(-1)
    expect(focusTarget('Tab', 0, 3)).toBe(-1)
  })

  it('starts on the tab the server selected, else the first', () => {
    expect(initialTab([false, true, false])).toBe(1)
    expect(initialTab([false, false])).toBe(0)
  })
})
