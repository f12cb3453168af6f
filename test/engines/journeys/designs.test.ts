import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Visit } from '../visit.ts'

/**
 * Brings every block of `kind` into view in turn, as a visitor scrolling down would, and waits for each
 * to mount before the next: a block scrolled past within a frame is never seen as intersecting, by a
 * visitor's browser as by the test's, and mounts only once it is on screen again.
 */
async function scrollThrough(visit: Visit, kind: string): Promise<void> {
  const count = await visit.evaluate((k: string) => document.querySelectorAll(`[data-block=${k}]`).length, kind)
  for (let index = 0; index < count; index++) {
    await visit.evaluate(
      (k: string, i: number) => document.querySelectorAll(`[data-block=${k}]`)[i]?.scrollIntoView({ block: 'center' }),
      kind,
      index,
    )
    await visit.waitFor(
      (k: string, i: number) =>
        document.querySelectorAll<HTMLElement>(`[data-block=${k}]`)[i]?.dataset.islandState === 'mounted',
      kind,
      index,
    )
  }
}

describe('designs', () => {
  const journeys = useJourneys()

  it("shows each shape in its dimension's box, with its drop shadow", async () => {
    const visit = await journeys.open('/shapes')
    await visit.find({ role: 'img', name: 'Star' })
    await scrollThrough(visit, 'shape')
    const shapes = await visit.evaluate(() =>
      [...document.querySelectorAll('svg[role=img]')].map((svg) => {
        const block = svg.parentElement!
        const { width, height } = block.getBoundingClientRect()
        const svgBox = svg.getBoundingClientRect()
        // Support: WebKit keeps a drop shadow's lengths in whole pixels (7.07px is 7px there), so whole pixels are compared.
        const lengths = getComputedStyle(block).filter.match(/-?[\d.]+px -?[\d.]+px -?[\d.]+px/)?.[0]
        const offsets = lengths ? lengths.replace(/-?[\d.]+/g, (n) => String(Math.round(Number(n)))) : 'none'
        return [
          svg.getAttribute('aria-label'),
          Math.round((height / width) * 100),
          // The shape fills its block.
          Math.round(svgBox.height) === Math.round(height),
          offsets,
        ]
      }),
    )
    // spec: 100 compact, 150 tall, 67 wide; shadows of 45deg 10px blur 4px (7.07px each way), 0.25turn 0.5em (8px) blur 0.25em, 180deg 8px.
    expect(shapes).toEqual([
      ['Circle', 100, true, 'none'],
      ['Star', 150, true, '7px 7px 4px'],
      ['Diamond', 67, true, '0px 8px 4px'],
      ['Triangle', 100, true, '-8px 0px 0px'],
    ])
  })

  it.each(['desktop', 'phone'] as const)(
    'shows the image designs with their captions in place and every mask applied (%s)',
    async (viewport) => {
      const visit = await journeys.open('/image-designs', { viewport })
      await visit.find({ text: 'Poster: the caption over the image.' })
      await visit.find({ role: 'img', name: 'The harbour at dawn, a sailing boat by the quay' })
      await visit.find({ text: 'star-6' })
      await scrollThrough(visit, 'image')
      const designs = await visit.evaluate(() =>
        [...document.querySelectorAll('.design-list figure')].map((figure) => {
          const image = figure.querySelector('img')!.getBoundingClientRect()
          const caption = figure.querySelector('figcaption')!.getBoundingClientRect()
          const where = caption.top >= image.bottom - 1 ? 'below' : caption.left >= image.right - 1 ? 'beside' : 'over'
          return [
            figure.querySelector('figcaption')!.textContent!.split(':')[0],
            where,
            // The image keeps the ratio of its width and height (1500 by 1000).
            Math.round((image.height / image.width) * 100),
          ]
        }),
      )
      const narrow = viewport === 'phone'
      expect(designs).toEqual([
        ['Inline', 'below', 67],
        ['Poster', 'over', 67],
        // A card puts its text beside the image where both fit, under it on a phone.
        ['Card', narrow ? 'below' : 'beside', 67],
        ['Overlap', 'over', 67],
        ['Collage', 'over', 67],
        ['Stack', 'over', 67],
      ])
      const unmasked = await visit.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-mask]')]
          .filter((figure) => {
            const style = getComputedStyle(figure.querySelector('[data-part=image]')!)
            const mask =
              style.maskImage || (style as CSSStyleDeclaration & { webkitMaskImage?: string }).webkitMaskImage
            return style.clipPath === 'none' && (!mask || mask === 'none')
          })
          .map((figure) => figure.dataset.mask),
      )
      expect(unmasked).toEqual([])
      expect(await visit.evaluate(() => document.querySelectorAll('[data-mask]').length)).toBe(24)
    },
  )
})
