import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'

/** The chart island on the demo's /charts page: the keyboard path, the Data button, the box it keeps. */
describe('charts', () => {
  const pages = usePages()

  it('reads its values from the keyboard: one tab stop, arrow keys along and across series, a tooltip', async () => {
    const { page } = await pages.open('/charts')
    const chart = page.locator('#chart-sales')
    await chart.scrollIntoViewIfNeeded()
    await page.locator('#chart-sales[data-island-state=mounted]').waitFor()
    await expect.poll(() => chart.getByRole('img').count()).toBe(12)
    await chart.getByRole('button', { name: 'Data' }).focus()
    await page.keyboard.press('Tab')
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    expect(await focused()).toBe('Loaves, Jan: 1,180')
    await page.keyboard.press('ArrowRight')
    expect(await focused()).toBe('Loaves, Feb: 1,040')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Buns, Feb: 610')
    await page.keyboard.press('End')
    expect(await focused()).toBe('Buns, Jun: 1,010')
    await expect.poll(() => chart.locator('.atoll-chart-tip').textContent()).toBe('Buns, Jun: 1,010')
    // The chart is one stop: Tab leaves it for what follows.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('#chart-sales'))).toBeNull()
  })

  it("draws each series in its palette colour, or in the site's own --atoll-chart-N", async () => {
    const { page } = await pages.open('/charts')
    const chart = page.locator('#chart-sales')
    await chart.scrollIntoViewIfNeeded()
    await page.locator('#chart-sales[data-island-state=mounted]').waitFor()
    const fill = (label: string) =>
      chart.getByRole('img', { name: label }).evaluate((mark) => getComputedStyle(mark).fill)
    // Loaves is the first series, Buns the second: the palette's #2f6f9f and #c0562b.
    expect(await fill('Loaves, Jan: 1,180')).toBe('rgb(47, 111, 159)')
    expect(await fill('Buns, Feb: 610')).toBe('rgb(192, 86, 43)')
    await page.evaluate(() => document.documentElement.style.setProperty('--atoll-chart-2', 'rebeccapurple'))
    expect(await fill('Buns, Feb: 610')).toBe('rgb(102, 51, 153)')
    expect(await fill('Loaves, Jan: 1,180')).toBe('rgb(47, 111, 159)')
  })

  it('keeps the table for screen readers, and shows it with the Data button', async () => {
    const { page } = await pages.open('/charts')
    const chart = page.locator('#chart-flour')
    await chart.scrollIntoViewIfNeeded()
    await page.locator('#chart-flour[data-island-state=mounted]').waitFor()
    const table = chart.getByRole('table', { name: 'Flour used, by bake' })
    // Visually hidden (in a holder clipped to a pixel), still in the accessibility tree.
    const shown = () => table.evaluate((node) => node.parentElement!.getBoundingClientRect().width)
    expect(await table.count()).toBe(1)
    expect(await shown()).toBeLessThanOrEqual(1)
    // The marks are drawn in a task of their own once the box has its size, which may follow the mount.
    await expect
      .poll(() => chart.getByRole('img').evaluateAll((marks) => marks.map((m) => m.getAttribute('aria-label'))))
      .toEqual(['Sourdough: 420', 'Rye: 180', 'Buns: 260', 'Cakes: 90'])
    const data = chart.getByRole('button', { name: 'Data' })
    await data.click()
    expect(await data.getAttribute('aria-expanded')).toBe('true')
    expect(await shown()).toBeGreaterThan(200)
  })

  it('draws in the box the page reserved and redraws on resize, moving nothing', async () => {
    const probe = await pages.open('/charts', {
      viewport: { width: 1280, height: 900 },
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          const shifts: number[] = []
          Object.assign(window, { __shifts: shifts })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
          }).observe({ type: 'layout-shift', buffered: true })
        })
      },
    })
    const { page } = probe
    const box = () => page.locator('#chart-sales').boundingBox()
    const before = await box()
    await page.locator('#chart-sales[data-island-state=mounted]').waitFor()
    expect(await box()).toEqual(before)
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
    // Narrower, the chart is drawn again for its new width, in a box as tall as before.
    const width = () => page.locator('#chart-sales svg').getAttribute('width')
    const wide = await width()
    await page.setViewportSize({ width: 600, height: 900 })
    await expect.poll(width).not.toBe(wide)
    expect((await box())?.height).toBe(before?.height)
  })
})
