// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { placeTooltip, tooltip } from './tooltip.ts'

const viewport = { width: 1000, height: 800 }
const tip = { width: 250, height: 40 }

describe('placeTooltip', () => {
  it('centres the tooltip 15 px above its target', () => {
    expect(placeTooltip({ left: 400, top: 300, width: 100, height: 30 }, tip, viewport)).toEqual({
      left: 325,
      top: 245,
    })
  })

  it('goes 15 px below the target when there is no room above', () => {
    expect(placeTooltip({ left: 400, top: 50, width: 100, height: 30 }, tip, viewport)).toEqual({ left: 325, top: 95 })
  })

  it('keeps 20 px from the left and right edges of the viewport', () => {
    expect(placeTooltip({ left: 0, top: 300, width: 40, height: 30 }, tip, viewport).left).toBe(20)
    expect(placeTooltip({ left: 960, top: 300, width: 40, height: 30 }, tip, viewport).left).toBe(730)
  })

  it('keeps 20 px from the bottom edge', () => {
    expect(placeTooltip({ left: 400, top: 20, width: 100, height: 760 }, tip, viewport).top).toBe(740)
  })
})

describe('tooltip', () => {
  let target: HTMLButtonElement
  const shown = () => document.querySelector<HTMLElement>('[role=tooltip]')

  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = '<button aria-describedby="hint">Share</button><p id="hint">Opens a menu</p>'
    target = document.querySelector('button')!
  })

  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('appears 1200 ms after focus, 250 px wide, and describes its target', () => {
    tooltip(target, 'Copies the link')
    target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    vi.advanceTimersByTime(1199)
    expect(shown()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(shown()?.textContent).toBe('Copies the link')
    expect(shown()?.style.width).toBe('250px')
    expect(target.getAttribute('aria-describedby')).toBe(`hint ${shown()!.id}`)
  })

  it.each([
    ['leave', () => target.dispatchEvent(new PointerEvent('pointerleave'))],
    ['blur', () => target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))],
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
  ])('goes on %s', (_, leave) => {
    tooltip(target, 'Copies the link')
    target.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(1200)
    expect(shown()).not.toBeNull()
    leave()
    expect(shown()).toBeNull()
    expect(target.getAttribute('aria-describedby')).toBe('hint')
  })

  it('never appears when the pointer leaves before the delay', () => {
    tooltip(target, 'Copies the link')
    target.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(600)
    target.dispatchEvent(new PointerEvent('pointerleave'))
    vi.advanceTimersByTime(1200)
    expect(shown()).toBeNull()
  })

  it('teardown removes the tooltip and stops listening', () => {
    const untip = tooltip(target, 'Copies the link')
    target.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(1200)
    untip()
    expect(shown()).toBeNull()
    target.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(1200)
    expect(shown()).toBeNull()
  })

  it('refuses a target that is not an element', () => {
    expect(() => tooltip({} as never, 'x')).toThrow(new TypeError('tooltip: target must be an element'))
  })
})
