// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLICK_THROUGH_MESSAGE, createClickThrough } from './click-through.ts'
import { findSlides } from './slides.ts'
import { galleryHtml } from './testing.ts'

function setUp(urls: readonly string[]) {
  document.body.innerHTML = galleryHtml('g', urls.length, (i) => `data-click-through-url="${urls[i]}"`)
  const element = document.getElementById('g')!
  const slides = findSlides(element)
  return { element, slides, part: createClickThrough({ element, slides }) }
}

describe('createClickThrough', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    history.replaceState(null, '', '/')
  })

  it('makes the media of an http(s) click-through slide a link, and no other', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { slides } = setUp(['/shop', 'javascript:alert(1)', 'https://elsewhere.example/a'])
    expect(slides.map((slide) => slide.media?.localName)).toEqual(['a', 'div', 'a'])
    expect(slides.map((slide) => slide.media?.getAttribute('href') ?? null)).toEqual([
      new URL('/shop', location.href).href,
      null,
      'https://elsewhere.example/a',
    ])
    // The link keeps the box's part and its image.
    expect(slides[0]!.media!.dataset.part).toBe('media')
    expect(slides[0]!.media!.querySelector('img')).toBe(slides[0]!.img)
    expect(warn).toHaveBeenCalledWith('[atoll:gallery] <div>: Click-through URL ignored: javascript:alert(1)')
  })

  it('hands a click to the editor frame in the editor, and no longer once destroyed', () => {
    const { slides, part } = setUp(['/shop'])
    // The page in a frame of the editor.
    const posted = vi.fn()
    vi.stubGlobal('parent', { location: { pathname: '/config/pages' }, postMessage: posted })
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    slides[0]!.img!.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(posted).toHaveBeenCalledWith(
      { type: CLICK_THROUGH_MESSAGE, url: new URL('/shop', location.href).href },
      location.origin,
    )
    part.destroy()
    const later = new MouseEvent('click', { bubbles: true, cancelable: true })
    later.preventDefault() // the test page does not navigate
    slides[0]!.img!.dispatchEvent(later)
    expect(posted).toHaveBeenCalledOnce()
  })

  it('leaves the click to the browser on a published page', () => {
    const { slides } = setUp(['/shop'])
    const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {})
    // What the browser's own handling of the link sees, after the gallery's listeners (then stopped:
    // the test page does not navigate).
    const seen: boolean[] = []
    const browser = (event: Event) => {
      seen.push(event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', browser)
    slides[0]!.img!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    document.removeEventListener('click', browser)
    expect(seen).toEqual([false])
    expect(posted).not.toHaveBeenCalled()
  })
})
