/**
 * The demo site's search: one SQLite full-text table (FTS5) over the site's posts, products and
 * pages, built when the server starts, ranked by BM25 with a title weighing ten times the text.
 * A query's words are matched as prefixes, all of them (`rye loa` finds "Rye loaf").
 */
import type { Database } from '../db.ts'

export type RecordType = 'post' | 'product' | 'page' | 'event'

export interface SearchDocument {
  id: string
  recordType: RecordType
  url: string
  title: string
  /** Plain text: what the results' excerpt is cut from. */
  text: string
}

export interface SearchHit {
  id: string
  title: string
  url: string
  excerpt: string
  recordType: RecordType
  image: null
}

/** The longest query read, and the most words of it matched (the spec is silent). */
export const MAX_QUERY_LENGTH = 200
export const MAX_QUERY_WORDS = 8
const EXCERPT_LENGTH = 160

export function createSearchIndex(db: Database, documents: readonly SearchDocument[]): void {
  db.exec('DROP TABLE IF EXISTS search_index')
  db.exec(
    "CREATE VIRTUAL TABLE search_index USING fts5(id UNINDEXED, record_type UNINDEXED, url UNINDEXED, title, text, tokenize = 'unicode61 remove_diacritics 2')",
  )
  const insert = db.prepare('INSERT INTO search_index (id, record_type, url, title, text) VALUES (?, ?, ?, ?, ?)')
  db.transaction(() => {
    for (const doc of documents) insert.run(doc.id, doc.recordType, doc.url, doc.title, doc.text)
  })()
}

/** The query as FTS5 terms: each word quoted (no operator of the visitor's reaches FTS5) and a prefix. */
export function ftsQuery(query: string): string | undefined {
  const words = query
    .slice(0, MAX_QUERY_LENGTH)
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_QUERY_WORDS)
  return words?.length ? words.map((word) => `"${word}"*`).join(' ') : undefined
}

export function search(
  db: Database,
  query: string,
  { offset, limit }: { offset: number; limit: number },
): { items: SearchHit[]; totalCount: number; nextOffset: number | null } {
  const match = ftsQuery(query)
  if (!match) return { items: [], totalCount: 0, nextOffset: null }
  const { total } = db.prepare('SELECT count(*) AS total FROM search_index WHERE search_index MATCH ?').get(match) as {
    total: number
  }
  const rows = db
    .prepare(
      `SELECT id, record_type AS recordType, url, title, text FROM search_index WHERE search_index MATCH ?
       ORDER BY bm25(search_index, 0, 0, 0, 10, 1) LIMIT ? OFFSET ?`,
    )
    .all(match, limit, offset) as (Omit<SearchHit, 'excerpt' | 'image'> & { text: string })[]
  return {
    items: rows.map(({ text, ...hit }) => ({ ...hit, excerpt: excerpt(text), image: null })),
    totalCount: total,
    nextOffset: offset + limit < total ? offset + limit : null,
  }
}

/** The start of a document's text, cut at a word, as a result shows it. */
export function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= EXCERPT_LENGTH ? clean : `${clean.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`
}
