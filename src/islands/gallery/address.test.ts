// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { closedUrl, createAddressHistory, startFromAddress } from './address.ts'
import { galleryContext, galleryHtml } from './testing.ts'

const page = { locale: 'en-US' }

describe('address history', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    history.replaceState(null, '', '/')
  })

  it('starts on the slide the address names, and opens the lightbox on a slide named by the path', async () => {
    document.body.innerHTML = galleryHtml()
    const { slides, options } = await galleryContext({ historyHash: true })
    history.replaceState(null, '', '/gallery#itemId=s2')
    expect(startFromAddress(slides, options)).toEqual({ index: 2, lightbox: -1 })
    const { options: withLightbox } = await galleryContext({ design: 'grid' })
    history.replaceState(null, '', '/gallery/slide-1')
    expect(startFromAddress(slides, withLightbox)).toEqual({ index: 1, lightbox: 1 })
    expect(closedUrl(slides[1])).toBe('/gallery/')
  })

  it('records the current slide on the collection’s URL, not in the editor, and not once destroyed', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'slideshow', historyHash: true })
    const part = createAddressHistory(context, { ...page, collection: { fullUrl: '/photos' } } as typeof page)
    context.nav.goTo(1, { instant: true })
    expect(location.pathname + location.hash).toBe('/photos/#itemId=s1')
    history.replaceState(null, '', '/config/pages')
    context.nav.goTo(2, { instant: true })
    expect(location.pathname + location.hash).toBe('/config/pages')
    history.replaceState(null, '', '/')
    part.destroy()
    context.nav.goTo(0, { instant: true })
    expect(location.pathname + location.hash).toBe('/')
  })
})
