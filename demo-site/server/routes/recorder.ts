import type { Database } from '../db.ts'
import { insertReceived } from '../db.ts'
import { maskJsonText, maskParams } from '../mask.ts'
import type { DemoApp } from '../types.ts'

/** The request headers worth keeping: enough to check a CSRF token, a beacon's origin or a cookie. */
export const RECORDED_HEADERS = [
  'content-type',
  'x-csrf-token',
  'x-siteuser-xsrf-token',
  'user-agent',
  'referer',
  'origin',
  'cookie',
  'x-atoll-probe',
] as const

/**
 * The most of a body the recorder stores; the rest is dropped and the record marked truncated. The
 * area that answers still reads the whole body (at most MAX_BODY_BYTES, security.ts).
 */
export const RECORDED_BODY_BYTES = 64 * 1024

/**
 * The area of an `/api/` path: its first segment after `/api/`, skipping a version number, so that
 * `/api/census/RecordHit` and `/api/1/performance/records` file under `census` and `performance`.
 */
export function apiKind(path: string): string {
  const segments = path.split('/').filter(Boolean).slice(1)
  const area = segments.find((segment) => !/^\d+$/.test(segment))
  return area ?? 'api'
}

/** The first `max` bytes of `bytes` as text, without a character cut in half at the end. */
export function textStart(bytes: Uint8Array, max: number): string {
  if (bytes.length <= max) return new TextDecoder().decode(bytes)
  let end = max
  // Back off continuation bytes (10xxxxxx) to the start of the character that does not fit.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--
  return new TextDecoder().decode(bytes.subarray(0, end))
}

/** Paths whose bodies carry a password: recorded with it masked, so no password is stored (members.ts). */
const PASSWORD_PATHS = new Set(['/api/site-users/account/session'])

/** A body as the recorder stores it: on {@link PASSWORD_PATHS}, its password-like fields masked. */
function recordedBody(path: string, text: string, contentType: string | null): string {
  if (!PASSWORD_PATHS.has(path)) return text
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(maskParams(new URLSearchParams(text))).toString()
  return maskJsonText(text)
}

/** The cookie a browser-test visit carries when its driver cannot send {@link RECORDED_HEADERS}' probe header. */
export const PROBE_COOKIE = 'atoll_probe'

function probeCookie(cookie: string | undefined): string | undefined {
  if (cookie === undefined) return undefined
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === PROBE_COOKIE && value) return value
  }
  return undefined
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
    const bytes = raw.body === null ? null : new Uint8Array(await raw.clone().arrayBuffer())
    const headers: Record<string, string> = {}
    for (const name of RECORDED_HEADERS) {
      const value = raw.headers.get(name)
      if (value !== null) headers[name] = value
    }
    // A driver that cannot add a header to every request (WebDriver classic) tags the visit with a
    // cookie instead: the inbox files the request under that probe as it does under the header.
    const probe = headers['x-atoll-probe'] ?? probeCookie(headers.cookie)
    if (probe !== undefined) headers['x-atoll-probe'] = probe
    const id = insertReceived(db, {
      kind: apiKind(url.pathname),
      path: url.pathname,
      method: raw.method,
      query: url.search.slice(1),
      contentType: raw.headers.get('content-type'),
      headers,
      body:
        bytes === null
          ? null
          : recordedBody(url.pathname, textStart(bytes, RECORDED_BODY_BYTES), raw.headers.get('content-type')),
      bodyBytes: bytes?.length ?? null,
      truncated: bytes !== null && bytes.length > RECORDED_BODY_BYTES,
    })
    c.set('received', { id, body: bytes === null ? null : new TextDecoder().decode(bytes) })
    await next()
  })
}
