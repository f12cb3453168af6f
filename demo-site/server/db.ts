import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import type { Database as SqliteDatabase } from 'better-sqlite3'

export type Database = SqliteDatabase

/** One request to `/api/` as the recorder stores it. */
export interface ReceivedInput {
  /** The path's area: `/api/census/RecordHit` -> `census`. */
  kind: string
  path: string
  method: string
  /** The query string without its `?`, or `''`. */
  query: string
  contentType: string | null
  headers: Record<string, string>
  /** The body as text (at most RECORDED_BODY_BYTES of it), or null when the request had none. */
  body: string | null
  /** The size of the whole body in bytes, or null without a body; larger than the text kept when it was cut. */
  bodyBytes: number | null
  /** True when `body` holds only the start of the body. */
  truncated: boolean
}

/** A row of the `received` table. */
export interface ReceivedRow {
  id: number
  kind: string
  path: string
  method: string
  query: string
  content_type: string | null
  headers: string
  body: string | null
  body_bytes: number | null
  truncated: number
  created_at: string
}

/** Filters for {@link selectReceived}. */
export interface ReceivedQuery {
  kind?: string
  /** Only requests that carried this `x-atoll-probe` header (one browser context of a test). */
  probe?: string
  /** @default 'asc' */
  order?: 'asc' | 'desc'
  limit?: number
  /** Skips this many rows first (the inbox page's pages). */
  offset?: number
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS received (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    path TEXT NOT NULL,
    method TEXT NOT NULL,
    query TEXT NOT NULL,
    content_type TEXT,
    headers TEXT NOT NULL,
    body TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS received_kind ON received (kind, id);
`

/** Columns added after the first release: a database made before them gets them on open. */
const ADDED_COLUMNS: Readonly<Record<string, string>> = {
  body_bytes: 'INTEGER',
  truncated: 'INTEGER NOT NULL DEFAULT 0',
}

/**
 * Opens (and creates, with its folder) the demo database. Areas that need tables of their own create
 * them in their `register`.
 */
export function openDatabase(file: string): Database {
  mkdirSync(dirname(file), { recursive: true })
  const db = new BetterSqlite3(file)
  // WAL lets the inbox page read while beacons are being written.
  db.pragma('journal_mode = WAL')
  db.exec(SCHEMA)
  const columns = new Set(
    db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
      .all('received')
      .map((column) => column.name),
  )
  for (const [name, type] of Object.entries(ADDED_COLUMNS)) {
    if (!columns.has(name)) db.exec(`ALTER TABLE received ADD COLUMN ${name} ${type}`)
  }
  return db
}

/** Stores one received request and returns its id. */
export function insertReceived(db: Database, input: ReceivedInput): number {
  const result = db
    .prepare(
      `INSERT INTO received (kind, path, method, query, content_type, headers, body, body_bytes, truncated, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.kind,
      input.path,
      input.method,
      input.query,
      input.contentType,
      JSON.stringify(input.headers),
      input.body,
      input.bodyBytes,
      input.truncated ? 1 : 0,
      new Date().toISOString(),
    )
  return Number(result.lastInsertRowid)
}

/** Received requests, oldest first unless `order` says otherwise. */
export function selectReceived(db: Database, query: ReceivedQuery = {}): ReceivedRow[] {
  const where: string[] = []
  const params: (string | number)[] = []
  if (query.kind !== undefined) {
    where.push('kind = ?')
    params.push(query.kind)
  }
  if (query.probe !== undefined) {
    where.push(`json_extract(headers, '$."x-atoll-probe"') = ?`)
    params.push(query.probe)
  }
  const sql = [
    'SELECT * FROM received',
    where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    `ORDER BY id ${query.order === 'desc' ? 'DESC' : 'ASC'}`,
    query.limit !== undefined || query.offset !== undefined ? 'LIMIT ? OFFSET ?' : '',
  ].join(' ')
  if (query.limit !== undefined || query.offset !== undefined) params.push(query.limit ?? -1, query.offset ?? 0)
  return db.prepare<(string | number)[], ReceivedRow>(sql).all(...params)
}

/** Counts received requests per kind. */
export function countReceived(db: Database): Map<string, number> {
  const rows = db
    .prepare<[], { kind: string; count: number }>(
      'SELECT kind, COUNT(*) AS count FROM received GROUP BY kind ORDER BY kind',
    )
    .all()
  return new Map(rows.map((row) => [row.kind, row.count]))
}

/** Empties the `received` table and returns how many rows it held. */
export function clearReceived(db: Database): number {
  return db.prepare('DELETE FROM received').run().changes
}
