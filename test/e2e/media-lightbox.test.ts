import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { lightboxOpen } from './media-support.ts'

const ARROW_THROTTLE_MS = 200 // spec: arrow keys throttled 200 ms

const counter = (page: Page) => page.textContent('.atoll-lightbox-counter')
const address = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.hash
}

describe('the lightbox', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path: string, options: OpenPageOptions = {}): Promise<Page> {
    probe = await pages.open(path, { reducedMotion: true, ...options })
    await probe.page.waitForSelector('[data-block=gallery][data-island-state=mounted]')
    return probe.page
  }

  it('opens from the itemId of the address, as a labelled modal dialog, and closes with Back', async () => {
    const page = await open('/lightbox#itemId=boats')
    await lightboxOpen(page)
    expect(
      await page.$eval('.pswp', (dialog) => [
        dialog.getAttribute('role'),
        dialog.getAttribute('aria-modal'),
        dialog.getAttribute('aria-label'),
      ]),
    ).toEqual(['dialog', 'true', 'Image viewer'])
    expect(await counter(page)).toBe('Image 5 of 8')
    expect(await page.getAttribute('.atoll-lightbox-counter', 'aria-live')).toBe('polite')
    expect(
      await page.$eval(
        '.pswp__item[aria-hidden=false] img.pswp__img:not(.pswp__img--placeholder)',
        (img) => (img as HTMLImageElement).alt,
      ),
    ).toBe('Two fishing boats on calm water')
    await page.goBack()
    await page.waitForSelector('.pswp', { state: 'detached' })
    // spec: closing resets the history hash index
    expect(address(page)).toBe('/lightbox')
  })

  it("opens from a slide's url as the last path segment, and closes with Escape, focus back on its slide", async () => {
    const page = await open('/lightbox/saturday-market')
    await lightboxOpen(page)
    expect(await counter(page)).toBe('Image 4 of 8')
    await page.keyboard.press('Escape')
    await page.waitForSelector('.pswp', { state: 'detached' })
    expect(address(page)).toBe('/lightbox/')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Three market stalls with striped awnings',
    )
  })

  it('opens from a click, follows the image in the address and the gallery, and gives the focus back to the slide it ends on', async () => {
    const page = await open('/lightbox')
    expect(probe!.requests.some((url) => /\/lightbox-[a-z0-9]+\.js$/.test(url))).toBe(false)
    await page.click('#dark-gallery [data-part=slide] >> nth=1 >> [data-part=media]')
    await lightboxOpen(page)
    // PhotoSwipe comes only with the first opening.
    expect(probe!.requests.some((url) => /\/lightbox-[a-z0-9]+\.js$/.test(url))).toBe(true)
    expect(address(page)).toBe('/lightbox#itemId=loaves')
    expect(await page.getAttribute('.pswp', 'class')).toContain('atoll-lightbox--dark')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => counter(page)).toBe('Image 3 of 8')
    expect(address(page)).toBe('/lightbox#itemId=lighthouse')
    expect(await page.textContent('#dark-heading ~ [data-part=gallery-output]')).toBe(
      'gallery-change: slide 3 (index 2)',
    )
    await page.click('.pswp__button--close')
    await page.waitForSelector('.pswp', { state: 'detached' })
    expect(address(page)).toBe('/lightbox')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'The red and white lighthouse on the north pier',
    )
  })

  // With motion, PhotoSwipe fades the lightbox in for 350 ms (after up to 250 ms waiting for the
  // image to decode) and binds its keys only then; the visitor's Escape or Back must not wait for it.
  for (const [how, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['Back', (page: Page) => page.goBack()],
  ] as const) {
    it(`closes with ${how} from its first frame, during its opening animation, focus back on its slide`, async () => {
      const page = await open('/lightbox', { reducedMotion: false })
      await page.click('#dark-gallery [data-part=slide] >> nth=1 >> [data-part=media]')
      await page.waitForSelector('.pswp')
      await close(page)
      await page.waitForSelector('.pswp', { state: 'detached' })
      expect(address(page)).toBe('/lightbox')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Two sourdough loaves and a round rye on the counter',
      )
    })
  }

  it('throttles the arrow keys to one step in 200 ms', async () => {
    const page = await open('/lightbox')
    await page.click('#dark-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(page)
    // Two presses at once (sent together, so a slow machine cannot space them out): one step.
    const sent = await page.evaluate(() => {
      for (const _ of [1, 2]) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
      return performance.now()
    })
    expect(await counter(page)).toBe('Image 2 of 8')
    // The throttle's window over, on the page's own clock (the one key events are stamped with).
    await page.waitForFunction(({ since, window }) => performance.now() - since > window, {
      since: sent,
      window: ARROW_THROTTLE_MS,
    })
    await page.keyboard.press('ArrowRight')
    expect(await counter(page)).toBe('Image 3 of 8')
  })

  it('has a light theme', async () => {
    const page = await open('/lightbox')
    await page.locator('#light-gallery').scrollIntoViewIfNeeded()
    await page.waitForSelector('#light-gallery[data-island-state=mounted]')
    await page.click('#light-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(page)
    expect(await page.getAttribute('.pswp', 'class')).toContain('atoll-lightbox--light')
    expect(await page.$eval('.pswp__bg', (bg) => getComputedStyle(bg).backgroundColor)).toBe('rgb(255, 255, 255)')
  })

  it('shows captions on a wide screen, and toggles them on a phone', async () => {
    const wide = await open('/gallery-base')
    await wide.click('#base-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(wide)
    expect(await wide.isVisible('.atoll-lightbox-caption')).toBe(true)
    expect(await wide.textContent('.atoll-lightbox-caption')).toBe('Harbour Street at dawn, before the first ferry.')
    expect(await wide.isVisible('.atoll-lightbox-caption-toggle')).toBe(false)
    await probe!.close()

    const phone = await open('/gallery-base', { viewport: { width: 390, height: 800 } })
    await phone.click('#base-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(phone)
    expect(await phone.isVisible('.atoll-lightbox-caption')).toBe(false)
    expect(await phone.getAttribute('.atoll-lightbox-caption-toggle', 'aria-label')).toBe('Show caption')
    await phone.click('.atoll-lightbox-caption-toggle')
    expect(await phone.isVisible('.atoll-lightbox-caption')).toBe(true)
    expect(await phone.getAttribute('.atoll-lightbox-caption-toggle', 'aria-expanded')).toBe('true')
    expect(await phone.getAttribute('.atoll-lightbox-caption-toggle', 'aria-label')).toBe('Hide caption')
  })

  it('loops on a desktop and stops at the ends on a phone', async () => {
    const desktop = await open('/gallery-base')
    await desktop.click('#base-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(desktop)
    await desktop.keyboard.press('ArrowLeft')
    expect(await counter(desktop)).toBe('Image 5 of 5')
    await probe!.close()

    const phone = await open('/gallery-base', { viewport: { width: 390, height: 800 } })
    await phone.click('#base-gallery [data-part=slide] >> nth=0 >> [data-part=media]')
    await lightboxOpen(phone)
    await phone.keyboard.press('ArrowLeft')
    expect(await counter(phone)).toBe('Image 1 of 5')
  })
})
