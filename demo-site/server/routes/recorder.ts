import type { Database } from '../db.ts'
import { insertReceived } from '../db.ts'
import type { DemoApp } from '../types.ts'

/** The request headers worth keeping: enough to check a CSRF token, a beacon's origin or a cookie. */
export const RECORDED_HEADERS = [
  'content-type',
  'x-csrf-token',
  'user-agent',
  'referer',
  'origin',
  'cookie',
  'x-atoll-probe',
] as const

/**
 * The area of an `/api/` path: its first segment after `/api/`, skipping a version number, so that
 * `/api/census/RecordHit` and `/api/1/performance/records` file under `census` and `performance`.
 */
export function apiKind(path: string): string {
  const segments = path.split('/').filter(Boolean).slice(1)
  const area = segments.find((segment) => !/^\d+$/.test(segment))
  return area ?? 'api'
}

/**
 * Stores every request under `/api/`, whatever its method and whether or not an area answers it, so
 * that a test can check what the page sent even to a path nobody implemented.
 */
export function register(app: DemoApp, db: Database): void {
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url)
    const raw = c.req.raw
    // A clone leaves the original body unread for the area's handler (JSON, form data or files).
    const body = raw.body === null ? null : await raw.clone().text()
    const headers: Record<string, string> = {}
    for (const name of RECORDED_HEADERS) {
      const value = raw.headers.get(name)
      if (value !== null) headers[name] = value
    }
    const id = insertReceived(db, {
      kind: apiKind(url.pathname),
      path: url.pathname,
      method: raw.method,
      query: url.search.slice(1),
      contentType: raw.headers.get('content-type'),
      headers,
      body,
    })
    c.set('received', { id, body })
    await next()
  })
}
