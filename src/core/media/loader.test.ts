// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_CLASS, loadImage, loadImages, readImage, resetImage, watchImages } from './loader.ts'
import { nextTask as task } from '../kit/tasks.ts'

// happy-dom lays nothing out: a box's size comes from its data-box attribute ("WxH").
function box(this: HTMLElement, index: 0 | 1): number {
  return Number(this.dataset.box?.split('x')[index] ?? 0)
}

function image(attributes: string, parent = ''): HTMLImageElement {
  document.body.innerHTML = parent ? `<div ${parent}><img ${attributes}></div>` : `<img ${attributes}>`
  return document.querySelector('img')!
}

describe('the image loader', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return box.call(this, 0)
    })
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return box.call(this, 1)
    })
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return box.call(this, 0)
    })
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return box.call(this, 1)
    })
    vi.stubGlobal('devicePixelRatio', 1)
  })
  afterEach(() => {
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })

  it('warns and does nothing for an element that is not an img, or one without a source', () => {
    const div = document.createElement('div')
    expect(readImage(div)).toBeUndefined()
    expect(warn).toHaveBeenLastCalledWith('[atoll:image] div is not a valid node.')
    const img = image('data-src=" "')
    expect(loadImage(img)).toBe(false)
    expect(warn).toHaveBeenLastCalledWith('[atoll:image] Invalid or missing image source.', img)
    expect(img.getAttribute('src')).toBeNull()
  })

  it('warns about dimensions that are not WIDTHxHEIGHT, and about a content-fit image with no alignment', () => {
    const img = image(
      'data-src="/m/a.jpg" data-image-dimensions="1500 by 1000" data-fit="content-fit"',
      'data-box="200x200"',
    )
    expect(readImage(img)?.dimensions).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(
      '[atoll:image] Invalid image dimensions "1500 by 1000": expected WIDTHxHEIGHT.',
      img,
    )
    expect(warn).toHaveBeenCalledWith('[atoll:image] Missing alignment for "content-fit" image.', img)
    expect(readImage(img)?.alignment).toEqual([])
  })

  it('asks for the smallest width that covers the box, with the loading class until it loads', () => {
    const img = image('data-src="/m/a.jpg" data-image-dimensions="1500x1000" data-box="400x0"')
    expect(loadImage(img)).toBe(true)
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=500w')
    expect(img.classList.contains(LOADING_CLASS)).toBe(true)
    img.dispatchEvent(new Event('load'))
    expect(img.classList.contains(LOADING_CLASS)).toBe(false)
    expect(img.dataset.imageResolution).toBe('500w')
  })

  it('asks in the filename format when told, at the pixel ratio', () => {
    vi.stubGlobal('devicePixelRatio', 2)
    const img = image('data-src="/m/a.jpg" data-size-format="filename" data-box="400x0"')
    loadImage(img)
    expect(img.getAttribute('src')).toBe('/m/a-1000w.jpg')
  })

  it('never asks for a smaller width, and skips an image that is loading', () => {
    const img = image('data-src="/m/a.jpg" data-box="640x0"')
    loadImage(img)
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=750w')
    img.dataset.box = '1200x0'
    loadImage(img) // still loading: skipped
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=750w')
    img.dataset.box = '120x0'
    img.dispatchEvent(new Event('load'))
    loadImage(img)
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=750w')
    img.dataset.box = '1200x0'
    loadImage(img)
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=1500w')
    resetImage(img)
  })

  it('keeps the source the server rendered: no download again, never a smaller width, a larger one over its srcset', () => {
    const server =
      'data-src="/m/a.jpg" src="/m/a.jpg?format=1000w" srcset="/m/a.jpg?format=500w 500w, /m/a.jpg?format=750w 750w" sizes="400px"'
    const img = image(`${server} data-box="400x0"`)
    // The browser chose the 750w candidate for the 400 px box at 2x.
    Object.defineProperty(img, 'currentSrc', { value: new URL('/m/a.jpg?format=750w', document.baseURI).href })
    expect(loadImage(img)).toBe(true)
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=1000w')
    expect(img.getAttribute('srcset')).not.toBeNull()
    expect(img.classList.contains(LOADING_CLASS)).toBe(false)
    expect(img.dataset.imageResolution).toBe('750w')
    img.dataset.box = '900x0'
    loadImage(img)
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=1000w')
    expect(img.getAttribute('srcset')).toBeNull()
    expect(img.getAttribute('sizes')).toBeNull()
    resetImage(img)
  })

  it('reads the width of a server src without srcset, in either size format', () => {
    const img = image('data-src="/m/a.jpg" data-size-format="filename" src="/m/a-750w.jpg" data-box="640x0"')
    loadImage(img)
    expect(img.getAttribute('src')).toBe('/m/a-750w.jpg')
    expect(img.dataset.imageResolution).toBe('750w')
    resetImage(img)
  })

  it('loads a data-load="false" image only when forced', () => {
    const img = image('data-src="/m/a.jpg" data-load="false" data-box="280x0"')
    expect(loadImage(img)).toBe(false)
    expect(img.getAttribute('src')).toBeNull()
    loadImage(img, { force: true })
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=300w')
  })

  it('crops a content-fill image around its focal point inside its parent', async () => {
    const img = image(
      'data-src="/m/a.jpg" data-image-dimensions="600x300" data-image-focal-point="0.75,0.5" data-fit="content-fill"',
      'data-box="300x300"',
    )
    const images = watchImages()
    images.add([img], { load: 'true' })
    await task()
    expect(img.style.position).toBe('absolute')
    expect(img.style.objectFit).toBe('cover')
    expect(img.style.objectPosition).toBe('-300px 0px')
    // The image is drawn 600 px wide: that is the width to cover.
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=750w')
    images.destroy()
  })

  it("positions a content-fill image's static parent, and reads no style of a parent the caller positions", () => {
    const attributes = 'data-src="/m/a.jpg" data-image-dimensions="600x300" data-fit="content-fill"'
    const img = image(attributes, 'data-box="300x300"')
    // happy-dom computes no default position: the parent's, as a browser's, is static.
    const styles = vi.spyOn(window, 'getComputedStyle').mockReturnValue({ position: 'static' } as CSSStyleDeclaration)
    const images = watchImages()
    images.add([img])
    expect(img.parentElement!.style.position).toBe('relative')
    expect(styles).toHaveBeenCalledTimes(1)
    // A gallery's media boxes, positioned by its stylesheet.
    const inGallery = image(attributes, 'data-box="300x300"')
    styles.mockClear()
    images.add([inGallery], { positioned: true })
    expect(styles).not.toHaveBeenCalled()
    expect(inGallery.parentElement!.style.position).toBe('')
    expect(inGallery.style.position).toBe('absolute')
    images.destroy()
  })

  it('fits a content-fit image along its alignment', async () => {
    const img = image(
      'data-src="/m/a.jpg" data-image-dimensions="300x300" data-fit="content-fit" data-alignment="right"',
      'data-box="400x100"',
    )
    const images = watchImages()
    images.add([img], { load: 'true' })
    await task()
    expect(img.style.objectFit).toBe('contain')
    expect(img.style.objectPosition).toBe('300px 0px')
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=100w')
    images.destroy()
  })

  it('asks for the drawn width times its size adjustment (spec: size adjustment)', () => {
    const img = image('data-src="/m/a.jpg" data-size-adjustment="0.5" data-box="900x0"')
    loadImage(img)
    // 900 px drawn, adjusted to 450: 500w (without the adjustment, 1000w).
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=500w')
    const larger = image('data-src="/m/b.jpg" data-size-adjustment="1.5" data-box="400x0"')
    loadImage(larger)
    expect(larger.getAttribute('src')).toBe('/m/b.jpg?format=750w')
  })

  it('draws a contain crop that may not stretch at its original size, inside its own box (spec: stretch)', async () => {
    const img = image(
      'data-src="/m/a.jpg" data-image-dimensions="400x300" data-fit="content-fit" data-alignment="center" data-stretch="false"',
      'data-box="1000x600"',
    )
    const images = watchImages()
    images.add([img], { load: 'true' })
    await task()
    // 400 x 300 in the middle of 1000 x 600: the rest is padding, which the drawing does not fill.
    expect(img.style.padding).toBe('150px 300px')
    expect(img.style.boxSizing).toBe('border-box')
    expect(img.style.objectPosition).toBe('0px 0px')
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=500w')
    // Stretched, as by default, it fills the box's height: 800 px wide.
    const stretched = image(
      'data-src="/m/a.jpg" data-image-dimensions="400x300" data-fit="content-fit" data-alignment="center"',
      'data-box="1000x600"',
    )
    images.add([stretched], { load: 'true' })
    await task()
    expect([stretched.style.padding, stretched.style.objectPosition]).toEqual(['', '100px 0px'])
    expect(stretched.getAttribute('src')).toBe('/m/a.jpg?format=1000w')
    images.destroy()
  })

  it('shows a background image on its parent, cropped there, once the transparent image has loaded (spec: background-image use)', async () => {
    const img = image(
      'data-src="/m/a.jpg" data-image-dimensions="600x300" data-image-focal-point="0.75,0.5" data-use-background-image="true"',
      'data-box="300x300"',
    )
    const parent = img.parentElement!
    const images = watchImages()
    images.add([img], { load: 'true', positioned: true })
    await task()
    expect(img.style.opacity).toBe('0')
    // Covering its parent around the focal point, as a content-fill image would be.
    expect(parent.style.backgroundSize).toBe('600px 300px')
    expect(parent.style.backgroundPosition).toBe('-300px 0px')
    expect(parent.style.backgroundRepeat).toBe('no-repeat')
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=750w')
    expect(parent.style.backgroundImage).toBe('')
    Object.defineProperty(img, 'naturalWidth', { value: 750 })
    img.dispatchEvent(new Event('load'))
    expect(parent.style.backgroundImage).toBe(`url("${img.currentSrc}")`)
    expect(img.currentSrc).toMatch(/\/m\/a\.jpg\?format=750w$/)
    images.destroy()
  })

  it('places the focal point by percentages without advanced positioning (spec: advanced positioning)', async () => {
    const attributes =
      'data-src="/m/a.jpg" data-image-dimensions="600x300" data-image-focal-point="0.75,0.5" data-fit="content-fill"'
    const img = image(`${attributes} data-use-advanced-positioning="false"`, 'data-box="300x300"')
    const images = watchImages()
    images.add([img], { load: 'true' })
    await task()
    expect(img.style.objectPosition).toBe('75% 50%')
    // The width to cover is the drawn one all the same.
    expect(img.getAttribute('src')).toBe('/m/a.jpg?format=750w')
    images.destroy()
  })

  it('fits a batch reading every box before it crops any, then loads those marked to load', () => {
    document.body.innerHTML = ['0.25', '0.5', '0.75', '1']
      .map(
        (x) =>
          `<div data-box="300x300"><img data-src="/m/${x}.jpg" data-image-dimensions="600x300" data-image-focal-point="${x},0.5" data-fit="content-fill"></div>`,
      )
      .join('')
    const imgs = [...document.querySelectorAll('img')]
    // The third shows the server's source.
    imgs[2]!.setAttribute('src', '/m/0.75.jpg?format=300w')
    // What the page's layout is asked while any image of the batch is already cropped: a read then
    // makes the browser recalculate styles and layout once per image.
    const cropped: number[] = []
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      cropped.push(imgs.filter((img) => img.style.objectFit).length)
      return box.call(this, 0)
    })
    // The third and fourth are lazy: the third, with a source, is fitted and not loaded; the fourth,
    // with none, is not even measured.
    loadImages(imgs.map((img, i) => ({ img, settings: readImage(img)!, lazy: i >= 2 })))
    expect(cropped).toEqual([0, 0, 0])
    expect(imgs.map((img) => img.style.objectPosition)).toEqual(['0px 0px', '-150px 0px', '-300px 0px', ''])
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual([
      '/m/0.25.jpg?format=750w',
      '/m/0.5.jpg?format=750w',
      '/m/0.75.jpg?format=300w',
      null,
    ])
  })

  it('loads the data-load="true" images it is given in one task after its own, every box read before any is cropped', async () => {
    document.body.innerHTML = ['a', 'b', 'c']
      .map(
        (name) =>
          `<div data-box="300x300"><img data-src="/m/${name}.jpg" data-image-dimensions="600x300" data-fit="content-fill" data-load="true"></div>`,
      )
      .join('')
    const imgs = [...document.querySelectorAll('img')]
    const cropped: number[] = []
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      cropped.push(imgs.filter((img) => img.style.objectFit).length)
      return box.call(this, 0)
    })
    const images = watchImages()
    images.add(imgs)
    // Prepared now, measured and loaded in the next task: the page is laid out there, not here.
    expect(imgs.map((img) => img.style.position)).toEqual(['absolute', 'absolute', 'absolute'])
    expect(cropped).toEqual([])
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual([null, null, null])
    images.remove(imgs[1]!)
    await task()
    expect(cropped).toEqual([0, 0])
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(['/m/a.jpg?format=750w', null, '/m/c.jpg?format=750w'])
    // Destroyed before its task: nothing loads.
    const late = image('data-src="/m/d.jpg" data-load="true" data-box="280x0"')
    images.add([late])
    images.destroy()
    await task()
    expect(late.getAttribute('src')).toBeNull()
  })

  it('loads the images it is asked to load in a task after, together, and each once', async () => {
    document.body.innerHTML = ['a', 'b', 'c']
      .map((name) => `<div data-box="300x300"><img data-src="/m/${name}.jpg" data-load="false"></div>`)
      .join('')
    const imgs = [...document.querySelectorAll('img')]
    const reads = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(280)
    const images = watchImages()
    images.add(imgs)
    // A gallery's slides in view, reported twice in one task (its engine's observer, then a reInit).
    images.load(imgs.slice(0, 2))
    images.load(imgs.slice(0, 2))
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual([null, null, null])
    expect(reads).not.toHaveBeenCalled()
    await task()
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(['/m/a.jpg?format=300w', '/m/b.jpg?format=300w', null])
    expect(reads).toHaveBeenCalledTimes(2)
    // Already loading: asked again, it is not measured again (the resize observer refits it).
    images.load(imgs)
    await task()
    expect(reads).toHaveBeenCalledTimes(3)
    expect(imgs[2]!.getAttribute('src')).toBe('/m/c.jpg?format=300w')
    images.destroy()
  })

  it('stops following the loads it started once destroyed, and gives their place in the queue to the next', async () => {
    // The mobile queue, one load at a time, empty: the loads of the tests before never finish.
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    vi.resetModules()
    const { watchImages } = await import('./loader.ts')
    document.body.innerHTML = '<img id="a" data-src="/m/a.jpg" data-load="true"><img id="b" data-src="/m/b.jpg">'
    const [a, b] = [...document.querySelectorAll('img')] as [HTMLImageElement, HTMLImageElement]
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(280)
    const images = watchImages()
    images.add([a])
    await task()
    expect(a.getAttribute('src')).toBe('/m/a.jpg?format=300w')
    // Another watcher's image waits for the one place.
    const others = watchImages()
    others.add([b], { load: 'true' })
    await task()
    expect(b.getAttribute('src')).toBeNull()
    images.destroy()
    expect(a.classList.contains(LOADING_CLASS)).toBe(false)
    expect(b.getAttribute('src')).toBe('/m/b.jpg?format=300w')
    a.dispatchEvent(new Event('load'))
    expect(a.dataset.imageResolution).toBeUndefined()
    others.destroy()
  })

  it('reserves the box of an image at its own ratio before any source', () => {
    const img = image('data-src="/m/a.jpg" data-image-dimensions="1500x1000"')
    const images = watchImages()
    images.add([img])
    expect(img.style.aspectRatio).toBe('1500 / 1000')
    expect(img.getAttribute('src')).toBeNull() // viewport mode: it waits to come near
    // With width and height the browser reserves it: no inline style.
    const sized = image('data-src="/m/a.jpg" data-image-dimensions="1500x1000" width="1500" height="1000"')
    images.add([sized])
    expect(sized.getAttribute('style')).toBeNull()
    images.destroy()
  })
})
