import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'

/** The tour the /music page's block is given, so what it shows can be read exactly. */
const EVENTS = [
  { id: 'hq-1', date: '2026-12-04', venue: 'Harbour Hall', city: 'Bergen', country: 'Norway' },
  { id: 'hq-3', date: '2027-01-16', venue: 'Kulturhuset', city: 'Stavanger', country: 'Norway' },
]

/** Answers the tour dates' request with `events`. */
const tourOf =
  (events: typeof EVENTS) =>
  async (page: Page): Promise<void> => {
    await page.route('**/api/tour-dates?*', (route) => route.fulfill({ json: { events } }))
  }

/** The warning a page whose context holds a locale Intl refuses logs, once. */
const invalid = (locale: string) => `[atoll] #atoll-context: invalid locale, default used: ${JSON.stringify(locale)}`

/** The `[atoll…]` warnings a page logged. */
const atollWarnings = (probe: PageProbe) =>
  probe.consoleMessages
    .filter(({ type, text }) => type === 'warning' && text.startsWith('[atoll'))
    .map(({ text }) => text)

/**
 * The locale of a page context as a template may write it: islands that format dates and numbers
 * work as in en-US when the locale is one Intl refuses, and say once what they did.
 */
describe('the page locale', () => {
  const pages = usePages()

  /** Opens a demo page whose context, as the server wrote it, has `locale` in place of en-US. */
  function openIn(path: string, locale: string, options: OpenPageOptions = {}): Promise<PageProbe> {
    return pages.open(path, {
      ...options,
      beforeGoto: async (page, context) => {
        await page.route(new URL(path, baseUrl()).href, async (route) => {
          const response = await route.fetch()
          const html = await response.text()
          const body = html.replace('"locale":"en-US"', `"locale":${JSON.stringify(locale)}`)
          if (body === html) throw new Error(`${path} has no en-US context to change`)
          await route.fulfill({ response, body })
        })
        await options.beforeGoto?.(page, context)
      },
    })
  }

  describe.each(['xx-INVALID-@@', ''])('that Intl refuses (%j)', (locale) => {
    it('lists the tour dates by month and mounts both audio players, as in en-US', async () => {
      const probe = await openIn('/music', locale, {
        beforeGoto: tourOf(EVENTS),
      })
      const { page } = probe
      const player = page.getByRole('group', { name: 'Harbour morning' })
      await player.getByRole('button', { name: 'Play' }).waitFor()
      expect(await player.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('100%')
      await page.locator('#live[data-island-state=mounted]').waitFor()
      const tour = page.locator('#tour')
      await tour.scrollIntoViewIfNeeded()
      await tour.getByRole('heading', { name: 'January 2027' }).waitFor()
      expect(await tour.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['December 2026', 'January 2027'])
      expect(await tour.locator('li').allTextContents()).toEqual([
        'Fri, Dec 4 Harbour Hall Bergen, Norway',
        'Sat, Jan 16 Kulturhuset Stavanger, Norway',
      ])
      expect(atollWarnings(probe)).toEqual([invalid(locale)])
    })

    it('loads more posts on the blog', async () => {
      const probe = await openIn('/blog', locale)
      const { page } = probe
      await page.waitForSelector('#blog[data-island-state=mounted]')
      const titles = page.locator('#blog [data-part=item]:visible h2')
      expect(await titles.count()).toBe(4)
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect.poll(() => titles.count()).toBe(8)
      expect(await page.getByRole('status').filter({ hasText: 'more posts' }).textContent()).toBe('4 more posts')
      expect(await page.getByRole('button', { name: 'Load more' }).textContent()).toBe('Load more')
      expect(atollWarnings(probe)).toEqual([invalid(locale)])
    })

    it('draws the chart with its values in en-US numbers', async () => {
      const probe = await openIn('/charts', locale)
      const { page } = probe
      const chart = page.locator('#chart-sales')
      await chart.scrollIntoViewIfNeeded()
      await page.locator('#chart-sales[data-island-state=mounted]').waitFor()
      await expect.poll(() => chart.getByRole('img').count()).toBe(12)
      expect(await chart.getByRole('img').first().getAttribute('aria-label')).toBe('Loaves, Jan: 1,180')
      expect(atollWarnings(probe)).toEqual([invalid(locale)])
    })

    it('lists the events on the calendar with en-US times', async () => {
      const probe = await openIn('/events', locale)
      const { page } = probe
      await page.waitForSelector('#calendar[data-island-state=mounted]')
      await page.locator('#calendar .atoll-calendar[aria-busy=false]').waitFor()
      const workshop = page.locator('#calendar .atoll-calendar-events li').filter({ hasText: 'Sourdough workshop' })
      expect(await workshop.locator('.atoll-calendar-when').textContent()).toMatch(/, 10:00 AM – 1:00 PM$/)
      expect(atollWarnings(probe)).toEqual([invalid(locale)])
    })
  })

  it('shows the en-US messages for a locale Atoll has no dictionary for, and says so once for every island', async () => {
    const probe = await openIn('/music', 'nb-NO', {
      beforeGoto: tourOf(EVENTS),
    })
    const { page } = probe
    await page.getByRole('group', { name: 'Harbour morning' }).getByRole('button', { name: 'Play' }).waitFor()
    await page.locator('#live[data-island-state=mounted]').waitFor()
    const tour = page.locator('#tour')
    await tour.scrollIntoViewIfNeeded()
    await page.locator('#tour[data-island-state=mounted]').waitFor()
    // Mounted, the block asks for its dates: its months show once they have come.
    await tour.getByRole('heading', { name: 'januar 2027' }).waitFor()
    // The dates follow the page's own locale, which Intl knows; the words are en-US's.
    expect(await tour.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['desember 2026', 'januar 2027'])
    expect(await page.locator('#tune').getByRole('button', { name: 'Play' }).count()).toBe(1)
    expect(atollWarnings(probe)).toEqual(['[atoll:i18n] No dictionary for locale: "nb-NO", using en-US as fallback.'])
  })
})
