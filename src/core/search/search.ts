/** The site search's answers and the marking of matched words, apart from the DOM. */
import { safeUrl } from '../security/url.ts'

/** spec (CONTRACT.md section 8): the site search. */
export const SEARCH_PATH = '/api/search/GeneralSearch'
/** How long typing pauses before a search is sent (the spec is silent). */
export const SEARCH_DEBOUNCE_MS = 250

export interface SearchResult {
  id: string
  title: string
  url: string
  excerpt: string
}

export interface SearchPage {
  items: SearchResult[]
  totalCount: number
  nextOffset: number | null
}

/**
 * The search call's answer, checked: texts only, links over http(s) only, made absolute against `base`
 * (the page's address: a server rendering the results passes it). @throws TypeError
 */
export function readResults(answer: unknown, base = location.href): SearchPage {
  const { items, totalCount, nextOffset } = (answer ?? {}) as Record<string, unknown>
  if (!Array.isArray(items)) throw new TypeError(`${SEARCH_PATH}: the answer has no items`)
  if (!Number.isInteger(totalCount)) throw new TypeError(`${SEARCH_PATH}: totalCount must be a whole number`)
  if (nextOffset !== null && !Number.isInteger(nextOffset)) {
    throw new TypeError(`${SEARCH_PATH}: nextOffset must be a whole number or null`)
  }
  return {
    items: items.map((item: Record<string, unknown>) => {
      const url = safeUrl(item?.url, { base })
      if (!url) throw new TypeError(`${SEARCH_PATH}: a result's url is not an http(s) URL`)
      const text = (name: string) => (typeof item?.[name] === 'string' ? (item[name] as string) : '')
      return { id: text('id') || url, title: text('title'), url, excerpt: text('excerpt') }
    }),
    totalCount: totalCount as number,
    nextOffset: nextOffset as number | null,
  }
}

/**
 * The longest query searched and marked, in UTF-16 units. The spec is silent; 200, as the demo server
 * reads (`demo-site/server/content/search.ts`): a platform matches nothing beyond it, and a word of
 * 35,000 characters made the marking's expression too large for the engine.
 */
export const MAX_QUERY_LENGTH = 200
/** The most words of a query matched and marked (the spec is silent; the demo server's 8). */
export const MAX_QUERY_WORDS = 8

/**
 * What a search box holds, as it is searched: trimmed, cut to MAX_QUERY_LENGTH (never inside a
 * surrogate pair).
 * @example searchQuery('  rye  ') // 'rye'
 */
export function searchQuery(value: string): string {
  const query = value.trim()
  if (query.length <= MAX_QUERY_LENGTH) return query
  const cut = query.slice(0, MAX_QUERY_LENGTH)
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd()
}

/** The words of a query, as the server matches them: letters and digits, of its first MAX_QUERY_LENGTH characters. */
export function queryWords(query: string): string[] {
  return (
    searchQuery(query)
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? []
  )
}

/**
 * `text` cut into parts, each marked when it starts with one of `words` (prefix match, ignoring
 * case and accents' absence is not attempted): what the results show with `<mark>`, as text. Each
 * word is looked for with an expression of its own (where several start at one place, the longest
 * is marked), so no expression grows with the query; a word longer than the text, or than
 * MAX_QUERY_LENGTH (which no query of `queryWords` holds), is not looked for.
 * @example markParts('Rye loaf', ['lo']) // [{ text: 'Rye ', marked: false }, { text: 'lo', marked: true }, { text: 'af', marked: false }]
 */
export function markParts(text: string, words: readonly string[]): { text: string; marked: boolean }[] {
  /** The end of the longest match at each start. */
  const ends = new Map<number, number>()
  for (const word of new Set(words)) {
    if (!word || word.length > Math.min(text.length, MAX_QUERY_LENGTH)) continue
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'giu'))) {
      const end = match.index + match[0].length
      if (end > (ends.get(match.index) ?? 0)) ends.set(match.index, end)
    }
  }
  if (!ends.size) return [{ text, marked: false }]
  const parts: { text: string; marked: boolean }[] = []
  let last = 0
  for (const start of [...ends.keys()].sort((a, b) => a - b)) {
    // Words are letters and digits, and a match starts after neither: two matches never overlap.
    if (start < last) continue
    if (start > last) parts.push({ text: text.slice(last, start), marked: false })
    last = ends.get(start)!
    parts.push({ text: text.slice(start, last), marked: true })
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false })
  return parts
}
