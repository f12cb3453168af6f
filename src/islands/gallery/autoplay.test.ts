// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAutoplay } from './autoplay.ts'
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
})
