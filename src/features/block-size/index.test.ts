// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeResizeObserver } from '../../../test/mocks/observers.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

const widths = new Map<string, number>()
const has = (id: string, name: string) => document.getElementById(id)!.classList.contains(name)

describe('block size feature', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { width: widths.get(this.id) ?? 1000 } as DOMRect
    })
    document.body.innerHTML = `
      <div data-block="image" id="img"></div>
      <div data-block="form" id="news" data-block-json='{"isNewsletter":true}'></div>
      <div data-block="form" id="contact" data-block-json='{"isNewsletter":false}'></div>
      <h2 data-dynamic-text id="title">Bakes of the week</h2>`
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    FakeResizeObserver.all.clear()
    widths.clear()
    document.body.innerHTML = ''
  })

  it('is wanted on pages with an image block, a form or dynamic text', () => {
    expect(document.querySelector(wanted) !== null).toBe(true)
    document.body.innerHTML = '<div data-block="accordion"></div>'
    expect(document.querySelector(wanted) !== null).toBe(false)
  })

  it('sets each class by size a frame after the size changes, and clears it when it grows', () => {
    init()
    widths.set('img', 400).set('news', 300).set('contact', 300)
    document.getElementById('title')!.style.fontSize = '13px'
    FakeResizeObserver.resize()
    expect(has('img', 'image-narrow')).toBe(false)
    vi.advanceTimersToNextFrame()
    expect(has('img', 'image-narrow')).toBe(true)
    expect(has('news', 'newsletter-small')).toBe(true)
    expect(has('contact', 'newsletter-small')).toBe(false)
    expect(has('title', 'dynamic-text-min')).toBe(true)
    widths.set('img', 415)
    document.getElementById('title')!.style.fontSize = '20px'
    FakeResizeObserver.resize()
    vi.advanceTimersToNextFrame()
    expect(has('img', 'image-narrow')).toBe(false)
    expect(has('title', 'dynamic-text-min')).toBe(false)
  })

  it('observes nothing and removes its classes after destroy', () => {
    const handle = init()
    widths.set('img', 300)
    FakeResizeObserver.resize()
    vi.advanceTimersToNextFrame()
    handle.destroy()
    expect(FakeResizeObserver.all.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    expect(has('img', 'image-narrow')).toBe(false)
  })
})
