// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MOTION_BACKSTOP_MS } from './navigation.ts'
import { galleryContext, galleryHtml } from './testing.ts'

describe('createNavigation', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('moves by the index rules, refuses a move while in motion, and tells its listeners in order', async () => {
    document.body.innerHTML = galleryHtml()
    const { nav, engine } = await galleryContext({ design: 'slideshow', loop: false })
    vi.useFakeTimers()
    const heard: string[] = []
    nav.onChange((index) => heard.push(`early ${index}`))
    nav.onChange((index) => heard.push(`late ${index}`), true)
    document.addEventListener('atoll:gallery-change', (event) =>
      heard.push(`event ${(event as CustomEvent).detail.index}`),
    )
    expect(nav.goTo(-1)).toBe(true) // negatives count from the end
    expect(engine.go).toHaveBeenCalledWith(2, false)
    expect(nav.goTo(0)).toBe(false) // the 1 s fade still runs
    // The stub engine never says it settled: the backstop ends the move.
    vi.advanceTimersByTime(1000 + MOTION_BACKSTOP_MS)
    expect(nav.goTo('x')).toBe(true) // not a number: 0
    expect(heard).toEqual(['early 2', 'event 2', 'late 2', 'early 0', 'event 0', 'late 0'])
  })

  it('reaches the beginning without looping, and obeys a rule that refuses', async () => {
    document.body.innerHTML = galleryHtml()
    const { nav } = await galleryContext({ design: 'slideshow', loop: false })
    const reached = vi.fn()
    document.addEventListener('atoll:gallery-reached-beginning', reached)
    expect(nav.stepBy(-1)).toBe(false)
    expect(reached).toHaveBeenCalledOnce()
    const stop = nav.refuse((index) => index === 1)
    expect(nav.stepBy(1)).toBe(false)
    stop()
    expect(nav.goTo(1, { instant: true })).toBe(true)
    expect(nav.index()).toBe(1)
    document.removeEventListener('atoll:gallery-reached-beginning', reached)
  })

  it('leaves no timer and no listener once destroyed', async () => {
    document.body.innerHTML = galleryHtml()
    const { nav } = await galleryContext({ design: 'slideshow' })
    vi.useFakeTimers()
    const listener = vi.fn()
    nav.onChange(listener)
    nav.goTo(1)
    expect(vi.getTimerCount()).toBe(1)
    nav.destroy()
    expect(vi.getTimerCount()).toBe(0)
    nav.settled()
    nav.goTo(2)
    expect(listener).toHaveBeenCalledOnce()
  })
})
