/**
 * Traces (spec: `/api/events/Trace`): what the runtime wants to know about a page beyond errors
 * (an island that failed, a session-recording decision, a form that failed). Batched and sent at
 * most every 30 seconds, and at once when the page is hidden or unloaded.
 */

import { createCleanup } from '../../core/kit/cleanup.ts'
import { pageUrl } from '../../core/tracking/privacy.ts'

export const TRACE_INTERVAL_MS = 30_000 // spec: trace flush every 30 s
/** The spec gives no cap: the queue keeps its first 100 traces (before consent, or between two sends), later ones are dropped. */
export const TRACE_QUEUE_LIMIT = 100
export const TRACES_PATH = '/api/events/Trace'

export interface Trace {
  pageUrl: string
  type: string
  data: unknown
}

export interface TracerOptions {
  /** Sends a batch; `leaving` when the page is going away (a beacon then). Returns false when it cannot send now. */
  send(traces: Trace[], leaving: boolean): boolean
}

export interface Tracer {
  trace(type: string, data?: unknown): void
  /** Sends what is queued now. */
  flush(leaving?: boolean): void
  clear(): void
  destroy(): void
}

/** The tracer: a queue and the one timer that `destroy()` stops. */
export function createTracer({ send }: TracerOptions): Tracer {
  const queue: Trace[] = []
  const timers = createCleanup()
  /** Cancels the send that is due, if one is. */
  let due: (() => void) | undefined
  let lastSent = -Infinity
  const clear = () => {
    queue.length = 0
  }

  function flush(leaving = false): void {
    due?.()
    due = undefined
    if (!queue.length) return
    // Between two timed sends, 30 s at least; leaving the page sends whatever is left.
    const wait = lastSent + TRACE_INTERVAL_MS - Date.now()
    if (!leaving && wait > 0) {
      due = timers.timeout(flush, wait)
      return
    }
    if (!send(queue.slice(), leaving)) return
    lastSent = Date.now()
    queue.length = 0
  }

  return {
    trace(type, data = null) {
      if (queue.length >= TRACE_QUEUE_LIMIT) return
      queue.push({ pageUrl: pageUrl(), type, data })
      due ??= timers.timeout(flush, TRACE_INTERVAL_MS)
    },
    flush,
    clear,
    destroy: () => {
      timers.clear()
      clear()
    },
  }
}
