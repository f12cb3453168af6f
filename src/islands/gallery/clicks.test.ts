// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClicks } from './clicks.ts'
import { galleryContext, galleryHtml } from './testing.ts'

const click = (target: Element, clientX = 0) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX, detail: 1 }))

describe('createClicks', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('goes back on the left half of a split slideshow and on with the right, not after a drag', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'slideshow', clickBehavior: 'split' })
    context.viewport.getBoundingClientRect = () => ({ left: 0, width: 400 }) as DOMRect
    createClicks(context, { openLightbox: vi.fn() })
    click(context.slides[0]!.img!, 100)
    expect(context.nav.index()).toBe(2)
    context.nav.settled()
    click(context.slides[2]!.img!, 300)
    expect(context.nav.index()).toBe(0)
    context.nav.settled()
    context.engine.dragged = () => true
    expect(click(context.slides[0]!.img!, 300)).toBe(false)
    expect(context.nav.index()).toBe(0)
  })

  it('opens the lightbox on the slide clicked, leaves links alone, and hears nothing once destroyed', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'grid' })
    const openLightbox = vi.fn()
    const part = createClicks(context, { openLightbox })
    click(context.slides[1]!.img!)
    const link = context.slides[2]!.element.appendChild(document.createElement('a'))
    link.href = '#caption'
    link.addEventListener('click', (event) => event.preventDefault())
    click(link)
    part.destroy()
    click(context.slides[0]!.img!)
    expect(openLightbox.mock.calls).toEqual([[1]])
  })
})
