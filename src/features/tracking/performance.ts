/**
 * Performance records (spec): the page load's id from `/api/1/performance/settings`, the vitals CLS,
 * FCP, LCP and INP (`vitals.ts`) and the navigation timings, sent to `/api/1/performance/records` as
 * a JSON array by beacon or XHR as text/plain: 30 s after load, when the page is hidden, and a last
 * time when collection ends 60 s after load. Each metric is sent once, in the first record after it
 * is known; every record has the same fields, null for what it does not carry (FID is kept for the
 * schema and is always null: INP has replaced it).
 */
import { apiUrl, get } from '../../core/data/index.ts'
import { TimeoutError } from '../../core/errors.ts'
import { APP_NAME } from './errors.ts'
import { sendText } from './transport.ts'
import { splitBatch } from '../../core/tracking/batch.ts'

export const SETTINGS_PATH = '/api/1/performance/settings'
export const RECORDS_PATH = '/api/1/performance/records'
export const SETTINGS_TIMEOUT_MS = 30_000 // spec: 30 s timeout
export const PERFORMANCE_FLUSH_MS = 30_000 // spec: flushed 30 s after page load
export const COLLECTION_LIMIT_MS = 60_000 // spec: collection waits up to 60 s or until the page is hidden
export const RECORD_EVENT = 'page-performance' // the records' event name (not shown in the spec)

export const PAGE_LOAD_ID_WARNING = '[atoll:tracking] Unable to resolve pageLoadId' // spec: performance messages
export const SETTINGS_TIMEOUT_WARNING = '[atoll:tracking] Metric settings request timeout' // spec: performance messages

/** The metrics of a record, in its schema's order; `navigation` holds the navigation timings. */
export const RECORD_FIELDS = ['CLS', 'FCP', 'FID', 'INP', 'LCP', 'navigation'] as const
export type RecordField = (typeof RECORD_FIELDS)[number]

export interface PerformanceRecord {
  app: string
  event: string
  pageLoadId: string
  timestamp: number
  data: Record<RecordField, unknown>
}

export interface CollectorOptions {
  pageLoadId: string
  /** `performance.now()` at the page's load. */
  loadedAt: number
  send(records: PerformanceRecord[]): void
  /** @default () => performance.now() */
  now?: () => number
}

export interface Collector {
  /** Keeps a metric's value until the next flush; a metric already sent, a late one or a null one is ignored. */
  set(name: RecordField, value: unknown): void
  /** Sends the metrics not sent yet, if there are any. */
  flush(): void
  /** Stops collecting and cancels the timers, without sending. */
  stop(): void
}

/** The records' collector, with its two timers: the flush 30 s after load, the end of collection at 60 s. */
export function createCollector({
  pageLoadId,
  loadedAt,
  send,
  now = () => performance.now(),
}: CollectorOptions): Collector {
  const values = new Map<RecordField, unknown>()
  const sent = new Set<RecordField>()
  let done = false
  const since = now() - loadedAt
  const flushTimer = setTimeout(flush, Math.max(0, PERFORMANCE_FLUSH_MS - since))
  // Started late (the visitor accepted after a minute), collection still gets its 30 s.
  const endTimer = setTimeout(
    () => {
      flush()
      stop()
    },
    Math.max(COLLECTION_LIMIT_MS - since, PERFORMANCE_FLUSH_MS),
  )

  function flush(): void {
    const fresh = [...values.keys()].filter((name) => !sent.has(name))
    if (done || !fresh.length) return
    const data = Object.fromEntries(RECORD_FIELDS.map((name) => [name, null])) as Record<RecordField, unknown>
    for (const name of fresh) {
      data[name] = values.get(name)
      sent.add(name)
    }
    send([{ app: APP_NAME, event: RECORD_EVENT, pageLoadId, timestamp: Date.now(), data }])
  }

  function stop(): void {
    done = true
    clearTimeout(flushTimer)
    clearTimeout(endTimer)
  }

  return {
    set(name, value) {
      if (!done && !sent.has(name) && value !== null && value !== undefined) values.set(name, value)
    },
    flush,
    stop,
  }
}

/**
 * The page load's id from the performance settings. Logs the spec's message when the answer has none
 * or the request times out (30 s); hands any other failure to `report`.
 */
export async function fetchPageLoadId(report: (error: unknown) => void): Promise<string | undefined> {
  try {
    const settings = await get<{ pageLoadId?: unknown }>(SETTINGS_PATH, { timeout: SETTINGS_TIMEOUT_MS })
    const id = settings?.pageLoadId
    if ((typeof id === 'string' && id) || (typeof id === 'number' && Number.isFinite(id))) return String(id)
    console.warn(PAGE_LOAD_ID_WARNING)
  } catch (error) {
    if (error instanceof TimeoutError) console.warn(SETTINGS_TIMEOUT_WARNING)
    else report(error)
  }
  return undefined
}

/**
 * Sends records as JSON arrays of at most 60 KB each (the keep-alive limit); an XHR answered other
 * than 200 (or 0, a request the page left) logs the spec's message.
 */
export function sendRecords(records: PerformanceRecord[]): void {
  for (const batch of splitBatch(records)) {
    sendText(apiUrl(RECORDS_PATH), JSON.stringify(batch), (status) => {
      if (status !== 200 && status !== 0)
        console.warn(`[atoll:tracking] XHR request DONE with unexpected status: ${status}`)
    })
  }
}

/** The navigation timings of the page load, in whole milliseconds since navigation start. */
export function navigationTimings(): Record<string, number | string> | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  if (!entry) return null
  const nav = entry as PerformanceNavigationTiming
  const ms = Math.round
  return {
    type: nav.type,
    redirect: ms(nav.redirectEnd - nav.redirectStart),
    dns: ms(nav.domainLookupEnd - nav.domainLookupStart),
    connect: ms(nav.connectEnd - nav.connectStart),
    ttfb: ms(nav.responseStart),
    response: ms(nav.responseEnd - nav.responseStart),
    domInteractive: ms(nav.domInteractive),
    domContentLoaded: ms(nav.domContentLoadedEventEnd),
    load: ms(nav.loadEventEnd),
    transferSize: nav.transferSize,
  }
}
