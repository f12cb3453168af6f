import type { Frame, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { blockListeners } from './leak-probe.ts'
import { events, recordEvents } from './media-support.ts'

const PROVIDERS = /^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//

/** A stand-in for the providers' players: it keeps the play and pause commands it is sent. */
const PLAYER = `<!doctype html><title>player</title><p id="state">idle</p><script>
  window.received = []
  addEventListener('message', (event) => {
    let data = event.data
    try { data = JSON.parse(data) } catch {}
    const action = data.func === 'playVideo' || data.method === 'play' ? 'play' : data.func === 'pauseVideo' || data.method === 'pause' ? 'pause' : null
    if (action) window.received.push(action)
  })
</script>`

/** The video page, its two players on YouTube and Vimeo, both faked at the network layer. */
async function withProviders(page: Page): Promise<void> {
  await page.route('**/video', async (route) => {
    const response = await route.fetch()
    const body = (await response.text())
      .replace('/media/fake-player.html?v=dusk', 'https://www.youtube.com/embed/dusk')
      .replace('/media/fake-player.html?v=ferry', 'https://player.vimeo.com/video/123')
    await route.fulfill({ response, body })
  })
  await page.route(PROVIDERS, (route) => route.fulfill({ contentType: 'text/html', body: PLAYER }))
}

/**
 * Clicks once the page has painted where the element is: right after a scroll, Chrome can still
 * route a click by the old layout when the page holds a frame from another site.
 */
async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.click(selector)
}

const frame = (page: Page, host: string): Frame | undefined => page.frames().find((f) => f.url().includes(host))
const received = async (page: Page, host: string) =>
  (await frame(page, host)?.evaluate(() => (window as unknown as { received: string[] }).received)) ?? []

describe('videos', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(options: OpenPageOptions = {}, ready = '#video-ferry'): Promise<Page> {
    // Tall enough for both players at once.
    probe = await pages.open('/video', { viewport: { width: 1280, height: 1400 }, ...options })
    await probe.page.locator(ready).scrollIntoViewIfNeeded()
    await probe.page.waitForSelector(`${ready}[data-island-state=mounted]`)
    await probe.page.evaluate(() => scrollTo(0, 0))
    return probe.page
  }

  it('fetches nothing from the provider before the click, then plays in its player', async () => {
    const page = await open({ beforeGoto: withProviders })
    expect(await page.getAttribute('#video-dusk [data-part=play]', 'aria-label')).toBe(
      'Play video: The harbour at dusk',
    )
    expect(probe!.requests.filter((url) => PROVIDERS.test(url))).toEqual([])
    await press(page, '#video-dusk [data-part=play]')
    await expect.poll(() => received(page, 'youtube.com')).toEqual(['play'])
    expect(probe!.requests.filter((url) => PROVIDERS.test(url))).toEqual([
      'https://www.youtube.com/embed/dusk?enablejsapi=1&autoplay=1',
    ])
    expect(await page.isHidden('#video-dusk [data-part=play]')).toBe(true)
    expect(await probe!.cspViolations()).toEqual([])
  })

  it('plays with Enter and with Space', async () => {
    const page = await open({ beforeGoto: withProviders })
    await page.focus('#video-dusk [data-part=play]')
    await page.keyboard.press('Enter')
    await expect.poll(() => received(page, 'youtube.com')).toEqual(['play'])
    await page.focus('#video-ferry [data-part=play]')
    await page.keyboard.press('Space')
    await expect.poll(() => received(page, 'vimeo.com')).toEqual(['play'])
  })

  it('plays one video at a time: starting one pauses the other and brings back its poster', async () => {
    const page = await open({ beforeGoto: withProviders })
    await press(page, '#video-dusk [data-part=play]')
    await expect.poll(() => received(page, 'youtube.com')).toEqual(['play'])
    await press(page, '#video-ferry [data-part=play]')
    await expect.poll(() => received(page, 'vimeo.com')).toEqual(['play'])
    await expect.poll(() => received(page, 'youtube.com')).toEqual(['play', 'pause'])
    expect(await page.isVisible('#video-dusk [data-part=play]')).toBe(true)
    expect(await page.isHidden('#video-dusk [data-part=player]')).toBe(true)
    // Played again: the same player, told to play; the other pauses.
    await press(page, '#video-dusk [data-part=play]')
    await expect.poll(() => received(page, 'youtube.com')).toEqual(['play', 'pause', 'play'])
    await expect.poll(() => received(page, 'vimeo.com')).toEqual(['play', 'pause'])
    expect(probe!.requests.filter((url) => url.includes('youtube.com'))).toHaveLength(1)
  })

  it("shows the demo's own player playing, with no network", async () => {
    const page = await open()
    await press(page, '#video-dusk [data-part=play]')
    const player = page.frameLocator('#video-dusk iframe')
    await expect.poll(() => player.locator('.state').textContent()).toBe('Playing')
  })

  it('shows a 3:2 poster as a 16:9 thumbnail, cropped around its focal point (spec: thumbnails 16:9)', async () => {
    const page = await open({}, '#video-walk')
    await page.waitForSelector('#video-walk img[data-image-resolution]')
    const poster = await page.$eval('#video-walk img', (img) => {
      const { width, height } = img.getBoundingClientRect()
      const style = getComputedStyle(img)
      return {
        ratio: width / height,
        fit: style.objectFit,
        position: style.objectPosition,
        dimensions: img.dataset.imageDimensions,
      }
    })
    expect(poster.dimensions).toBe('1500x1000')
    expect(poster.ratio).toBeCloseTo(16 / 9, 2)
    expect(poster).toMatchObject({ fit: 'cover', position: '72% 56%' })
    // The box the play button covers is the thumbnail's.
    const [block, button] = await Promise.all(
      ['#video-walk', '#video-walk [data-part=play]'].map((selector) =>
        page.$eval(selector, (element) => element.getBoundingClientRect().height),
      ),
    )
    expect(button).toBeCloseTo(block!, 0)
  })

  it('shows the notice for an invalid embed', async () => {
    const page = await open({}, '#video-broken')
    expect(await page.textContent('#video-broken [data-part=notice]')).toBe('Invalid video embed')
    expect(await page.$('#video-broken [data-part=play]')).toBeNull()
  })

  it.each([
    ['a javascript: player', '<iframe src="javascript:parent.__ran=1"></iframe>'],
    ['a data: player', '<iframe src="data:text/html,<script>parent.__ran=1</script>"></iframe>'],
    ['an object', '<object data="/media/fake-player.html"><iframe src="javascript:parent.__ran=1"></iframe></object>'],
    ['a player from another host', '<iframe src="https://evil.example/player"></iframe>'],
  ])('shows the notice for %s, and nothing of it reaches the page', async (_, html) => {
    const page = await open(
      {
        beforeGoto: async (page) => {
          await page.route('**/video', async (route) => {
            const response = await route.fetch()
            const escaped = html.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
            await route.fulfill({
              response,
              body: (await response.text()).replace(
                'data-html="&lt;p&gt;Not a player&lt;/p&gt;"',
                `data-html="${escaped}"`,
              ),
            })
          })
        },
      },
      '#video-broken',
    )
    expect(await page.textContent('#video-broken [data-part=notice]')).toBe('Invalid video embed')
    expect(await page.$$eval('#video-broken iframe, #video-broken object', (nodes) => nodes.length)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
  })

  it('builds a fresh player: the handlers and children of the embed never reach the page', async () => {
    const page = await open({
      beforeGoto: async (page) => {
        await withProviders(page)
        await page.route('**/video', async (route) => {
          const response = await route.fetch()
          const body = (await response.text()).replace(
            'https://www.youtube.com/embed/dusk&quot; width',
            'https://www.youtube.com/embed/dusk&quot; onload=&quot;window.__ran=1&quot; srcdoc=&quot;x&quot; width',
          )
          await route.fulfill({ response, body })
        })
      },
    })
    await press(page, '#video-dusk [data-part=play]')
    await page.waitForSelector('#video-dusk iframe')
    expect(await page.$eval('#video-dusk iframe', (frame) => frame.getAttributeNames().sort())).toEqual([
      'allow',
      'height',
      'src',
      'style',
      'title',
      'width',
    ]) // style: the island's fit
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
  })

  it("shows a gallery's video slide in its thumbnail strip at 16:9, its images square (spec: thumbnails 16:9)", async () => {
    const page = await open({}, '#video-gallery')
    await page.waitForSelector('#video-gallery [data-part=thumbnails] button')
    const thumbs = await page.$$eval('#video-gallery [data-part=thumbnails] button', (buttons) =>
      buttons.map((button) => {
        const { width, height } = button.getBoundingClientRect()
        return `${button.getAttribute('aria-label')} ${(width / height).toFixed(2)}`
      }),
    )
    expect(thumbs).toEqual(['Show slide 1 1.00', 'Show slide 2 1.00', `Show slide 3 ${(16 / 9).toFixed(2)}`])
  })

  it('pauses the video of a gallery slide it leaves, and the slideshow waits while it plays', async () => {
    const page = await open(
      {
        beforeGoto: async (page, context) => {
          await recordEvents(context, ['atoll:gallery-change'])
          await page.clock.install()
        },
      },
      '#video-gallery',
    )
    await page.locator('#video-gallery').scrollIntoViewIfNeeded()
    await page.waitForSelector('#video-gallery [data-block=video][data-island-state=mounted]')
    const shown = () =>
      page.$eval('#video-gallery [data-part=slide][data-current]', (slide) => slide.getAttribute('aria-label'))
    // Autoplay (8 s) brings the film, the third slide.
    await page.clock.runFor(8000)
    await page.clock.runFor(2000)
    await page.clock.runFor(8000)
    await expect.poll(shown).toBe('Slide 3 of 3')
    await page.click('#video-gallery [data-part=slide][data-current] [data-part=play]')
    const film = page.frameLocator('#video-gallery iframe')
    await expect.poll(() => film.locator('.state').textContent()).toBe('Playing')
    // It plays: the slideshow stays.
    await page.clock.runFor(30_000)
    expect(await shown()).toBe('Slide 3 of 3')
    await page.click('#video-gallery [data-part=next]')
    await page.clock.runFor(2000)
    await expect.poll(shown).toBe('Slide 1 of 3')
    await expect.poll(() => film.locator('.state').textContent()).toBe('Paused')
    // Its poster and play button are back, for when the slideshow comes round to it.
    expect(
      await page.$eval(
        '#video-gallery [data-block=video] [data-part=play]',
        (button) => (button as HTMLElement).hidden,
      ),
    ).toBe(false)
    // Stopped, and the pointer and the focus gone from the slideshow (which hold it still too): it plays on.
    await page.mouse.move(1, 1)
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await page.clock.runFor(10_000)
    await expect.poll(shown).toBe('Slide 2 of 3')
    expect((await events(page)).length).toBeGreaterThanOrEqual(4)
  })

  it('leaves nothing listening once destroyed', async () => {
    const page = await open({ beforeGoto: withProviders })
    await press(page, '#video-dusk [data-part=play]')
    await page.evaluate(() => window.Atoll!.destroy())
    expect(await blockListeners(page, '[data-block=video]')).toEqual([])
    expect(await page.$$('[data-block=video] iframe')).toEqual([])
  })
})
