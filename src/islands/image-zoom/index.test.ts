// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from './index.ts'
import { normalizeOptions } from './options.ts'
import { drawnRect, lens as lensAt, zoomSource } from './zoom.ts'

const page = { locale: 'en-US' }

function render(): HTMLElement {
  document.body.innerHTML = `<div data-block="image-zoom" id="zoom">
    <img data-src="/media/loaves.svg" data-image-dimensions="1200x1200" alt="Loaves"></div>`
  const element = document.getElementById('zoom')!
  element.getBoundingClientRect = () => ({ left: 10, top: 20, width: 400, height: 400 }) as DOMRect
  return element
}
const pointer = (element: HTMLElement, type: string, pointerType: string, x = 110, y = 120) =>
  element.dispatchEvent(
    new PointerEvent(type, { pointerType, clientX: x, clientY: y, bubbles: type !== 'pointerenter' }),
  )
const lens = () => document.querySelector<HTMLElement>('.atoll-zoom-lens')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('image zoom', () => {
  it('puts the magnified point under the pointer, and loads the width that covers the box at the scale', () => {
    const square = { left: 0, top: 0, width: 400, height: 400 }
    expect(lensAt(100, 100, square, 2)).toEqual({ size: '800px 800px', position: '-100px -100px' })
    expect(lensAt(500, -5, square, 3).position).toBe('-700px -5px')
    // A square image cropped to fill a 3:2 box (the image loader's cover): its top and bottom are cut.
    const cropped = drawnRect(600, 400, 1, 'cover')
    expect(cropped).toEqual({ left: 0, top: -100, width: 600, height: 600 })
    expect(lensAt(300, 200, cropped, 2)).toEqual({ size: '1200px 1200px', position: '-300px -400px' })
    expect(drawnRect(600, 400, 1, 'contain')).toEqual({ left: 100, top: 0, width: 400, height: 400 })
    expect(zoomSource('/media/a.svg', 400, 2, 1)).toBe('/media/a.svg?format=1000w')
    expect(zoomSource('/media/a.svg', 400, 2, 2)).toBe('/media/a.svg?format=2500w')
  })

  it('magnifies twice by default and refuses a scale out of range', () => {
    expect(normalizeOptions({})).toEqual({ scale: 2 })
    expect(() => normalizeOptions({ scale: 9 })).toThrow('image-zoom: scale must be between 1 and 5')
  })

  it('shows the lens under a hovering mouse and follows it, from the larger image asked for on the first hover', () => {
    const element = render()
    const handle = mount(element, { kind: 'image-zoom', settings: { scale: 3 }, page })
    expect(lens()).toBeNull()
    pointer(element, 'pointerenter', 'mouse')
    expect(lens()!.hasAttribute('data-active')).toBe(true)
    expect(lens()!.style.backgroundImage).toContain('/media/loaves.svg?format=1500w')
    expect(lens()!.style.backgroundSize).toBe('1200px 1200px')
    expect(lens()!.style.backgroundPosition).toBe('-200px -200px')
    pointer(element, 'pointermove', 'mouse', 210, 220)
    expect(lens()!.style.backgroundPosition).toBe('-400px -400px')
    pointer(element, 'pointerleave', 'mouse')
    expect(lens()!.hasAttribute('data-active')).toBe(false)
    handle.destroy()
    expect(lens()).toBeNull()
  })

  it('leaves a touch to the gallery (its tap opens the lightbox): no lens, nothing loaded', () => {
    const element = render()
    mount(element, { kind: 'image-zoom', settings: {}, page })
    pointer(element, 'pointerenter', 'touch')
    pointer(element, 'pointermove', 'touch')
    expect(lens()).toBeNull()
  })
})
