// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../../../test/fake-timers.ts'
import { mount } from './index.ts'

const page = { locale: 'en-US' }

function render(settings: Record<string, unknown>, count = 3): HTMLElement {
  const slides = Array.from(
    { length: count },
    (_, i) => `<div data-part="slide" data-type="image" data-slide-id="s${i}" data-slide-url="slide-${i}">
      <div data-part="media"><img data-src="/m/${i}.jpg" data-image-dimensions="1500x1000" alt="Picture ${i + 1}"></div>
    </div>`,
  ).join('')
  document.body.innerHTML = `<input id="outside"><div data-block="gallery" id="g" data-block-json='${JSON.stringify(settings)}'>${slides}</div>`
  return document.getElementById('g')!
}

const changes: { id: string | null; index: number }[] = []
const record = (event: Event) => changes.push((event as CustomEvent).detail)
const current = () =>
  [...document.querySelectorAll('[data-part=slide]')].findIndex((slide) => slide.hasAttribute('data-current'))
const click = (part: string) => document.querySelector<HTMLButtonElement>(`[data-part=${part}]`)!.click()

describe('gallery island', () => {
  beforeEach(() => {
    changes.length = 0
    document.addEventListener('atoll:gallery-change', record)
  })
  afterEach(() => {
    document.removeEventListener('atoll:gallery-change', record)
    document.body.innerHTML = ''
    history.replaceState(null, '', '/')
    vi.useRealTimers()
  })

  it('labels the region, its slides and its controls', async () => {
    const settings = { design: 'slideshow' }
    await mount(render(settings), { kind: 'gallery', settings, page })
    const gallery = document.getElementById('g')!
    expect(gallery.getAttribute('role')).toBe('region')
    expect(gallery.getAttribute('aria-roledescription')).toBe('carousel')
    expect(gallery.getAttribute('aria-label')).toBe('Gallery')
    expect(
      [...document.querySelectorAll('[data-part=slide]')].map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'])
    expect(document.querySelector('[data-part=previous]')?.getAttribute('aria-label')).toBe('Previous slide')
    expect(document.querySelector('[data-part=next]')?.getAttribute('aria-label')).toBe('Next slide')
    expect(current()).toBe(0)
  })

  it('is a group, not a second landmark, inside a section of its own name or beside a gallery of that name', async () => {
    const settings = { design: 'slideshow' }
    const gallery = render(settings)
    gallery.setAttribute('aria-label', 'Along the harbour')
    const section = document.body.appendChild(document.createElement('section'))
    section.setAttribute('aria-labelledby', 'h')
    section.innerHTML = '<h2 id="h">Along the harbour</h2>'
    section.append(gallery)
    await mount(gallery, { kind: 'gallery', settings, page })
    expect(gallery.getAttribute('role')).toBe('group')

    // Named apart from its section, it is the region APG's carousel is.
    document.body.innerHTML = ''
    const named = render(settings)
    named.setAttribute('aria-label', 'The morning bake')
    document.body.prepend(section)
    section.append(named)
    await mount(named, { kind: 'gallery', settings, page })
    expect(named.getAttribute('role')).toBe('region')
  })

  it('moves with its controls, dispatches gallery-change, and refuses a move while in motion', async () => {
    const settings = { design: 'slideshow', loop: false }
    await mount(render(settings), { kind: 'gallery', settings, page })
    vi.useFakeTimers()
    click('next')
    expect(current()).toBe(1)
    click('next') // the 1 s fade is still running
    expect(current()).toBe(1)
    vi.advanceTimersByTime(1000)
    click('next')
    expect(current()).toBe(2)
    expect(changes).toEqual([
      { id: 'g', index: 1 },
      { id: 'g', index: 2 },
    ])
  })

  it('reaches the end and the beginning without looping', async () => {
    const settings = { design: 'slideshow', loop: false }
    await mount(render(settings, 2), { kind: 'gallery', settings, page })
    const reached: string[] = []
    const listen = (event: Event) => reached.push(`${event.type}:${(event as CustomEvent).detail.id}`)
    document.addEventListener('atoll:gallery-reached-beginning', listen)
    document.addEventListener('atoll:gallery-reached-end', listen)
    vi.useFakeTimers()
    click('previous')
    click('next')
    vi.advanceTimersByTime(1000)
    click('next')
    expect(reached).toEqual(['atoll:gallery-reached-beginning:g', 'atoll:gallery-reached-end:g'])
    expect(current()).toBe(1)
  })

  it('wraps round when looping', async () => {
    const settings = { design: 'slideshow' }
    await mount(render(settings), { kind: 'gallery', settings, page })
    click('previous')
    expect(current()).toBe(2)
  })

  it('takes the left and right keys when it holds the focus, not while typing', async () => {
    const settings = { design: 'slideshow' }
    await mount(render(settings), { kind: 'gallery', settings, page })
    vi.useFakeTimers()
    document.querySelector<HTMLButtonElement>('[data-part=next]')!.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39, bubbles: true }))
    expect(current()).toBe(1)
    vi.advanceTimersByTime(1000)
    document.getElementById('outside')!.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', keyCode: 37, bubbles: true }))
    expect(current()).toBe(1)
  })

  it('plays by itself in order, and not with nomotion=true in the address', async () => {
    const settings = { design: 'slideshow', autoplay: true, autoplayOptions: { randomize: false } }
    vi.useFakeTimers()
    await settle(mount(render(settings), { kind: 'gallery', settings, page }))
    expect(document.querySelector('[data-part=autoplay]')?.getAttribute('aria-label')).toBe('Pause slideshow')
    vi.advanceTimersByTime(5000)
    expect(current()).toBe(1)
    click('autoplay')
    expect(document.querySelector('[data-part=autoplay]')?.getAttribute('aria-label')).toBe('Play slideshow')
    vi.advanceTimersByTime(20_000)
    expect(current()).toBe(1)

    history.replaceState(null, '', '/?nomotion=true')
    await settle(mount(render(settings), { kind: 'gallery', settings, page }))
    expect(document.querySelector('[data-part=autoplay]')).toBeNull()
    vi.advanceTimersByTime(20_000)
    expect(current()).toBe(0)
  })

  it('starts on the slide named by the itemId of the address, and records the slide there', async () => {
    history.replaceState(null, '', '/gallery#itemId=s2')
    const settings = { design: 'slideshow', historyHash: true }
    await mount(render(settings), { kind: 'gallery', settings, page: { ...page, collection: { fullUrl: '/gallery' } } })
    expect(current()).toBe(2)
    click('next')
    expect(location.pathname + location.hash).toBe('/gallery/#itemId=s0')
  })

  it('leaves the layouts that show every slide as they are, with a roving focus for the lightbox', async () => {
    const settings = { design: 'grid', 'square-thumbs': true }
    await mount(render(settings), { kind: 'gallery', settings, page })
    const gallery = document.getElementById('g')!
    expect(gallery.dataset.design).toBe('grid')
    expect(gallery.querySelector('[data-part=viewport]')).toBeNull()
    expect(gallery.querySelector('[data-part=next]')).toBeNull()
    const media = [...gallery.querySelectorAll<HTMLElement>('[data-part=media]')]
    expect(media.map((m) => [m.tabIndex, m.getAttribute('role'), m.getAttribute('aria-label')])).toEqual([
      [0, 'button', 'Picture 1'],
      [-1, 'button', 'Picture 2'],
      [-1, 'button', 'Picture 3'],
    ])
    media[0]!.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(document.activeElement).toBe(media[1])
    expect(media.map((m) => m.tabIndex)).toEqual([-1, 0, -1])
    expect(changes).toEqual([{ id: 'g', index: 1 }])
  })

  it('keeps linked galleries at the same index, and refuses a move while a linked one is moving', async () => {
    document.body.innerHTML = ['a', 'b']
      .map(
        (id) =>
          `<div data-block="gallery" id="${id}">${[0, 1, 2].map((i) => `<div data-part="slide" data-type="image"><img data-src="/m/${i}.jpg"></div>`).join('')}</div>`,
      )
      .join('')
    const first = { design: 'slideshow', linkedGalleries: ['b'] }
    const second = { design: 'slideshow' }
    const a = await mount(document.getElementById('a')!, { kind: 'gallery', settings: first, page })
    const b = await mount(document.getElementById('b')!, { kind: 'gallery', settings: second, page })
    vi.useFakeTimers()
    const shown = (id: string) =>
      [...document.querySelectorAll(`#${id} [data-part=slide]`)].findIndex((slide) =>
        slide.hasAttribute('data-current'),
      )
    document.querySelector<HTMLButtonElement>('#a [data-part=next]')!.click()
    expect([shown('a'), shown('b')]).toEqual([1, 1])
    vi.advanceTimersByTime(1000)
    // The link works both ways.
    document.querySelector<HTMLButtonElement>('#b [data-part=next]')!.click()
    expect([shown('a'), shown('b')]).toEqual([2, 2])
    // Both are moving for 1 s: a move of either is refused meanwhile.
    document.querySelector<HTMLButtonElement>('#a [data-part=previous]')!.click()
    expect([shown('a'), shown('b')]).toEqual([2, 2])
    expect(changes.map(({ id, index }) => `${id}:${index}`)).toEqual(['a:1', 'b:1', 'b:2', 'a:2'])
    a.destroy()
    b.destroy()
  })

  it('warns about a slide whose source is not an img, and about a video slide without its video', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = `<div data-block="gallery" id="g">
      <div data-part="slide" data-type="image"><div data-src="/m/0.jpg"></div></div>
      <div data-part="slide" data-type="video" id="film"></div>
    </div>`
    await mount(document.getElementById('g')!, { kind: 'gallery', settings: {}, page })
    expect(warn).toHaveBeenCalledWith('[atoll:image] div is not a valid node.')
    expect(warn).toHaveBeenCalledWith('[atoll:gallery] #film: VideoLoader not found')
  })

  it('says "No images" and builds nothing without slides', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = '<div data-block="gallery" id="empty"></div>'
    const element = document.getElementById('empty')!
    await mount(element, { kind: 'gallery', settings: {}, page })
    expect(warn).toHaveBeenCalledWith('[atoll:gallery] #empty: No images')
    expect(element.dataset.design).toBeUndefined()
  })

  it('fails on bad settings with the spec message naming the setting', async () => {
    await expect(
      mount(render({}), { kind: 'gallery', settings: { design: 'autogrid', columnWidth: -1 }, page }),
    ).rejects.toThrow('Error evaluating gallery block data. Column width must be a positive number')
  })

  it('leaves nothing listening or running once destroyed', async () => {
    const settings = { design: 'slideshow', autoplay: true }
    vi.useFakeTimers()
    const handle = await settle(mount(render(settings), { kind: 'gallery', settings, page }))
    expect(vi.getTimerCount()).toBe(1)
    handle.destroy()
    expect(vi.getTimerCount()).toBe(0)
    click('next')
    document.querySelector<HTMLButtonElement>('[data-part=next]')!.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    vi.advanceTimersByTime(20_000)
    expect(current()).toBe(0)
    expect(changes).toEqual([])
  })
})
