import { html } from 'hono/html'
import type { Database, ReceivedRow } from './db.ts'
import { clearReceived, countReceived, selectReceived } from './db.ts'
import { htmlDocument } from './layout.ts'
import type { DemoApp } from './types.ts'

/** How many records of one kind the inbox page shows; the JSON has them all. */
export const INBOX_PAGE_LIMIT = 50

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
    createdAt: row.created_at,
  }
  if (row.body !== null && row.content_type?.startsWith('application/x-www-form-urlencoded')) {
    record.form = parseForm(row.body)
  }
  return record
}

function parseBody(text: string | null): unknown {
  if (text === null) return null
  const start = text.trimStart()[0]
  if (start !== '{' && start !== '[') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function parseForm(text: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = form[name]
    if (previous === undefined) form[name] = value
    else form[name] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return form
}

/**
 * The inbox: `GET /inbox` lists what the page sent, grouped by kind, newest first;
 * `GET /inbox.json?kind=&probe=` returns records oldest first for tests; `DELETE /inbox.json` and the
 * page's Clear button empty it.
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

  app.delete('/inbox.json', (c) => c.json({ deleted: clearReceived(db) }))

  app.post('/inbox/clear', (c) => {
    clearReceived(db)
    return c.redirect('/inbox', 303)
  })

  app.get('/inbox', (c) => {
    const counts = countReceived(db)
    const groups = [...counts].map(([kind, count]) => ({
      kind,
      count,
      records: selectReceived(db, { kind, order: 'desc', limit: INBOX_PAGE_LIMIT }).map(toInboxRecord),
    }))
    c.header('Cache-Control', 'no-store')
    return c.html(htmlDocument({ title: 'Inbox · Atoll demo', body: inboxBody(groups) }))
  })
}

interface Group {
  kind: string
  count: number
  records: InboxRecord[]
}

function inboxBody(groups: Group[]) {
  const total = groups.reduce((sum, group) => sum + group.count, 0)
  return html`<header class="site-header">
      <p><a href="/">Atoll demo</a></p>
      <h1>Inbox</h1>
      <p>Every request the pages sent to <code>/api/</code>, grouped by area, newest first.</p>
    </header>
    <main class="inbox">
      <div class="inbox-actions">
        <a class="button" href="/inbox">Refresh</a>
        <form method="post" action="/inbox/clear"><button type="submit" class="button">Clear</button></form>
        <a href="/inbox.json">JSON</a>
      </div>
      ${total === 0
        ? html`<p class="empty-state">Nothing received yet. Open a demo page and use it; its requests show up here.</p>`
        : html`<nav aria-label="Areas"><ul class="kinds">
          ${groups.map((group) => html`<li><a href="#${anchor(group.kind)}">${group.kind}</a> (${group.count})</li>`)}
        </ul></nav>
        ${groups.map(groupSection)}`}
    </main>`
}

function groupSection(group: Group) {
  return html`<section class="inbox-group" id="${anchor(group.kind)}">
      <h2>${group.kind} <span class="count">${group.count}</span></h2>
      ${group.count > group.records.length
        ? html`<p>Showing the newest ${group.records.length} of ${group.count}.</p>`
        : ''}
      ${group.records.map(recordArticle)}
    </section>`
}

function recordArticle(record: InboxRecord) {
  const target = record.query === '' ? record.path : `${record.path}?${record.query}`
  return html`<article class="record">
      <h3><span class="method">${record.method}</span> <code>${target}</code></h3>
      <p class="meta"><time datetime="${record.createdAt}">${record.createdAt}</time>${record.contentType === null ? '' : html` · ${record.contentType}`}</p>
      <details>
        <summary>Headers</summary>
        <dl>${Object.entries(record.headers).map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>
      </details>
      <pre>${bodyText(record)}</pre>
    </article>`
}

function bodyText(record: InboxRecord): string {
  if (record.form !== undefined) {
    return Object.entries(record.form)
      .map(([name, value]) => `${name} = ${Array.isArray(value) ? value.join(', ') : value}`)
      .join('\n')
  }
  if (record.body === null || record.body === '') return '(no body)'
  return typeof record.body === 'string' ? record.body : JSON.stringify(record.body, null, 2)
}

/** An id for a kind's section; kinds come from request paths, so keep only safe characters. */
function anchor(kind: string): string {
  return `kind-${kind.replace(/[^A-Za-z0-9_-]/g, '-')}`
}
