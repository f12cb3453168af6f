/** The blog list's addresses and answers, apart from the DOM. */
import { readDate } from '../../core/kit/dates.ts'
import { safeUrl } from '../../core/security/url.ts'

/** spec (CONTRACT.md section 8): the posts of a collection, a page at a time. */
export const ITEMS_PATH = '/api/content/items'

/** A post as the items call answers it. */
export interface PostItem {
  id: string
  title: string
  url: string
  excerpt: string
  /** ISO date or date-time (core/kit/dates.ts), or '' when the answer's could not be read: no date is shown. */
  publishOn: string
  author: string
}

export interface PostPage {
  items: PostItem[]
  nextOffset: number | null
}

/** What the list shows: a category or a tag, or neither. */
export interface Filter {
  category: string
  tag: string
}

/**
 * The list's state in an address: the filter, and `offset`, where the last page loaded starts (the
 * server renders every post before it and one page more, so a reload lands on the same place).
 */
export function listUrl(base: string, { category, tag }: Filter, offset: number): string {
  const url = new URL(base)
  for (const [name, value] of [
    ['category', category],
    ['tag', tag],
  ] as const) {
    if (value) url.searchParams.set(name, value)
    else url.searchParams.delete(name)
  }
  if (offset > 0) url.searchParams.set('offset', String(offset))
  else url.searchParams.delete('offset')
  return url.href
}

/** The filter and offset an address holds. */
export function readUrl(href: string): Filter & { offset: number } {
  const { searchParams } = new URL(href)
  const offset = Number(searchParams.get('offset'))
  return {
    category: searchParams.get('category') ?? '',
    tag: searchParams.get('tag') ?? '',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  }
}

/**
 * The items call's answer, checked: posts with their texts and an http(s) link, and the next offset.
 * @throws TypeError naming what is wrong.
 */
export function readPage(answer: unknown): PostPage {
  const { items, nextOffset } = (answer ?? {}) as { items?: unknown; nextOffset?: unknown }
  if (!Array.isArray(items)) throw new TypeError(`${ITEMS_PATH}: the answer has no items`)
  if (nextOffset !== null && !(Number.isInteger(nextOffset) && (nextOffset as number) >= 0)) {
    throw new TypeError(`${ITEMS_PATH}: nextOffset must be a whole number or null`)
  }
  return {
    items: items.map((item: Record<string, unknown>) => {
      const text = (name: string) => (typeof item?.[name] === 'string' ? (item[name] as string) : '')
      // A link from a server's answer is followed only over http(s): no javascript: URL becomes a link.
      const url = safeUrl(item?.url)
      if (!url) throw new TypeError(`${ITEMS_PATH}: a post's url is not an http(s) URL`)
      return {
        id: text('id'),
        title: text('title'),
        url,
        excerpt: text('excerpt'),
        publishOn: readDate(item?.publishOn),
        author: text('author'),
      }
    }),
    nextOffset: nextOffset as number | null,
  }
}
