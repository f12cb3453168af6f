// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createKeyboard } from './keyboard.ts'
import { galleryContext, galleryHtml } from './testing.ts'

const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))

describe('createKeyboard', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('steps with the arrows while it holds the focus, not while typing nor with its lightbox open', async () => {
    document.body.innerHTML = `<input id="typing">${galleryHtml()}`
    const context = await galleryContext({ design: 'slideshow' })
    let lightbox = false
    createKeyboard(context, { lightboxOpen: () => lightbox })
    const focusable = context.slides[0]!.media!
    focusable.tabIndex = 0
    focusable.focus()
    press('ArrowRight')
    expect(context.nav.index()).toBe(1)
    context.nav.settled()
    lightbox = true
    press('ArrowLeft')
    expect(context.nav.index()).toBe(1)
    lightbox = false
    document.getElementById('typing')!.focus()
    press('ArrowLeft')
    expect(context.nav.index()).toBe(1)
  })

  it('turns Enter on a slide into its click, and hears no key once destroyed', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'slideshow' })
    const keyboard = createKeyboard(context, { lightboxOpen: () => false })
    const media = context.slides[1]!.media!
    let clicks = 0
    media.addEventListener('click', () => clicks++)
    media.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(clicks).toBe(1)
    keyboard.destroy()
    media.tabIndex = 0
    media.focus()
    media.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    press('ArrowRight')
    expect([clicks, context.nav.index()]).toEqual([1, 0])
  })

  it('leaves the arrows alone with keys (or keyboard) false (spec: gallery settings)', async () => {
    for (const settings of [{ keys: false }, { keyboard: false }]) {
      document.body.innerHTML = galleryHtml()
      const context = await galleryContext({ design: 'slideshow', ...settings })
      const keyboard = createKeyboard(context, { lightboxOpen: () => false })
      const focusable = context.slides[0]!.media!
      focusable.tabIndex = 0
      focusable.focus()
      press('ArrowRight')
      expect(context.nav.index()).toBe(0)
      keyboard.destroy()
    }
  })
})
