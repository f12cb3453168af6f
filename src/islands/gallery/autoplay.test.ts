// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAutoplay } from './autoplay.ts'
import { normalizeOptions } from './options.ts'
import { galleryContext, galleryHtml } from './testing.ts'

const SETTINGS = { design: 'slideshow', autoplay: true, autoplayOptions: { randomize: false, timeout: 3000 } }

describe('createAutoplay', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('moves on in order, waits while a video plays, and stops with its pause button', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext(SETTINGS)
    vi.useFakeTimers()
    createAutoplay(context)
    vi.advanceTimersByTime(3000)
    expect(context.nav.index()).toBe(1)
    expect(context.track.getAttribute('aria-live')).toBe('off')
    context.nav.settled()
    context.element.dispatchEvent(new CustomEvent('atoll:video-play'))
    vi.advanceTimersByTime(10_000)
    expect(context.nav.index()).toBe(1)
    expect(context.track.getAttribute('aria-live')).toBe('polite')
    context.element.dispatchEvent(new CustomEvent('atoll:video-stop'))
    const pause = document.querySelector<HTMLButtonElement>('[data-part=autoplay]')!
    expect(pause.getAttribute('aria-label')).toBe('Pause slideshow')
    pause.click()
    expect(pause.getAttribute('aria-label')).toBe('Play slideshow')
    vi.advanceTimersByTime(10_000)
    expect(context.nav.index()).toBe(1)
  })

  it('does not play under reduced motion, and leaves no timer once destroyed', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext(SETTINGS)
    vi.useFakeTimers()
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    createAutoplay(context)
    expect(document.querySelector('[data-part=autoplay]')).toBeNull()
    vi.unstubAllGlobals()
    const autoplay = createAutoplay(context)
    expect(vi.getTimerCount()).toBe(1)
    autoplay.destroy()
    autoplay.pause('lightbox', false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses with a mouse over the elements of its pauseOnMouseover list (spec), else over the gallery', async () => {
    const mouse = (target: Element) =>
      target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
    const played = async (pauseOnMouseover: string[] | undefined, over: string) => {
      document.body.innerHTML = `${galleryHtml()}<p id="aside">Aside</p><p id="other">Other</p>`
      const autoplayOptions = { ...SETTINGS.autoplayOptions, ...(pauseOnMouseover && { pauseOnMouseover }) }
      const context = await galleryContext({ ...SETTINGS, autoplayOptions })
      vi.useFakeTimers()
      const autoplay = createAutoplay(context)
      mouse(document.querySelector(over)!)
      vi.advanceTimersByTime(3000)
      autoplay.destroy()
      vi.useRealTimers()
      return context.nav.index()
    }
    // Paused: the index stays 0; played: it moved on to 1.
    expect(await played(undefined, '#g [data-part=slide]')).toBe(0)
    expect(await played(undefined, '#aside')).toBe(1)
    expect(await played(['#aside'], '#aside')).toBe(0)
    expect(await played(['#aside'], '#g [data-part=slide]')).toBe(1)
    expect(await played(['#aside', '#g'], '#g [data-part=slide]')).toBe(0)
    expect(await played([], '#g [data-part=slide]')).toBe(1)
  })

  it('refuses a pauseOnMouseover list that is not CSS selectors, naming it', () => {
    expect(() => normalizeOptions({ autoplayOptions: { pauseOnMouseover: ['#aside', 'p[['] } })).toThrow(
      new TypeError('Error evaluating gallery block data. pauseOnMouseover must be a list of CSS selectors'),
    )
  })
})
