// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { hasSizeClass, kindOf } from './block-size.ts'

describe('block classes by size', () => {
  it('marks an image block narrow under 415 px', () => {
    expect(hasSizeClass('image', 414.5, 16)).toBe(true)
    expect(hasSizeClass('image', 415, 16)).toBe(false)
  })

  it('marks a newsletter form small under 320 px', () => {
    expect(hasSizeClass('newsletter', 319, 16)).toBe(true)
    expect(hasSizeClass('newsletter', 320, 16)).toBe(false)
  })

  it('marks dynamic text at 13 px or less', () => {
    expect(hasSizeClass('dynamic-text', 600, 13)).toBe(true)
    expect(hasSizeClass('dynamic-text', 600, 13.5)).toBe(false)
  })

  it('knows image blocks, newsletter forms and dynamic text', () => {
    const element = (html: string) => {
      document.body.innerHTML = html
      return document.body.firstElementChild!
    }
    expect(kindOf(element('<div data-block="image"></div>'))).toBe('image')
    expect(kindOf(element(`<div data-block="form" data-block-json='{"isNewsletter":true}'></div>`))).toBe('newsletter')
    expect(kindOf(element(`<div data-block="form" data-block-json='{"isNewsletter":false}'></div>`))).toBeUndefined()
    expect(kindOf(element(`<div data-block="form" data-block-json='{oops'></div>`))).toBeUndefined()
    expect(kindOf(element('<h2 data-dynamic-text>Title</h2>'))).toBe('dynamic-text')
  })
})
