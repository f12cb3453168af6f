/**
 * The search page's island. The server renders a GET form and the first results (the page works
 * without script). With the island, results follow as the visitor types (after a pause), the
 * address follows (`?q=`, replaced), the matched words are marked (built as text: no HTML from the
 * server is trusted), the count is announced in the template's polite `[data-part=count]`, and
 * "More results" adds the next page. A failure says 'Unable to load results' with 'Try again'.
 */
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { normalizeOptions } from './options.ts'
import { Results, type ResultsState } from './Results.tsx'
import { queryWords, readResults, SEARCH_DEBOUNCE_MS, SEARCH_PATH } from '../../core/search/search.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const form = element.querySelector<HTMLFormElement>('form[data-part=form]')
  const input = form?.querySelector<HTMLInputElement>('input[name=q]')
  const serverResults = element.querySelector<HTMLElement>('[data-part=results]')
  if (!form || !input || !serverResults) {
    throw new TypeError('search: the block needs a [data-part=form] with an input named q, and [data-part=results]')
  }
  const count = element.querySelector<HTMLElement>('[data-part=count]')
  const moreLink = element.querySelector<HTMLAnchorElement>('a[data-part=more]')
  const log = blockLogger('search', element)
  await loadMessages(messages, page.locale)

  const cleanup = createCleanup()
  const host = document.createElement('div')
  host.className = 'atoll-search'
  host.hidden = true
  serverResults.after(host)
  const root = createRoot(host)
  cleanup.add(() => {
    root.unmount()
    host.remove()
    serverResults.hidden = false
    if (moreLink) moreLink.hidden = false
  })

  let state: ResultsState = { items: [], words: [], nextOffset: null, phase: 'idle' }
  let query = input.value
  /** Each search's number: an answer to an older one is dropped. */
  let sequence = 0
  let lastRequest: (() => void) | undefined
  let stopWaiting: (() => void) | undefined

  const draw = () =>
    flushSync(() => root.render(createElement(Results, { state, onMore: more, onRetry: () => lastRequest?.() })))
  const update = (patch: Partial<ResultsState>) => {
    state = { ...state, ...patch }
    // The island's list takes the server's place from its first answer on.
    serverResults.hidden = true
    if (moreLink) moreLink.hidden = true
    host.hidden = false
    draw()
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
    })
      .then(readResults)
      .then(
        ({ items, totalCount, nextOffset }) => {
          if (ticket !== sequence) return
          if (count) count.textContent = t('content.results', { count: totalCount })
          update({
            items: from === 0 ? items : [...state.items, ...items],
            words: queryWords(asked),
            nextOffset,
            phase: 'idle',
          })
        },
        (error: unknown) => {
          if (ticket !== sequence) return
          log.error('the results did not load', error)
          update({ phase: 'failed' })
        },
      )
  }

  function searchNow(): void {
    stopWaiting?.()
    query = input!.value.trim()
    const url = new URL(location.href)
    url.searchParams.delete('offset')
    if (query) url.searchParams.set('q', query)
    else url.searchParams.delete('q')
    history.replaceState(history.state, '', url)
    if (!query) {
      sequence++
      if (count) count.textContent = ''
      return update({ items: [], words: [], nextOffset: null, phase: 'idle' })
    }
    fetchResults(0)
  }

  function more(): void {
    if (state.nextOffset !== null && state.phase !== 'loading') fetchResults(state.nextOffset)
  }

  cleanup.listen(input, 'input', () => {
    stopWaiting?.()
    stopWaiting = cleanup.timeout(searchNow, SEARCH_DEBOUNCE_MS)
  })
  cleanup.listen(form, 'submit', (event) => {
    event.preventDefault()
    searchNow()
  })
  return { destroy: cleanup.clear }
}
