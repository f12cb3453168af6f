/**
 * The data layer, the one way an island talks to a server: fetch, with what the spec asks on top of
 * it: the crumb, the error catalogue, retries 200 ms apart, a timeout over them all, and the flags a
 * body may carry.
 *
 * Written on fetch rather than on ky: the layer reads every answer itself (the catalogue judges
 * statuses and bodies, so ky's HTTP errors were off), keeps its own timeout (a stalled body must
 * settle too) and its own retry rule, so ky ran a loop of a few lines, for 4.4 KB gzip of the core
 * chunk that the analytics load on nearly every page.
 *
 * Texts: an error's `message` is what a visitor may be shown: always a message of the spec's catalogue,
 * formatted with t() in the page locale when the error is made, never a message id, a parser's error
 * or a server's page; the error keeps the message's `id` and `values`, so the dictionary stays the
 * only copy of the texts. A failure body's own `error` or `message` text, which a server writes for
 * the visitor (spec: the failure handler gets the body), is passed on as it is, without an id. What
 * the visitor's text leaves out of an answer (one without a JSON body, an unreadable one) is one
 * console error naming the method, the URL and the status.
 *
 * The messages: a module that shows messages and calls the data layer holds the data layer's in its
 * own part (the build gives a part every id its module's imports reach), loaded with the island while
 * the page was online; so a failure offline still has its text. For callers without a part (the
 * analytics) the data layer's own (./messages.ts) is imported on the first failure.
 *
 * Where calls go: the page context's `website.apiOrigin` when the platform's API is on another origin
 * (CONTRACT.md section 11), with credentials and the crumb; else the page's own origin.
 */
import type { PageContext } from '../../contract.ts'
import { AtollError, HttpError, NetworkError, ParseError, TimeoutError } from '../errors.ts'
import type { MessageValues } from '../errors.ts'
import { pageContext } from '../page.ts'
import { getCookie, setCookie } from '../storage/cookies.ts'
import { DATA_MESSAGE, RETRY_DELAY_MS, judge } from './catalogue.ts'
import type { DataMessage } from './catalogue.ts'

export const API_ROOT = '/api/' // spec: API roots are /api/ and /api/rest/
export const REST_API_ROOT = '/api/rest/' // spec: API roots are /api/ and /api/rest/
export const DEFAULT_TIMEOUT_MS = 10_000 // spec: not shown; ky's own default
export const MAX_TIMEOUT_MS = 2_147_483_647 // the largest delay a timer accepts
const CRUMB = 'crumb' // spec: a crumb query parameter is added to every URL
export const API_ORIGIN_ERROR =
  "[atoll] #atoll-context: website.apiOrigin must be an http(s) origin without path or credentials (https://api.example.com), the page's own used:"

/** The page context whose API origin was last checked, and that origin (checked once a page). */
let checked: Readonly<PageContext> | undefined
let checkedOrigin: string | undefined

/**
 * The origin every server call goes to: `website.apiOrigin` of the page context the loader read
 * (core/page.ts), or undefined for the page's own. The loader checks the context's top-level
 * fields; this nested one, read by the data layer alone, is checked here, once a page: a value that
 * is not an http(s) origin is one console error and the page's own.
 * @example apiOrigin() // 'https://api.example.com', from { "website": { "apiOrigin": "https://api.example.com" } }
 */
export function apiOrigin(): string | undefined {
  const page = pageContext()
  if (page === checked) return checkedOrigin
  checked = page
  checkedOrigin = undefined
  const value: unknown = page?.website?.apiOrigin
  if (value == null) return undefined
  let url: URL | undefined
  try {
    url = new URL(value as string)
  } catch {}
  // An origin alone: a path, a query, a fragment or credentials would show in `href`.
  if (url && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`) checkedOrigin = url.origin
  else console.error(API_ORIGIN_ERROR, JSON.stringify(value))
  return checkedOrigin
}

/**
 * The address of a server path, on the API origin when the page has one.
 * @example apiUrl('/api/track/Track') // 'https://api.example.com/api/track/Track'
 */
export const apiUrl = (path: string): string => new URL(path, apiOrigin() ?? location.href).href

export interface RequestOptions {
  /** A value sent as the JSON body. */
  json?: unknown
  /** Fields sent as an `application/x-www-form-urlencoded` body. */
  form?: Record<string, string | number | boolean> | URLSearchParams
  /** Query parameters added to those of the path; `undefined` values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined> | URLSearchParams
  /** Retries after a network failure or an unexpected status, 200 ms apart. @default 0 */
  retry?: number
  /** Milliseconds before the call, retries included, fails with a TimeoutError (a crumb renewal starts afresh). @default 10000 */
  timeout?: number
  headers?: Record<string, string>
  /** How a successful body is read. @default 'json' */
  responseType?: 'json' | 'text'
  /** Send to the site's own domain over https, with credentials, whatever the page's protocol. */
  secure?: boolean
  /** Let the request outlive the page (a click that navigates away): fetch's `keepalive`, for small bodies. @default false */
  keepalive?: boolean
  /**
   * Cancels the call (a lookup the visitor has typed past, an island's `cleanup.signal()` aborted on
   * destroy): it rejects at once as a call that got no answer (a NetworkError), is not retried or
   * renewed, and no dialog, `atoll:login-required` or console error follows.
   */
  signal?: AbortSignal | undefined
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Fields = Record<string, unknown>

/**
 * GETs `path` (relative to the page, like `/api/census/RecordHit`).
 * @returns the parsed JSON (or the text), or `null` for an empty success; rejects with an AtollError.
 * @example const { key } = (await get<{ key: string }>('/api/form/Key', { retry: 2 }))!
 */
export const get = <T = unknown>(path: string, options?: RequestOptions): Promise<T | null> =>
  request('GET', path, options)

/** POSTs to `path`; see {@link get}. @example await post('/api/form/SaveFormSubmission', { json: payload }) */
export const post = <T = unknown>(path: string, options?: RequestOptions): Promise<T | null> =>
  request('POST', path, options)

/** PUTs to `path`; see {@link get}. */
export const put = <T = unknown>(path: string, options?: RequestOptions): Promise<T | null> =>
  request('PUT', path, options)

/** DELETEs `path`; see {@link get}. */
export const del = <T = unknown>(path: string, options?: RequestOptions): Promise<T | null> =>
  request('DELETE', path, options)

/**
 * Sends a request through the spec's data layer. A bad option throws a TypeError at once; everything that
 * happens on the network settles the promise: with the body, or with an HttpError, NetworkError,
 * ParseError or TimeoutError whose message is the text to show; a call cancelled by its `signal`
 * rejects with a NetworkError at once, which the caller, whose signal it is, ignores.
 */
export function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T | null> {
  const { retry = 0, timeout = DEFAULT_TIMEOUT_MS, responseType = 'json' } = options
  if (typeof path !== 'string') throw new TypeError('[atoll:data] path must be a string')
  if (!Number.isInteger(retry) || retry < 0) throw new TypeError('[atoll:data] retry must be a whole number, 0 or more')
  if (!(timeout > 0 && timeout <= MAX_TIMEOUT_MS))
    throw new TypeError('[atoll:data] timeout must be a number of milliseconds above 0')
  if (responseType !== 'json' && responseType !== 'text')
    throw new TypeError("[atoll:data] responseType must be 'json' or 'text'")
  if (options.json !== undefined && options.form)
    throw new TypeError('[atoll:data] json and form cannot be sent together')
  return send(method, path, options) as Promise<T | null>
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  crumb = getCookie(CRUMB),
  renewed = false,
): Promise<unknown> {
  const { secure, retry = 0, timeout = DEFAULT_TIMEOUT_MS, responseType = 'json', searchParams = {} } = options
  // A secure call goes over https to the site's own domain, or to its API origin when it has one.
  const api = apiOrigin()
  const url = new URL(path, api ?? (secure ? `https://${location.hostname}` : location.href))
  for (const [key, value] of searchParams instanceof URLSearchParams ? searchParams : Object.entries(searchParams)) {
    if (value !== undefined) url.searchParams.append(key, String(value))
  }
  // The crumb guards the site's own endpoints (the page's host, the API origin); it stays out of other
  // hosts' URLs and out of error texts.
  const shown = url.href
  const toApi = url.origin === api
  if (crumb !== undefined && (toApi || url.hostname === location.hostname)) url.searchParams.set(CRUMB, crumb)

  const cancel = options.signal
  // The call ends when its time is up or when the caller cancels it, whichever comes first.
  const ended = new AbortController()
  const { signal } = ended
  for (const cause of [AbortSignal.timeout(timeout), options.signal]) {
    if (cause?.aborted) ended.abort(cause.reason)
    else cause?.addEventListener('abort', () => ended.abort(cause.reason), { signal })
  }
  const expiry = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()))
  // The caller's headers over the defaults, whatever their case.
  const headers = new Headers({ accept: responseType === 'json' ? 'application/json' : '*/*' })
  if (options.json !== undefined) headers.set('content-type', 'application/json')
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const init: RequestInit = {
    method,
    body: options.form
      ? new URLSearchParams(options.form as Record<string, string>)
      : options.json !== undefined
        ? JSON.stringify(options.json)
        : null,
    headers,
    // The API on another origin gets the visitor's cookies as the page's own origin does.
    credentials: secure || toApi ? 'include' : 'same-origin',
    keepalive: options.keepalive === true,
    signal,
  }
  try {
    return await Promise.race([
      attempt(url, init, shown, responseType, expiry, retry),
      // Support: a body that stalls after its headers is not aborted with the request everywhere (msw, some
      // engines), so the timeout settles the call itself.
      expiry.then(() => Promise.reject(signal.reason as Error)),
    ])
  } catch (error) {
    const failure = await toAtollError(error, shown, timeout, expiry)
    // A cancelled call ends here: no renewal, event, dialog or console error for a caller that left,
    // even when its answer (a failure) came before the cancel.
    if (cancel?.aborted) throw failure
    const fields = (
      failure instanceof HttpError && failure.body && typeof failure.body === 'object' ? failure.body : {}
    ) as Fields
    // spec: crumbFail resets the crumb cookie from the response and retries the request once
    if (fields.crumbFail && !renewed) return send(method, path, options, renewCrumb(crumb, fields), true)
    report(method, failure)
    if (fields.loginRequired)
      document.dispatchEvent(new CustomEvent('atoll:login-required', { detail: { url: shown } }))
    if (fields.authorizationFail) {
      import('../dialogs/system-error.ts')
        .then(({ showSystemError }) => {
          if (!cancel?.aborted)
            return showSystemError({ kind: 'other', url: shown, format: responseType, message: failure.message })
        })
        .catch((reason: unknown) => console.error('[atoll:data] the system error dialog failed', reason))
    }
    throw failure
  }
}

/**
 * Sends the request and reads its answer, again after RETRY_DELAY_MS while `retries` last and the
 * failure is one the spec retries: a network failure or an unexpected status (`Unable to connect`).
 * Nothing is sent once the call's time is up or it was cancelled.
 */
async function attempt(
  url: URL,
  init: RequestInit,
  shown: string,
  type: 'json' | 'text',
  expiry: Promise<void>,
  retries: number,
): Promise<unknown> {
  const signal = init.signal as AbortSignal
  try {
    signal.throwIfAborted()
    return await settle(await fetch(url, init), init.method as Method, shown, type, expiry)
  } catch (error) {
    const again = error instanceof AtollError ? error.id === DATA_MESSAGE.unableToConnect : !signal.aborted
    if (!retries || !again) throw error
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    return attempt(url, init, shown, type, expiry, retries - 1)
  }
}

/** Reads an answer and applies the catalogue: the body of a success, or a thrown error. */
async function settle(
  response: Response,
  method: Method,
  url: string,
  type: 'json' | 'text',
  expiry: Promise<void>,
): Promise<unknown> {
  const { status, ok } = response
  const text = await response.text()
  let body: unknown = text || null
  if (type === 'json' || !ok) {
    try {
      body = JSON.parse(text)
    } catch (error) {
      if (ok && text) {
        // The parser's message quotes the body (a proxy's page, a login form): the console has it, in
        // the spec's words; the visitor reads the catalogue's "Something went wrong".
        const id = DATA_MESSAGE.failed
        const message = await say(expiry, id)
        const values = { url, message: (error as Error).message }
        const detail = i18n ? i18n.t(DATA_MESSAGE.parseError, values) : values.message
        console.error(`[atoll:data] ${method} ${url} answered ${status}: ${detail}`)
        throw new ParseError(message, url, { id, cause: error })
      }
    }
  }
  const verdict = judge(status, body)
  if (verdict === 'empty') return null
  if (verdict === 'ok') return body
  if (verdict === 'failure') {
    const fields = body as Fields
    const own = [fields.error, fields.message].find(
      (value): value is string => typeof value === 'string' && value !== '',
    )
    if (own) throw new HttpError(own, status, url, body)
    const id = fields.loginRequired || fields.authorizationFail ? DATA_MESSAGE.unauthorized : DATA_MESSAGE.failed
    throw new HttpError(await say(expiry, id), status, url, body, { id })
  }
  throw new HttpError(await say(expiry, verdict), status, url, body, { id: verdict })
}

/**
 * One console error for an answer whose cause the visitor's text leaves out: one without a JSON body
 * (an empty 503, a proxy's page at 404). An answer whose JSON the caller reads (a 409's stock left, a
 * form's field errors) is the caller's to show; a failed connection is in the console already, in the
 * browser's words; an unreadable success is reported where it is read.
 */
function report(method: Method, failure: AtollError): void {
  if (failure instanceof HttpError && !(failure.body && typeof failure.body === 'object'))
    console.error(`[atoll:data] ${method} ${failure.url} answered ${failure.status}`)
}

async function toAtollError(error: unknown, url: string, timeout: number, expiry: Promise<void>): Promise<AtollError> {
  if (error instanceof AtollError) return error
  const id = DATA_MESSAGE.unableToConnect
  const message = await say(expiry, id)
  return (error as Error | undefined)?.name === 'TimeoutError'
    ? new TimeoutError(message, url, timeout, { id, cause: error })
    : new NetworkError(message, url, { id, cause: error })
}

let i18n: typeof import('../i18n/index.ts') | undefined

/**
 * A message's text. The messages' module is imported on the first failure, not before: the analytics,
 * on nearly every page, show no message, and would otherwise load it for the data layer alone. A
 * module that shows the failure loaded it, with the data layer's messages in its own part; when the
 * message is not there, the data layer's own part is loaded, until the call's time is up. Offline
 * with neither (no module that shows messages has loaded), the id stands in, as t() gives it.
 */
async function say(expiry: Promise<void>, id: DataMessage, values?: MessageValues): Promise<string> {
  const loaded = import('../i18n/index.ts').then((module) => {
    i18n = module
    if (!module.hasMessage(id)) return import('./messages.ts').then(({ default: parts }) => module.loadMessages(parts))
  })
  await Promise.race([loaded.catch(() => {}), expiry])
  return i18n ? i18n.t(id, values) : id
}

let renewal: { stale: string | undefined; fresh: string | undefined } | undefined

/**
 * The crumb to retry with after `crumbFail`: the answer's `crumb` field, written to the cookie; without
 * one, the cookie as the answer's Set-Cookie header left it. Requests that failed with the same stale
 * crumb share one renewal, even when their answers arrive apart, so they all retry with the same new
 * crumb. The renewal needs no request of its own, so this memo keyed by the stale crumb does the work
 * of an in-flight promise.
 */
function renewCrumb(stale: string | undefined, fields: Fields): string | undefined {
  if (!renewal || renewal.stale !== stale) {
    const fresh = typeof fields.crumb === 'string' && fields.crumb ? fields.crumb : undefined
    if (fresh) setCookie(CRUMB, fresh)
    renewal = { stale, fresh: fresh ?? getCookie(CRUMB) }
  }
  return renewal.fresh
}
