import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { layoutShift, recordLayoutShift } from './media-support.ts'

type Boxes = Record<string, number[]>

/** Each block's box, by id, and its parts' (`id/1`, `id/2`). */
const boxes = (page: Page, selector: string): Promise<Boxes> =>
  page.$$eval(selector, (blocks) =>
    Object.fromEntries(
      blocks.flatMap((block) =>
        [block, ...block.querySelectorAll('[data-part]')].map((element, index) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return [`${block.id}${index ? `/${index}` : ''}`, [x, y, width, height]]
        }),
      ),
    ),
  )

/**
 * The boxes that moved or changed size by more than a pixel. A pixel is allowed: a loaded image's
 * own ratio (the demo's 500w file is 500 by 333) may differ from its width and height attributes'
 * by a fraction of a pixel, which is the image's, not the design's.
 */
const moved = (before: Boxes, after: Boxes): string[] =>
  Object.keys({ ...before, ...after }).filter((id) =>
    [0, 1, 2, 3].some((i) => !(Math.abs((before[id]?.[i] ?? Infinity) - (after[id]?.[i] ?? -Infinity)) <= 1)),
  )

/** Brings every block into view (each mounts as it comes) and waits until all have mounted. */
async function mountAll(page: Page, selector: string): Promise<void> {
  for (const block of await page.locator(selector).all()) await block.scrollIntoViewIfNeeded()
  await page.waitForFunction(
    (query) => [...document.querySelectorAll<HTMLElement>(query)].every((b) => b.dataset.islandState === 'mounted'),
    selector,
  )
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

describe('shapes', () => {
  const pages = usePages()

  it("has the dimension table's boxes from the server's first paint, and the island moves none of them", async () => {
    const server = await pages.open('/shapes', { javaScriptEnabled: false })
    const before = await boxes(server.page, '[data-block=shape]')
    const { page } = await pages.open('/shapes', { beforeGoto: (_, context) => recordLayoutShift(context) })
    await mountAll(page, '[data-block=shape]')
    const after = await boxes(page, '[data-block=shape]')
    expect(Object.keys(after)).toHaveLength(4)
    expect(moved(before, after)).toEqual([])
    // spec: 100 for compact shapes, 150 for tall shapes, 67 for wide shapes (height for a width of 100).
    const ratios = await page.$$eval('[data-block=shape]', (blocks) =>
      blocks.map((b) => [b.id, Math.round((b.getBoundingClientRect().height / b.getBoundingClientRect().width) * 100)]),
    )
    expect(ratios).toEqual([
      ['shape-compact', 100],
      ['shape-tall', 150],
      ['shape-wide', 67],
      ['shape-triangle', 100],
    ])
    expect((await layoutShift(page)).value).toBe(0)
  })

  it('draws the drop shadow from the angle, distance and blur, each in its unit', async () => {
    const { page } = await pages.open('/shapes')
    await mountAll(page, '[data-block=shape]')
    const filters = await page.$$eval('[data-block=shape]', (blocks) => blocks.map((b) => getComputedStyle(b).filter))
    expect(filters).toEqual([
      'none',
      // 45deg, 10px, blur 4px
      'drop-shadow(rgba(0, 0, 0, 0.35) 7.07px 7.07px 4px)',
      // 0.25turn, 0.5em, blur 0.25em at the page's 16px
      'drop-shadow(rgba(0, 0, 0, 0.35) 0px 8px 4px)',
      // 180deg, 8px, no blur
      'drop-shadow(rgba(0, 0, 0, 0.35) -8px 0px 0px)',
    ])
    expect(await page.$eval('#shape-wide', (b) => getComputedStyle(b).color)).toBe('rgb(31, 92, 153)')
  })

  it('leaves a shape whose settings are wrong as the server rendered it, with one console error naming the setting', async () => {
    const probe = await pages.open('/shapes')
    probe.expectConsoleError('[atoll:shape] #odd: Could not mount: shape: color must be a CSS colour', 1)
    probe.expectConsoleError(
      '[atoll:shape] #odder: Could not mount: shape: dropShadow.distance.unit must be one of px, em, rem, pt, vw, vh, vmin, vmax',
      1,
    )
    const { page } = probe
    await page.evaluate(() => {
      for (const [id, settings] of [
        ['odd', { dimension: 'tall', color: 'very red' }],
        ['odder', { dimension: 'tall', dropShadow: { distance: { value: 10, unit: '%' } } }],
      ] as const) {
        const block = document.createElement('div')
        block.id = id
        block.dataset.block = 'shape'
        block.dataset.hydrate = 'load'
        block.dataset.blockJson = JSON.stringify(settings)
        block.append(document.querySelector('#shape-compact svg')!.cloneNode(true))
        document.querySelector('main')!.prepend(block)
      }
    })
    await page.waitForFunction(() =>
      ['odd', 'odder'].every((id) => document.getElementById(id)?.dataset.islandState === 'failed'),
    )
    expect(
      await page.$$eval('#odd, #odder', (blocks) =>
        blocks.map((b) => [b.hasAttribute('data-dimension'), getComputedStyle(b).filter]),
      ),
    ).toEqual([
      [false, 'none'],
      [false, 'none'],
    ])
  })
})

describe('image designs and masks', () => {
  const pages = usePages()

  it("keeps every design's and mask's boxes from the server's first paint as the blocks mount", async () => {
    const server = await pages.open('/image-designs', { javaScriptEnabled: false })
    const before = await boxes(server.page, '[data-block=image]')
    const { page } = await pages.open('/image-designs', { beforeGoto: (_, context) => recordLayoutShift(context) })
    await mountAll(page, '[data-block=image]')
    const after = await boxes(page, '[data-block=image]')
    expect(Object.keys(after)).toHaveLength(78)
    expect(moved(before, after)).toEqual([])
    expect((await layoutShift(page)).value).toBe(0)
  })

  it('places the caption as each design says', async () => {
    const { page } = await pages.open('/image-designs')
    await mountAll(page, '[data-block=image]')
    const layout = await page.$$eval('.design-list [data-block=image]', (blocks) =>
      blocks.map((block) => {
        const image = block.querySelector('[data-part=image]')!.getBoundingClientRect()
        const caption = block.querySelector('[data-part=caption]')!.getBoundingClientRect()
        const overlaps = caption.left < image.right && caption.right > image.left && caption.top < image.bottom
        return [
          block.id,
          caption.top >= image.bottom ? 'below' : caption.left >= image.right ? 'beside' : 'over',
          overlaps && caption.right > image.right ? 'past the right edge' : '',
          overlaps && caption.bottom > image.bottom ? 'past the foot' : '',
        ].join(' ')
      }),
    )
    expect(layout).toEqual([
      'design-inline below  ',
      'design-poster over  ',
      'design-card beside  ',
      'design-overlap over past the right edge ',
      'design-collage over past the right edge past the foot',
      'design-stack over  past the foot',
    ])
  })

  it('masks the image with the named shape: a clip path, or an SVG mask for the curved ones', async () => {
    const { page } = await pages.open('/image-designs')
    const style = (id: string) =>
      page.$eval(`#${id} [data-part=image]`, (part) => {
        const { clipPath, maskImage } = getComputedStyle(part)
        return { clipPath, maskImage: maskImage.slice(0, 30) }
      })
    expect(await style('mask-diamond')).toEqual({
      clipPath: 'polygon(50% 0%, 100% 50%, 50% 100%, 0% 50%)',
      maskImage: 'none',
    })
    expect(await style('mask-circle')).toEqual({ clipPath: 'circle()', maskImage: 'none' })
    expect(await style('mask-pills')).toEqual({ clipPath: 'inset(0px round 9999px)', maskImage: 'none' })
    expect(await style('mask-egg')).toEqual({ clipPath: 'none', maskImage: 'url("data:image/svg+xml,%3Csvg' })
    expect(await style('design-poster')).toEqual({ clipPath: 'none', maskImage: 'none' })
  })

  it('leaves out an unknown mask alone, with one console error, and applies the design', async () => {
    const probe = await pages.open('/image-designs')
    probe.expectConsoleError('[atoll:image] #odd: mask "blob" is not a named shape', 1)
    const { page } = probe
    await page.evaluate(() => {
      const figure = document.createElement('figure')
      figure.id = 'odd'
      figure.dataset.block = 'image'
      figure.dataset.hydrate = 'load'
      figure.dataset.blockJson = JSON.stringify({ design: 'poster', mask: 'blob' })
      figure.append(document.querySelector('#design-poster [data-part=image]')!.cloneNode(true))
      document.querySelector('main')!.prepend(figure)
    })
    await page.waitForFunction(() => document.getElementById('odd')?.dataset.design === 'poster')
    expect(await page.$eval('#odd', (b) => [b.hasAttribute('data-mask'), b.dataset.islandState])).toEqual([
      false,
      'mounted',
    ])
    expect(await page.$eval('#odd [data-part=image]', (p) => getComputedStyle(p).clipPath)).toBe('none')
  })
})
