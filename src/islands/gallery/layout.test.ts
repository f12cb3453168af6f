// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ImageWatcher } from '../../core/media/index.ts'
import { applyLayout, createResize, motionOf, watchSlideImages } from './layout.ts'
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

  it('adds every slide to load at once with lazyLoad false (spec), else as the design loads them', async () => {
    const added = (settings: Record<string, unknown>) =>
      galleryContext(settings).then((context) => {
        const add = vi.fn()
        watchSlideImages(context, { add } as unknown as ImageWatcher, undefined)
        return add.mock.calls[0]![1]
      })
    document.body.innerHTML = galleryHtml('g', 4)
    expect(await added({ design: 'carousel', lazyLoad: false })).toEqual({ load: 'true', positioned: true })
    expect(await added({ design: 'grid', lazyLoad: false })).toEqual({ load: 'true', positioned: true })
    expect(await added({ design: 'carousel' })).toEqual({ load: 'false', positioned: true })
    expect(await added({ design: 'grid' })).toEqual({ load: undefined, positioned: true })
  })

  it('gives an autorows slide its image ratio, so its row height decides its width', async () => {
    document.body.innerHTML = galleryHtml('g', 2)
    const context = await galleryContext({ design: 'autorows' })
    watchSlideImages(context, { add() {} } as unknown as ImageWatcher, undefined)
    expect(context.slides.map(({ media }) => media!.style.aspectRatio)).toEqual(['1500 / 1000', '1500 / 1000'])
    expect(context.slides[0]!.img!.dataset.fit).toBe('content-fill')
  })
})
