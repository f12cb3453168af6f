/** @jsxImportSource hono/jsx */
import { Layout } from '../components/Layout.tsx'
import { raw } from 'hono/html'
import { DEMO_CONTEXT } from '../layout.ts'
import { atollServer } from '../ssr.ts'
import type { SearchHit } from './search.ts'

export const SEARCH_PAGE_SIZE = 8

export interface SearchPageProps {
  query: string
  /** The page's address: the results' links are absolute against it. */
  url: string
  results: { items: SearchHit[]; totalCount: number; nextOffset: number | null }
}

/**
 * The search page as a template renders it: a GET form and the first results, rendered by
 * `atoll/server` as the island draws them (it hydrates them), working without script.
 */
export async function SearchPage({ query, url, results }: SearchPageProps) {
  const settings = { pageSize: SEARCH_PAGE_SIZE }
  const { renderSearchResults } = await atollServer()
  const list = await renderSearchResults(settings, results, { query, url, page: DEMO_CONTEXT })
  return (
    <Layout
      title={query ? `Search: ${query}` : 'Search'}
      description="Site search over the posts, products and pages, with results as you type."
      heading="Search"
      intro={<p>Results follow as you type; the address keeps the query.</p>}
      context={{ ...DEMO_CONTEXT, pageType: 102 }}
    >
      <section id="search" data-block="search" data-block-json={JSON.stringify(settings)}>
        <search>
          <form action="/search" method="get" data-part="form">
            <label for="search-q">Search the site</label> <input id="search-q" type="search" name="q" value={query} />{' '}
            <button type="submit">Search</button>
          </form>
        </search>
        <p data-part="count" aria-live="polite">
          {query ? `${results.totalCount} ${results.totalCount === 1 ? 'result' : 'results'}` : ''}
        </p>
        {raw(list)}
      </section>
    </Layout>
  )
}

export async function renderSearch(props: SearchPageProps): Promise<string> {
  return `<!doctype html>\n${await (<SearchPage {...props} />).toString()}\n`
}
