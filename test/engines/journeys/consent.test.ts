import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Target, Visit } from '../visit.ts'

const BANNER = { role: 'region', name: 'Cookie consent' } satisfies Target
const ACCEPT = { role: 'button', name: 'Accept', within: '.atoll-cookie-banner' } satisfies Target
const DECLINE = { role: 'button', name: 'Decline', within: '.atoll-cookie-banner' } satisfies Target
const PREFERENCES = { role: 'button', name: 'Cookie preferences' } satisfies Target
const TRACKING_COOKIES = ['SS_ANALYTICS_ID', 'SS_SESSION_ID', 'ss_cvr', 'ss_cvt']

/** The cookies the page can read, by name, without the journey's own probe. */
const cookies = (visit: Visit) =>
  visit.evaluate(() =>
    document.cookie
      .split(';')
      .map((pair) => pair.trim().split('=')[0]!)
      .filter((name) => name !== '' && name !== 'atoll_probe')
      .sort(),
  )

/** The visitor's choice as the consent cookie keeps it (`ss_consent=2|accepted|<date>`). */
const choice = (visit: Visit) =>
  visit.evaluate(() => /(?:^|; )ss_consent=\d+\|(\w+)\|/.exec(document.cookie)?.[1] ?? null)

/**
 * Waits until the page has done what it does on its own after loading: the button block mounted, an
 * idle period and a frame after it. A tracker that did not wait for consent would have sent by then.
 */
async function settled(visit: Visit): Promise<void> {
  await visit.waitFor(() => document.getElementById('order-button')?.dataset.islandState === 'mounted')
  await visit.waitFor(
    () =>
      new Promise<boolean>((resolve) =>
        // Support: Safari has no requestIdleCallback.
        (window.requestIdleCallback ?? setTimeout)(() => requestAnimationFrame(() => resolve(true))),
      ),
  )
}

/** The paths of what the server received from this visit under /api/, any kind. */
const received = async (visit: Visit) => (await visit.inbox()).map((record) => record.path)

/** Polls until the server has received the page view (a census hit of event 1). */
const pageViews = async (visit: Visit) =>
  (await visit.inbox('census')).filter(
    (record) => record.path === '/api/census/RecordHit' && record.form?.event === '1',
  ).length

describe('the cookie banner', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    'in opt-in mode sends nothing analytic before Accept, and the page view after it (%s)',
    async (viewport) => {
      const visit = await journeys.open('/cookie-banner-opt-in', { viewport })
      await visit.find(BANNER)
      // The site's own text (cookieBannerText), its link a link.
      expect(await visit.text({ css: '.atoll-cookie-text' })).toBe(
        'Harbour Street Bakery uses cookies to count visits and to remember your basket. Read our questions and answers.',
      )
      expect(await visit.attribute({ role: 'link', name: 'questions and answers' }, 'href')).toBe('/accordion')
      await settled(visit)
      // A click on the counted button before an answer is not counted either.
      await visit.click({ role: 'link', name: 'Order bread' })
      await settled(visit)
      expect(await received(visit)).toEqual([])
      expect(
        await visit.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.startsWith('/api/')),
        ),
      ).toEqual([])
      expect(await cookies(visit)).toEqual([])

      await visit.click(ACCEPT)
      await visit.gone(BANNER)
      await visit.find(PREFERENCES)
      expect(await choice(visit)).toBe('accepted')
      await expect.poll(() => pageViews(visit)).toBe(1)
      const [hit] = (await visit.inbox('census')).filter((record) => record.path === '/api/census/RecordHit')
      expect(JSON.parse(hit!.form!.data as string)).toMatchObject({
        websiteId: 'demo-site',
        title: 'Cookie banner: opt in · Atoll demo',
      })
      await expect.poll(() => received(visit)).toContain('/api/census/button-render')
      expect(await cookies(visit)).toEqual([
        ...TRACKING_COOKIES.slice(0, 2),
        'ss_consent',
        ...TRACKING_COOKIES.slice(2),
      ])
    },
  )

  it('declines, changes its mind from the preferences button, and declines again, by the keyboard', async () => {
    const visit = await journeys.open('/cookie-banner-opt-in')
    await visit.focus(DECLINE)
    await visit.press('Enter')
    await visit.gone(BANNER)
    expect(await choice(visit)).toBe('declined')
    // The answer moves the focus to the button that asks again, where the banner's was.
    expect(await visit.focused()).toBe('Cookie preferences')
    await settled(visit)
    expect(await received(visit)).toEqual([])
    expect(await cookies(visit)).toEqual(['ss_consent'])

    // The choice is kept: the next page asks nothing and sends nothing.
    await visit.reload()
    await visit.find(PREFERENCES)
    expect(await visit.has(BANNER)).toBe(false)
    await settled(visit)
    expect(await received(visit)).toEqual([])

    // Preferences: the banner again, the focus on its first answer.
    await visit.click(PREFERENCES)
    await visit.find(BANNER)
    await visit.waitFor(() => document.activeElement?.getAttribute('data-part') === 'accept')
    await visit.press('Enter')
    await visit.gone(BANNER)
    expect(await choice(visit)).toBe('accepted')
    expect(await visit.focused()).toBe('Cookie preferences')
    await expect.poll(() => pageViews(visit)).toBe(1)
    expect(await cookies(visit)).toEqual(expect.arrayContaining(TRACKING_COOKIES))

    await visit.press('Enter')
    await visit.find(BANNER)
    expect(await visit.focused()).toBe('Accept')
    await visit.press('Tab')
    expect(await visit.focused()).toBe('Decline')
    await visit.press(' ')
    await visit.gone(BANNER)
    expect(await choice(visit)).toBe('declined')
    // Decline clears the tracking cookies, and nothing is counted after it.
    expect(await cookies(visit)).toEqual(['ss_consent'])
    const before = await received(visit)
    await visit.click({ role: 'link', name: 'Order bread' })
    await settled(visit)
    expect(await received(visit)).toEqual(before)
  })
})
