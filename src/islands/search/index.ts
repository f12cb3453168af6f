/**
 * The search page's island. The server renders a GET form and the first results (the page works
 * without script): best with `atoll/server`'s `renderSearchResults`, the island's own list, which it
 * hydrates in place; or as a plain list, whose place the island's list takes at its first answer.
 * With the island, results follow as the visitor types (after a pause), the address follows (`?q=`, replaced), the matched words are marked (built as text: no HTML from the
 * server is trusted), the count is announced in the template's polite `[data-part=count]`, and
 * "More results" adds the next page. A failure says 'Unable to load results' with 'Try again'.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createStore } from 'zustand/vanilla'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { DEFAULT_LOCALE, loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { committedView, hydrate, type Root } from '../../core/kit/hydrate.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { RENDERED_ATTRIBUTE, serverRendered } from '../../core/kit/server-rendered.ts'
import { normalizeOptions } from './options.ts'
import { readRenderedResults, renderInputs } from './rendered.ts'
import { ResultsView, type SearchState } from './Results.tsx'
import { queryWords, readResults, SEARCH_DEBOUNCE_MS, SEARCH_PATH, searchQuery } from '../../core/search/search.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const form = element.querySelector<HTMLFormElement>('form[data-part=form]')
  const input = form?.querySelector<HTMLInputElement>('input[name=q]')
  // The server's results: rendered by `atoll/server` (the island's own view), or the template's plain list.
  const rendered = element.querySelector<HTMLElement>(`:scope > [${RENDERED_ATTRIBUTE}]`)
  const serverResults = rendered ?? element.querySelector<HTMLElement>('[data-part=results]')
  if (!form || !input || !serverResults) {
    throw new TypeError('search: the block needs a [data-part=form] with an input named q, and [data-part=results]')
  }
  const count = element.querySelector<HTMLElement>('[data-part=count]')
  const log = blockLogger('search', element)
  // What the server searched for is the query it wrote into the form.
  const served = input.defaultValue
  const hydrating =
    serverRendered(element, renderInputs(options, served, page.locale ?? DEFAULT_LOCALE), 'search') !== null
  // A plain list's "More results" link is the template's; a rendering's is the view's own.
  const moreLink = rendered ? null : element.querySelector<HTMLAnchorElement>('a[data-part=more]')
  await loadMessages(messages, page.locale)

  const cleanup = createCleanup(signal)
  // Aborts the search under way on destroy; its answer is then neither drawn nor logged.
  const destroyed = cleanup.signal()
  // The server's count (it may have counted its own results) comes back with its block.
  const servedCount = count?.textContent ?? ''
  cleanup.add(() => {
    if (count) count.textContent = servedCount
  })
  const store = createStore<SearchState>(() => ({
    ...(hydrating
      ? { ...readRenderedResults(serverResults), words: queryWords(served) }
      : { items: [], words: [], nextOffset: null }),
    phase: 'idle',
    query: searchQuery(served),
  }))
  /** What the box asks for now; the store's `query` is the one its results are for. */
  let query = searchQuery(served)
  /** Each search's number: an answer to an older one is dropped. */
  let sequence = 0
  let lastRequest: (() => void) | undefined
  let stopWaiting: (() => void) | undefined

  // Rendered (or hydrated) once: the view follows the store (docs/blocks.md, State in a rendering island).
  const view = (committed?: () => void) =>
    committedView(createElement(ResultsView, { store, onMore: more, onRetry: () => lastRequest?.() }), committed)
  const update = (patch: Partial<SearchState>) => {
    // A drawn list takes the server's place from its first answer on (a hydrated one is the same element).
    serverResults.hidden = true
    if (moreLink) moreLink.hidden = true
    host.hidden = false
    store.setState(patch)
  }

  // The server's rendering is hydrated in place when it is the island's own for the same query;
  // else the island's list waits, hidden, beside the server's until its first answer.
  let root: Root
  let host = serverResults
  if (hydrating) {
    const original = serverResults.cloneNode(true)
    root = await hydrate(host, view)
    cleanup.add(() => {
      root.unmount()
      host.replaceWith(original)
    })
  } else {
    host = document.createElement('div')
    host.className = 'atoll-search'
    host.hidden = true
    serverResults.after(host)
    root = createRoot(host)
    root.render(view())
    cleanup.add(() => {
      root.unmount()
      host.remove()
      serverResults.hidden = false
      if (moreLink) moreLink.hidden = false
    })
  }

  function fetchResults(from: number): void {
    const ticket = ++sequence
    const asked = query
    lastRequest = () => fetchResults(from)
    update({ phase: 'loading' })
    get(SEARCH_PATH, {
      searchParams: {
        q: asked,
        offset: from,
        limit: options.pageSize,
        collectionId: options.collectionId || undefined,
      },
      signal: destroyed,
    })
      .then((answer) => readResults(answer))
      .then(
        ({ items, totalCount, nextOffset }) => {
          if (ticket !== sequence || destroyed.aborted) return
          if (count) count.textContent = t('content.results', { count: totalCount })
          update({
            items: from === 0 ? items : [...store.getState().items, ...items],
            words: queryWords(asked),
            query: asked,
            nextOffset,
            phase: 'idle',
          })
        },
        (error: unknown) => {
          if (ticket !== sequence || destroyed.aborted) return
          log.error('the results did not load', error)
          update({ phase: 'failed' })
        },
      )
  }

  function searchNow(): void {
    stopWaiting?.()
    query = searchQuery(input!.value)
    const url = new URL(location.href)
    url.searchParams.delete('offset')
    if (query) url.searchParams.set('q', query)
    else url.searchParams.delete('q')
    history.replaceState(history.state, '', url)
    if (!query) {
      sequence++
      if (count) count.textContent = ''
      return update({ items: [], words: [], nextOffset: null, phase: 'idle', query })
    }
    fetchResults(0)
  }

  function more(): void {
    const { nextOffset, phase } = store.getState()
    if (nextOffset !== null && phase !== 'loading') fetchResults(nextOffset)
  }

  cleanup.listen(input, 'input', () => {
    stopWaiting?.()
    stopWaiting = cleanup.timeout(searchNow, SEARCH_DEBOUNCE_MS)
  })
  cleanup.listen(form, 'submit', (event) => {
    event.preventDefault()
    searchNow()
  })
  // Typed before the island arrived (the server's box works without it): the results follow what the
  // box holds now, not the query the server searched.
  if (searchQuery(input.value) !== searchQuery(served)) searchNow()
  return { destroy: cleanup.clear }
}
