// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/search"}
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from '../../core/search/search.ts'
import { mount } from './index.ts'

const ORIGIN = 'https://site.example'
const seen = useServer(
  http.get(`${ORIGIN}/api/search/GeneralSearch`, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? ''
    // Every query finds the loaf, titled with the query: the marking has work to do.
    return HttpResponse.json({
      items: [{ id: 'rye', title: `${q} Rye loaf`, url: '/rye', excerpt: 'Baked daily' }],
      totalCount: 1,
      nextOffset: null,
    })
  }),
)

let handle: IslandHandle | undefined
/** The page as the server sent it, before the island mounted. */
let serverHtml = ''
/** Nor a search that did not start: the time the island waits after typing, twice. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2))
afterEach(() => {
  handle?.destroy()
  handle = undefined
  history.replaceState(null, '', '/search')
})

const box = () => document.querySelector<HTMLInputElement>('input[name=q]')!
const titles = () => [...document.querySelectorAll('.atoll-search [data-part=result] a')].map((a) => a.textContent)
const asked = () => seen.map((request) => request.url.searchParams.get('q'))

/** The search block as a template renders it without `atoll/server`: the form and a plain list. */
async function mountSearch(served = '', typed?: string) {
  document.body.innerHTML = `
    <section id="search" data-block="search">
      <form action="/search" method="get" data-part="form">
        <label for="q">Search the site</label><input id="q" type="search" name="q">
        <button type="submit">Search</button>
      </form>
      <p data-part="count" aria-live="polite"></p>
      <ol data-part="results"></ol>
    </section>`
  box().defaultValue = served
  if (typed !== undefined) box().value = typed
  serverHtml = document.body.innerHTML
  handle = await mount(document.getElementById('search')!, {
    kind: 'search',
    settings: {},
    page: { locale: 'en-US', pageType: 102 },
  })
}

function search(query: string) {
  box().value = query
  box().form!.requestSubmit()
}

describe('the search island', () => {
  it('searches the first 200 characters of a 35,000-character word, marks it, and goes on updating', async () => {
    await mountSearch()
    const word = 'é'.repeat(35_000)
    const searched = word.slice(0, MAX_QUERY_LENGTH)
    search(word)
    await vi.waitFor(() => expect(titles()).toEqual([`${searched} Rye loaf`]))
    expect(asked()).toEqual([searched])
    expect(location.search).toBe(`?q=${encodeURIComponent(searched)}`)
    expect(document.querySelector('.atoll-search mark')?.textContent).toBe(searched)
    search('rye')
    await vi.waitFor(() => expect(titles()).toEqual(['rye Rye loaf']))
    expect([...document.querySelectorAll('.atoll-search [data-part=result] a mark')].map((m) => m.textContent)).toEqual(
      ['rye', 'Rye'],
    )
  })

  it('searches what the box holds when it mounts, typed before the island arrived', async () => {
    await mountSearch('', 'rye')
    await vi.waitFor(() => expect(titles()).toEqual(['rye Rye loaf']))
    expect(asked()).toEqual(['rye'])
    expect(document.querySelector('[data-part=count]')!.textContent).toBe('1 result')
    expect(location.search).toBe('?q=rye')
  })

  it("sends nothing at mount when the box holds the server's query", async () => {
    await mountSearch('rye', ' rye ')
    expect(titles()).toEqual([])
    expect(seen).toEqual([])
  })

  it('gives the server its block back on destroy and listens no more', async () => {
    await mountSearch()
    search('rye')
    await vi.waitFor(() => expect(titles()).toEqual(['rye Rye loaf']))
    handle!.destroy()
    handle = undefined
    expect(document.querySelector('.atoll-search')).toBeNull()
    expect(document.querySelector('[data-part=results]')!.hasAttribute('hidden')).toBe(false)
    box().value = 'buns'
    // Without the island, the form submits as the server's: happy-dom then navigates, so only the input is tried.
    box().dispatchEvent(new Event('input', { bubbles: true }))
    await pastDebounce()
    expect(asked()).toEqual(['rye'])
    expect(document.body.innerHTML).toBe(serverHtml)
  })

  it('aborts the search under way on destroy: no results, no failure, no console error', async () => {
    const held = holdRequests()
    server.use(http.get(`${ORIGIN}/api/search/GeneralSearch`, held.resolver))
    const logged = vi.spyOn(console, 'error')
    await mountSearch()
    search('rye')
    await held.arrived(1)
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(held.requests).toHaveLength(1)
    expect(document.querySelector('.atoll-search')).toBeNull()
    expect(document.querySelector('[data-part=count]')!.textContent).toBe('')
    expect(document.body.textContent).not.toContain('Unable to load results')
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })
})
