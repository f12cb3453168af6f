import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type PageProbe, usePages } from './harness.ts'

const EVENTS = [
  {
    id: 'hq-1',
    date: '2026-12-04',
    venue: 'Harbour Hall',
    city: 'Bergen',
    country: 'Norway',
    ticketUrl: 'https://tickets.example/hq-1',
  },
  {
    id: 'hq-3',
    date: '2027-01-16',
    venue: 'Kulturhuset',
    city: 'Stavanger',
    country: 'Norway',
    ticketUrl: 'https://tickets.example/hq-3',
  },
  {
    id: 'hq-2',
    date: '2026-12-12',
    venue: 'The Mill Stage',
    city: 'Voss',
    country: 'Norway',
    ticketUrl: 'javascript:alert(1)',
  },
]

/** The tour dates on /music, the server's answers given by the test. */
describe('tour dates', () => {
  const pages = usePages()

  async function open(
    answers: (() => { status: number; json: unknown })[],
  ): Promise<{ page: Page; probe: PageProbe; asked: string[] }> {
    const asked: string[] = []
    const probe = await pages.open('/music', {
      beforeGoto: async (page) => {
        await page.route('**/api/tour-dates?*', (route) => {
          asked.push(new URL(route.request().url()).search)
          const answer = answers[Math.min(asked.length, answers.length) - 1]!()
          return route.fulfill({ status: answer.status, json: answer.json })
        })
      },
    })
    // The block loads when it comes into view: the visitor scrolls to it.
    await probe.page.locator('#tour').scrollIntoViewIfNeeded()
    return { page: probe.page, probe, asked }
  }

  it("lists the artist's concerts by month, in date order, each with its ticket link", async () => {
    const { page, asked } = await open([() => ({ status: 200, json: { events: EVENTS } })])
    const tour = page.locator('#tour')
    await tour.getByRole('heading', { name: 'January 2027' }).waitFor()
    expect(asked).toEqual(['?artist=the-harbour-quartet'])
    expect(await tour.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['December 2026', 'January 2027'])
    expect(await tour.locator('li').allTextContents()).toEqual([
      'Fri, Dec 4 Harbour Hall Bergen, Norway Tickets',
      'Sat, Dec 12 The Mill Stage Voss, Norway',
      'Sat, Jan 16 Kulturhuset Stavanger, Norway Tickets',
    ])
    expect(await tour.getByRole('link', { name: 'Tickets for Harbour Hall, Fri, Dec 4' }).getAttribute('href')).toBe(
      'https://tickets.example/hq-1',
    )
    // The server's link to the artist's page stays.
    expect(await tour.getByRole('link', { name: "All of the Harbour Quartet's concerts" }).isVisible()).toBe(true)
  })

  it('says so when there are no concerts', async () => {
    const { page } = await open([() => ({ status: 200, json: { events: [] } })])
    await page.locator('#tour').getByText('No upcoming concerts').waitFor()
  })

  it("shows 'Unable to load' with a retry that asks again", async () => {
    const { page, probe, asked } = await open([
      () => ({ status: 500, json: { error: 'down' } }),
      () => ({ status: 200, json: { events: EVENTS } }),
    ])
    probe.expectConsoleError(
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    )
    probe.expectConsoleError(/^\[atoll:tour-dates\] #tour: Unable to load the tour dates: /, 1)
    const alert = page.locator('#tour').getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Unable to load Try again')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.locator('#tour').getByRole('heading', { name: 'December 2026' }).waitFor()
    expect(asked).toHaveLength(2)
  })
})
