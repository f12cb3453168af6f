import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Visit } from '../visit.ts'

/** The label of the slide a gallery shows now ("Slide 2 of 8"). */
const shown = (visit: Visit, id: string) =>
  visit.evaluate(
    (gallery: string) => document.querySelector(`#${gallery} [data-current]`)?.getAttribute('aria-label') ?? '',
    id,
  )

/**
 * Waits until the gallery shows `label` (or, `{ not }`, another slide than that) and its track has
 * stopped: a gallery refuses a move while it moves, and a visitor waits for it too.
 */
async function showing(visit: Visit, id: string, label: string | { not: string }): Promise<string> {
  await visit.waitFor(
    (gallery: string, wanted: string | { not: string }) => {
      const now = document.querySelector(`#${gallery} [data-current]`)?.getAttribute('aria-label')
      return typeof wanted === 'string' ? now === wanted : now !== undefined && now !== wanted.not
    },
    id,
    label,
  )
  await visit.still({ css: `#${id} [data-current]` })
  return shown(visit, id)
}

describe('gallery', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)('moves by its buttons, its keys and a swipe (%s)', async (viewport) => {
    const visit = await journeys.open('/gallery-strip', { viewport })
    const id = 'strip-gallery'
    const next = { role: 'button', name: 'Next slide', within: `#${id}` }
    await visit.evaluate(() => document.getElementById('strip-gallery')?.scrollIntoView({ block: 'center' }))
    await visit.find(next)
    expect(await shown(visit, id)).toBe('Slide 1 of 8')

    await visit.click(next)
    await showing(visit, id, 'Slide 2 of 8')
    await visit.click({ role: 'button', name: 'Previous slide', within: `#${id}` })
    await showing(visit, id, 'Slide 1 of 8')

    if (viewport === 'desktop') {
      // The focus is on the gallery's own control: the arrow keys are the gallery's. (A phone has none.)
      await visit.press('ArrowRight')
      await showing(visit, id, 'Slide 2 of 8')
      await visit.press('ArrowLeft')
      await showing(visit, id, 'Slide 1 of 8')
    }

    // A finger where the engine has a touch screen (a mouse drag elsewhere) moves it on: from the right of the
    // slide, short of the Next button, to its left, past half of the way to the next slide (the first slide is
    // 506 px wide at the phone size). A drag that ends nearer the next slide moves there, flick or not.
    await visit.swipe({ css: `#${id} [data-part=viewport]` }, 0.8, 0.1)
    const after = await showing(visit, id, { not: 'Slide 1 of 8' })
    expect(after).toMatch(/^Slide [2-8] of 8$/)
  })

  it('goes to a slide from its thumbnail, marked current', async () => {
    const visit = await journeys.open('/gallery-stacked')
    const thumb = { role: 'button', name: 'Show slide 4', within: '#slideshow' }
    await visit.evaluate(() => document.getElementById('slideshow')?.scrollIntoView({ block: 'center' }))
    await visit.click(thumb)
    await showing(visit, 'slideshow', 'Slide 4 of 6')
    expect(await visit.attribute(thumb, 'aria-current')).toBe('true')
  })

  it.each(['desktop', 'phone'] as const)(
    'opens the lightbox, moves in it, closes with Escape and gives the focus back (%s)',
    async (viewport) => {
      const visit = await journeys.open('/lightbox', { viewport })
      await visit.click({ role: 'button', name: 'Two sourdough loaves and a round rye on the counter' })
      const viewer = { role: 'dialog', name: 'Image viewer' }
      await visit.find(viewer)
      await visit.waitFor(() => document.querySelector('.pswp--open'))
      expect(await visit.text({ css: '.atoll-lightbox-counter' })).toBe('Image 2 of 8')
      expect(await visit.evaluate(() => location.hash)).toBe('#itemId=loaves')

      await visit.waitFor(() => document.activeElement?.closest('.pswp'))
      await visit.press('ArrowRight')
      await visit.waitFor(() => document.querySelector('.atoll-lightbox-counter')?.textContent === 'Image 3 of 8')
      expect(await visit.evaluate(() => location.hash)).toBe('#itemId=lighthouse')

      await visit.press('Escape')
      await visit.gone(viewer)
      await visit.waitFor(() => !document.querySelector('.pswp'))
      expect(await visit.evaluate(() => location.hash)).toBe('')
      expect(await visit.focused()).toBe('The red and white lighthouse on the north pier')
    },
  )

  it('lays autorows out in rows 250 px high across the block, and opens the lightbox from a slide', async () => {
    const visit = await journeys.open('/gallery-autorows')
    const first = { role: 'button', name: 'The harbour at dawn, a sailing boat by the quay' }
    await visit.evaluate(() => document.getElementById('autorows-gallery')?.scrollIntoView({ block: 'start' }))
    await visit.find(first)
    // Each row's boxes (height, and how far the row's last one ends from the block's right edge), top to bottom.
    const rows = await visit.evaluate(() => {
      const gallery = document.getElementById('autorows-gallery')!
      const right = gallery.getBoundingClientRect().right
      const byTop = new Map<number, DOMRect[]>()
      for (const media of gallery.querySelectorAll('[data-part=media]')) {
        const box = media.getBoundingClientRect()
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box])
      }
      return [...byTop.values()].map((row) => ({
        heights: row.map((box) => Math.round(box.height)),
        // || 0: a -0 (Firefox ends a row a fraction of a pixel past the edge) is no gap either.
        gap: Math.round(right - row.at(-1)!.right) || 0,
      }))
    })
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) expect(row.heights).toEqual(row.heights.map(() => 250))
    // Every row but the last reaches the block's right edge; the last keeps its images' own widths.
    expect(rows.slice(0, -1).map((row) => row.gap)).toEqual(rows.slice(0, -1).map(() => 0))
    expect(rows.at(-1)!.gap).toBeGreaterThan(20)

    await visit.click(first)
    await visit.find({ role: 'dialog', name: 'Image viewer' })
    await visit.waitFor(() => document.querySelector('.atoll-lightbox-counter')?.textContent === 'Image 1 of 8')
  })
})
