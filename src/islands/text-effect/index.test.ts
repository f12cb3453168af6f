// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver, FakeResizeObserver } from '../../../test/mocks/observers.ts'
import { mount } from './index.ts'

interface Call {
  target: Element
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions
  cancel: ReturnType<typeof vi.fn>
}

let reduced = false
let calls: Call[] = []

function render(
  settings: Record<string, unknown> = {},
  animated?: string,
): { element: HTMLElement; handle: { destroy(): void } } {
  const text = `<span data-block="text-effect" id="fx">freshly baked</span>`
  document.body.innerHTML =
    animated === undefined
      ? `<h2>${text}</h2>`
      : `<div data-animation="fade" class="${animated}"><h2>${text}</h2></div>`
  const element = document.getElementById('fx')!
  const handle = mount(element, { kind: 'text-effect', settings, page: { locale: 'en-US' } })
  return { element, handle }
}

const path = () => document.querySelector('#fx path')!
const svg = () => document.querySelector('#fx svg') as SVGSVGElement

describe('text effect island', () => {
  beforeEach(() => {
    reduced = false
    calls = []
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    vi.spyOn(window, 'matchMedia').mockImplementation(() => ({ matches: reduced }) as MediaQueryList)
    vi.spyOn(Element.prototype, 'animate').mockImplementation(function (this: Element, keyframes, options) {
      const call = {
        target: this,
        keyframes: keyframes as Keyframe[],
        options: options as KeyframeAnimationOptions,
        cancel: vi.fn(),
      }
      calls.push(call)
      return {
        finished: new Promise(() => {}),
        cancel: call.cancel,
        effect: { getComputedTiming: () => ({ progress: 0.5 }) },
      } as unknown as Animation
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    FakeIntersectionObserver.all.clear()
    FakeResizeObserver.all.clear()
    document.body.innerHTML = ''
  })

  it('draws the shape as SVG, undrawn until the text is seen', () => {
    render({ shape: 'circle', color: 'tomato' })
    expect(svg().getAttribute('aria-hidden')).toBe('true')
    expect(path().getAttribute('stroke')).toBe('tomato')
    expect(path().getAttribute('stroke-linecap')).toBe('square')
    expect(path().getAttribute('pathLength')).toBe('1')
    expect(path().getAttribute('stroke-dashoffset')).toBe('1')
    vi.advanceTimersByTime(1000)
    expect(calls).toHaveLength(0)
  })

  it('starts the draw with no delay when the text scrolls into view', () => {
    render()
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(9)
    expect(calls).toHaveLength(0) // spec: debounce 10 ms
    vi.advanceTimersByTime(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.target).toBe(path())
    expect(calls[0]!.keyframes).toEqual([{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }])
    expect(calls[0]!.options).toMatchObject({ duration: 750, delay: 0, fill: 'backwards' })
    expect(path().getAttribute('stroke-dashoffset')).toBe('0')
  })

  it('draws from the right end when the direction is left', () => {
    render({ direction: 'left', duration: '2' })
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(10)
    expect(calls[0]!.keyframes).toEqual([{ strokeDashoffset: -1 }, { strokeDashoffset: 0 }])
    expect(calls[0]!.options.duration).toBe(2000)
  })

  it('fades in, or fades and grows from half size', () => {
    render({ animation: 'fade' })
    expect(svg().getAttribute('opacity')).toBe('0')
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(10)
    expect(calls[0]!.target).toBe(svg())
    expect(calls[0]!.keyframes).toEqual([{ opacity: 0 }, { opacity: 1 }])
    render({ animation: 'fadeScale' })
    expect(svg().style.scale).toBe('0.5')
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(10)
    expect(calls.at(-1)!.keyframes).toEqual([
      { opacity: 0, scale: '0.5' },
      { opacity: 1, scale: '1' },
    ])
    expect(svg().style.scale).toBe('1')
  })

  it('inside an animated block, starts 250 ms into the block’s entrance', () => {
    const { element } = render({}, '')
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(1000)
    expect(calls).toHaveLength(0)
    element.closest('[data-animation]')!.classList.add('animation-loaded')
    return Promise.resolve().then(() => {
      vi.advanceTimersByTime(10)
      expect(calls).toHaveLength(1)
      expect(calls[0]!.options.delay).toBe(250)
    })
  })

  it('inside an animated block already coming in, starts 250 ms after, at once when it is in', () => {
    const { element } = render({}, 'animation-loaded')
    const card = element.closest<HTMLElement>('[data-animation]')!
    card.getAnimations = () => [{} as Animation]
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(10)
    expect(calls[0]!.options.delay).toBe(250)
    render({}, 'animation-loaded')
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(10)
    expect(calls[1]!.options.delay).toBe(0)
  })

  it('stops waiting for an animated block after 2 s', () => {
    render({}, '')
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(2000)
    expect(calls).toHaveLength(0)
    vi.advanceTimersByTime(10)
    expect(calls[0]!.options.delay).toBe(0)
  })

  it('after a layout change, carries a draw on from where it is over the share of the duration left', () => {
    render()
    FakeResizeObserver.resize() // the first report, before anything runs: the shape is fitted again, no more
    vi.advanceTimersByTime(10)
    expect(calls).toHaveLength(0)
    FakeIntersectionObserver.seen()
    vi.advanceTimersByTime(10)
    expect(calls).toHaveLength(1)
    // The text reflows while the draw is half way (the fake animation reports 0.5).
    FakeResizeObserver.resize()
    vi.advanceTimersByTime(10)
    expect(calls[0]!.cancel).toHaveBeenCalled()
    expect(calls[1]!.keyframes).toEqual([{ strokeDashoffset: 0.5 }, { strokeDashoffset: 0 }])
    expect(calls[1]!.options).toMatchObject({ duration: 375, delay: 250 })
  })

  it('shows the end state at once under reduced motion', () => {
    reduced = true
    render({ animation: 'fadeScale' })
    expect(svg().getAttribute('opacity')).toBe('1')
    expect(svg().style.scale).toBe('1')
    expect(FakeIntersectionObserver.all.size).toBe(0)
    vi.advanceTimersByTime(3000)
    expect(calls).toHaveLength(0)
  })

  it('fails with a TypeError naming the setting', () => {
    expect(() => render({ shape: 'heart' })).toThrow('text-effect: shape must be one of')
  })

  it('leaves no timer, observer or animation after destroy', () => {
    const { element, handle } = render({}, '')
    FakeIntersectionObserver.seen()
    handle.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect(FakeIntersectionObserver.all.size).toBe(0)
    expect(FakeResizeObserver.all.size).toBe(0)
    expect(element.querySelector('svg')).toBeNull()
    expect(element.getAttribute('style') ?? '').toBe('')
    element.closest('[data-animation]')!.classList.add('animation-loaded')
    vi.advanceTimersByTime(3000)
    expect(calls).toHaveLength(0)
  })
})
