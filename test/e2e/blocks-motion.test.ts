import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { blockListeners, installLeakProbe, running } from './leak-probe.ts'

const NOTHING_RUNNING = {
  intersectionTargets: 0,
  mutationObservers: 0,
  resizeObservers: 0,
  performanceObservers: 0,
  timers: 0,
  frames: 0,
  idleCallbacks: 0,
  animations: 0,
}

/**
 * Lets `count` of the page's frames pass, and the task after the last: a running marquee moves at
 * each frame, and an IntersectionObserver's news is a task the frame's rendering step queues.
 */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const next = () => (left-- > 0 ? requestAnimationFrame(next) : setTimeout(resolve))
        next()
      }),
    count,
  )

describe('marquee, text effects and animated blocks', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  /** Opens a page, then waits for `block`'s island, or with none for the first scan (page features start with it). */
  async function open(path: string, block?: string, options: OpenPageOptions = {}): Promise<Page> {
    probe = await pages.open(path, options)
    if (block) await probe.page.waitForSelector(`${block}[data-island-state=mounted]`, { state: 'attached' })
    else await probe.page.evaluate(() => window.Atoll?.ready)
    return probe.page
  }

  describe('marquee', () => {
    const offset = (page: Page, block: string) => page.getAttribute(`${block} textPath`, 'startOffset')
    /** The marquee's offset now and a moment later. */
    async function twoReadings(page: Page, block: string): Promise<[string | null, string | null]> {
      const first = await offset(page, block)
      await frames(page, 6)
      return [first, await offset(page, block)]
    }

    it('runs its text along the path it draws, the server text kept for screen readers', async () => {
      const page = await open('/marquee', '#wave')
      expect(await page.getAttribute('#wave svg', 'aria-hidden')).toBe('true')
      expect(await page.textContent('#wave textPath')).toMatch(
        /^(Cardamom buns · Rye · Focaccia · Almond cake ·\u2003\u2003){2,}$/,
      )
      expect(
        await page.evaluate(() => document.querySelector('#wave span')!.getBoundingClientRect().width),
      ).toBeLessThanOrEqual(1)
      const d = (await page.getAttribute('#wave path', 'd'))!
      expect(new Set(d.match(/ -?[\d.]+(?=L|$)/g)).size).toBeGreaterThan(2) // a wave, not a line
      const [before, after] = await twoReadings(page, '#wave')
      expect(before).not.toBe(after)
    })

    it('pauses off-screen and runs again on screen', async () => {
      const page = await open('/marquee', '#ticker')
      let [before, after] = await twoReadings(page, '#ticker')
      expect(Number(after)).toBeLessThan(Number(before))
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForSelector('#below[data-island-state=mounted]')
      await frames(page, 3)
      ;[before, after] = await twoReadings(page, '#ticker')
      expect(after).toBe(before)
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(async () => new Set(await twoReadings(page, '#ticker')).size).toBe(2)
    })

    it('stays still under prefers-reduced-motion, with no frame requested', async () => {
      const page = await open('/marquee', '#ticker', {
        reducedMotion: true,
        beforeGoto: (_, context) => installLeakProbe(context),
      })
      await page.waitForSelector('#wave[data-island-state=mounted]')
      const [before, after] = await twoReadings(page, '#ticker')
      expect(after).toBe(before)
      expect((await running(page)).frames).toBe(0)
    })

    it('slows to a stop under the pointer with pausedOnHover, and runs again after', async () => {
      const page = await open('/marquee', '#wave')
      await page.hover('#wave')
      const [justAfter, slowing] = await Promise.all([
        offset(page, '#wave'),
        page.waitForTimeout(60).then(() => offset(page, '#wave')),
      ])
      expect(slowing).not.toBe(justAfter) // slowing down, not halted at once
      await expect.poll(async () => new Set(await twoReadings(page, '#wave')).size, { timeout: 5000 }).toBe(1)
      await page.mouse.move(1, 1)
      await expect.poll(async () => new Set(await twoReadings(page, '#wave')).size).toBe(2)
    })

    it('runs right with animationDirection right', async () => {
      const page = await open('/marquee', '#rightward')
      const [before, after] = await twoReadings(page, '#rightward')
      expect(Number(after)).not.toBe(Number(before))
      // Running right, the offset grows, except when it wraps around once per copy of the text.
      await expect
        .poll(async () => {
          const [first, second] = await twoReadings(page, '#rightward')
          return Number(second) > Number(first)
        })
        .toBe(true)
    })

    it('leaves nothing running after Atoll.destroy(), and the server text back', async () => {
      const page = await open('/marquee', '#ticker', { beforeGoto: (_, context) => installLeakProbe(context) })
      await page.waitForSelector('#wave[data-island-state=mounted]')
      await page.hover('#wave')
      await page.evaluate(() => window.Atoll?.destroy())
      expect(await running(page)).toEqual(NOTHING_RUNNING)
      expect(await blockListeners(page, '[data-block]')).toEqual([])
      expect(await page.innerHTML('#ticker')).toBe('Fresh bread every morning · Open from 7 am ·')
    })
  })

  describe('text effects', () => {
    /** Records every Web Animation the page starts, by block, however short it is. */
    const recordAnimations: OpenPageOptions['beforeGoto'] = async (_, context) => {
      await context.addInitScript(() => {
        const started: { block: string | undefined; duration: unknown; delay: unknown; keyframes: number }[] = []
        Object.defineProperty(window, 'startedAnimations', { value: started })
        const animate = Element.prototype.animate
        Element.prototype.animate = function (this: Element, keyframes, options) {
          const { duration, delay } = options as KeyframeAnimationOptions
          started.push({
            block: this.closest('[data-block]')?.id,
            duration,
            delay,
            keyframes: (keyframes as Keyframe[]).length,
          })
          return animate.call(this, keyframes, options)
        }
      })
    }

    const started = (page: Page, block: string) =>
      page.evaluate(
        (id) =>
          (window as unknown as { startedAnimations: { block: string }[] }).startedAnimations.filter(
            (animation) => animation.block === id,
          ),
        block.slice(1),
      )

    async function endState(page: Page, block: string) {
      return page.evaluate((selector) => {
        const svg = document.querySelector<SVGSVGElement>(`${selector} svg`)!
        const path = svg.querySelector('path')!
        return {
          animations: svg.getAnimations({ subtree: true }).length,
          dashOffset: getComputedStyle(path).strokeDashoffset,
          opacity: getComputedStyle(svg).opacity,
          scale: getComputedStyle(svg).scale,
        }
      }, block)
    }

    it.each([
      ['draw', '#fx-wave', { dashOffset: '0px', opacity: '1', scale: 'none' }],
      ['draw to the left', '#fx-enclose', { dashOffset: '0px', opacity: '1', scale: 'none' }],
      ['fade', '#fx-fade', { opacity: '1', scale: 'none' }],
      ['fadeScale', '#fx-fade-scale', { opacity: '1', scale: '1' }],
    ] as const)('%s runs on scroll into view and reaches its end state', async (_, block, end) => {
      const page = await open('/text-effects', undefined, { beforeGoto: recordAnimations })
      await page.locator(block).scrollIntoViewIfNeeded()
      await expect
        .poll(() => started(page, block))
        .toEqual([{ block: block.slice(1), duration: 750, delay: 0, keyframes: 2 }])
      await expect.poll(() => endState(page, block)).toMatchObject({ animations: 0, ...end })
    })

    it('draws each of the twelve shapes', async () => {
      const page = await open('/text-effects', '#fx-wave')
      const shapes = await page.$$eval('.effects [data-block=text-effect]', (blocks) =>
        blocks.map((block) => {
          const path = block.querySelector('path')
          return {
            id: block.id,
            drawn: Boolean(path?.getAttribute('d')?.length),
            width: path ? Number(path.getAttribute('stroke-width')) : 0,
          }
        }),
      )
      expect(shapes).toHaveLength(12)
      for (const shape of shapes) expect(shape, shape.id).toMatchObject({ drawn: true, width: expect.any(Number) })
      // spec: thickness 0.06em of the 24 px text; the marker is half the text's height
      expect(shapes.find((shape) => shape.id === 'fx-wave')!.width).toBeCloseTo(1.44, 1)
      expect(shapes.find((shape) => shape.id === 'fx-marker')!.width).toBeGreaterThan(10)
    })

    it('inside an animated block, starts 250 ms into its entrance', async () => {
      const page = await open('/text-effects', undefined, { beforeGoto: recordAnimations })
      await page.locator('#card-with-effect').scrollIntoViewIfNeeded()
      await expect
        .poll(() => started(page, '#fx-in-card'))
        .toEqual([{ block: 'fx-in-card', duration: 750, delay: 250, keyframes: 2 }])
      expect(await page.getAttribute('#card-with-effect', 'class')).toContain('animation-loaded')
      await expect.poll(() => endState(page, '#fx-in-card')).toMatchObject({ animations: 0, dashOffset: '0px' })
    })

    it('shows every end state at once under reduced motion', async () => {
      const page = await open('/text-effects', '#fx-wave', { reducedMotion: true })
      for (const block of ['#fx-wave', '#fx-fade', '#fx-fade-scale', '#fx-in-card']) {
        await page.locator(block).scrollIntoViewIfNeeded()
        await page.waitForSelector(`${block}[data-island-state=mounted]`)
        expect(await endState(page, block), block).toMatchObject({ animations: 0, opacity: '1' })
      }
      expect(await endState(page, '#fx-wave')).toMatchObject({ dashOffset: '0px' })
      expect(await endState(page, '#fx-fade-scale')).toMatchObject({ scale: '1' })
    })

    it('leaves nothing running after Atoll.destroy()', async () => {
      const page = await open('/text-effects', '#fx-wave', { beforeGoto: (_, context) => installLeakProbe(context) })
      await page.locator('#card-with-effect').scrollIntoViewIfNeeded()
      await page.waitForSelector('#fx-in-card[data-island-state=mounted]')
      await page.evaluate(() => window.Atoll?.destroy())
      // The card losing animation-loaded runs the template's CSS transitions: those are the page's own.
      expect(await running(page)).toMatchObject({ ...NOTHING_RUNNING, animations: expect.any(Number) })
      expect(
        await page.evaluate(
          () => document.getAnimations().filter((animation) => !(animation instanceof CSSTransition)).length,
        ),
      ).toBe(0)
      expect(await page.locator('[data-block=text-effect] svg').count()).toBe(0)
    })
  })

  describe('animated blocks', () => {
    const loaded = (page: Page, block: string) =>
      page.evaluate((selector) => document.querySelector(selector)!.classList.contains('animation-loaded'), block)
    /** Scrolls so that `share` of the block's height is in view at the bottom of the window. */
    const reveal = (page: Page, block: string, share: number) =>
      page.evaluate(
        ([selector, part]) => {
          const box = document.querySelector(selector)!.getBoundingClientRect()
          window.scrollBy(0, box.top + box.height * part - innerHeight)
        },
        [block, share] as const,
      )

    it('get animation-loaded once half visible, not before', async () => {
      const page = await open('/animation', undefined, { viewport: { width: 1280, height: 600 } })
      await expect.poll(() => loaded(page, '#card-dawn')).toBe(true)
      await reveal(page, '#card-half', 0.4)
      await frames(page, 3)
      expect(await loaded(page, '#card-half')).toBe(false)
      await reveal(page, '#card-half', 0.6)
      await expect.poll(() => loaded(page, '#card-half')).toBe(true)
    })

    it('a block taller than the window gets it as soon as it shows', async () => {
      const page = await open('/animation', undefined, { viewport: { width: 1280, height: 600 } })
      await page.evaluate(() => {
        const box = document.querySelector('#card-tall')!.getBoundingClientRect()
        window.scrollBy(0, box.top - innerHeight + 100)
      })
      await expect.poll(() => loaded(page, '#card-tall')).toBe(true)
    })

    it('waits for its images to load', async () => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const page = await open('/animation', undefined, {
        beforeGoto: async (page) => {
          await page.route('**/demo/blocks-loaf.svg', async (route) => {
            await held
            await route.continue()
          })
        },
      })
      await page.locator('#card-loaf').scrollIntoViewIfNeeded()
      await frames(page, 3)
      expect(await loaded(page, '#card-loaf')).toBe(false)
      release()
      await expect.poll(() => loaded(page, '#card-loaf')).toBe(true)
    })

    it('leaves nothing observing after Atoll.destroy(), and lose the class', async () => {
      const page = await open('/animation', undefined, { beforeGoto: (_, context) => installLeakProbe(context) })
      await expect.poll(() => loaded(page, '#card-dawn')).toBe(true)
      await page.evaluate(() => window.Atoll?.destroy())
      expect(await running(page)).toMatchObject({ intersectionTargets: 0, mutationObservers: 0, timers: 0, frames: 0 })
      expect(await loaded(page, '#card-dawn')).toBe(false)
    })
  })
})
