import type { Hono } from 'hono'
import type { Database } from './db.ts'

/** What the recorder leaves on the context of every `/api/` request. */
export interface ReceivedRequest {
  /** The row id in `received`. */
  id: number
  /** The body as text, or null when there was none. */
  body: string | null
}

export interface AppEnv {
  Variables: {
    received: ReceivedRequest
    /** Fields of the page context this request adds (a signed-in account: routes/session.ts). */
    pageContext: Record<string, unknown>
    /** The origin of a page of the site that `/api/` answers with CORS (api-origin.ts), when the request is one. */
    corsOrigin: string
  }
}

export type DemoApp = Hono<AppEnv>

/**
 * One area of `/api/` (`routes/<area>.ts`). The recorder has already stored the request when an
 * area's handler runs; read the body with `c.req.json()`, `c.req.text()` or `c.req.parseBody()`.
 */
export interface ApiArea {
  register(app: DemoApp, db: Database): void
}
