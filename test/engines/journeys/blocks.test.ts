import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Target, Visit } from '../visit.ts'

const FAQ = ['Can I order bread online?', 'When do delivery orders go out?', 'Do you bake anything gluten-free?']

/** Waits until the block's island has mounted: the visitor's keys and clicks are its own from then on. */
const mounted = (visit: Visit, block: string) =>
  visit.waitFor((id: string) => document.getElementById(id)?.dataset.islandState === 'mounted', block)

/** Waits for the accordion's panels to end their motion: a click while they move is ignored (spec). */
const settled = (visit: Visit) => visit.waitFor(() => document.getAnimations().length === 0)

/** Each trigger's `aria-expanded`, in order, and which panels assistive technology is shown. */
async function accordion(visit: Visit): Promise<{ expanded: (string | null)[]; regions: string[] }> {
  const expanded: (string | null)[] = []
  const regions: string[] = []
  for (const title of FAQ) {
    expanded.push(await visit.attribute({ role: 'button', name: title, within: '#faq' }, 'aria-expanded'))
    if (await visit.has({ role: 'region', name: title, within: '#faq' })) regions.push(title)
  }
  return { expanded, regions }
}

/** The focused element's role and accessible name. */
const focus = async (visit: Visit) => ({
  role: await visit.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.localName),
  name: await visit.focused(),
})

/** The menu's selected tab and the heading of the panel it shows. */
async function menu(visit: Visit): Promise<{ selected: string[]; shown: string[] }> {
  return visit.evaluate(() => ({
    selected: [...document.querySelectorAll('#cafe-menu [role=tab][aria-selected=true]')].map(
      (tab) => tab.textContent?.trim() ?? '',
    ),
    shown: [...document.querySelectorAll<HTMLElement>('#cafe-menu [role=tabpanel]')]
      .filter((panel) => !panel.hidden)
      .map((panel) => panel.querySelector('h2')?.textContent ?? ''),
  }))
}

/** The member pricing options' pressed state, and the prices and join links a visitor sees. */
async function pricing(visit: Visit): Promise<{ pressed: (string | null)[]; prices: string[]; joins: string[] }> {
  return visit.evaluate(() => {
    const seen = (part: string) =>
      [...document.querySelectorAll<HTMLElement>(`#membership [data-part=${part}]`)]
        .filter((node) => node.offsetParent !== null)
        .map((node) => node.textContent?.trim() ?? '')
    return {
      pressed: [...document.querySelectorAll('#membership [data-part=option]')].map((option) =>
        option.getAttribute('aria-pressed'),
      ),
      prices: seen('price'),
      joins: seen('join'),
    }
  })
}

describe('blocks', () => {
  const journeys = useJourneys()

  it('opens the accordion by its keys (WAI-ARIA accordion): arrows, Home and End move, Enter and Space toggle', async () => {
    const visit = await journeys.open('/accordion')
    await mounted(visit, 'faq')
    expect(await accordion(visit)).toEqual({ expanded: ['true', 'false', 'false'], regions: [FAQ[0]] })

    await visit.focus({ role: 'button', name: FAQ[0]!, within: '#faq' })
    await visit.press('ArrowDown')
    expect(await focus(visit)).toEqual({ role: 'button', name: FAQ[1] })
    await visit.press('Enter')
    await settled(visit)
    // One open at a time: opening the second closes the first.
    expect(await accordion(visit)).toEqual({ expanded: ['false', 'true', 'false'], regions: [FAQ[1]] })
    await visit.press(' ')
    await settled(visit)
    expect(await accordion(visit)).toEqual({ expanded: ['false', 'false', 'false'], regions: [] })

    await visit.press('End')
    expect(await focus(visit)).toEqual({ role: 'button', name: FAQ[2] })
    await visit.press('ArrowDown') // past the last, back to the first
    expect(await focus(visit)).toEqual({ role: 'button', name: FAQ[0] })
    await visit.press('ArrowUp') // and before the first, the last
    expect(await focus(visit)).toEqual({ role: 'button', name: FAQ[2] })
    await visit.press('Home')
    expect(await focus(visit)).toEqual({ role: 'button', name: FAQ[0] })
    await visit.press(' ')
    await settled(visit)
    expect(await accordion(visit)).toEqual({ expanded: ['true', 'false', 'false'], regions: [FAQ[0]] })
    expect(await visit.text({ role: 'region', name: FAQ[0]!, within: '#faq' })).toMatch(/^Yes\. Choose your loaves/)
  })

  it('opens and closes the accordion by a tap on a phone', async () => {
    const visit = await journeys.open('/accordion', { viewport: 'phone' })
    await mounted(visit, 'faq')
    await visit.click({ role: 'button', name: FAQ[2]!, within: '#faq' })
    await settled(visit)
    expect(await accordion(visit)).toEqual({ expanded: ['false', 'false', 'true'], regions: [FAQ[2]] })
    await visit.click({ role: 'button', name: FAQ[2]!, within: '#faq' })
    await settled(visit)
    expect(await accordion(visit)).toEqual({ expanded: ['false', 'false', 'false'], regions: [] })
  })

  it('moves through the menu tabs by their keys (WAI-ARIA tabs, manual activation)', async () => {
    const visit = await journeys.open('/menu')
    await mounted(visit, 'cafe-menu')
    expect(await menu(visit)).toEqual({ selected: ['Breakfast'], shown: ['Breakfast, 7 to 11 am'] })

    await visit.focus({ role: 'tab', name: 'Breakfast' })
    await visit.press('ArrowLeft') // before the first, the last
    expect(await focus(visit)).toEqual({ role: 'tab', name: 'Cakes' })
    expect(await menu(visit)).toEqual({ selected: ['Breakfast'], shown: ['Breakfast, 7 to 11 am'] }) // arrows move only
    await visit.press('Enter')
    expect(await menu(visit)).toEqual({ selected: ['Cakes'], shown: ['Cakes, all day'] })
    await visit.press('ArrowRight') // past the last, the first
    expect(await focus(visit)).toEqual({ role: 'tab', name: 'Breakfast' })
    await visit.press('ArrowRight')
    expect(await focus(visit)).toEqual({ role: 'tab', name: 'Lunch' })
    await visit.press(' ')
    expect(await menu(visit)).toEqual({ selected: ['Lunch'], shown: ['Lunch, noon to 3 pm'] })
    expect(await visit.attribute({ role: 'tab', name: 'Lunch' }, 'aria-selected')).toBe('true')
    expect(await visit.attribute({ role: 'tab', name: 'Breakfast' }, 'aria-selected')).toBe('false')
    await visit.press('End')
    expect(await focus(visit)).toEqual({ role: 'tab', name: 'Cakes' })
    await visit.press('Home')
    expect(await focus(visit)).toEqual({ role: 'tab', name: 'Breakfast' })

    // Only the selected tab is in the Tab order: Tab from the list goes into the panel it shows.
    await visit.focus({ role: 'tab', name: 'Lunch' })
    await visit.press('Tab')
    expect(await focus(visit)).toEqual({ role: 'tabpanel', name: 'Lunch' })
    expect(await visit.has({ role: 'tabpanel', name: 'Lunch' })).toBe(true)
    expect(await visit.has({ role: 'tabpanel', name: 'Breakfast' })).toBe(false)
  })

  it('selects a menu tab by a tap on a phone', async () => {
    const visit = await journeys.open('/menu', { viewport: 'phone' })
    await mounted(visit, 'cafe-menu')
    await visit.click({ role: 'tab', name: 'Cakes' })
    expect(await menu(visit)).toEqual({ selected: ['Cakes'], shown: ['Cakes, all day'] })
    await visit.find({ role: 'tabpanel', name: 'Cakes' })
  })

  it.each(['desktop', 'phone'] as const)(
    'switches member pricing by a click and by the keyboard: pressed state, prices, join links (%s)',
    async (viewport) => {
      const visit = await journeys.open('/member-pricing', { viewport })
      await mounted(visit, 'membership')
      const monthly = { role: 'button', name: 'Monthly', within: '#membership' } satisfies Target
      const yearly = { role: 'button', name: 'Yearly', within: '#membership' } satisfies Target
      const MONTHLY = {
        pressed: ['true', 'false'],
        prices: ['$8 a month', '$35 a month'],
        joins: ['Join monthly', 'Join monthly'],
      }
      const YEARLY = {
        pressed: ['false', 'true'],
        prices: ['$80 a year', '$350 a year'],
        joins: ['Join yearly', 'Join yearly'],
      }
      expect(await pricing(visit)).toEqual(MONTHLY)

      await visit.click(yearly)
      expect(await pricing(visit)).toEqual(YEARLY)
      expect(await visit.attribute({ role: 'link', name: 'Join yearly', within: '#membership' }, 'href')).toBe(
        '/member-pricing?join=home-yearly',
      )
      await visit.click(monthly)
      expect(await pricing(visit)).toEqual(MONTHLY)

      // A toggle button (WAI-ARIA button pattern): Enter and Space press it.
      await visit.focus(yearly)
      await visit.press('Enter')
      expect(await pricing(visit)).toEqual(YEARLY)
      await visit.focus(monthly)
      await visit.press(' ')
      expect(await pricing(visit)).toEqual(MONTHLY)
    },
  )

  it.each(['desktop', 'phone'] as const)(
    'opens the popup overlay, closes it, and does not show it on the next page load (%s)',
    async (viewport) => {
      const visit = await journeys.open('/popup-overlay', { viewport })
      const dialog = { role: 'dialog', name: 'Join the bread club' } satisfies Target
      await visit.find(dialog)
      expect(await visit.attribute(dialog, 'aria-modal')).toBe('true')
      // The dialog takes the focus when it opens, in the frame that draws it.
      await visit.waitFor(() => document.activeElement?.closest('[role=dialog]'))
      if (viewport === 'desktop') await visit.press('Escape')
      else await visit.click({ role: 'button', name: 'Close', within: '#bread-club' })
      await visit.gone(dialog)
      await visit.waitFor(() => !document.activeElement?.closest('[role=dialog]'))
      // What the overlay counted: its showing and its closing (spec: overlay census calls).
      await expect
        .poll(async () =>
          (await visit.inbox('census'))
            .filter((record) => record.path === '/api/census/overlay')
            .map((record) => record.form?.action),
        )
        .toEqual(['show', 'close'])

      await visit.reload()
      await mounted(visit, 'bread-club')
      expect(await visit.has(dialog)).toBe(false)
      expect(await visit.evaluate(() => document.getElementById('bread-club')?.hidden)).toBe(true)
    },
  )

  it.each(['desktop', 'phone'] as const)(
    'shows the announcement bar, closes it, and keeps it closed on the next page load (%s)',
    async (viewport) => {
      const visit = await journeys.open('/announcement-bar', { viewport })
      const bar = { role: 'region', name: 'Announcement' } satisfies Target
      await visit.find(bar)
      expect(await visit.text(bar)).toContain('Hot cross buns are back from Friday.')
      await visit.click({ role: 'button', name: 'Close announcement' })
      await visit.gone(bar)

      await visit.reload()
      await mounted(visit, 'announcement')
      expect(await visit.has(bar)).toBe(false)
      expect(await visit.evaluate(() => document.getElementById('announcement')?.hidden)).toBe(true)
    },
  )
})
