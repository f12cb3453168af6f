/**
 * FCP, LCP, CLS and INP from the browser's performance entries, by the definitions web-vitals
 * implements. Hand-written on purpose: web-vitals cannot be stopped (its observers and its listeners
 * on `window` stay for the page's life), and the tracking feature runs on nearly every page, whose
 * `Atoll.destroy()` must leave nothing observing or listening. Everything here ends with the function
 * `watchVitals` returns. Not measured: pages restored from the back-forward cache (a record is one
 * page load) and soft navigations.
 */
import { createCleanup } from '../../core/kit/cleanup.ts'

export type VitalName = 'CLS' | 'FCP' | 'INP' | 'LCP'

export const CLS_GAP_MS = 1000 // a layout shift more than 1 s after the previous one starts a new session window
export const CLS_WINDOW_MS = 5000 // a session window lasts at most 5 s
export const INP_THRESHOLD_MS = 40 // event timing entries shorter than this are not observed (web-vitals' default)
export const INP_SKIP_EVERY = 50 // INP is the 98th percentile: one interaction skipped for every 50
export const INP_CANDIDATES = 10 // web-vitals keeps the 10 longest interactions and picks among them
export const INTERACTION_ID_STEP = 7 // Chromium numbers interactions 7 apart (web-vitals' interactionCount polyfill)

/** A layout shift as the browser reports it. */
export interface LayoutShift {
  startTime: number
  value: number
  hadRecentInput: boolean
}

/**
 * CLS: the largest sum of unexpected layout shifts within one session window (shifts less than 1 s
 * apart, at most 5 s in all). Shifts right after an input do not count.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0
  let current = 0
  let start = 0
  let previous = -Infinity
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue
    if (shift.startTime - previous < CLS_GAP_MS && shift.startTime - start < CLS_WINDOW_MS) current += shift.value
    else {
      current = shift.value
      start = shift.startTime
    }
    previous = shift.startTime
    largest = Math.max(largest, current)
  }
  return largest
}

/**
 * INP as web-vitals computes it: among the 10 longest observed interactions (each one's longest event
 * duration; only those over the observer's 40 ms threshold are seen), the one at index
 * `floor(interactionCount / 50)`, or the last of them (the 98th percentile: one skipped for every
 * 50 of the page's interactions). The page's count includes the quick interactions never observed,
 * so it is passed apart; it defaults to the observed ones. Undefined without an observed interaction.
 * @example interactionToNextPaint([900, 700], 100) // 700: 100 interactions skip the worst one
 */
export function interactionToNextPaint(durations: Iterable<number>, interactionCount?: number): number | undefined {
  const sorted = [...durations].sort((a, b) => b - a)
  const count = Math.max(interactionCount ?? 0, sorted.length)
  const longest = sorted.slice(0, INP_CANDIDATES)
  return longest[Math.min(Math.floor(count / INP_SKIP_EVERY), longest.length - 1)]
}

/** Whether the browser counts the page's interactions itself (`performance.interactionCount`). */
const countsInteractions = (): boolean => 'interactionCount' in performance

/**
 * The page's interaction count: `performance.interactionCount` where the browser has it, else the
 * estimate web-vitals makes from the lowest and highest interaction ids of every interaction seen,
 * quick ones included (Chromium numbers them 7 apart).
 */
export function interactionCount(ids: Iterable<number>): number {
  if (countsInteractions()) return (performance as { interactionCount?: number }).interactionCount ?? 0
  let min = Infinity
  let max = -Infinity
  for (const id of ids) {
    min = Math.min(min, id)
    max = Math.max(max, id)
  }
  return max < min ? 0 : (max - min) / INTERACTION_ID_STEP + 1
}

type Report = (name: VitalName, value: number) => void

/**
 * Observes the page's vitals and reports each as it becomes final: FCP at the first contentful paint;
 * LCP at the first key press or click, or when the page is hidden; CLS and INP when the page is
 * hidden (again at each hiding: the caller keeps the first). Paints after the page was first hidden
 * do not count. CLS to 4 decimals, the others in whole milliseconds.
 * @returns the function that disconnects every observer and removes every listener.
 */
export function watchVitals(report: Report): () => void {
  const cleanup = createCleanup()
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  const activation = (navigation as { activationStart?: number } | undefined)?.activationStart ?? 0
  const since = (time: number) => Math.max(Math.round(time - activation), 0)
  let hiddenAt = firstHidden()
  const shifts: LayoutShift[] = []
  const interactions = new Map<number, number>()
  let paintedAt: number | undefined
  let largest: number | undefined
  let lcpFinal = false

  /** Observes one entry type (buffered: what happened before counts); returns what hands over pending entries now. */
  function observe(type: string, take: (entries: PerformanceEntry[]) => void, options: object = {}): () => void {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return () => {}
    const observer = cleanup.observe(new PerformanceObserver((list) => take(list.getEntries())))
    observer.observe({ type, buffered: true, ...options })
    return () => take(observer.takeRecords())
  }

  observe('paint', (entries) => {
    const paint = entries.find((entry) => entry.name === 'first-contentful-paint')
    if (!paint || paint.startTime >= hiddenAt || paintedAt !== undefined) return
    paintedAt = paint.startTime
    report('FCP', since(paint.startTime))
  })
  const takeLcp = observe('largest-contentful-paint', (entries) => {
    for (const entry of entries) if (entry.startTime < hiddenAt && !lcpFinal) largest = since(entry.startTime)
  })
  const takeShifts = observe('layout-shift', (entries) => shifts.push(...(entries as unknown as LayoutShift[])))
  const takeInteractions = ['event', 'first-input'].map((type) =>
    observe(
      type,
      (entries) => {
        for (const { interactionId, duration } of entries as unknown as {
          interactionId?: number
          duration: number
        }[]) {
          // An event under the threshold (seen only for the count) is no candidate; the first input is.
          const latency = type === 'event' && duration < INP_THRESHOLD_MS ? 0 : duration
          if (interactionId) interactions.set(interactionId, Math.max(interactions.get(interactionId) ?? 0, latency))
        }
      },
      // Without the browser's count, every interaction is observed (the Event Timing minimum, 16 ms)
      // for its id, as web-vitals' estimate does; only those of 40 ms or more are INP candidates.
      type === 'event' ? { durationThreshold: countsInteractions() ? INP_THRESHOLD_MS : 0 } : {},
    ),
  )

  function finalizeLcp(): void {
    if (lcpFinal) return
    takeLcp()
    lcpFinal = true
    if (largest !== undefined) report('LCP', largest)
  }

  for (const type of ['keydown', 'click']) cleanup.listen(window, type, finalizeLcp, { capture: true, once: true })
  // Captured on window: it runs before the listeners of `document` that flush what was reported.
  cleanup.listen(
    window,
    'visibilitychange',
    () => {
      if (document.visibilityState !== 'hidden') return
      hiddenAt = Math.min(hiddenAt, performance.now())
      finalizeLcp()
      takeShifts()
      for (const take of takeInteractions) take()
      // Like CrUX, CLS only for a page that painted.
      if (paintedAt !== undefined) report('CLS', Math.round(cumulativeLayoutShift(shifts) * 1e4) / 1e4)
      const inp = interactionToNextPaint(
        [...interactions.values()].filter((latency) => latency > 0),
        interactionCount(interactions.keys()),
      )
      if (inp !== undefined) report('INP', Math.round(inp))
    },
    { capture: true },
  )

  return cleanup.clear
}

/** When the page was first hidden since navigation (a tab opened in the background: 0), or Infinity. */
function firstHidden(): number {
  const hidden = performance.getEntriesByType?.('visibility-state')?.find((entry) => entry.name === 'hidden')
  if (hidden) return hidden.startTime
  return document.visibilityState === 'hidden' && !(document as { prerendering?: boolean }).prerendering ? 0 : Infinity
}
