// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { IslandHandle } from '../../contract.ts'
import { current } from '../../core/i18n/dictionary.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { RENDERED_ATTRIBUTE, renderedKey } from '../../core/kit/server-rendered.ts'
import { mount } from './index.ts'
import { renderInputs } from './rendered.ts'
import { renderSearchResults } from './server.ts'
import messages from 'virtual:atoll-messages'

const SETTINGS = { pageSize: 2 }
const RESULTS = {
  items: [
    { id: 'p-1', title: 'The harbour loaf', url: '/blog/harbour-loaf', excerpt: 'Thirty hours <b>slow</b>.' },
    { id: 'p-2', title: 'Rye and the harbour', url: 'https://shop.example/rye', excerpt: '' },
  ],
  totalCount: 5,
  nextOffset: 2,
}
const OPTIONS = { query: 'harbour', url: 'https://bakery.example/search', page: { locale: 'en-US' } }

let handle: IslandHandle | undefined
afterEach(() => {
  handle?.destroy()
  handle = undefined
})

describe('the search results on the server', () => {
  it('renders the results as text, the words marked, links absolute, More results a link, with its key', async () => {
    const html = await renderSearchResults(SETTINGS, RESULTS, OPTIONS)
    const key = renderedKey(renderInputs({ collectionId: '', pageSize: 2 }, 'harbour', 'en-US'))
    expect(
      html.startsWith(`<div ${RENDERED_ATTRIBUTE}="${key}"><ol data-part="results" class="atoll-search-results">`),
    ).toBe(true)
    expect(html).toContain(
      '<li data-part="result" data-result-id="p-1"><a href="https://bakery.example/blog/harbour-loaf">The <mark>harbour</mark> loaf</a><p>Thirty hours &lt;b>slow&lt;/b>.</p></li>',
    )
    expect(html).toContain(
      '<a data-part="more" href="?q=harbour&amp;offset=2" class="atoll-search-more">More results</a>',
    )
    expect(() =>
      renderSearchResults(SETTINGS, { ...RESULTS, items: [{ id: 'x', url: 'javascript:alert(1)' }] }, OPTIONS),
    ).toThrow("a result's url is not an http(s) URL")
    expect(() => renderSearchResults({ pageSize: 0 }, RESULTS, OPTIONS)).toThrow(/pageSize/)
  })

  it("renders in fr-FR on a page whose messages are en-US, and leaves the page's messages as they are", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const html = await renderSearchResults(SETTINGS, RESULTS, { ...OPTIONS, page: { locale: 'fr-FR' } })
    expect(html).toContain('class="atoll-search-more">Plus de résultats</a>')
    expect(html).not.toContain('More results')
    expect(current).toBe(page)
  })
})

describe('the island on server-rendered results', () => {
  const serverPage = async (query: string, value = query) => {
    const list = await renderSearchResults(SETTINGS, RESULTS, { ...OPTIONS, query })
    document.body.innerHTML = `<section id="search" data-block="search">
      <form data-part="form"><input name="q" value="${value}"></form><p data-part="count">5 results</p>${list}</section>`
    return document.getElementById('search')!
  }

  it('hydrates the list in place, the same nodes, and gives it back on destroy', async () => {
    const element = await serverPage('harbour')
    const first = element.querySelector('[data-part=result]')
    handle = await mount(element, { kind: 'search', settings: SETTINGS, page: { locale: 'en-US' } })
    expect(element.querySelector('[data-part=result]')).toBe(first)
    expect(element.querySelectorAll('[data-part=result]')).toHaveLength(2)
    expect(element.querySelector('mark')?.textContent).toBe('harbour')
    handle.destroy()
    handle = undefined
    expect(element.querySelectorAll(`[${RENDERED_ATTRIBUTE}] [data-part=result]`)).toHaveLength(2)
  })

  it('leaves a rendering for another query to the first answer, as a plain list', async () => {
    const element = await serverPage('harbour', 'rye')
    handle = await mount(element, { kind: 'search', settings: SETTINGS, page: { locale: 'en-US' } })
    expect(element.querySelector<HTMLElement>(`[${RENDERED_ATTRIBUTE}]`)!.hidden).toBe(false)
    expect(element.querySelector<HTMLElement>('.atoll-search')!.hidden).toBe(true)
  })
})
