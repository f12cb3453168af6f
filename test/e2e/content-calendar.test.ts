import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays, dayIn, demoEvents, SITE_TIME_ZONE } from '../../demo-site/server/content/events.ts'
import { dayLabel, dayWithCount, onOneSiteDay, siteToday, titlesOn } from '../site-day.ts'
import { baseUrl, usePages } from './harness.ts'

const monthName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
/** The Sunday that starts the en-US week of a day. */
const weekStart = (day: string) => addDays(day, -new Date(`${day}T12:00:00Z`).getUTCDay())
/** The same day of the next month, or that month's last day when it is shorter. */
function sameDayNextMonth(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(date, length))).toISOString().slice(0, 10)
}
const workshopOn = (day: string) => demoEvents(day).find((event) => event.id === 'sourdough-workshop')!
const focusedDay = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day)

/** The calendar on /events: the server's list without script, the island's list and month grid. */
describe('the calendar', () => {
  const pages = usePages()

  /**
   * Opens the calendar between two readings of the site's day, so that the day the server and the
   * island worked with is one of `days` (the same day twice unless midnight in Oslo came between).
   */
  async function open(path = '/events') {
    const before = siteToday()
    const probe = await pages.open(path)
    await probe.page.waitForSelector('#calendar[data-island-state=mounted]')
    await probe.page.locator('#calendar .atoll-calendar[aria-busy=false]').waitFor()
    return { ...probe, days: [before, siteToday()] }
  }

  it('lists the upcoming events without script, as the server renders them', async () => {
    const { page } = await pages.open('/events', { javaScriptEnabled: false })
    const items = await page.locator('#calendar li').allTextContents()
    expect(items.some((item) => item.startsWith('Sourdough workshop'))).toBe(true)
    expect(items.some((item) => item.startsWith('Autumn open house'))).toBe(false)
  })

  it("lists the upcoming events in the site's time zone, each to add to a calendar as an .ics file", async () => {
    const { page, days } = await open()
    const list = page.locator('#calendar .atoll-calendar-events li')
    const workshop = list.filter({ hasText: 'Sourdough workshop' })
    // 10:00 in Oslo, whatever the browser's own zone (the tests' is UTC).
    expect(await workshop.locator('.atoll-calendar-when').textContent()).toMatch(/, 10:00 AM – 1:00 PM$/)
    expect(
      await list.filter({ hasText: 'Christmas market stall' }).locator('.atoll-calendar-when').textContent(),
    ).toMatch(/ – .* · All day$/)
    expect(await list.first().textContent()).not.toContain('Autumn open house')
    expect(
      await page.getByRole('link', { name: 'Friday evening concert: The Harbour Quartet' }).getAttribute('href'),
    ).toBe(`${baseUrl()}/music`)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar: Sourdough workshop' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Sourdough-workshop.ics')
    const ics = await readFile((await download.path())!, 'utf8')
    const lines = ics.split('\r\n')
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    const day = days.find((candidate) => lines.includes(`DTSTART:${stamp(workshopOn(candidate).startDate)}`))
    expect(day, `the workshop of ${days.join(' or ')} in:\n${ics}`).toBeDefined()
    const event = workshopOn(day!)
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:sourdough-workshop@127.0.0.1',
        `DTSTART:${stamp(event.startDate)}`,
        `DTEND:${stamp(event.endDate)}`,
        'SUMMARY:Sourdough workshop',
        'LOCATION:Harbour Street Bakery\\, 12 Harbour Street',
        'END:VEVENT',
      ]),
    )
  })

  it('moves through the month grid with the keyboard and lists the chosen day’s events', () =>
    onOneSiteDay(async () => {
      const { page, days } = await open()
      await page.getByRole('button', { name: 'Month', exact: true }).click()
      expect(await page.getByRole('button', { name: 'Month', exact: true }).getAttribute('aria-pressed')).toBe('true')
      // One day is in the tab order: today's, marked as the current date.
      const current = page.locator('.atoll-calendar [role=grid] [tabindex="0"]')
      const today = (await current.getAttribute('data-day')) ?? ''
      expect(days).toContain(today)
      expect(await current.getAttribute('aria-current')).toBe('date')
      const grid = page.getByRole('grid', { name: monthName(today) })
      await grid.waitFor()
      await current.focus()

      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
      await expect.poll(() => focusedDay(page)).toBe(addDays(today, 3))
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => focusedDay(page)).toBe(addDays(today, 10))
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Enter')
      // Near a month's end the workshop's day is in the next month's grid, whose events may be on their way.
      await page.locator('.atoll-calendar[aria-busy=false]').waitFor()
      // The workshop's day, with whatever else the demo has on it that day of the week.
      const workshopDay = addDays(today, 3)
      const titles = titlesOn(today, workshopDay)
      expect(titles).toContain('Sourdough workshop')
      const day = page.locator('.atoll-calendar-day')
      expect(await day.locator('li > :first-child').allTextContents()).toEqual(titles)
      expect(await page.locator(`[data-day="${workshopDay}"]`).getAttribute('aria-selected')).toBe('true')
      expect(await page.locator(`[data-day="${workshopDay}"]`).getAttribute('aria-label')).toBe(
        dayWithCount(workshopDay, titles.length),
      )

      // Home and End: the ends of the week (Sunday to Saturday in en-US).
      await page.keyboard.press('Home')
      const home = weekStart(addDays(today, 3))
      await expect.poll(() => focusedDay(page)).toBe(home)
      await page.keyboard.press('End')
      await expect.poll(() => focusedDay(page)).toBe(addDays(home, 6))

      // Page Down: the same day of the next month, in the next month's grid.
      const before = addDays(home, 6)
      const after = sameDayNextMonth(before)
      await page.keyboard.press('PageDown')
      await expect.poll(() => focusedDay(page)).toBe(after)
      await page.getByRole('grid', { name: monthName(after) }).waitFor()
      await page.keyboard.press('PageUp')
      await page.getByRole('grid', { name: monthName(before) }).waitFor()

      // The buttons: the previous month, then today again.
      await page.getByRole('button', { name: 'Previous month' }).click()
      await page.getByRole('button', { name: 'Today' }).click()
      await expect.poll(() => focusedDay(page)).toBe(today)
    }))

  it("is busy from the draw that shows a month not yet loaded, and names no day's count until its events arrive", async () => {
    const held: Array<() => Promise<void>> = []
    const { page } = await open()
    await page.getByRole('button', { name: 'Month', exact: true }).click()
    await page.locator('.atoll-calendar[aria-busy=false] [role=grid]').waitFor()
    // The next month's events wait until the test lets them through.
    await page.route('**/api/content/events?*', (route) => {
      held.push(() => route.fallback())
    })
    // Every draw from here on, as the page's DOM has it before any later effect runs.
    await page.evaluate(() => {
      const calendar = document.querySelector('#calendar .atoll-calendar')!
      const draws: Array<{ month: string; busy: string | null; label: string | null }> = []
      Object.assign(window, { draws })
      new MutationObserver(() => {
        const focused = calendar.querySelector<HTMLElement>('[role=grid] [tabindex="0"]')
        draws.push({
          month: focused?.dataset.day?.slice(0, 7) ?? '',
          busy: calendar.getAttribute('aria-busy'),
          label: focused?.getAttribute('aria-label') ?? null,
        })
      }).observe(calendar, { attributes: true, subtree: true })
    })
    const shown = (await page.locator('.atoll-calendar [role=grid] [tabindex="0"]').getAttribute('data-day')) ?? ''
    await page.locator('.atoll-calendar [role=grid] [tabindex="0"]').focus()
    await page.keyboard.press('PageDown')
    const next = sameDayNextMonth(shown)
    await page.getByRole('grid', { name: monthName(next) }).waitFor()
    await expect.poll(() => held.length).toBe(1)
    const draws = () =>
      page.evaluate(() => (window as unknown as { draws: Array<{ month: string; busy: string; label: string }> }).draws)
    const waiting = (await draws()).filter((draw) => draw.month === next.slice(0, 7))
    expect(waiting.length).toBeGreaterThan(0)
    for (const draw of waiting) {
      expect(draw.busy).toBe('true')
      expect(draw.label).not.toMatch(/events?$/)
    }
    expect(await page.locator(`[data-day="${next}"]`).getAttribute('aria-label')).toBe(dayLabel(next))

    await held[0]!()
    await page.locator('.atoll-calendar[aria-busy=false]').waitFor()
    expect(await page.locator(`[data-day="${next}"]`).getAttribute('aria-label')).toMatch(
      new RegExp(`^${dayLabel(next)}, (no events|1 event|\\d+ events)$`),
    )
  })

  it("says a chosen day's events are loading until its month's events arrive, never that it has none", () =>
    onOneSiteDay(async () => {
      const held: Array<() => Promise<void>> = []
      const { page } = await open()
      await page.getByRole('button', { name: 'Month', exact: true }).click()
      const current = page.locator('.atoll-calendar [role=grid] [tabindex="0"]')
      await page.locator('.atoll-calendar[aria-busy=false] [role=grid]').waitFor()
      const today = (await current.getAttribute('data-day')) ?? ''
      // The next month's events wait until the test lets them through.
      await page.route('**/api/content/events?*', (route) => {
        held.push(() => route.fallback())
      })
      await current.focus()
      await page.keyboard.press('PageDown')
      const next = sameDayNextMonth(today)
      await expect.poll(() => focusedDay(page)).toBe(next)
      await expect.poll(() => held.length).toBe(1)
      await page.keyboard.press('Enter')
      const chosen = page.getByRole('region', { name: dayLabel(next) })
      await chosen.waitFor()
      expect(await chosen.locator('p').allTextContents()).toEqual(['Loading events…'])

      await held[0]!()
      await page.locator('.atoll-calendar[aria-busy=false]').waitFor()
      const titles = titlesOn(today, next)
      if (titles.length === 0) await chosen.getByText('No events on this day').waitFor()
      expect(await chosen.locator('li > :first-child').allTextContents()).toEqual(titles)
      expect(await chosen.getByText('Loading events…').count()).toBe(0)
    }))

  it("moves today on at midnight in the site's time zone, for a page left open over it", async () => {
    // The page's clock five minutes before the coming midnight in Oslo (23:00 UTC in winter, 22:00 in
    // summer), and running: the day is today's, not one pinned that later runs would find long past.
    const today = siteToday()
    const tomorrow = addDays(today, 1)
    const summer = dayIn(Date.parse(`${tomorrow}T00:00:00Z`) - 2 * 3_600_000, SITE_TIME_ZONE) === tomorrow
    const midnight = Date.parse(`${tomorrow}T00:00:00Z`) - (summer ? 2 : 1) * 3_600_000
    const asked: string[] = []
    const { page } = await pages.open('/events', {
      beforeGoto: async (page, context) => {
        await context.clock.install({ time: midnight - 5 * 60_000 })
        page.on('request', (request) => {
          if (request.url().includes('/api/content/events?'))
            asked.push(new URL(request.url()).searchParams.get('from')!)
        })
      },
    })
    await page.waitForSelector('#calendar[data-island-state=mounted]')
    await page.locator('#calendar .atoll-calendar[aria-busy=false]').waitFor()
    expect(asked).toEqual([today])
    await page.getByRole('button', { name: 'Month', exact: true }).click()
    await page.locator('.atoll-calendar[aria-busy=false] [role=grid]').waitFor()
    expect(await page.locator('#calendar [aria-current=date]').getAttribute('data-day')).toBe(today)

    // Ten minutes on it is tomorrow there: Today goes to it (in the next month's grid on a month's
    // last day), the current date.
    await page.clock.fastForward(10 * 60_000)
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector<HTMLElement>('#calendar [aria-current=date]')?.dataset.day ?? ''),
      )
      .not.toBe(today)
    await page.getByRole('button', { name: 'Today' }).click()
    await expect.poll(() => focusedDay(page)).toBe(tomorrow)
    expect(await page.locator(`#calendar [data-day="${tomorrow}"]`).getAttribute('aria-current')).toBe('date')
    // The list of upcoming events starts from the new day.
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await expect.poll(() => asked.at(-1)).toBe(tomorrow)
    await page.locator('#calendar .atoll-calendar[aria-busy=false] .atoll-calendar-events').waitFor()
  })

  it("says 'Unable to load events' with a retry that asks again", async () => {
    let asked = 0
    const probe = await pages.open('/events', {
      beforeGoto: async (page) => {
        await page.route('**/api/content/events?*', (route) =>
          ++asked === 1 ? route.fulfill({ status: 500, json: { error: 'down' } }) : route.fallback(),
        )
      },
    })
    probe.expectConsoleError(
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      1,
    )
    probe.expectConsoleError(/^\[atoll:calendar\] #calendar: Unable to load the events: /, 1)
    const alert = probe.page.getByRole('alert')
    await alert.filter({ hasText: 'Unable to load events' }).waitFor()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await probe.page.getByText('Sourdough workshop').waitFor()
    expect(asked).toBe(2)
  })
})
