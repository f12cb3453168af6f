// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server, useServer } from '../../../test/msw/server.ts'
import { mount } from './index.ts'

// DOMPurify needs a browser's parser; its stand-in drops what it drops here.
const fakePurify = await vi.hoisted(() => import('../../../test/mocks/dompurify.ts'))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('dompurify', () => fakePurify)

const RENDERING = '/api/widget/GetWidgetRendering'
const seen = useServer(
  http.post(RENDERING, () =>
    HttpResponse.json({
      html: '<h2>Coming up</h2><ul data-part="items"><li data-part="item" onclick="steal()"><h3><a href="/e/1">Bread class</a></h3></li></ul><script>steal()</script>',
    }),
  ),
)

const ITEMS = `<h2>Latest</h2>
  <ul data-part="items">
    <li data-part="item"><img src="/a.jpg" width="300" height="200" alt="A"><h3><a href="/a">A</a></h3></li>
    <li data-part="item"><h3><a href="/b">B</a></h3></li>
    <li data-part="item"><h3><a href="/c">C</a></h3></li>
  </ul>`
const BUTTONS = `<button type="button" data-part="prev" aria-label="Previous items" disabled>‹</button>
  <button type="button" data-part="next" aria-label="Next items" disabled>›</button>`

function block(settings: Record<string, unknown>, inner = ITEMS) {
  document.body.innerHTML = `<div data-block="summary" id="s">${inner}</div>`
  const element = document.getElementById('s')!
  return { element, mounting: mount(element, { kind: 'summary', settings, page: { locale: 'en-US' } }) }
}

const titles = (element: HTMLElement) => [...element.querySelectorAll('[data-part=item] h3')].map((h) => h.textContent)

describe('summary island', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('lays out the design from its settings: the design, the items a row and the image ratio', async () => {
    const { element, mounting } = block({ design: 'wall', itemsPerRow: 4, imageAspectRatio: '3:2' })
    await mounting
    expect(element.dataset.design).toBe('wall')
    expect(element.hasAttribute('data-ratio')).toBe(true)
    expect(element.style.getPropertyValue('--atoll-summary-per-row')).toBe('4')
    expect(element.style.getPropertyValue('--atoll-summary-ratio')).toBe('3 / 2')
    expect(seen).toEqual([])
  })

  it('keeps each image at its own shape without imageAspectRatio', async () => {
    const { element, mounting } = block({ design: 'grid' })
    await mounting
    expect(element.dataset.design).toBe('grid')
    expect(element.hasAttribute('data-ratio')).toBe(false)
    expect(element.style.getPropertyValue('--atoll-summary-ratio')).toBe('')
  })

  it('refuses malformed settings, naming the setting, and changes nothing', async () => {
    const { element, mounting } = block({ design: 'masonry' })
    await expect(mounting).rejects.toThrow(new TypeError('summary: design must be one of wall, carousel, list, grid'))
    expect(element.hasAttribute('data-design')).toBe(false)
  })

  it("puts an events summary's rendering in the block, sanitised, after posting widgetJSON and collectionId", async () => {
    const settings = { design: 'list', collectionType: 'events', collectionId: 'events' }
    const { element, mounting } = block(settings)
    await mounting
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([`POST ${RENDERING}`])
    expect(seen[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    const form = new URLSearchParams(seen[0]!.body)
    expect(JSON.parse(form.get('widgetJSON')!)).toEqual({ type: 55, id: 's', value: settings })
    expect(form.get('collectionId')).toBe('events')
    expect(titles(element)).toEqual(['Bread class'])
    expect(element.querySelector('h2')?.textContent).toBe('Coming up')
    expect(element.innerHTML).not.toContain('steal')
    expect(element.dataset.design).toBe('list')
  })

  it("keeps the server's items when the events rendering fails, and says so once", async () => {
    server.use(http.post(RENDERING, () => new HttpResponse(null, { status: 500 })))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { element, mounting } = block({ design: 'list', collectionType: 'events', collectionId: 'events' })
    await mounting
    expect(titles(element)).toEqual(['A', 'B', 'C'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toBe(
      '[atoll:summary] #s: The events rendering failed; the server-rendered items stay',
    )
    expect(element.dataset.design).toBe('list')
  })

  it('asks for no rendering for a blog or products summary', async () => {
    await block({ design: 'grid', collectionType: 'products', collectionId: 'store' }).mounting
    expect(seen).toEqual([])
  })

  it("puts a carousel's list in a viewport and its buttons in charge of the list", async () => {
    const { element, mounting } = block({ design: 'carousel' }, ITEMS + BUTTONS)
    await mounting
    const list = element.querySelector<HTMLElement>('[data-part=items]')!
    expect(list.parentElement?.dataset.part).toBe('viewport')
    for (const button of element.querySelectorAll('button')) expect(button.getAttribute('aria-controls')).toBe(list.id)
  })

  it("moves the carousel on the template's viewport, leaving the list and its images where they are", async () => {
    const inViewport = ITEMS.replace(
      '<ul data-part="items">',
      '<div data-part="viewport"><ul data-part="items">',
    ).replace('</ul>', '</ul></div>')
    const { element, mounting } = block({ design: 'carousel' }, inViewport + BUTTONS)
    const before = element.innerHTML
    const moved: Node[] = []
    const watch = new MutationObserver((records) => moved.push(...records.flatMap((r) => [...r.removedNodes])))
    watch.observe(element, { childList: true, subtree: true })
    const handle = await mounting
    await Promise.resolve()
    expect(
      watch
        .takeRecords()
        .flatMap((r) => [...r.removedNodes])
        .concat(moved),
    ).toEqual([])
    expect(element.querySelectorAll('[data-part=viewport]')).toHaveLength(1)
    const list = element.querySelector<HTMLElement>('[data-part=items]')!
    for (const button of element.querySelectorAll('button')) expect(button.getAttribute('aria-controls')).toBe(list.id)
    handle.destroy()
    expect(element.innerHTML).toBe(before)
  })

  it('gives the block back as the server rendered it on destroy, nothing left listening', async () => {
    const { element, mounting } = block({ design: 'carousel', imageAspectRatio: '1:1' }, ITEMS + BUTTONS)
    const before = element.innerHTML
    const handle = await mounting
    const keys = vi.spyOn(KeyboardEvent.prototype, 'preventDefault')
    handle.destroy()
    expect(element.innerHTML).toBe(before)
    expect(element.hasAttribute('data-design')).toBe(false)
    expect(element.hasAttribute('data-ratio')).toBe(false)
    expect(element.getAttribute('style') ?? '').toBe('')
    element.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(keys).not.toHaveBeenCalled()
  })
})
