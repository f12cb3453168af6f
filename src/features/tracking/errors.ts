/**
 * Error reports (spec: error reporting): uncaught errors and rejections, queued and posted as a
 * JSON array to `/api/events/RecordJavascriptErrors` one second after the last one. The queue holds
 * at most 10 reports, a page sends at most 20 times, stacks are cut to 5000 characters, and an
 * error identical to one already reported is not reported again.
 */
import type { PageContext } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { pageUrl } from '../../core/tracking/privacy.ts'

export const ERROR_QUEUE_LIMIT = 10 // spec: the queue is capped at 10 events
export const ERROR_SEND_LIMIT = 20 // spec: at most 20 sends
export const STACK_LIMIT = 5000 // spec: stacks are truncated to 5000 characters
export const ERROR_DEBOUNCE_MS = 1000 // spec: sending is debounced by 1 second
export const ERRORS_PATH = '/api/events/RecordJavascriptErrors'
export const ERROR_EVENT = 'JavascriptError' // the report's event name (not shown in the spec)
export const APP_NAME = 'atoll' // the `app` of error reports and performance records

/** What an error report says about one error (spec: the data of RecordJavascriptErrors). */
export interface ErrorData {
  websiteId: string | null
  templateId: string | null
  url: string
  userAgent: string
  app: string
  message: string
  stack: string
  file: string
  line: number
  column: number
}

export interface ErrorReport {
  event: string
  data: ErrorData
  timestamp: number
}

/** Where an error happened, as an `error` event tells it; all optional. */
export interface ErrorPlace {
  file?: string | undefined
  line?: number | undefined
  column?: number | undefined
}

export interface ErrorReporterOptions {
  page: Readonly<PageContext>
  /**
   * Sends a batch. Returns false when it cannot send now (no consent yet): the batch stays queued
   * for the next flush.
   */
  send(reports: ErrorReport[]): boolean
}

export interface ErrorReporter {
  /** Queues a report of `error` and schedules the send. */
  report(error: unknown, place?: ErrorPlace): void
  /** Sends what is queued now. */
  flush(): void
  /** Forgets what is queued (the visitor declined). */
  clear(): void
  /** Stops the timer and forgets what is queued. */
  destroy(): void
}

/** The error reporter. Its timer is the only thing it leaves running, and `destroy()` stops it. */
export function createErrorReporter({ page, send }: ErrorReporterOptions): ErrorReporter {
  const queue: ErrorReport[] = []
  const seen = new Set<string>()
  let sends = 0
  const timers = createCleanup()
  const clear = () => {
    queue.length = 0
  }

  function flush(): void {
    timers.clear()
    if (!queue.length || sends >= ERROR_SEND_LIMIT) return
    if (!send(queue.slice())) return
    sends++
    queue.length = 0
  }

  return {
    report(error, place = {}) {
      const data = errorData(page, error, place)
      const key = [data.message, data.file, data.line, data.column, data.stack].join('\n')
      if (seen.has(key) || queue.length >= ERROR_QUEUE_LIMIT || sends >= ERROR_SEND_LIMIT) return
      seen.add(key)
      queue.push({ event: ERROR_EVENT, data, timestamp: Date.now() })
      timers.clear()
      timers.timeout(flush, ERROR_DEBOUNCE_MS)
    },
    flush,
    clear,
    destroy: () => {
      timers.clear()
      clear()
    },
  }
}

/** The report data for `error`: its message and stack (cut to 5000 characters) and where it happened. */
export function errorData(page: Readonly<PageContext>, error: unknown, place: ErrorPlace = {}): ErrorData {
  const known = error instanceof Error
  return {
    websiteId: page.website?.id ?? null,
    templateId: page.templateId ?? null,
    url: pageUrl(),
    userAgent: navigator.userAgent,
    app: APP_NAME,
    message: known ? `${error.name}: ${error.message}` : String(error),
    stack: (known ? (error.stack ?? '') : '').slice(0, STACK_LIMIT),
    file: place.file ?? '',
    line: place.line ?? 0,
    column: place.column ?? 0,
  }
}
