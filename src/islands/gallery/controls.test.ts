// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createControls } from './controls.ts'
import { galleryContext, galleryHtml } from './testing.ts'

const button = (part: string) => document.querySelector<HTMLButtonElement>(`[data-part=${part}]`)!

describe('createControls', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('adds labelled arrows that step, disabled at a carousel’s ends and hidden when every slide fits', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'carousel' })
    let atEnd = false
    context.engine.canStep = (direction) => (direction > 0 ? !atEnd : context.nav.index() > 0)
    createControls(context)
    expect([button('previous').getAttribute('aria-label'), button('next').getAttribute('aria-label')]).toEqual([
      'Previous slide',
      'Next slide',
    ])
    expect([button('previous').disabled, button('next').disabled]).toEqual([true, false])
    atEnd = true
    button('next').click()
    expect(context.nav.index()).toBe(1)
    expect([button('previous').disabled, button('next').disabled]).toEqual([false, true])
    context.engine.fits = () => true
    context.nav.settled()
    expect(button('next').hidden).toBe(true)
  })

  it('adds none to a layout that shows every slide, and stops stepping once destroyed', async () => {
    document.body.innerHTML = galleryHtml('grid')
    createControls(await galleryContext({ design: 'grid' }, 'grid'))
    expect(document.querySelector('[data-part=next]')).toBeNull()
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'slideshow' })
    createControls(context).destroy()
    button('next').click()
    expect(context.nav.index()).toBe(0)
  })
})
