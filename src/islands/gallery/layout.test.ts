// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLayout, createResize, motionOf } from './layout.ts'
import { galleryContext, galleryHtml } from './testing.ts'

describe('layout', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('says how each design moves, and sets its custom properties', async () => {
    document.body.innerHTML = galleryHtml('g', 4)
    const { options, slides, element } = await galleryContext({ design: 'carousel', gutter: 2 })
    expect(motionOf(options)).toBe('slide')
    expect(motionOf({ ...options, design: 'stacked', transition: 'fade' })).toBe('fade')
    expect(motionOf({ ...options, design: 'grid' })).toBe('none')
    applyLayout(element, options, slides, 'slide')
    expect(element.dataset.design).toBe('carousel')
    expect(element.style.getPropertyValue('--atoll-gallery-gutter')).toBe('2%')
  })

  it('gives a carousel its slides per row from its width once resizing has paused, and stops once destroyed', async () => {
    const observed: (() => void)[] = []
    const disconnect = vi.fn()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed.push(callback)
        }
        observe() {}
        disconnect = disconnect
      },
    )
    document.body.innerHTML = galleryHtml('g', 4)
    const context = await galleryContext({ design: 'carousel' })
    vi.useFakeTimers()
    const resize = createResize(context)
    let width = 1000
    Object.defineProperty(context.element, 'offsetWidth', { get: () => width })
    width = 400
    observed[0]!()
    expect(context.element.style.getPropertyValue('--atoll-gallery-per-row')).toBe('')
    vi.advanceTimersByTime(100) // spec: resize debounce 100 ms
    expect(context.element.style.getPropertyValue('--atoll-gallery-per-row')).toBe('2')
    observed[0]!()
    resize.destroy()
    expect(disconnect).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
  })
})
