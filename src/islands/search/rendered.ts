/** What the island reads of a server's rendering of its results (`atoll/server`), apart from the view. */
import type { SearchPage, SearchResult } from '../../core/search/search.ts'

/** What shapes a rendering beyond its results: the island hydrates it only when these are the same in the browser. */
export const renderInputs = (options: { collectionId: string; pageSize: number }, query: string, locale: string) => ({
  collectionId: options.collectionId,
  pageSize: options.pageSize,
  query,
  locale,
})

/** The results and the next page's offset a rendering shows, read as text. */
export function readRenderedResults(rendered: Element): Omit<SearchPage, 'totalCount'> {
  const items: SearchResult[] = [...rendered.querySelectorAll<HTMLElement>('[data-part=result]')].map((item) => {
    const link = item.querySelector('a')
    return {
      id: item.dataset.resultId ?? '',
      url: link?.getAttribute('href') ?? '',
      title: link?.textContent ?? '',
      excerpt: item.querySelector('p')?.textContent ?? '',
    }
  })
  const more = rendered.querySelector<HTMLAnchorElement>('a[data-part=more]')
  const next = more ? Number(new URL(more.href).searchParams.get('offset')) : Number.NaN
  return { items, nextOffset: Number.isInteger(next) ? next : null }
}
