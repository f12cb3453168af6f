import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Visit } from '../visit.ts'

const CAROUSEL = '#products-carousel'

/** The titles of the carousel's items, in order. */
const titles = (visit: Visit) =>
  visit.evaluate(() => [...document.querySelectorAll('#products-carousel h3')].map((title) => title.textContent ?? ''))

/** The title of the first item wholly in the carousel's view, once its track has stopped. */
async function firstInView(visit: Visit): Promise<string> {
  await visit.still({ role: 'list', name: 'Our products' })
  return visit.evaluate(() => {
    const view = document.querySelector('#products-carousel [data-part=viewport]')!.getBoundingClientRect()
    const first = [...document.querySelectorAll('#products-carousel h3')].find((title) => {
      const box = title.closest('li')!.getBoundingClientRect()
      return box.left >= view.left - 1 && box.right <= view.right + 1
    })
    return first?.textContent ?? ''
  })
}

/** Waits until the first item in view is `title`. */
const showing = (visit: Visit, title: string) =>
  visit.waitFor((wanted: string) => {
    const view = document.querySelector('#products-carousel [data-part=viewport]')?.getBoundingClientRect()
    const item = [...document.querySelectorAll('#products-carousel h3')].find((h) => h.textContent === wanted)
    return view && item && Math.abs(item.closest('li')!.getBoundingClientRect().left - view.left) < 1
  }, title)

describe('summary', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    'moves the products carousel by its buttons and the arrow keys (%s)',
    async (viewport) => {
      const visit = await journeys.open('/summary-carousel', { viewport })
      const next = { role: 'button', name: 'Next items', within: CAROUSEL }
      const previous = { role: 'button', name: 'Previous items', within: CAROUSEL }
      await visit.find(next)
      // The server renders both buttons disabled: Next is enabled once the carousel runs.
      await visit.waitFor(
        () => document.querySelector<HTMLButtonElement>('#products-carousel [data-part=next]')?.disabled === false,
      )
      const all = await titles(visit)
      // Three in view, one up to 432 px wide (the spec's mobile breakpoint; an engine's phone window
      // may be wider than the phone it stands for).
      const { perView, width } = await visit.evaluate(() => {
        const view = document.querySelector('#products-carousel [data-part=viewport]')!.getBoundingClientRect()
        const items = [...document.querySelectorAll('#products-carousel li')].map((item) =>
          item.getBoundingClientRect(),
        )
        return {
          perView: items.filter((box) => box.left >= view.left - 1 && box.right <= view.right + 1).length,
          width: innerWidth,
        }
      })
      expect(perView).toBe(width <= 432 ? 1 : 3)
      expect(await firstInView(visit)).toBe(all[0])
      expect(await visit.attribute(previous, 'disabled')).toBe('')

      await visit.click(next)
      await showing(visit, all[perView]!)
      expect(await visit.attribute(previous, 'disabled')).toBeNull()
      await visit.click(previous)
      await showing(visit, all[0]!)

      // The keys, with the focus on an item's link: the group moves and the focus goes with it.
      await visit.focus({ role: 'link', name: all[0]!, within: CAROUSEL })
      await visit.press('ArrowRight')
      await showing(visit, all[perView]!)
      expect(await visit.focused()).toBe(all[perView])
      await visit.press('ArrowLeft')
      await showing(visit, all[0]!)
      expect(await visit.focused()).toBe(all[0])

      // Only the carousel moves the track: the browser cannot scroll its viewport (WebKit did, to show
      // the focused item when its window had the focus back, and left the items half a group off).
      await visit.evaluate(() => {
        document.querySelector('#products-carousel [data-part=viewport]')!.scrollLeft = 480
      })
      expect(await firstInView(visit)).toBe(all[0])
    },
  )

  it("shows the events summary as the server renders it, which lists only what's to come", async () => {
    const visit = await journeys.open('/summary-list')
    await visit.find({ role: 'heading', name: 'Coming up at the bakery' })
    // The page's HTML, as a cache may keep it, still lists a passed event; the rendering does not.
    await visit.gone({ text: 'Autumn open house' })
    await visit.find({ text: 'Sourdough workshop' })
    await visit.find({ role: 'link', name: 'Friday evening concert: The Harbour Quartet' })
    const [asked] = (await visit.inbox('widget')).filter((record) => record.path === '/api/widget/GetWidgetRendering')
    expect(asked?.form?.collectionId).toBe('events')
    expect(JSON.parse(String(asked?.form?.widgetJSON))).toMatchObject({ type: 55, id: 'events-list' })
  })
})
