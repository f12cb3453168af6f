import { describe, expect, it } from 'vitest'
import { normalizeOptions } from './options.ts'

describe('summary options', () => {
  it('defaults to a grid of three blog items, each image at its own shape', () => {
    expect(normalizeOptions({})).toEqual({
      design: 'grid',
      imageAspectRatio: undefined,
      itemsPerRow: 3,
      collectionId: undefined,
      collectionType: 'blog',
    })
  })

  it.each([
    ['4:3', '4 / 3'],
    ['16:9', '16 / 9'],
    ['2:3', '2 / 3'],
    [' 1 : 1 ', '1 / 1'],
    [75, '100 / 75'],
    ['150', '100 / 150'],
    ['auto', undefined],
    ['Auto', undefined],
  ])('reads imageAspectRatio %j as the CSS aspect-ratio %j', (value, ratio) => {
    expect(normalizeOptions({ imageAspectRatio: value }).imageAspectRatio).toBe(ratio)
  })

  it('keeps every design of the spec and the items a row', () => {
    for (const design of ['wall', 'carousel', 'list', 'grid'])
      expect(normalizeOptions({ design, itemsPerRow: '4' })).toMatchObject({ design, itemsPerRow: 4 })
  })

  it.each([
    [{ design: 'masonry' }, 'summary: design must be one of wall, carousel, list, grid'],
    [{ itemsPerRow: 0 }, 'summary: itemsPerRow must be between 1 and 6'],
    [{ itemsPerRow: 2.5 }, 'summary: itemsPerRow must be a whole number'],
    [
      { imageAspectRatio: 'wide' },
      'summary: imageAspectRatio must be a ratio such as 4:3, a height in percent of the width, or auto',
    ],
    [
      { imageAspectRatio: '0:1' },
      'summary: imageAspectRatio must be a ratio such as 4:3, a height in percent of the width, or auto',
    ],
    [{ collectionType: 'albums' }, 'summary: collectionType must be one of blog, products, events'],
    [{ collectionId: 12 }, 'summary: collectionId must be a text'],
    [{ collectionType: 'events' }, 'summary: collectionId must be set for an events summary'],
  ])('refuses %j with a TypeError naming the setting', (settings, message) => {
    expect(() => normalizeOptions(settings)).toThrow(new TypeError(message))
  })
})
