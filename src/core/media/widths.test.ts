import { describe, expect, it } from 'vitest'
import { chooseWidth, IMAGE_WIDTHS, sizedSource } from './widths.ts'

describe('chooseWidth', () => {
  it('offers the spec widths', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => b - a)).toEqual([2500, 1500, 1000, 750, 500, 300, 100])
  })

  it.each([
    // box width, pixel ratio, width asked for
    [80, 1, 100],
    [100, 1, 100],
    [101, 1, 300],
    [120, 1, 300],
    [280, 1, 300],
    [400, 1, 500],
    [640, 1, 750],
    [120, 2, 300],
    [280, 2, 750],
    [400, 2, 1000],
    [640, 2, 1500],
    [1300, 2, 2500],
    [3000, 1, 2500],
  ])('a %i px box at %sx asks for %iw', (box, ratio, width) => {
    expect(chooseWidth(box, ratio)).toBe(width)
  })

  it('keeps the pixel ratio between the minimum and the maximum', () => {
    expect(chooseWidth(400, 3)).toBe(1000) // capped at 2x by default
    expect(chooseWidth(400, 3, { max: 3 })).toBe(1500)
    expect(chooseWidth(400, 1, { min: 2 })).toBe(1000)
    expect(chooseWidth(400, 0.5)).toBe(500) // never under 1x
  })

  it('asks for the smallest width for an empty box', () => {
    expect(chooseWidth(0, 2)).toBe(100)
    expect(chooseWidth(-5, 1)).toBe(100)
  })
})

describe('sizedSource', () => {
  it('adds ?format=500w by default, keeping the other parameters and the hash', () => {
    expect(sizedSource('/media/harbour.jpg', 500)).toBe('/media/harbour.jpg?format=500w')
    expect(sizedSource('https://cdn.example/a/b.png?v=2#top', 750)).toBe(
      'https://cdn.example/a/b.png?v=2&format=750w#top',
    )
    expect(sizedSource('/media/harbour.jpg?format=100w', 1000)).toBe('/media/harbour.jpg?format=1000w')
  })

  it('puts -500w before the extension in the filename format', () => {
    expect(sizedSource('/media/harbour.jpg', 500, 'filename')).toBe('/media/harbour-500w.jpg')
    expect(sizedSource('/v1.2/media/harbour.jpg?v=2', 300, 'filename')).toBe('/v1.2/media/harbour-300w.jpg?v=2')
    expect(sizedSource('/media/harbour', 100, 'filename')).toBe('/media/harbour-100w')
  })
})
