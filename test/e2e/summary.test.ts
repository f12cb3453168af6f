import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'

/** The boxes of a summary's items: where each sits and its image's box. */
function boxes(page: Page, block: string) {
  return page.$$eval(`#${block} [data-part=item]`, (items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect()
      const image = item.querySelector('img')?.getBoundingClientRect()
      return { left: Math.round(box.left), top: Math.round(box.top), ratio: image ? image.width / image.height : 0 }
    }),
  )
}

const mounted = (page: Page, block: string) => page.waitForSelector(`#${block}[data-island-state=mounted]`)

/** Whether the item titled `title` is inside the carousel's viewport. */
function inView(page: Page, title: string) {
  return page.evaluate((text) => {
    const viewport = document.querySelector('#products-carousel [data-part=viewport]')!.getBoundingClientRect()
    const item = [...document.querySelectorAll('#products-carousel [data-part=item]')].find(
      (candidate) => candidate.querySelector('h3')?.textContent === text,
    )!
    const box = item.getBoundingClientRect()
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1
  }, title)
}

/** Summary blocks (CONTRACT.md section 11) on the demo's four summary pages. */
describe('summary blocks', () => {
  const pages = usePages()

  it('lays out the wall in three CSS columns, each image at its own shape', async () => {
    const { page } = await pages.open('/summary-wall')
    await mounted(page, 'posts-wall')
    const items = await boxes(page, 'posts-wall')
    expect(items).toHaveLength(6)
    expect(new Set(items.map((item) => item.left)).size).toBe(3)
    // The photos in turn: harbour 3:2, lighthouse 2:3, loaves 1:1, ...
    expect(items.slice(0, 3).map((item) => item.ratio.toFixed(2))).toEqual(['1.50', '0.67', '1.00'])
    await expect(page.getByRole('link', { name: 'How we bake the harbour loaf' }).count()).resolves.toBe(1)
  })

  it('crops every image of the grid to the 4:3 of imageAspectRatio, three a row', async () => {
    const { page } = await pages.open('/summary-grid')
    await mounted(page, 'posts-grid')
    const items = await boxes(page, 'posts-grid')
    expect(items).toHaveLength(6)
    expect(new Set(items.map((item) => item.top)).size).toBe(2)
    for (const item of items) expect(item.ratio).toBeCloseTo(4 / 3, 2)
  })

  it('shows one column on a phone', async () => {
    const { page } = await pages.open('/summary-grid', { viewport: { width: 412, height: 900 } })
    await mounted(page, 'posts-grid')
    expect(new Set((await boxes(page, 'posts-grid')).map((item) => item.left)).size).toBe(1)
  })

  it('runs the carousel with its buttons, each disabled at its end', async () => {
    const { page } = await pages.open('/summary-carousel')
    await mounted(page, 'products-carousel')
    const titles = await page.locator('#products-carousel [data-part=item] h3').allTextContents()
    expect(titles.length).toBeGreaterThan(3)
    const previous = page.getByRole('button', { name: 'Previous items' })
    const next = page.getByRole('button', { name: 'Next items' })
    await expect(previous.isDisabled()).resolves.toBe(true)
    await expect(next.isEnabled()).resolves.toBe(true)
    expect(await inView(page, titles[0]!)).toBe(true)
    expect(await inView(page, titles[3]!)).toBe(false)

    await next.click()
    await page.waitForFunction((title) => {
      const viewport = document.querySelector('#products-carousel [data-part=viewport]')!.getBoundingClientRect()
      const item = [...document.querySelectorAll('#products-carousel h3')].find((h) => h.textContent === title)!
      return Math.abs(item.getBoundingClientRect().left - viewport.left) < 1
    }, titles[3]!)
    expect(await inView(page, titles[0]!)).toBe(false)
    await expect(previous.isEnabled()).resolves.toBe(true)

    // To the end: Next is disabled there, and the focus it had goes to Previous.
    while (await next.isEnabled()) await next.click()
    await expect.poll(() => inView(page, titles.at(-1)!)).toBe(true)
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Previous items',
    )
  })

  it('moves the carousel with the arrow keys while the focus is in it, the focus following', async () => {
    const { page } = await pages.open('/summary-carousel', { reducedMotion: true })
    await mounted(page, 'products-carousel')
    const titles = await page.locator('#products-carousel [data-part=item] h3').allTextContents()
    await page.getByRole('link', { name: titles[0]! }).focus()
    await page.keyboard.press('ArrowRight')
    // Under reduced motion the track jumps: the next group is in view at once.
    expect(await inView(page, titles[3]!)).toBe(true)
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(titles[3])
    await page.keyboard.press('ArrowLeft')
    expect(await inView(page, titles[0]!)).toBe(true)
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(titles[0])
  })

  it("asks the server for the events summary's rendering and shows it", async () => {
    const probe = await pages.open('/summary-list')
    const { page } = probe
    // The page's HTML, as a cache may keep it, still lists a passed event.
    await page.getByText('Autumn open house').waitFor({ state: 'detached' })
    await mounted(page, 'events-list')
    const items = await page.locator('#events-list [data-part=item] h3').allTextContents()
    expect(items).toContain('Sourdough workshop')
    expect(items).not.toContain('Autumn open house')
    const [call] = await probe.inbox('widget')
    expect(call?.path).toBe('/api/widget/GetWidgetRendering')
    expect(call?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(call?.form?.collectionId).toBe('events')
    expect(JSON.parse(String(call?.form?.widgetJSON))).toEqual({
      type: 55,
      id: 'events-list',
      value: { design: 'list', collectionId: 'events', collectionType: 'events' },
    })
  })

  it("keeps the server's items when the rendering fails", async () => {
    const probe = await pages.open('/summary-list', {
      beforeGoto: async (page) => {
        await page.route('**/api/widget/GetWidgetRendering', (route) => route.fulfill({ status: 500 }))
      },
    })
    probe.expectConsoleError(/Failed to load resource.*500/)
    probe.expectConsoleError(/^\[atoll:data\] POST .*\/api\/widget\/GetWidgetRendering answered 500$/)
    const { page } = probe
    await mounted(page, 'events-list')
    const items = await page.locator('#events-list [data-part=item] h3').allTextContents()
    expect(items).toContain('Autumn open house')
    expect(items).toContain('Sourdough workshop')
    expect(
      probe.consoleMessages.some(
        (message) =>
          message.type === 'warning' &&
          message.text.startsWith('[atoll:summary] #events-list: The events rendering failed'),
      ),
    ).toBe(true)
  })

  it('fails a summary with malformed settings alone, with one console error, the other mounting', async () => {
    const probe = await pages.open('/summary-wall', {
      beforeGoto: async (page) => {
        await page.route('**/summary-wall', async (route) => {
          const response = await route.fetch()
          const bad = `<div data-block="summary" id="bad-summary" data-hydrate="load" data-block-json='{"design":"masonry"}'><ul data-part="items"><li data-part="item"><h3><a href="/blog">Blog</a></h3></li></ul></div>`
          await route.fulfill({ response, body: (await response.text()).replace('</main>', `${bad}</main>`) })
        })
      },
    })
    probe.expectConsoleError(
      '[atoll:summary] #bad-summary: Could not mount: summary: design must be one of wall, carousel, list, grid',
      1,
    )
    const { page } = probe
    await page.waitForSelector('#bad-summary[data-island-state=failed]')
    await mounted(page, 'posts-wall')
    expect(await page.locator('#bad-summary').getAttribute('data-design')).toBeNull()
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).count()).resolves.toBeGreaterThan(0)
  })

  // The items whose images each page's first viewport shows on a wide screen (more than the first
  // row: the wall's columns, the grid's second row, the carousel's items past its clipped edge; a
  // phone shows fewer). test/e2e/first-viewport-images.test.ts checks that these are all of them.
  it.each([
    ['/summary-wall', [0, 1, 2, 4]],
    ['/summary-grid', [0, 1, 2, 3, 4, 5]],
    ['/summary-carousel', [0, 1, 2, 3, 4]],
  ])("starts the first viewport's images before any script on %s, and only theirs (%j)", async (path, eager) => {
    const { page } = await pages.open(path, { javaScriptEnabled: false })
    // The server writes src and srcset for the images of the first viewport (CONTRACT.md section 3,
    // image): the browser loads them as it parses, and the largest paint does not wait for the runtime.
    const sources = await page.$$eval('[data-block=summary] [data-part=item] img', (images) =>
      (images as HTMLImageElement[]).map((image) => [image.currentSrc !== '', image.hasAttribute('srcset')]),
    )
    expect(sources.length).toBeGreaterThan(Math.max(...eager))
    expect(sources).toEqual(sources.map((_, index) => (eager.includes(index) ? [true, true] : [false, false])))
  })

  it('shows every item without script', async () => {
    const { page } = await pages.open('/summary-carousel', { javaScriptEnabled: false })
    const titles = await page.locator('#products-carousel [data-part=item] h3').allTextContents()
    expect(titles.length).toBeGreaterThan(3)
    await expect(page.getByRole('link', { name: titles[0]! }).count()).resolves.toBe(1)
  })
})
