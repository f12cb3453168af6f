import { html } from 'hono/html'
import type { Database, ReceivedRow } from './db.ts'
import { clearReceived, countReceived, selectReceived } from './db.ts'
import { htmlDocument } from './layout.ts'
import { maskHeaders, maskJsonText, maskParams } from './mask.ts'
import { sameOriginOnly } from './origin.ts'
import { FORM_ID_INPUT } from '../../src/islands/form/form.ts'
import { passwordFieldIds } from './routes/form.ts'
import { RECORDED_BODY_BYTES } from './routes/recorder.ts'
import type { DemoApp } from './types.ts'

/** How many records one page of the inbox shows, newest first; the JSON has them all. */
export const INBOX_PAGE_SIZE = 50

/** A received request as `/inbox.json` returns it. */
export interface InboxRecord {
  id: number
  kind: string
  path: string
  method: string
  query: string
  contentType: string | null
  headers: Record<string, string>
  /** Parsed when the text is JSON (whatever the content type: beacons send JSON as text/plain), else the text; null without a body. */
  body: unknown
  /** The fields of a form-encoded body, a repeated field as an array. */
  form?: Record<string, string | string[]>
  /** The size of the whole body in bytes; null without a body. */
  bodyBytes: number | null
  /** True when `body` is only the first RECORDED_BODY_BYTES of it (routes/recorder.ts). */
  truncated: boolean
  createdAt: string
}

/** Turns a stored row into the shape tests read. */
export function toInboxRecord(row: ReceivedRow): InboxRecord {
  const record: InboxRecord = {
    id: row.id,
    kind: row.kind,
    path: row.path,
    method: row.method,
    query: row.query,
    contentType: row.content_type,
    headers: JSON.parse(row.headers) as Record<string, string>,
    body: parseBody(row.body),
    bodyBytes: row.body_bytes,
    truncated: row.truncated === 1,
    createdAt: row.created_at,
  }
  if (row.body !== null && isFormEncoded(row)) record.form = parseForm(row.body)
  return record
}

function isFormEncoded(row: ReceivedRow): boolean {
  return row.body !== null && row.content_type?.startsWith('application/x-www-form-urlencoded') === true
}

/** JSON as a value, unless it is nested too deep to be written back (JSON.stringify recurses): then the text. */
function parseBody(text: string | null): unknown {
  if (text === null) return null
  const start = text.trimStart()[0]
  if (start !== '{' && start !== '[') return text
  try {
    const value = JSON.parse(text) as unknown
    JSON.stringify(value)
    return value
  } catch {
    return text
  }
}

function parseForm(text: string): Record<string, string | string[]> {
  // Without a prototype: a field named `constructor` or `__proto__` is a field like any other.
  const form = Object.create(null) as Record<string, string | string[]>
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = form[name]
    if (previous === undefined) form[name] = value
    else form[name] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return form
}

/**
 * The inbox: `GET /inbox?kind=&page=` lists what the pages sent, newest first, a page of
 * {@link INBOX_PAGE_SIZE} at a time, with credentials masked; `GET /inbox.json?kind=&probe=` returns
 * records oldest first for tests, as received. Emptying it (`POST /inbox/clear`, the page's Clear
 * button, or `DELETE /inbox.json`) is taken only from this origin.
 */
export function registerInbox(app: DemoApp, db: Database): void {
  app.get('/inbox.json', (c) => {
    const kind = c.req.query('kind')
    const probe = c.req.query('probe')
    const rows = selectReceived(db, {
      ...(kind !== undefined && { kind }),
      ...(probe !== undefined && { probe }),
    })
    c.header('Cache-Control', 'no-store')
    return c.json(rows.map(toInboxRecord))
  })

  app.delete('/inbox.json', sameOriginOnly, (c) => c.json({ deleted: clearReceived(db) }))

  app.post('/inbox/clear', sameOriginOnly, (c) => {
    clearReceived(db)
    return c.redirect('/inbox', 303)
  })
  // A link or an image could make a browser GET this address: clearing is a POST only.
  app.get('/inbox/clear', (c) => c.text('Forbidden: the inbox is cleared with its Clear button (a POST).', 403))

  app.get('/inbox', (c) => {
    const counts = countReceived(db)
    const kind = c.req.query('kind')
    const shown = kind !== undefined && counts.has(kind) ? kind : undefined
    const total =
      shown === undefined ? [...counts.values()].reduce((sum, count) => sum + count, 0) : (counts.get(shown) ?? 0)
    const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
    const asked = Number.parseInt(c.req.query('page') ?? '1', 10)
    const page = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), pages) : 1
    const rows = selectReceived(db, {
      ...(shown !== undefined && { kind: shown }),
      order: 'desc',
      limit: INBOX_PAGE_SIZE,
      offset: (page - 1) * INBOX_PAGE_SIZE,
    })
    c.header('Cache-Control', 'no-store')
    return c.html(
      htmlDocument({ title: 'Inbox · Atoll demo', body: inboxBody({ counts, kind: shown, total, page, pages, rows }) }),
    )
  })
}

interface InboxView {
  counts: Map<string, number>
  kind: string | undefined
  total: number
  page: number
  pages: number
  rows: ReceivedRow[]
}

/** The inbox's address for a kind and page; the query is built by URLSearchParams, so any kind is safe in it. */
function inboxHref(kind: string | undefined, page = 1): string {
  const query = new URLSearchParams()
  if (kind !== undefined) query.set('kind', kind)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '/inbox' : `/inbox?${search}`
}

function inboxBody(view: InboxView) {
  const { counts, kind, total } = view
  const all = [...counts.values()].reduce((sum, count) => sum + count, 0)
  return html`<header class="site-header">
      <p><a href="/">Atoll demo</a></p>
      <h1>Inbox</h1>
      <p>Every request the pages sent to <code>/api/</code>, newest first. Cookies, tokens and passwords are masked.</p>
    </header>
    <main class="inbox">
      <div class="inbox-actions">
        <a class="button" href="${inboxHref(kind, view.page)}">Refresh</a>
        <form method="post" action="/inbox/clear"><button type="submit" class="button">Clear</button></form>
        <a href="/inbox.json">JSON</a>
      </div>
      ${
        all === 0
          ? html`<p class="empty-state">Nothing received yet. Open a demo page and use it; its requests show up here.</p>`
          : html`<nav aria-label="Areas"><ul class="kinds">
            <li>${kind === undefined ? html`<strong>All</strong>` : html`<a href="/inbox">All</a>`} (${all})</li>
            ${[...counts].map(([name, count]) => html`<li>${name === kind ? html`<strong>${name}</strong>` : html`<a href="${inboxHref(name)}">${name}</a>`} (${count})</li>`)}
          </ul></nav>
          <section class="inbox-group">
            <h2>${kind ?? 'All areas'} <span class="count">${total}</span></h2>
            ${pager(view)}
            ${view.rows.map(recordArticle)}
            ${pager(view)}
          </section>`
      }
    </main>`
}

function pager({ kind, page, pages, total, rows }: InboxView) {
  if (pages === 1) return ''
  const first = (page - 1) * INBOX_PAGE_SIZE + 1
  return html`<nav class="pager" aria-label="Pages">
      ${page > 1 ? html`<a rel="prev" href="${inboxHref(kind, page - 1)}">Newer</a>` : ''}
      <span>Page ${page} of ${pages} (${first}–${first + rows.length - 1} of ${total})</span>
      ${page < pages ? html`<a rel="next" href="${inboxHref(kind, page + 1)}">Older</a>` : ''}
    </nav>`
}

function recordArticle(row: ReceivedRow) {
  const query =
    row.query === ''
      ? ''
      : `?${maskParams(new URLSearchParams(row.query))
          .map(([name, value]) => `${name}=${value}`)
          .join('&')}`
  const headers = maskHeaders(readHeaders(row.headers))
  return html`<article class="record">
      <h3><span class="method">${row.method}</span> <code>${row.path}${query}</code></h3>
      <p class="meta"><time datetime="${row.created_at}">${row.created_at}</time> · ${row.kind}${row.content_type === null ? '' : html` · ${row.content_type}`}</p>
      <details>
        <summary>Headers</summary>
        <dl>${Object.entries(headers).map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>
      </details>
      ${row.truncated === 1 ? html`<p class="truncated">Truncated: only the first ${RECORDED_BODY_BYTES / 1024} KB of this ${row.body_bytes ?? 0}-byte body were kept.</p>` : ''}
      <pre>${bodyText(row)}</pre>
    </article>`
}

function readHeaders(text: string): Record<string, string> {
  try {
    const headers = JSON.parse(text) as unknown
    return typeof headers === 'object' && headers !== null
      ? Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]))
      : {}
  } catch {
    return {}
  }
}

/**
 * The body as the page shows it: masked, and indented when it is JSON that can be written back. A
 * body that names a demo form (a submission) has that form's password fields masked too: its values
 * are keyed by field id, which need not be named like a secret.
 */
function bodyText(row: ReceivedRow): string {
  if (row.body === null || row.body === '') return '(no body)'
  if (isFormEncoded(row)) {
    const params = new URLSearchParams(row.body)
    return maskParams(params, passwordFieldIds(params.get(FORM_ID_INPUT) ?? ''))
      .map(([name, value]) => `${name} = ${value}`)
      .join('\n')
  }
  const masked = maskJsonText(row.body, passwordFieldIds(namedFormId(row.body)))
  try {
    return JSON.stringify(JSON.parse(masked), null, 2)
  } catch {
    // Not JSON, or nested deeper than JSON.stringify can recurse: the text as stored.
    return masked
  }
}

// A JSON body's `formId` member, read from the text: a body cut at RECORDED_BODY_BYTES still names it.
const FORM_ID_MEMBER = /"formId"\s*:\s*("(?:[^"\\]|\\.)*")/

/** The `formId` a JSON submission names, or ''. */
function namedFormId(text: string): string {
  const literal = FORM_ID_MEMBER.exec(text)?.[1]
  if (literal === undefined) return ''
  try {
    return String(JSON.parse(literal))
  } catch {
    return ''
  }
}
