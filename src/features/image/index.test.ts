// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { init, mount } from './index.ts'
import { wanted } from './wanted.ts'
import { nextTask as task } from '../../core/kit/tasks.ts'

const page = { locale: 'en-US' }
// The loader loads `data-load="true"` images in a task after the one that added them (`task`).
// The feature handles mutations on the frame after they are observed.
const frames = async () => {
  await task()
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await task()
}

describe('image feature', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(280)
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is wanted on pages with an img[data-src]', () => {
    document.body.innerHTML = '<img src="/plain.jpg">'
    expect(document.querySelector(wanted) !== null).toBe(false)
    document.body.innerHTML = '<img data-src="/m/a.jpg">'
    expect(document.querySelector(wanted) !== null).toBe(true)
  })

  it("loads the page's images, leaving a gallery's own to it until that gallery fails", async () => {
    document.body.innerHTML = `
      <img id="a" data-src="/m/a.jpg" data-load="true">
      <div data-block="gallery" data-island-state="pending"><img id="b" data-src="/m/b.jpg" data-load="true"></div>`
    const handle = init(page)
    expect(document.getElementById('a')!.getAttribute('src')).toBeNull()
    await task()
    expect(document.getElementById('a')!.getAttribute('src')).toBe('/m/a.jpg?format=300w')
    expect(document.getElementById('b')!.getAttribute('src')).toBeNull()
    document.querySelector<HTMLElement>('[data-block=gallery]')!.dataset.islandState = 'failed'
    await frames()
    expect(document.getElementById('b')!.getAttribute('src')).toBe('/m/b.jpg?format=300w')
    handle.destroy()
  })

  it('loads images added later, and a new source of one it has loaded', async () => {
    document.body.innerHTML = '<img id="a" data-src="/m/a.jpg" data-load="true">'
    const handle = init(page)
    document.body.insertAdjacentHTML('beforeend', '<img id="c" data-src="/m/c.jpg" data-load="true">')
    await frames()
    expect(document.getElementById('c')!.getAttribute('src')).toBe('/m/c.jpg?format=300w')
    const a = document.getElementById('a')!
    a.dispatchEvent(new Event('load'))
    a.dataset.src = '/m/other.jpg'
    await frames()
    expect(a.getAttribute('src')).toBe('/m/other.jpg?format=300w')
    handle.destroy()
  })

  it("leaves an image block's images to the block, which loads them, and says 'No image' for one without", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = `<div data-block="image" id="photo" data-island-state="pending"><img id="e" data-src="/m/e.jpg" data-load="true"></div>
      <div data-block="image" id="empty"></div>`
    const feature = init(page)
    expect(document.getElementById('e')!.getAttribute('src')).toBeNull()
    const block = mount(document.getElementById('photo')!)
    await task()
    expect(document.getElementById('e')!.getAttribute('src')).toBe('/m/e.jpg?format=300w')
    mount(document.getElementById('empty')!).destroy()
    expect(warn).toHaveBeenCalledWith('[atoll:image] #empty: No image')
    block.destroy()
    feature.destroy()
  })

  it("sets an image block's design and mask, an unknown mask failing alone with one console error, and takes them back", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = `<figure data-block="image" id="poster" data-island-state="pending">
      <div data-part="image"><img data-src="/m/e.jpg" data-load="true"></div><figcaption data-part="caption">Dawn</figcaption></figure>
      <figure data-block="image" id="odd" data-island-state="pending"><div data-part="image"><img data-src="/m/f.jpg" data-load="true"></div></figure>`
    const poster = mount(document.getElementById('poster')!, {
      kind: 'image',
      page,
      settings: { design: 'poster', mask: 'circle' },
    })
    const odd = mount(document.getElementById('odd')!, {
      kind: 'image',
      page,
      settings: { design: 'card', mask: 'blob' },
    })
    await vi.waitFor(() => expect(document.getElementById('odd')!.dataset.design).toBe('card'))
    const first = document.getElementById('poster')!
    expect([first.dataset.design, first.dataset.mask]).toEqual(['poster', 'circle'])
    expect(document.getElementById('odd')!.hasAttribute('data-mask')).toBe(false)
    expect(error.mock.calls).toEqual([['[atoll:image] #odd: mask "blob" is not a named shape']])
    poster.destroy()
    odd.destroy()
    expect(first.hasAttribute('data-design') || first.hasAttribute('data-mask')).toBe(false)
  })

  it('sets no design on a block destroyed before its design has loaded', async () => {
    document.body.innerHTML = `<figure data-block="image" id="gone" data-island-state="pending">
      <div data-part="image"><img data-src="/m/g.jpg"></div></figure>`
    const element = document.getElementById('gone')!
    mount(element, { kind: 'image', page, settings: { design: 'stack' } }).destroy()
    // A second block's design arriving says the chunk has loaded for both.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<figure data-block="image" id="other"><img data-src="/m/h.jpg"></figure>',
    )
    const other = mount(document.getElementById('other')!, { kind: 'image', page, settings: { design: 'card' } })
    await vi.waitFor(() => expect(document.getElementById('other')!.dataset.design).toBe('card'))
    expect(element.hasAttribute('data-design')).toBe(false)
    other.destroy()
  })

  it('follows nothing once destroyed', async () => {
    document.body.innerHTML = '<p></p>'
    const handle = init(page)
    handle.destroy()
    document.body.insertAdjacentHTML('beforeend', '<img id="d" data-src="/m/d.jpg" data-load="true">')
    await frames()
    expect(document.getElementById('d')!.getAttribute('src')).toBeNull()
  })
})
