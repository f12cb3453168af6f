// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { pinFor, pinUrl } from './pinterest.ts'

describe('pinterest overlay rules', () => {
  it("builds the provider's pin page with the page, the image and its text, encoded", () => {
    expect(
      pinUrl({
        url: 'https://bakery.example/bread?x=1&y=2',
        media: 'https://img.example/rye loaf.jpg',
        description: 'Rye & seeds',
      }),
    ).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fbakery.example%2Fbread%3Fx%3D1%26y%3D2&media=https%3A%2F%2Fimg.example%2Frye+loaf.jpg&description=Rye+%26+seeds',
    )
  })

  it("pins the image's full source and alt text, the page without its fragment, or the title without alt", () => {
    const img = document.createElement('img')
    img.dataset.src = '/media/rye.jpg'
    img.alt = ' Rye loaf '
    expect(pinFor(img, 'https://bakery.example/bread#top', 'Bread')).toEqual({
      url: 'https://bakery.example/bread',
      media: 'https://bakery.example/media/rye.jpg',
      description: 'Rye loaf',
    })
    img.alt = ''
    expect(pinFor(img, 'https://bakery.example/bread', 'Bread')?.description).toBe('Bread')
    const inline = document.createElement('img')
    inline.src = 'data:image/gif;base64,R0lGOD'
    expect(pinFor(inline, 'https://bakery.example/', 'Bread')).toBeUndefined()
    expect(pinFor(document.createElement('img'), 'https://bakery.example/', 'Bread')).toBeUndefined()
  })
})
