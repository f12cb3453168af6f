/**
 * The search results the island draws, and a site's server renders (`atoll/server`): titles and
 * excerpts with the matched words marked, and "More results", a link to the next page that the
 * island follows in place.
 */
import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { useI18n } from '../../core/kit/i18n-context.ts'
import { Pager } from '../../core/kit/Pager.tsx'
import { markParts, type SearchResult } from '../../core/search/search.ts'

export interface ResultsState {
  items: SearchResult[]
  words: string[]
  nextOffset: number | null
  phase: 'idle' | 'loading' | 'failed'
}

function Marked({ text, words }: { text: string; words: string[] }) {
  // Each mark is keyed by where it starts in the text: unique, and stable while the text is.
  let start = 0
  return (
    <>
      {markParts(text, words).map((part) => {
        const at = start
        start += part.text.length
        return part.marked ? <mark key={at}>{part.text}</mark> : part.text
      })}
    </>
  )
}

/** What the island's store holds: the results and the query they are for. */
export interface SearchState extends ResultsState {
  query: string
}

export interface ResultsViewProps extends Omit<ResultsProps, 'state' | 'query'> {
  store: StoreApi<SearchState>
}

/** The results as the island's store has them: rendered (or hydrated) once, it follows the store. */
export function ResultsView({ store, ...props }: ResultsViewProps) {
  // The third reader is the server snapshot a hydration asks for: the store starts as the server's results.
  const { query, ...state } = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return <Results state={state} query={query} {...props} />
}

export interface ResultsProps {
  state: ResultsState
  /** The query the results are for: the "More results" link's. */
  query: string
  onMore(): void
  onRetry(): void
}

export function Results({ state, query, onMore, onRetry }: ResultsProps) {
  const { t } = useI18n()
  return (
    <>
      <ol className="atoll-search-results" data-part="results">
        {state.items.map((item) => (
          <li key={item.id} data-part="result" data-result-id={item.id}>
            <a href={item.url}>
              <Marked text={item.title} words={state.words} />
            </a>
            <p>
              <Marked text={item.excerpt} words={state.words} />
            </p>
          </li>
        ))}
      </ol>
      <Pager
        kind="search"
        phase={state.phase}
        next={
          state.nextOffset === null ? null : `?${new URLSearchParams({ q: query, offset: String(state.nextOffset) })}`
        }
        onMore={onMore}
        onRetry={onRetry}
      >
        {t('content.moreResults')}
      </Pager>
    </>
  )
}
