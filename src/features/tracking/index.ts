/**
 * Visitor analytics, a page feature of every page whose context does not turn analytics off. From
 * the first moment the consent gate allows it (at once, or at the visitor's accept) it records the
 * page view, starts the performance records and decides on session recording; until then nothing
 * leaves the page and no analytics cookie is written. It also reports uncaught errors, sends traces,
 * and is the one route from the islands to the analytics: it turns their events (the contract's
 * `AnalyticsEventName`s, core/tracking/events.ts), those emitted before it started included, into
 * census calls, events and traces:
 *
 * - `atoll:button` `{ action: 'render' | 'click', ...button fields }`: `/api/census/button-render` or
 *   `/api/census/button-click`, with the page fields;
 * - `atoll:quick-view` `{ itemId }`: `/api/census/RecordQuickView/{itemId}`;
 * - `atoll:form-render` `{ formId }`: `/api/census/form-render`;
 * - `atoll:form-submit` `{ formId, isNewsletter }`: for newsletter forms, the newsletter-subscribe
 *   tracker (`/api/events/RecordEvent` and a product event);
 * - `atoll:form-error` `{ formId }` and `atoll:island-error`: a trace;
 * - `atoll:overlay` `{ action: 'show' | 'close' | 'submit', ...overlay fields }`: `/api/census/overlay`.
 *
 * A decline stops it at once: what is queued is dropped, and nothing is sent after. A site with
 * `isVisitorDataRestricted` (no activity log) gets the page views without the visitor cookie, and
 * none of the census calls, the newsletter-subscribe tracker or session recording.
 */
import type { AnalyticsEventName, AtollEventMap, IslandHandle, LoaderHandOff, PageContext } from '../../contract.ts'
import {
  activityAllowed,
  canTrack,
  configureConsent,
  consentStore,
  cookiesAllowed,
  onConsentChange,
  whenConsented,
} from '../../core/consent/index.ts'
import { post } from '../../core/data/index.ts'
import { type Cleanup, createCleanup } from '../../core/kit/cleanup.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import { getCookie } from '../../core/storage/cookies.ts'
import { fitsKeepalive, splitBatch } from '../../core/tracking/batch.ts'
import { holdEvents, takeEvents } from '../../core/tracking/events.ts'
import { mayRecordVisit } from '../../core/tracking/recording.ts'
import { createErrorReporter, ERRORS_PATH } from './errors.ts'
import { trackEvent } from './events-client.ts'
import { ANALYTICS_TIMEOUT_MS, pageFields, sendCensus } from './census.ts'
import { recordPageView } from './page-view.ts'
import { createCollector, fetchPageLoadId, navigationTimings, sendRecords, type Collector } from './performance.ts'
import { CRUMB_COOKIE, recordEvent } from './record-event.ts'
import { openSession, type AnalyticsSession } from './session.ts'
import { startSessionRecording } from './session-recording.ts'
import { createTracer, TRACES_PATH } from './traces.ts'
import { watchVitals } from './vitals.ts'

/** spec: overlay census calls for these actions */
const OVERLAY_ACTIONS: ReadonlySet<unknown> = new Set(['show', 'close', 'submit'])
/** spec: button census calls for these actions */
const BUTTON_ACTIONS: ReadonlySet<unknown> = new Set(['render', 'click'])

/**
 * What the feature does with each island event's detail. Typed by the contract, read with care all
 * the same: the page's own code may dispatch these events too, with any detail.
 */
type Handlers = { [Name in AnalyticsEventName]: (detail: Partial<AtollEventMap[Name]['detail']> | null) => void }

export function init(page: Readonly<PageContext>, loader?: LoaderHandOff): IslandHandle {
  configureConsent(page)
  const recorded = mayRecordVisit(page)
  const cleanup = createCleanup()
  const destroyed = cleanup.signal()
  /** Census calls and events waiting for the visitor's accept, cancelled by a decline or destroy(). */
  const waiting = createCleanup()
  cleanup.add(waiting.clear)
  const refused = () => consentStore.getState().choice === 'declined'
  let session: AnalyticsSession | undefined
  let collector: Collector | undefined
  let started = false

  const crumbHeader = (): Record<string, string> => {
    const crumb = getCookie(CRUMB_COOKIE)
    return crumb ? { 'X-CSRF-Token': crumb } : {}
  }
  const reporter = createErrorReporter({
    page,
    send(reports) {
      if (!canTrack()) return false
      postBatches(ERRORS_PATH, reports, crumbHeader())
      return true
    },
  })
  const tracer = createTracer({
    send(traces) {
      if (!canTrack()) return false
      postBatches(TRACES_PATH, traces)
      return true
    },
  })
  const report = (error: unknown, place?: Parameters<typeof reporter.report>[1]) => {
    if (!refused()) reporter.report(error, place)
  }
  const trace = (type: string, data: unknown) => {
    if (!refused()) tracer.trace(type, data)
  }

  /**
   * The first moment analytics are allowed on this page. The session, the page view, the performance
   * records and the recording decision each start in a task of their own, after the feature's own
   * start: in one, with the data layer's setup of each request, they make a long task as the page
   * loads, as do the session's first reads of storage and cookies with the page view's request.
   */
  function start(): void {
    if (started) return
    started = true
    if (recorded)
      void nextTask()
        .then(() => destroyed.aborted || (session ??= openSession()))
        .then(nextTask)
        .then(() => destroyed.aborted || recordPageView(page, session!))
    void startPerformance()
    if (recorded && cookiesAllowed() && activityAllowed())
      void nextTask()
        .then(nextTask)
        .then(nextTask)
        .then(() => (destroyed.aborted ? undefined : startSessionRecording(page)))
        .then((decision) => decision && !destroyed.aborted && trace('session-recording', decision))
  }

  async function startPerformance(): Promise<void> {
    await Promise.all([loaded(cleanup), nextTask().then(nextTask)])
    if (destroyed.aborted) return
    const pageLoadId = await fetchPageLoadId(report)
    if (!pageLoadId || destroyed.aborted || !canTrack()) return
    collector = createCollector({
      pageLoadId,
      loadedAt: loadTime(),
      send: (records) => canTrack() && sendRecords(records),
    })
    collector.set('navigation', navigationTimings())
    cleanup.add(watchVitals((name, value) => collector?.set(name, value)))
  }

  function newsletterSubscribe(formId: string): void {
    if (!recorded || !activityAllowed()) return
    recordEvent(page, 'newsletter-subscribe', { formId })
    const fields = {
      actor: 'visitor',
      action: 'subscribe',
      event_owner_team: 'website',
      event_source: 'frontsite',
      object_type: 'newsletter_form',
      object_id: formId,
      product_area: 'website',
      product_section: 'newsletter',
    }
    trackEvent(page, (session ??= openSession()), fields, { formId }, 'newsletter_subscribe')
  }

  cleanup.add(
    onConsentChange(({ analytics }) => {
      if (analytics) {
        start()
        reporter.flush()
        tracer.flush()
      } else if (refused()) {
        reporter.clear()
        tracer.clear()
        collector?.stop()
        waiting.clear()
      }
    }),
  )
  if (canTrack()) start()

  const formId = (detail: { formId?: unknown } | null) => (typeof detail?.formId === 'string' ? detail.formId : '')
  const census = (path: string, fields: Record<string, unknown>) => waiting.add(sendCensus(page, path, fields))
  const handlers: Handlers = {
    'atoll:button': (detail) => {
      const { action, ...button } = detail ?? {}
      if (BUTTON_ACTIONS.has(action)) census(`/api/census/button-${action}`, { ...button, ...pageFields(page) })
    },
    'atoll:quick-view': (detail) => {
      if (typeof detail?.itemId === 'string')
        census(`/api/census/RecordQuickView/${encodeURIComponent(detail.itemId)}`, {})
    },
    'atoll:form-render': (detail) => census('/api/census/form-render', { formId: formId(detail) }),
    'atoll:form-submit': (detail) => {
      if (detail?.isNewsletter === true) waiting.add(whenConsented(() => newsletterSubscribe(formId(detail))))
    },
    'atoll:form-error': (detail) => trace('form-error', { formId: formId(detail) }),
    'atoll:overlay': (detail) => {
      if (detail && OVERLAY_ACTIONS.has(detail.action)) census('/api/census/overlay', { ...detail })
    },
  }
  // Each event is handled in a task of its own, so that what the visitor sees happen (an overlay
  // opening, a form drawn) is not lengthened by the request that counts it. The events emitted before
  // the feature started come first, in their order.
  const handle = ({ type, detail }: CustomEvent) =>
    cleanup.timeout(() => (handlers[type as AnalyticsEventName] as (detail: unknown) => void)(detail), 0)
  for (const event of takeEvents()) handle(event)
  for (const name of Object.keys(handlers)) cleanup.listen(document, name, (event) => handle(event as CustomEvent))

  const onError = ({ error, message, filename, lineno, colno }: ErrorEvent) =>
    report(error ?? message, { file: filename, line: lineno, column: colno })
  const onRejection = ({ reason }: PromiseRejectionEvent) => report(reason)
  // What went wrong before this feature was loaded, kept by the loader from its first line.
  for (const event of loader?.takeErrors() ?? []) {
    if (event.type === 'error') onError(event as ErrorEvent)
    else onRejection(event as PromiseRejectionEvent)
  }
  cleanup.listen(window, 'error', onError)
  cleanup.listen(window, 'unhandledrejection', onRejection)
  cleanup.listen(window, 'pagehide', () => tracer.flush(true))
  cleanup.listen(document, 'visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return
    collector?.flush()
    reporter.flush()
    tracer.flush(true)
  })
  // The loader's own event, dispatched as an island fails, not held: the failures after this start.
  cleanup.listen(document, 'atoll:island-error', (event) =>
    cleanup.timeout(() => {
      const { kind, error } = ((event as CustomEvent).detail ?? {}) as { kind?: unknown; error?: unknown }
      const message = (error as { message?: unknown } | null)?.message
      trace('island-error', { kind, message: typeof message === 'string' ? message : String(error) })
    }, 0),
  )

  return {
    destroy() {
      cleanup.clear()
      reporter.destroy()
      tracer.destroy()
      collector?.stop()
      holdEvents()
    },
  }
}

/**
 * Posts `items` as JSON arrays of at most 60 KB each, kept alive so that a flush as the page goes
 * away still arrives; an item too large alone goes without keep-alive. Failures are swallowed.
 */
function postBatches(path: string, items: readonly unknown[], headers: Record<string, string> = {}): void {
  for (const batch of splitBatch(items)) {
    const keepalive = fitsKeepalive(JSON.stringify(batch))
    post(path, { json: batch, headers, timeout: ANALYTICS_TIMEOUT_MS, keepalive }).catch(() => {})
  }
}

/** Resolves once the page has loaded (its navigation timings are complete). */
function loaded(cleanup: Cleanup): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => {
    const stop = cleanup.listen(window, 'load', () => {
      stop()
      resolve()
    })
  })
}

/** `performance.now()` at the end of the page's load event. */
function loadTime(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  return (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now()
}
