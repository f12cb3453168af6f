// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/blog"}
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { SEARCH_DEBOUNCE_MS } from '../../core/search/search.ts'
import { mount } from './index.ts'

const ORIGIN = 'https://site.example'
const SEARCH = `${ORIGIN}/api/search/GeneralSearch`
const seen = useServer(
  http.get(SEARCH, () =>
    HttpResponse.json({
      items: [{ id: 'rye', title: 'Rye loaf', url: '/rye', excerpt: 'Baked daily' }],
      totalCount: 1,
      nextOffset: null,
    }),
  ),
)

/** The header's search box as the template renders it. */
const SERVED = `<form id="site-search" data-block="search-preview" action="/search" method="get"><label for="q">Search the site</label><input id="q" type="search" name="q" autocomplete="on"></form>`

let handle: IslandHandle | undefined
const box = () => document.querySelector<HTMLInputElement>('#q')!
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2))

async function mountPreview() {
  document.body.innerHTML = SERVED
  handle = await mount(document.getElementById('site-search')!, {
    kind: 'search-preview',
    settings: {},
    page: { locale: 'en-US' },
  })
}

function type(text: string) {
  box().focus()
  box().value = text
  box().dispatchEvent(new Event('input', { bubbles: true }))
}

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('destroy', () => {
  it('gives the server its box back, list and combobox attributes gone, and listens no more', async () => {
    await mountPreview()
    type('rye')
    await vi.waitFor(() => expect(document.querySelector('[role=option]')?.textContent).toBe('Rye loaf'))
    expect(box().getAttribute('role')).toBe('combobox')
    handle!.destroy()
    handle = undefined
    expect(document.body.innerHTML).toBe(SERVED)
    type('buns')
    box().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    await pastDebounce()
    expect(seen.map((request) => request.url.searchParams.get('q'))).toEqual(['rye'])
    expect(document.body.innerHTML).toBe(SERVED)
  })

  it('aborts the suggestions under way: no list, no failure, no console error', async () => {
    const held = holdRequests()
    server.use(http.get(SEARCH, held.resolver))
    const logged = vi.spyOn(console, 'error')
    await mountPreview()
    type('rye')
    await held.arrived(1)
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(held.requests).toHaveLength(1)
    expect(document.body.innerHTML).toBe(SERVED)
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('keys', () => {
  const RESULTS = {
    items: [
      { id: 'rye-week', title: 'A week of rye', url: '/blog/rye-week', excerpt: '' },
      { id: 'rye-loaf', title: 'Rye loaf', url: '/rye', excerpt: '' },
    ],
    totalCount: 2,
    nextOffset: null,
  }
  const press = (key: string) => box().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  const chosen = () => document.querySelector('[role=option][aria-selected=true]')?.textContent ?? null

  it("keeps the suggestion chosen while the finished word's answer was on its way, where that answer has it", async () => {
    const held = holdRequests()
    server.use(http.get(SEARCH, held.resolver))
    await mountPreview()
    // A pause after 'ry' sends it; 'e' follows, and its search leaves before the visitor chooses.
    type('ry')
    await held.arrived(1)
    held.requests[0]!.release(RESULTS)
    await vi.waitFor(() => expect(document.querySelectorAll('[role=option]')).toHaveLength(2))
    type('rye')
    await held.arrived(2)
    press('ArrowDown')
    press('ArrowDown')
    await vi.waitFor(() => expect(chosen()).toBe('Rye loaf'))
    held.requests[1]!.release({ ...RESULTS, items: RESULTS.items.toReversed() })
    await vi.waitFor(() => expect(document.querySelector('[role=option]')?.textContent).toBe('Rye loaf'))
    expect(chosen()).toBe('Rye loaf')
    expect(box().getAttribute('aria-activedescendant')).toBe(document.querySelector('[role=option]')!.id)
    expect(box().getAttribute('aria-expanded')).toBe('true')
  })

  it('chooses nothing when the answer no longer has the chosen suggestion', async () => {
    const held = holdRequests()
    server.use(http.get(SEARCH, held.resolver))
    await mountPreview()
    type('ry')
    await held.arrived(1)
    held.requests[0]!.release(RESULTS)
    await vi.waitFor(() => expect(document.querySelectorAll('[role=option]')).toHaveLength(2))
    type('rye l')
    await held.arrived(2)
    press('ArrowDown')
    await vi.waitFor(() => expect(chosen()).toBe('A week of rye'))
    held.requests[1]!.release({ ...RESULTS, items: [RESULTS.items[1]], totalCount: 1 })
    await vi.waitFor(() => expect(document.querySelectorAll('[role=option]')).toHaveLength(1))
    expect(chosen()).toBeNull()
    expect(box().hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('keeps its list and choice while another window has the focus, and closes once the focus leaves the box', async () => {
    await mountPreview()
    type('rye')
    await vi.waitFor(() => expect(document.querySelectorAll('[role=option]')).toHaveLength(1))
    press('ArrowDown')
    const option = document.querySelector('[role=option]')!.id
    // The visitor switched windows: the box hears blur, and stays the page's focus.
    box().dispatchEvent(new FocusEvent('blur'))
    expect(document.activeElement).toBe(box())
    expect(box().getAttribute('aria-expanded')).toBe('true')
    expect(box().getAttribute('aria-activedescendant')).toBe(option)
    box().blur()
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(box().hasAttribute('aria-activedescendant')).toBe(false)
  })
})
