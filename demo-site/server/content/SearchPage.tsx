/** @jsxImportSource hono/jsx */
import { Layout } from '../components/Layout.tsx'
import { DEMO_CONTEXT } from '../layout.ts'
import type { SearchHit } from './search.ts'

export const SEARCH_PAGE_SIZE = 8

export interface SearchPageProps {
  query: string
  results: { items: SearchHit[]; totalCount: number; nextOffset: number | null }
}

/** The search page as a template renders it: a GET form and the first results, working without script. */
export function SearchPage({ query, results }: SearchPageProps) {
  return (
    <Layout
      title={query ? `Search: ${query}` : 'Search'}
      description="Site search over the posts, products and pages, with results as you type."
      heading="Search"
      intro={<p>Results follow as you type; the address keeps the query.</p>}
      context={{ ...DEMO_CONTEXT, pageType: 102 }}
    >
      <section id="search" data-block="search" data-block-json={JSON.stringify({ pageSize: SEARCH_PAGE_SIZE })}>
        <search>
          <form action="/search" method="get" data-part="form">
            <label for="search-q">Search the site</label> <input id="search-q" type="search" name="q" value={query} />{' '}
            <button type="submit">Search</button>
          </form>
        </search>
        <p data-part="count" aria-live="polite">
          {query ? `${results.totalCount} ${results.totalCount === 1 ? 'result' : 'results'}` : ''}
        </p>
        <ol data-part="results">
          {results.items.map((hit) => (
            <li data-part="result">
              <a href={hit.url}>{hit.title}</a>
              <p>{hit.excerpt}</p>
            </li>
          ))}
        </ol>
        {results.nextOffset === null ? null : (
          <a data-part="more" href={`/search?q=${encodeURIComponent(query)}&offset=${results.nextOffset}`}>
            More results
          </a>
        )}
      </section>
    </Layout>
  )
}

export async function renderSearch(props: SearchPageProps): Promise<string> {
  return `<!doctype html>\n${await (<SearchPage {...props} />).toString()}\n`
}
