import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { blockListeners, installLeakProbe, running } from './leak-probe.ts'
import {
  enableTouch,
  events,
  layoutShift,
  lightboxOpen,
  pixelRatio,
  recordEvents,
  recordLayoutShift,
  swipe,
} from './media-support.ts'

const CHANGE = 'atoll:gallery-change'
const REACHED = ['atoll:gallery-reached-end', 'atoll:gallery-reached-beginning']

/** Every gallery of the demo: where it is, and how it moves (the layouts that show every slide move in the lightbox). */
const GALLERIES = [
  { path: '/gallery-strip', id: 'strip-gallery', design: 'strip', step: 1 },
  { path: '/gallery-stacked', id: 'slideshow', design: 'stacked', step: 1 },
  { path: '/gallery-stacked', id: 'swipe-show', design: 'stacked', step: 1 },
  { path: '/gallery-carousel', id: 'carousel-gallery', design: 'carousel', step: 3 },
] as const
const LAYOUTS = [
  { path: '/gallery-base', id: 'base-gallery', design: 'base' },
  { path: '/gallery-grid', id: 'grid-gallery', design: 'grid' },
  { path: '/gallery-autogrid', id: 'autogrid-gallery', design: 'autogrid' },
  { path: '/gallery-autocolumns', id: 'autocolumns-gallery', design: 'autocolumns' },
  { path: '/gallery-autorows', id: 'autorows-gallery', design: 'autorows' },
  { path: '/gallery-list', id: 'list-gallery', design: 'list' },
] as const

describe('galleries', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path: string, id: string, options: OpenPageOptions = {}): Promise<Page> {
    probe = await pages.open(path, {
      ...options,
      beforeGoto: async (page, context) => {
        await recordEvents(context, [CHANGE, ...REACHED])
        await options.beforeGoto?.(page, context)
      },
    })
    await probe.page.locator(`#${id}`).scrollIntoViewIfNeeded()
    await probe.page.waitForSelector(`#${id}[data-island-state=mounted]`)
    return probe.page
  }

  /** The gallery-change indexes of one gallery so far. */
  const indexes = async (page: Page, id: string) =>
    (await events(page)).filter((e) => e.type === CHANGE && e.detail.id === id).map((e) => e.detail.index)

  it.each(GALLERIES)(
    '$design #$id moves by its arrows, by the left and right keys, and by a swipe',
    async ({ path, id, step }) => {
      const page = await open(path, id, { reducedMotion: true })
      // embla is imported when a moving gallery mounts: wait until it has taken the track.
      await page.waitForFunction(
        (gallery) =>
          document.querySelector(`#${gallery} [data-part=slide][inert]`) ||
          document.querySelector(`#${gallery}[data-motion=fade]`),
        id,
      )
      await page.click(`#${id} [data-part=next]`)
      await expect.poll(() => indexes(page, id)).toEqual([step])
      // The focus is on the gallery's control: the keys are the gallery's.
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => indexes(page, id)).toEqual([step, 2 * step])
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => indexes(page, id)).toEqual([step, 2 * step, step])
      // A swipe left moves on, a swipe right back (a strip moves as far as the finger went).
      await enableTouch(page)
      const last = async () => (await indexes(page, id)).at(-1)
      await swipe(page, `#${id} [data-part=viewport]`, 0.6)
      await expect.poll(last).toBeGreaterThan(step)
      const swiped = (await last())!
      await swipe(page, `#${id} [data-part=viewport]`, -0.6)
      await expect.poll(last).toBeLessThan(swiped)
      // 'Slide N of M' on the slide now shown.
      const shown = await page.$eval(`#${id} [data-part=slide][data-current]`, (slide) =>
        slide.getAttribute('aria-label'),
      )
      expect(shown).toBe(`Slide ${(await last())! + 1} of ${await page.locator(`#${id} [data-part=slide]`).count()}`)
    },
  )

  it.each(LAYOUTS)('$design #$id moves in its lightbox by the arrows, the keys and a swipe', async ({ path, id }) => {
    const page = await open(path, id, { reducedMotion: true })
    await page.click(`#${id} [data-part=slide] >> nth=0 >> [data-part=media]`)
    await lightboxOpen(page)
    // Touch only once it is open: PhotoSwipe opened on a touch screen hides its arrows.
    await enableTouch(page)
    await swipe(page, '.pswp', 0.8)
    await expect.poll(() => indexes(page, id)).toEqual([1])
    await page.click('.pswp__button--arrow--next')
    await expect.poll(() => indexes(page, id)).toEqual([1, 2])
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => indexes(page, id)).toEqual([1, 2, 3])
    expect(await page.textContent('.atoll-lightbox-counter')).toMatch(/^Image 4 of \d$/)
  })

  it('lays autorows out in rows 250 px high across the block, each image at its ratio in the last row', async () => {
    const page = await open('/gallery-autorows', 'autorows-gallery')
    const { block, boxes } = await page.$eval('#autorows-gallery', (gallery) => ({
      block: gallery.getBoundingClientRect().toJSON() as DOMRect,
      boxes: [...gallery.querySelectorAll('[data-part=media]')].map((media) => ({
        ...(media.getBoundingClientRect().toJSON() as DOMRect),
        dimensions: media.querySelector('img')!.dataset.imageDimensions!,
      })),
    }))
    const rows = new Map<number, typeof boxes>()
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box])
    expect(rows.size).toBeGreaterThan(1)
    const last = [...rows.keys()].at(-1)
    for (const [top, row] of rows) {
      // spec: autorows row height 250; gutter 20 between slides
      expect(row.map((box) => box.height)).toEqual(row.map(() => 250))
      for (const [i, box] of row.slice(1).entries()) expect(box.left - row[i]!.right).toBeCloseTo(20, 0)
      const end = row.at(-1)!.right
      if (top !== last) expect(end).toBeCloseTo(block.right, 0)
      else {
        expect(end).toBeLessThan(block.right - 20)
        for (const box of row) {
          const [width, height] = box.dimensions.split('x').map(Number)
          expect(box.width).toBeCloseTo((250 * width!) / height!, 0)
        }
      }
    }
    // spec: autorows lightbox on
    await page.click('#autorows-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(page)
  })

  it('loads every slide of a carousel with lazyLoad false as it mounts, and leaves the keys alone with keys false', async () => {
    const page = await open('/gallery-carousel', 'carousel-eager', { reducedMotion: true })
    const loaded = (id: string) =>
      page.$$eval(`#${id} [data-part=slide] img`, (imgs) =>
        imgs.map((img) => (img as HTMLImageElement).dataset.imageResolution !== undefined),
      )
    await expect.poll(() => loaded('carousel-eager')).toEqual(Array(8).fill(true))
    // The lazy one beside it: the three in view and the next group's first.
    await page.locator('#carousel-gallery').scrollIntoViewIfNeeded()
    await expect.poll(async () => (await loaded('carousel-gallery')).filter(Boolean).length).toBe(4)
    expect((await loaded('carousel-gallery')).slice(5)).toEqual([false, false, false])

    await page.locator('#carousel-eager').scrollIntoViewIfNeeded()
    await page.focus('#carousel-eager [data-part=next]')
    await page.keyboard.press('ArrowRight')
    await page.click('#carousel-eager [data-part=next]')
    await expect.poll(() => indexes(page, 'carousel-eager')).toEqual([3])
  })

  it('moves the focus between the slides of a grid with the left and right keys', async () => {
    const page = await open('/gallery-grid', 'grid-gallery')
    await page.focus('#grid-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'The red and white lighthouse on the north pier',
    )
    expect(await indexes(page, 'grid-gallery')).toEqual([1, 2])
    // One tab stop for the whole grid.
    expect(
      await page.$$eval('#grid-gallery [data-part=media]', (media) => media.map((m) => (m as HTMLElement).tabIndex)),
    ).toEqual([-1, -1, 0, -1, -1, -1, -1, -1])
  })

  it.each([...GALLERIES.filter(({ id }) => id !== 'swipe-show'), ...LAYOUTS])(
    '$design page moves nothing while it mounts and its images arrive (CLS 0)',
    async ({ path, id }) => {
      const page = await open(path, id, { beforeGoto: (_, context) => recordLayoutShift(context) })
      await page.waitForFunction((gallery) => {
        const first = document.querySelector<HTMLImageElement>(`#${gallery} [data-part=slide] img[data-src]`)
        return first?.complete && first.dataset.imageResolution
      }, id)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await layoutShift(page)).toEqual({ value: 0, sources: [] })
    },
  )

  it.each([[1, '750w']])(
    'shows the first slide the server rendered at %sx (%s), and never downloads it again',
    async (ratio, width) => {
      const harbour: string[] = []
      const page = await open('/gallery-base', 'base-gallery', {
        beforeGoto: async (page) => {
          await pixelRatio(page, ratio)
          page.on('request', (request) => {
            if (request.url().includes('/media/harbour-dawn.svg')) harbour.push(new URL(request.url()).search)
          })
        },
      })
      const first = page.locator('#base-gallery [data-part=slide]').first().locator('img')
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.dataset.imageResolution))
        .toBe(width)
      // The browser chose from the server's srcset before any script; the loader counted it as loaded.
      expect(await first.getAttribute('srcset')).toContain(`harbour-dawn.svg?format=${width} ${width}`)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await first.evaluate((img) => img.classList.contains('atoll-image-loading'))).toBe(false)
      expect(harbour).toEqual([`?format=${width}`])
    },
  )

  it('moves a carousel by groups, disables its arrows at the ends, and reaches the end', async () => {
    const page = await open('/gallery-carousel', 'carousel-gallery', { reducedMotion: true })
    const disabled = () =>
      page.$$eval('#carousel-gallery [data-part=previous], #carousel-gallery [data-part=next]', (b) =>
        b.map((x) => (x as HTMLButtonElement).disabled),
      )
    await expect.poll(disabled).toEqual([true, false])
    await page.click('#carousel-gallery [data-part=next]')
    await page.click('#carousel-gallery [data-part=next]')
    await expect.poll(disabled).toEqual([false, true])
    expect(await indexes(page, 'carousel-gallery')).toEqual([3, 6])
    await page.focus('#carousel-gallery [data-part=previous]')
    await page.keyboard.press('End') // not a gallery key
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(async () => (await events(page)).map((e) => e.type).filter((type) => type !== CHANGE))
      .toEqual(['atoll:gallery-reached-end'])
  })

  it("keeps a carousel's slides where its track puts them: nothing scrolls its viewport", async () => {
    const page = await open('/gallery-carousel', 'carousel-gallery', { reducedMotion: true })
    const first = page.locator('#carousel-gallery').getByRole('group', { name: /^Slide 1 of / })
    const before = await first.boundingBox()
    // What a browser does to show a focused slide, or a script: the viewport is not scrollable.
    const scrolled = await page.$eval('#carousel-gallery [data-part=viewport]', (viewport) => {
      viewport.scrollLeft = 500
      return viewport.scrollLeft
    })
    expect(scrolled).toBe(0)
    expect((await first.boundingBox())?.x).toBe(before?.x)
  })

  it('shows no arrows on a carousel whose slides all fit', async () => {
    const page = await open('/gallery-carousel', 'carousel-fits', { reducedMotion: true })
    await page.waitForSelector('#carousel-fits [data-part=next]', { state: 'hidden' })
    expect(await page.isHidden('#carousel-fits [data-part=previous]')).toBe(true)
  })

  it('goes to a slide from a thumbnail, and marks it current', async () => {
    const page = await open('/gallery-stacked', 'slideshow', { reducedMotion: true })
    await page.click('#slideshow [data-part=thumbnails] button >> nth=3')
    expect(await indexes(page, 'slideshow')).toEqual([3])
    expect(await page.getAttribute('#slideshow [data-part=thumbnails] button >> nth=3', 'aria-current')).toBe('true')
    expect(await page.getAttribute('#slideshow [data-part=thumbnails] button >> nth=3', 'aria-label')).toBe(
      'Show slide 4',
    )
  })

  it("places a stacked slideshow's caption at each of the seven meta positions, a rem from the edges", async () => {
    const page = await open('/gallery-stacked', 'slideshow', { reducedMotion: true })
    // The caption's gaps to the slide's edges (top, right, bottom, left), in whole pixels.
    const gaps = (position: string) =>
      page.evaluate((position) => {
        const block = document.getElementById('slideshow')!
        // The demo's own class places the caption before the island runs: the island's rules alone here.
        block.classList.remove('meta-bottom-left')
        block.dataset.metaPosition = position
        const caption = block.querySelector<HTMLElement>('[data-part=slide][data-current] [data-part=caption]')!
        const inner = caption.getBoundingClientRect()
        const outer = caption.offsetParent!.getBoundingClientRect()
        return [
          inner.top - outer.top,
          outer.right - inner.right,
          outer.bottom - inner.bottom,
          inner.left - outer.left,
        ].map(Math.round)
      }, position)
    // In a corner, a rem from its two edges; the caption keeps its size, so the other gaps swap.
    const [top, right, bottom, left] = await gaps('top-left')
    expect([top, left]).toEqual([16, 16])
    expect(await gaps('top-right')).toEqual([16, 16, bottom, right])
    expect(await gaps('bottom-left')).toEqual([bottom, right, 16, 16])
    expect(await gaps('bottom-right')).toEqual([bottom, 16, 16, right])
    // Centred across at the top and the bottom edge, and in the middle both ways: the three on the
    // same middle line, away from the side edges, the middle one away from the top and bottom too.
    const [topGaps, bottomGaps, middle] = [await gaps('top'), await gaps('bottom'), await gaps('center')]
    expect([topGaps[0], bottomGaps[2]]).toEqual([16, 16])
    const across = (gap: number[]) => gap[3]! - gap[1]!
    expect(across(bottomGaps)).toBe(across(topGaps))
    expect(across(middle)).toBe(across(topGaps))
    for (const gap of [topGaps[1], topGaps[3], middle[0], middle[2]]) expect(gap).toBeGreaterThan(16)
  })

  it('goes back on a click on the left half of a split slideshow, on to the next on the right half', async () => {
    const page = await open('/gallery-stacked', 'slideshow', { reducedMotion: true })
    const box = (await page.locator('#slideshow [data-part=viewport]').boundingBox())!
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3)
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3)
    expect(await indexes(page, 'slideshow')).toEqual([5, 0])
  })

  it('follows a click-through URL instead of advancing', async () => {
    const page = await open('/gallery-carousel', 'carousel-gallery', { reducedMotion: true })
    await page.click('#carousel-gallery [data-part=next]')
    await page.click('#carousel-gallery [data-part=next]')
    await page.click('#carousel-gallery [data-part=slide] >> nth=7 >> [data-part=media]')
    await page.waitForURL('**/shop')
  })

  it('makes a click-through slide a real link to its URL, which Ctrl opens in a new tab', async () => {
    const page = await open('/gallery-carousel', 'carousel-gallery', { reducedMotion: true })
    await page.click('#carousel-gallery [data-part=next]')
    await page.click('#carousel-gallery [data-part=next]')
    const link = page.getByRole('link', { name: 'Colourful houses of the old town' })
    expect(await link.getAttribute('href')).toBe(new URL('/shop', baseUrl()).href)
    const before = page.url()
    const [tab] = await Promise.all([probe!.context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })])
    await tab.waitForURL('**/shop')
    // The gallery's page stays where it was, on the same slide.
    expect(page.url()).toBe(before)
    expect(await indexes(page, 'carousel-gallery')).toEqual([3, 6])
  })

  it('never follows a javascript: click-through URL', async () => {
    const page = await open('/gallery-carousel', 'carousel-gallery', {
      reducedMotion: true,
      beforeGoto: async (page) => {
        await page.route('**/gallery-carousel', async (route) => {
          const response = await route.fetch()
          await route.fulfill({
            response,
            body: (await response.text()).replace(
              'data-click-through-url="/shop"',
              'data-click-through-url="javascript:window.__ran=1"',
            ),
          })
        })
      },
    })
    const before = page.url()
    await page.click('#carousel-gallery [data-part=next]')
    await page.click('#carousel-gallery [data-part=next]')
    await page.click('#carousel-gallery [data-part=slide] >> nth=7 >> [data-part=media]')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(page.url()).toBe(before)
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
    // Never a link: nothing to open in a tab, copy or show in the status bar.
    expect(await page.locator('#carousel-gallery a[href]').count()).toBe(0)
    expect(probe!.consoleMessages).toContainEqual({
      type: 'warning',
      text: expect.stringMatching(/^\[atoll:gallery\] .*: Click-through URL ignored: javascript:window.__ran=1$/),
    })
  })

  it('fails alone when embla-carousel does not load: one console error naming it, its server markup back', async () => {
    const probe = await pages.open('/gallery-strip', {
      reducedMotion: true,
      beforeGoto: async (page) => {
        await page.route(/\/embla-carousel[^/]*\.js(\?.*)?$/, (route) => route.abort())
      },
    })
    probe.expectConsoleError(/^\[atoll:gallery\] #strip-gallery: Could not mount: .*embla-carousel/)
    probe.expectConsoleError(/^Failed to load resource: net::ERR_FAILED$/)
    const { page } = probe
    const served = await (await page.request.get(page.url())).text()
    await page.locator('#strip-gallery').scrollIntoViewIfNeeded()
    await page.waitForSelector('#strip-gallery[data-island-state=failed]')
    expect(probe.consoleErrors.filter((text) => text.startsWith('[atoll'))).toEqual([
      expect.stringMatching(/^\[atoll:gallery\] #strip-gallery: Could not mount: .*embla-carousel/),
    ])
    expect(probe.pageErrors).toEqual([])
    // The block as the server sent it: its attributes and the same parts (no stage, no arrows, no links).
    const [now, sent] = await page.evaluate((html) => {
      const shape = (gallery: Element) => ({
        attributes: [...gallery.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
        parts: [...gallery.querySelectorAll('*')].map(
          (node) => `${node.localName}${node.getAttribute('data-part') ?? ''}`,
        ),
      })
      const sent = new DOMParser().parseFromString(html, 'text/html').getElementById('strip-gallery')!
      sent.setAttribute('data-island-state', 'failed')
      return [shape(document.getElementById('strip-gallery')!), shape(sent)]
    }, served)
    expect(now).toEqual(sent)
    expect(now.parts).not.toContain('divviewport')
  })

  it('plays by itself in order, pauses under the pointer and with its pause button', async () => {
    const page = await open('/gallery-stacked', 'slideshow', { beforeGoto: (page) => page.clock.install() })
    await page.clock.fastForward(6000)
    await expect.poll(() => indexes(page, 'slideshow')).toEqual([1])
    await page.hover('#slideshow [data-part=viewport]')
    await page.clock.fastForward(15_000)
    expect(await indexes(page, 'slideshow')).toEqual([1])
    await page.hover('h1')
    await page.clock.fastForward(6000)
    await expect.poll(() => indexes(page, 'slideshow')).toEqual([1, 2])

    await page.click('#slideshow [data-part=autoplay]')
    expect(await page.getAttribute('#slideshow [data-part=autoplay]', 'aria-label')).toBe('Play slideshow')
    await page.click('h1') // focus leaves the gallery: only the button holds it still now
    await page.clock.fastForward(20_000)
    expect(await indexes(page, 'slideshow')).toEqual([1, 2])
  })

  it('holds its autoplay with the mouse over an element of its pauseOnMouseover list, outside the gallery too', async () => {
    const page = await open('/gallery-stacked', 'kenburns-show', { beforeGoto: (page) => page.clock.install() })
    await page.hover('#kenburns-heading')
    await page.clock.fastForward(20_000)
    expect(await indexes(page, 'kenburns-show')).toEqual([])
    await page.hover('#kenburns-show [data-part=viewport]')
    await page.clock.fastForward(20_000)
    expect(await indexes(page, 'kenburns-show')).toEqual([])
    // Off the list: it plays every 5 s.
    await page.hover('h1')
    await page.clock.fastForward(5000)
    await expect.poll(async () => (await indexes(page, 'kenburns-show')).length).toBe(1)
  })

  it('does not play by itself with nomotion=true, nor under reduced motion', async () => {
    for (const [path, reducedMotion] of [
      ['/gallery-stacked?nomotion=true', false],
      ['/gallery-stacked', true],
    ] as const) {
      const page = await open(path, 'slideshow', { reducedMotion, beforeGoto: (page) => page.clock.install() })
      expect(await page.$('#slideshow [data-part=autoplay]')).toBeNull()
      await page.clock.fastForward(20_000)
      expect(await indexes(page, 'slideshow')).toEqual([])
      await probe!.close()
      probe = undefined
    }
  })

  it('ignores the keys while it is off screen', async () => {
    const page = await open('/gallery-stacked', 'swipe-show', { reducedMotion: true })
    await page.evaluate(() => scrollTo(0, 0))
    // Wait for the browser's intersection update after the scroll: an observer made now hears of it
    // after the gallery's own, so the gallery knows it is on screen again.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            if (!entry?.isIntersecting) return
            observer.disconnect()
            resolve()
          })
          observer.observe(document.getElementById('slideshow')!)
        }),
    )
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => indexes(page, 'slideshow')).toEqual([1])
    expect(await indexes(page, 'swipe-show')).toEqual([])
  })

  it('writes the slide into the address and starts from it on load', async () => {
    const page = await open('/gallery-stacked', 'swipe-show', { reducedMotion: true })
    await page.click('#swipe-show [data-part=next]')
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/gallery-stacked/#itemId=v-boats')
    await page.reload()
    await page.locator('#swipe-show').scrollIntoViewIfNeeded()
    await page.waitForSelector('#swipe-show[data-island-state=mounted] [data-part=slide][data-current]')
    expect(
      await page.$eval('#swipe-show [data-part=slide][data-current]', (slide) => slide.getAttribute('aria-label')),
    ).toBe('Slide 2 of 5')
  })

  it('leaves nothing listening or observing once destroyed', async () => {
    const page = await open('/gallery-stacked', 'slideshow', { beforeGoto: (_, context) => installLeakProbe(context) })
    await page.locator('#swipe-show').scrollIntoViewIfNeeded()
    await page.waitForSelector('#swipe-show[data-island-state=mounted]')
    await page.evaluate(() => window.Atoll!.destroy())
    expect(await blockListeners(page, '[data-block=gallery]')).toEqual([])
    expect((await running(page)).intersectionTargets).toBe(0)
    // The server's markup is back.
    expect(
      await page.$$eval(
        '[data-block=gallery] [data-part=viewport], [data-block=gallery] [data-part=next]',
        (found) => found.length,
      ),
    ).toBe(0)
  })
})
