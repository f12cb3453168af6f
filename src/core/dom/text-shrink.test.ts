// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fitFontSize, shrinkText, SMALL_TEXT_CLASS, TEXT_SHRINK_MIN_PX } from './text-shrink.ts'

describe('fitFontSize', () => {
  it('keeps the size when the text fits', () => {
    expect(fitFontSize(16, () => true)).toBe(16)
  })

  it('finds the largest whole size that fits', () => {
    expect(fitFontSize(24, (px) => px * 10 <= 180)).toBe(18)
    expect(fitFontSize(15.5, (px) => px <= 15)).toBe(15)
  })

  it('never goes below 11 px, and never grows a smaller text', () => {
    expect(TEXT_SHRINK_MIN_PX).toBe(11)
    expect(fitFontSize(24, () => false)).toBe(11)
    expect(fitFontSize(10, () => false)).toBe(10)
    expect(fitFontSize(24, () => false, 14)).toBe(14)
  })
})

describe('shrinkText', () => {
  afterEach(() => vi.restoreAllMocks())

  /** A box `width` px wide whose text at 20 px is 200 px wide: 10 px of width per px of font size. */
  function box(width: number): HTMLElement {
    const element = document.createElement('p')
    document.body.append(element)
    const size = () => parseFloat(element.style.fontSize || '20')
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      (target) => ({ fontSize: (target as HTMLElement).style.fontSize || '20px' }) as CSSStyleDeclaration,
    )
    Object.defineProperties(element, {
      scrollWidth: { get: () => size() * 10 },
      clientWidth: { get: () => width },
      scrollHeight: { get: () => 0 },
      clientHeight: { get: () => 0 },
    })
    return element
  }

  it('shrinks to the largest size that fits, and gives the size back when stopped', () => {
    const element = box(150)
    const stop = shrinkText(element)
    expect(element.style.fontSize).toBe('15px')
    expect(element.classList.contains(SMALL_TEXT_CLASS)).toBe(false)
    stop()
    expect(element.style.fontSize).toBe('')
  })

  it('marks text of 13 px or less with the small-text class', () => {
    const element = box(130)
    const stop = shrinkText(element)
    expect(element.style.fontSize).toBe('13px')
    expect(element.classList.contains(SMALL_TEXT_CLASS)).toBe(true)
    stop()
    expect(element.classList.contains(SMALL_TEXT_CLASS)).toBe(false)
  })

  it('stops at 11 px when nothing fits, and leaves text that fits alone', () => {
    const narrow = box(50)
    shrinkText(narrow)
    expect(narrow.style.fontSize).toBe('11px')
    const roomy = box(1000)
    shrinkText(roomy)
    expect(roomy.style.fontSize).toBe('')
    expect(roomy.classList.contains(SMALL_TEXT_CLASS)).toBe(false)
  })
})
