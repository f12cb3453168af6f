/**
 * The performance endpoints (spec: GET /api/1/performance/settings answers the page load's
 * `pageLoadId`; POST /api/1/performance/records takes a JSON array of records, sent as text/plain).
 * Each settings request gets a new id, kept in `performance_page_loads`, so a record for an id this
 * server never issued is refused (400) and the client's 'XHR request DONE with unexpected status'
 * can be seen. Only the newest MAX_ENTRIES ids are kept. The recorder has already stored each request.
 */
import { randomUUID } from 'node:crypto'
import { MAX_ENTRIES } from '../bounded.ts'
import type { Database } from '../db.ts'
import type { DemoApp } from '../types.ts'

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS performance_page_loads (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
  );
`

export function register(app: DemoApp, db: Database): void {
  db.exec(SCHEMA)
  const issue = db.prepare<[string, string]>('INSERT INTO performance_page_loads (id, created_at) VALUES (?, ?)')
  // Every page load asks for an id: keep the newest MAX_ENTRIES, so the table cannot grow for ever.
  const prune = db.prepare<[number]>(
    'DELETE FROM performance_page_loads WHERE rowid IN (SELECT rowid FROM performance_page_loads ORDER BY rowid DESC LIMIT -1 OFFSET ?)',
  )
  const known = db.prepare<[string], { id: string }>('SELECT id FROM performance_page_loads WHERE id = ?')

  app.get('/api/1/performance/settings', (c) => {
    const pageLoadId = randomUUID()
    prune.run(MAX_ENTRIES - 1)
    issue.run(pageLoadId, new Date().toISOString())
    c.header('Cache-Control', 'no-store')
    return c.json({ pageLoadId })
  })

  app.post('/api/1/performance/records', (c) => {
    let records: unknown
    try {
      records = JSON.parse(c.get('received').body ?? '')
    } catch {
      return c.json({ error: 'Expected a JSON array of records' }, 400)
    }
    if (!Array.isArray(records)) return c.json({ error: 'Expected a JSON array of records' }, 400)
    const unknown = records.filter(
      (record) => !known.get(String((record as { pageLoadId?: unknown } | null)?.pageLoadId)),
    )
    if (unknown.length) return c.json({ error: 'Unknown pageLoadId' }, 400)
    return c.json({})
  })
}
