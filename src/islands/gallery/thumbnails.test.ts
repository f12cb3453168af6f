// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { watchImages } from '../../core/media/index.ts'
import { galleryContext, galleryHtml } from './testing.ts'
import { createThumbnails } from './thumbnails.ts'

const thumbs = () => [...document.querySelectorAll<HTMLButtonElement>('[data-part=thumbnails] button')]

describe('createThumbnails', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('adds a labelled thumbnail per slide that goes to it, and marks the current one', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'slideshow', thumbnails: true })
    const images = watchImages()
    createThumbnails(context, images)
    expect(thumbs().map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show slide 1',
      'Show slide 2',
      'Show slide 3',
    ])
    expect(thumbs()[0]!.getAttribute('aria-current')).toBe('true')
    thumbs()[2]!.click()
    expect(context.nav.index()).toBe(2)
    expect(thumbs().map((thumb) => thumb.hasAttribute('aria-current'))).toEqual([false, false, true])
    images.destroy()
  })

  it('builds nothing unless asked, and stops going to slides once destroyed', async () => {
    document.body.innerHTML = galleryHtml()
    const images = watchImages()
    createThumbnails(await galleryContext({ design: 'slideshow' }), images)
    expect(thumbs()).toEqual([])
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'slideshow', thumbnails: true })
    createThumbnails(context, images).destroy()
    thumbs()[1]!.click()
    expect(context.nav.index()).toBe(0)
    images.destroy()
  })

  it("marks a video slide's thumbnail, which its stylesheet draws at 16:9 (spec: video thumbnails 16:9)", async () => {
    document.body.innerHTML = galleryHtml().replace(
      'data-type="image" data-slide-id="s1"',
      'data-type="video" data-slide-id="s1"',
    )
    const images = watchImages()
    createThumbnails(await galleryContext({ design: 'slideshow', thumbnails: true }), images)
    expect(thumbs().map((thumb) => thumb.hasAttribute('data-video'))).toEqual([false, true, false])
    images.destroy()
  })
})
