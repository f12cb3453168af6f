import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { atollListeners, installLeakProbe, running } from './leak-probe.ts'
import { arrived, imagesLoaded, layoutShift, pixelRatio, recordLayoutShift, resolved } from './media-support.ts'

const sources = (page: Page, selector: string) =>
  page.$$eval(selector, (images) => images.map((img) => (img.getAttribute('src') ?? '').replace(/^.*\/media\//, '')))

describe('images', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path = '/images', options: OpenPageOptions = {}): Promise<Page> {
    probe = await pages.open(path, options)
    return probe.page
  }

  it.each([
    [
      1,
      [
        'harbour-dawn.svg?format=300w',
        'harbour-dawn.svg?format=300w',
        'harbour-dawn.svg?format=500w',
        'harbour-dawn.svg?format=750w',
      ],
    ],
    [
      2,
      [
        'harbour-dawn.svg?format=300w',
        'harbour-dawn.svg?format=750w',
        'harbour-dawn.svg?format=1000w',
        'harbour-dawn.svg?format=1500w',
      ],
    ],
    // Above 2x the eye cannot tell: the 2x widths.
    [
      3,
      [
        'harbour-dawn.svg?format=300w',
        'harbour-dawn.svg?format=750w',
        'harbour-dawn.svg?format=1000w',
        'harbour-dawn.svg?format=1500w',
      ],
    ],
  ])('asks at %sx for the smallest width that covers boxes of 120, 280, 400 and 640 px', async (ratio, expected) => {
    const page = await open('/images', { beforeGoto: (page) => pixelRatio(page, ratio) })
    await resolved(page, '#widths-heading ~ .image-row img')
    expect(await sources(page, '#widths-heading ~ .image-row img')).toEqual(expected)
    // The demo server answered each one: the image has its pixels.
    expect(
      await page.$$eval('#widths-heading ~ .image-row img', (images) =>
        images.every((img) => (img as HTMLImageElement).naturalWidth > 0),
      ),
    ).toBe(true)
  })

  it.each([
    [1, ['market-stalls.svg?format=500w', 'wheat-fields.svg?format=500w']],
    [2, ['market-stalls.svg?format=1000w', 'wheat-fields.svg?format=1000w']],
  ])(
    'sizes an image with no width of its own from its parent inside the padding, 400 px at %sx',
    async (ratio, expected) => {
      const page = await open('/images', { beforeGoto: (page) => pixelRatio(page, ratio) })
      const column = '#column-image, #column-decoration'
      await page.waitForFunction(
        (query) =>
          [...document.querySelectorAll<HTMLImageElement>(query)].every(
            (img) => img.dataset.imageResolution && img.complete,
          ),
        column,
      )
      expect(await sources(page, column)).toEqual(expected)
      // Once loaded, it fills the column and asks for nothing more.
      expect(
        await page.$$eval(column, (images) => images.map((img) => Math.round(img.getBoundingClientRect().width))),
      ).toEqual([400, 400])
    },
  )

  it.each([1, 2])(
    "keeps the server's picture in the first viewport at %sx: the browser's one download, never a second width",
    async (ratio) => {
      const page = await open('/images', { beforeGoto: (page) => pixelRatio(page, ratio, 412, 823) })
      await page.evaluate(() => window.Atoll?.ready)
      await page.waitForSelector('#server-image[data-image-resolution]')
      const { shown, resolution } = await page.$eval('#server-image', (img) => ({
        shown: (img as HTMLImageElement).currentSrc.replace(/^.*\/media\//, ''),
        resolution: (img as HTMLImageElement).dataset.imageResolution,
      }))
      // 388 px of column: the srcset candidate that covers it at this ratio.
      expect(shown).toBe(ratio === 1 ? 'video-poster.svg?format=500w' : 'video-poster.svg?format=1000w')
      expect(resolution).toBe(shown.replace(/^.*=/, ''))
      expect(
        probe!.requests.filter((url) => url.includes('video-poster')).map((url) => url.replace(/^.*\/media\//, '')),
      ).toEqual([shown])
    },
  )

  it('moves nothing on the page while the images arrive (CLS 0)', async () => {
    const page = await open('/images', { beforeGoto: (_, context) => recordLayoutShift(context) })
    await imagesLoaded(page)
    // The page's two column images reserve no box (what that section shows), so they move what is
    // below them when they arrive: they load at once, and are waited for before the scroll brings
    // that part of the page into view.
    await arrived(page, '#column-image, #column-decoration')
    await page.locator('#lazy-image').scrollIntoViewIfNeeded()
    await imagesLoaded(page, '#lazy-image')
    expect(await layoutShift(page)).toEqual({ value: 0, sources: [] })
  })

  it('crops cover images around their focal point and fits contain images along their alignment', async () => {
    const page = await open()
    const crop = '#fill-heading ~ .image-row img, #fit-heading ~ .image-row img'
    await resolved(page, crop)
    const crops = await page.$$eval(crop, (images) =>
      images.map(
        (img) =>
          `${getComputedStyle(img).objectFit} ${getComputedStyle(img).objectPosition} ${img.getAttribute('src')?.split('=')[1]}`,
      ),
    )
    expect(crops).toEqual([
      // 1500x1000 in 220x220: drawn 330 px wide; the boat at 0.72 would leave a gap, so the right edge holds.
      'cover -110px 0px 500w',
      'cover 0px 0px 500w',
      // 1000x1500 in a 318x158 frame: drawn 318x477; 0.4 of the height sits in the middle.
      'cover 0px -111.8px 500w',
      // 2000x1000 inside 220x220: 110 px high, centred; then inside a 218x218 frame, at the top.
      'contain 0px 55px 300w',
      'contain 0px 0px 300w',
      // 1000x1500 in the 318x158 frame: 105 px wide, on the left, then on the right.
      'contain 0px 0px 300w',
      'contain 212.67px 0px 300w',
    ])
  })

  it('asks for half the width with a size adjustment of 0.5, places the focal point by percentages without advanced positioning, draws an image that may not stretch at its own size, and shows a background image on its frame', async () => {
    const page = await open()
    const placing = '#placing-heading ~ .image-row img'
    await resolved(page, placing)
    const seen = await page.$$eval(placing, (images) =>
      images.map((img) => {
        const style = getComputedStyle(img)
        const frame = getComputedStyle(img.parentElement!)
        return {
          id: img.id,
          fit: `${style.objectFit} ${style.objectPosition}`,
          width: img.getAttribute('src')?.split('=')[1],
          // The drawn picture: the content box, inside the padding.
          content: `${img.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)}x${img.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)}`,
          opacity: style.opacity,
          background: `${frame.backgroundImage.replace(/^url\(".*\/media\//, '').replace(/"\)$/, '')} ${frame.backgroundSize} ${frame.backgroundPosition}`,
        }
      }),
    )
    // The harbour in a 220 px box is drawn 330 px wide: 500w at 1x; adjusted by 0.5, 165 px: 300w.
    expect(seen[0]).toMatchObject({ id: 'adjusted-image', fit: 'cover -110px 0px', width: '300w' })
    // Not centred as near as the edges allow (-110px), but at 72% and 56% of the box.
    expect(seen[1]).toMatchObject({ id: 'percent-image', fit: 'cover 72% 56%', width: '500w' })
    // 120 x 120 in the middle of its 318 x 158 frame, where a contain crop would stretch it to 158 x 158.
    expect(seen[2]).toMatchObject({ id: 'unstretched-image', content: '120x120', width: '300w' })
    // The frame shows the harbour (the image itself transparent, its alt text still read), covering it around the boat: 318 x 212, 39.72 px up.
    expect(seen[3]).toMatchObject({
      id: 'background-image',
      opacity: '0',
      width: '500w',
      background: 'harbour-dawn.svg?format=500w 318px 212px 0px -39.72px',
    })
  })

  it('asks in the filename format when the image says so', async () => {
    const page = await open()
    await resolved(page, '#formats-heading ~ .image-row img')
    expect(await sources(page, '#formats-heading ~ .image-row img')).toEqual([
      'bakery-loaves.svg?format=300w',
      'bakery-loaves-300w.svg',
    ])
  })

  it('loads "true" at once, never "false", and "viewport" only near the viewport, with the loading class meanwhile', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const page = await open('/images', {
      beforeGoto: async (page) => {
        await page.route('**/media/old-town.svg?format=*', async (route) => {
          await held
          await route.continue()
        })
      },
    })
    await imagesLoaded(page, '#modes-heading ~ .image-row img[data-load=true]')
    expect(await page.getAttribute('#load-false', 'src')).toBeNull()
    expect(await page.getAttribute('#lazy-image', 'src')).toBeNull()
    expect(probe!.requests.some((url) => url.includes('old-town'))).toBe(false)

    await page.locator('#lazy-image').scrollIntoViewIfNeeded()
    await page.waitForSelector('#lazy-image.atoll-image-loading')
    expect(await page.getAttribute('#lazy-image', 'src')).toBe('/media/old-town.svg?format=500w')
    release()
    await page.waitForSelector('#lazy-image[data-image-resolution="500w"]:not(.atoll-image-loading)')
    expect(await page.getAttribute('#load-false', 'src')).toBeNull()
  })

  it('asks for a larger width when the box grows, and never for a smaller one', async () => {
    const page = await open('/images', { viewport: { width: 480, height: 800 } })
    const widest = '#widths-heading ~ .image-row img.w-640'
    await page.waitForSelector(`${widest}[data-image-resolution]`)
    // 640 px wanted, 448 px there: 500w.
    expect(await page.getAttribute(widest, 'src')).toBe('/media/harbour-dawn.svg?format=500w')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.waitForSelector(`${widest}[data-image-resolution="750w"]`)
    await page.setViewportSize({ width: 400, height: 800 })
    // Give a smaller width every chance to be asked for: two frames and a resize observation.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.getAttribute(widest, 'src')).toBe('/media/harbour-dawn.svg?format=750w')
  })

  it('loads an image added to the page later, without a call', async () => {
    const page = await open()
    await page.click('[data-action=add-image]')
    await page.waitForSelector('[data-part=added] img[data-image-resolution="300w"]')
    expect(await sources(page, '[data-part=added] img')).toEqual(['wheat-fields.svg?format=300w'])
  })

  it('leaves nothing observing or listening once Atoll is destroyed', async () => {
    const page = await open('/images', { beforeGoto: (_, context) => installLeakProbe(context) })
    await imagesLoaded(page)
    await page.evaluate(() => window.Atoll!.destroy())
    const left = await running(page)
    expect({ intersectionTargets: left.intersectionTargets, mutationObservers: left.mutationObservers }).toEqual({
      intersectionTargets: 0,
      mutationObservers: 0,
    })
    // The images' own load and error listeners are gone (the page's other features keep theirs on document).
    expect(await atollListeners(page, 'img')).not.toEqual(expect.arrayContaining(['load']))
    expect(await atollListeners(page, 'img')).not.toEqual(expect.arrayContaining(['error']))
    // And an image added now is left alone.
    await page.click('[data-action=add-image]')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.getAttribute('[data-part=added] img', 'src')).toBeNull()
  })
})
