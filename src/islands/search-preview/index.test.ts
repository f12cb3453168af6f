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
