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

/** The words of a query, as the server matches them: letters and digits. */
export function queryWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
}

/**
 * `text` cut into parts, each marked when it starts with one of `words` (prefix match, ignoring
 * case and accents' absence is not attempted): what the results show with `<mark>`, as text.
 * @example markParts('Rye loaf', ['lo']) // [{ text: 'Rye ', marked: false }, { text: 'lo', marked: true }, { text: 'af', marked: false }]
 */
export function markParts(text: string, words: readonly string[]): { text: string; marked: boolean }[] {
  if (!words.length || !text) return [{ text, marked: false }]
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu')
  const parts: { text: string; marked: boolean }[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), marked: false })
    parts.push({ text: match[0], marked: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false })
  return parts
}
