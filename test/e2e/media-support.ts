// What the media browser tests share: layout shift, pixel ratio, touch swipes and event records.
import type { BrowserContext, Page } from 'playwright-core'

const CLS_KEY = '__atollMediaCls'
const EVENTS_KEY = '__atollMediaEvents'

/** Sums the page's layout shifts (those not caused by input) from its first moment. Call in beforeGoto. */
export async function recordLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript((key: string) => {
    const total = { value: 0, sources: [] as string[] }
    Object.defineProperty(window, key, { value: total })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput) continue
        total.value += entry.value
        for (const source of entry.sources ?? [])
          total.sources.push((source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?')
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, CLS_KEY)
}

/** The layout shift so far, and what moved. */
export function layoutShift(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(
    (key) => (window as unknown as Record<string, { value: number; sources: string[] }>)[key]!,
    CLS_KEY,
  )
}

/** Records the details of these `atoll:*` events on document, in order. Call in beforeGoto. */
export async function recordEvents(context: BrowserContext, names: string[]): Promise<void> {
  await context.addInitScript(
    ([key, types]: [string, string[]]) => {
      const seen: { type: string; detail: unknown }[] = []
      Object.defineProperty(window, key, { value: seen })
      for (const type of types)
        document.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }))
    },
    [EVENTS_KEY, names] as [string, string[]],
  )
}

export interface RecordedEvent {
  type: string
  detail: { id?: string | null; index?: number }
}

export function events(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate((key) => (window as unknown as Record<string, RecordedEvent[]>)[key]!, EVENTS_KEY)
}

/** Emulates a screen with this pixel ratio (the viewport keeps its size). Call in beforeGoto. */
export async function pixelRatio(page: Page, ratio: number, width = 1280, height = 720): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: ratio, mobile: false })
}

/** Turns on touch input, so {@link swipe} can send real touch events. Call in beforeGoto. */
export async function enableTouch(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 })
}

/**
 * A quick horizontal swipe with one finger across the middle of `selector`: `share` of its width to
 * the left (negative: to the right), in six moves.
 */
export async function swipe(page: Page, selector: string, share: number): Promise<void> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} has no box to swipe on`)
  const distance = box.width * share
  const cdp = await page.context().newCDPSession(page)
  const y = box.y + box.height / 2
  const start = box.x + box.width / 2 + distance / 2
  const point = (x: number) => [{ x, y }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start) })
  // A move a frame, as a finger makes them, and a frame before lifting it: PhotoSwipe, for one,
  // applies a drag on its animation frames, and reads a gesture that ends within one as a tap.
  const frame = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  for (let step = 1; step <= 6; step++) {
    await frame()
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(start - (distance * step) / 6) })
  }
  await frame()
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** Resolves once every image of `selector` that has a box has loaded its chosen width. */
export async function imagesLoaded(page: Page, selector = 'img[data-src]'): Promise<void> {
  await page.waitForFunction(
    (query) =>
      [...document.querySelectorAll<HTMLImageElement>(query)]
        .filter((img) => img.getBoundingClientRect().width > 0 && img.getBoundingClientRect().top < innerHeight + 200)
        .every((img) => img.complete && img.naturalWidth > 0 && img.dataset.imageResolution),
    selector,
  )
}

/** Resolves once every image of `selector` has loaded a width (scrolled to first, so lazy ones load). */
export async function resolved(page: Page, selector: string): Promise<void> {
  for (const image of await page.locator(selector).all()) {
    await image.scrollIntoViewIfNeeded()
    await page.waitForFunction((img) => !!img?.dataset.imageResolution, await image.elementHandle())
  }
  await arrived(page, selector)
}

/** Resolves once every image of `selector` has loaded the width it asked for, wherever it is on the page. */
export async function arrived(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (query) =>
      [...document.querySelectorAll<HTMLImageElement>(query)].every(
        (img) => img.dataset.imageResolution && img.complete,
      ),
    selector,
  )
}

/**
 * Resolves once the lightbox has finished opening: PhotoSwipe binds its keys and gestures then, and
 * shows the images either side of the open one.
 */
export async function lightboxOpen(page: Page): Promise<void> {
  await page.waitForSelector('.pswp--open')
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.pswp__item')].filter((item) => item.style.display === 'block')
        .length > 1,
  )
}
