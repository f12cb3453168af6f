/** The search results the island draws: titles and excerpts with the matched words marked. */
import { t } from '../../core/i18n/index.ts'
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

export function Results({ state, onMore, onRetry }: { state: ResultsState; onMore(): void; onRetry(): void }) {
  return (
    <>
      <ol className="atoll-search-results">
        {state.items.map((item) => (
          <li key={item.id} data-part="result">
            <a href={item.url}>
              <Marked text={item.title} words={state.words} />
            </a>
            <p>
              <Marked text={item.excerpt} words={state.words} />
            </p>
          </li>
        ))}
      </ol>
      {state.phase === 'failed' ? (
        <p className="atoll-search-error">
          {t('editor.unableToLoadResults')}{' '}
          <button type="button" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : state.nextOffset !== null ? (
        <button type="button" className="atoll-search-more" onClick={onMore} aria-disabled={state.phase === 'loading'}>
          {t('content.moreResults')}
        </button>
      ) : null}
    </>
  )
}
