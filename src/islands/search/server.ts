/**
 * The search results on a site's server (`atoll/server`, docs/server-rendering.md): the island's own
 * list rendered to HTML, which the island hydrates rather than draws again at its first answer.
 */
import { createElement } from 'react'
import { DEFAULT_LOCALE } from '../../core/i18n/index.ts'
import type { ServerPage } from '../../contract.ts'
import { renderIsland } from '../../core/kit/server-render.ts'
import { queryWords, readResults } from '../../core/search/search.ts'
import { normalizeOptions } from './options.ts'
import { renderInputs } from './rendered.ts'
import { Results } from './Results.tsx'
import messages from 'virtual:atoll-messages'

const none = () => {}

/**
 * The HTML to put in a search block in place of its plain `[data-part=results]` list: the results as
 * the island draws them (matched words marked, "More results" a link to the next page), in an element
 * the island recognises (`data-atoll-rendered`) and hydrates.
 * @param settings the block's `data-block-json` (the island reads the same).
 * @param results what the search call answers for `query` (`{ items, totalCount, nextOffset }`), checked as the island checks it.
 * @param query the query searched for: the form's input must hold the same value (`value` attribute).
 * @param url the page's address, which the results' links are made absolute against (as the island's are).
 * @throws TypeError naming what is wrong with the settings or the results.
 */
export function renderSearchResults(
  settings: unknown,
  results: unknown,
  { query, url, page }: { query: string; url: string; page: ServerPage },
): Promise<string> {
  const options = normalizeOptions(settings)
  const { items, nextOffset } = readResults(results, url)
  const locale = page.locale ?? DEFAULT_LOCALE
  const state = { items, words: queryWords(query), nextOffset, phase: 'idle' as const }
  return renderIsland(messages, { locale, inputs: renderInputs(options, query, locale) }, () =>
    createElement(Results, { state, query, onMore: none, onRetry: none }),
  )
}
