import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { designAttributes, IMAGE_DESIGNS, IMAGE_MASKS, readDesign } from './designs.ts'

const css = readFileSync(new URL('./designs.css', import.meta.url), 'utf8')
const named = (attribute: string) =>
  new Set([...css.matchAll(new RegExp(`\\[${attribute}=["']([a-z0-9-]+)["']\\]`, 'g'))].map((m) => m[1]))

describe('image designs and masks', () => {
  it("are the spec's six designs and its named shapes, each drawn by the stylesheet and none else", () => {
    expect(IMAGE_DESIGNS).toEqual(['inline', 'poster', 'card', 'overlap', 'collage', 'stack'])
    expect(named('data-design')).toEqual(new Set(IMAGE_DESIGNS))
    expect(named('data-mask')).toEqual(new Set(IMAGE_MASKS))
    for (const spec of [
      'arched-window',
      'award',
      'circle',
      'diamond',
      'egg',
      'flower',
      'gear',
      'hourglass',
      'keystone',
    ])
      expect(IMAGE_MASKS).toContain(spec)
    for (const spec of ['octagon', 'open-book', 'rabbet', 'star', 'triangle', 'tv', 'pills'])
      expect(IMAGE_MASKS).toContain(spec)
  })

  it('reads a design and a mask, and leaves out an unknown one alone with a message', () => {
    expect(readDesign({ design: 'poster', mask: 'circle' })).toEqual({ design: 'poster', mask: 'circle', errors: [] })
    expect(readDesign({ design: 'poster', mask: 'blob' })).toEqual({
      design: 'poster',
      errors: ['mask "blob" is not a named shape'],
    })
    expect(readDesign({ design: 'mosaic', mask: 'egg' })).toEqual({
      mask: 'egg',
      errors: ['design "mosaic" is not an image design'],
    })
    expect(readDesign(null)).toEqual({ errors: [] })
  })

  it('gives the attributes a server renders for the settings', () => {
    expect(designAttributes({ design: 'card', mask: 'star-6' })).toEqual({
      'data-design': 'card',
      'data-mask': 'star-6',
    })
    expect(designAttributes({ design: 'card', mask: 'blob' })).toEqual({ 'data-design': 'card' })
    expect(designAttributes({})).toEqual({})
  })
})
