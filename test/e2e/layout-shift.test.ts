import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'

/**
 * What the server sends keeps its place when the islands mount: the layout shifts a visitor sees
 * while every block comes into view (and mounts) add up to nothing. The pages here are those whose
 * blocks replace or fill what the server drew: the marquee's wave, lazy product images, the product's
 * gallery, the calendar's view in place of the server's list of events, the summaries' designs, and
 * the shapes' and image designs' boxes, which the server's attributes and stylesheet give before
 * their islands mount.
 */
describe('layout shift', () => {
  const pages = usePages()

  it.each([
    ['/marquee', 412],
    ['/marquee', 1280],
    ['/quick-view', 412],
    ['/quick-view', 1280],
    ['/store/sourdough-loaf', 412],
    ['/store/sourdough-loaf', 1280],
    ['/events', 412],
    ['/events', 1280],
    ['/summary-wall', 412],
    ['/summary-wall', 1280],
    ['/summary-grid', 1280],
    ['/summary-carousel', 412],
    ['/summary-carousel', 1280],
    ['/shapes', 412],
    ['/shapes', 1280],
    ['/image-designs', 412],
    ['/image-designs', 1280],
    ['/members', 412],
    ['/members', 1280],
    ['/delivery', 412],
    ['/privacy-settings', 412],
    ['/gallery-autorows', 412],
    ['/gallery-autorows', 1280],
  ])('%s at %i px wide shifts nothing as its blocks mount', async (path, width) => {
    const probe = await pages.open(path, {
      viewport: { width, height: 900 },
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          const shifts: string[] = []
          Object.assign(window, { __shifts: shifts })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              sources?: { node?: Node }[]
            })[])
              shifts.push(`${entry.value.toFixed(4)} ${entry.sources?.map((s) => s.node?.nodeName).join(',')}`)
          }).observe({ type: 'layout-shift', buffered: true })
        })
      },
    })
    const { page } = probe
    await page.evaluate(() => (window as unknown as { Atoll: { ready: Promise<unknown> } }).Atoll.ready)
    for (const block of await page.locator('[data-block]').all()) await block.scrollIntoViewIfNeeded()
    // What the blocks coming into view fetch (islands, images) has arrived, and each marquee is a wave.
    await page.waitForLoadState('networkidle')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-block=marquee]')].every(
        (block) => block.dataset.islandState === 'mounted',
      ),
    )
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([])
  })
})
