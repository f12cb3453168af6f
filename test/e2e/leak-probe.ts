import type { BrowserContext, Page } from 'playwright-core'

/** What is still running on a page: observers observing, timers and frames pending, animations. */
export interface Running {
  intersectionTargets: number
  mutationObservers: number
  /** ResizeObservers observing at least one element. */
  resizeObservers: number
  /** PerformanceObservers observing an entry type. */
  performanceObservers: number
  timers: number
  frames: number
  idleCallbacks: number
  animations: number
}

const KEY = '__atollRunning'

/**
 * Wraps the page's observer and timer APIs before any script runs, so a test can ask what is still
 * running after `Atoll.destroy()`.
 */
export async function installLeakProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript((key: string) => {
    const targets = new Map<IntersectionObserver, Set<Element>>()
    const observing = new Set<MutationObserver>()
    const resizing = new Map<ResizeObserver, Set<Element>>()
    const measuring = new Set<PerformanceObserver>()
    const pending = { timers: new Set<number>(), frames: new Set<number>(), idle: new Set<number>() }

    const io = IntersectionObserver.prototype
    const { observe, unobserve, disconnect } = io
    io.observe = function (this: IntersectionObserver, target: Element) {
      if (!targets.has(this)) targets.set(this, new Set())
      targets.get(this)?.add(target)
      return observe.call(this, target)
    }
    io.unobserve = function (this: IntersectionObserver, target: Element) {
      targets.get(this)?.delete(target)
      return unobserve.call(this, target)
    }
    io.disconnect = function (this: IntersectionObserver) {
      targets.delete(this)
      return disconnect.call(this)
    }
    const mo = MutationObserver.prototype
    const { observe: moObserve, disconnect: moDisconnect } = mo
    mo.observe = function (this: MutationObserver, ...args: Parameters<MutationObserver['observe']>) {
      // The test driver's own script observes the page too; only the page's observers count.
      if (!new Error().stack?.includes('InjectedScript')) observing.add(this)
      return moObserve.apply(this, args)
    }
    mo.disconnect = function (this: MutationObserver) {
      observing.delete(this)
      return moDisconnect.call(this)
    }

    const ro = ResizeObserver.prototype
    const { observe: roObserve, unobserve: roUnobserve, disconnect: roDisconnect } = ro
    ro.observe = function (this: ResizeObserver, ...args: Parameters<ResizeObserver['observe']>) {
      if (!resizing.has(this)) resizing.set(this, new Set())
      resizing.get(this)?.add(args[0])
      return roObserve.apply(this, args)
    }
    ro.unobserve = function (this: ResizeObserver, target: Element) {
      const targets = resizing.get(this)
      targets?.delete(target)
      if (targets?.size === 0) resizing.delete(this)
      return roUnobserve.call(this, target)
    }
    ro.disconnect = function (this: ResizeObserver) {
      resizing.delete(this)
      return roDisconnect.call(this)
    }
    const po = PerformanceObserver.prototype
    const { observe: poObserve, disconnect: poDisconnect } = po
    po.observe = function (this: PerformanceObserver, ...args: Parameters<PerformanceObserver['observe']>) {
      measuring.add(this)
      return poObserve.apply(this, args)
    }
    po.disconnect = function (this: PerformanceObserver) {
      measuring.delete(this)
      return poDisconnect.call(this)
    }

    type Scheduler = (callback: (...args: never[]) => void, ...rest: never[]) => number
    const track = (name: string, set: Set<number>, cancelName: string) => {
      const target = window as unknown as Record<string, Scheduler>
      const schedule = target[name]
      const cancel = target[cancelName] as unknown as (id: number) => void
      if (!schedule || !cancel) return
      target[name] = ((callback: (...args: never[]) => void, ...rest: never[]) => {
        const id: number = schedule.call(
          window,
          (...args: never[]) => {
            set.delete(id)
            if (typeof callback === 'function') callback(...args)
          },
          ...rest,
        )
        set.add(id)
        return id
      }) as Scheduler
      target[cancelName] = ((id: number) => {
        set.delete(id)
        cancel.call(window, id)
      }) as unknown as Scheduler
    }
    track('setTimeout', pending.timers, 'clearTimeout')
    track('requestAnimationFrame', pending.frames, 'cancelAnimationFrame')
    track('requestIdleCallback', pending.idle, 'cancelIdleCallback')

    Object.defineProperty(window, key, {
      value: () => ({
        intersectionTargets: [...targets.values()].reduce((sum, set) => sum + set.size, 0),
        mutationObservers: observing.size,
        resizeObservers: resizing.size,
        performanceObservers: measuring.size,
        timers: pending.timers.size,
        frames: pending.frames.size,
        idleCallbacks: pending.idle.size,
        animations: document.getAnimations().length,
      }),
    })
  }, KEY)
}

export function running(page: Page): Promise<Running> {
  return page.evaluate((key) => (window as unknown as Record<string, () => Running>)[key]!(), KEY)
}

/**
 * The event listener types that Atoll's own scripts (served under /atoll/) registered on
 * `selector`'s elements and their subtrees, on `document` and on `window`, as the browser's debugger
 * sees them: listeners removed through an AbortSignal are gone from it too. Scripts whose URL
 * matches `except` are left out.
 */
export function atollListeners(page: Page, selector: string, except?: RegExp): Promise<string[]> {
  return listenersOf(page, selector, { pageWide: true, except })
}

/**
 * Atoll's listeners on `selector`'s elements and their subtrees alone, read in one pass: those on
 * `document` and `window`, which page-wide features share (and may add at any moment), are left out.
 */
export function blockListeners(page: Page, selector: string): Promise<string[]> {
  return listenersOf(page, selector, { pageWide: false })
}

async function listenersOf(
  page: Page,
  selector: string,
  { pageWide, except }: { pageWide: boolean; except?: RegExp | undefined },
): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const scriptUrls = new Map<string, string>()
  cdp.on('Debugger.scriptParsed', (script) => scriptUrls.set(script.scriptId, script.url))
  await cdp.send('Debugger.enable')
  const targets: { objectId: string; depth: number }[] = []
  for (const expression of pageWide ? ['window', 'document'] : []) {
    const { result } = await cdp.send('Runtime.evaluate', { expression })
    if (result.objectId) targets.push({ objectId: result.objectId, depth: 0 })
  }
  const { result: list } = await cdp.send('Runtime.evaluate', {
    expression: `[...document.querySelectorAll(${JSON.stringify(selector)})]`,
  })
  if (list.objectId) {
    const { result } = await cdp.send('Runtime.getProperties', { objectId: list.objectId, ownProperties: true })
    for (const property of result) {
      if (/^\d+$/.test(property.name) && property.value?.objectId)
        targets.push({ objectId: property.value.objectId, depth: -1 })
    }
  }
  const types: string[] = []
  for (const target of targets) {
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', target)
    for (const listener of listeners) {
      const url = scriptUrls.get(listener.scriptId)
      if (url?.includes('/atoll/') && !except?.test(url)) types.push(listener.type)
    }
  }
  await cdp.detach()
  return types
}
