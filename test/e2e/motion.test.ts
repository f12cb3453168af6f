import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, usePages } from './harness.ts'
import { atollListeners } from './leak-probe.ts'

/** Records every scroll position the page is painted at (one `scroll` event a frame at most). */
const recordScrolls: OpenPageOptions['beforeGoto'] = async (page) => {
  await page.addInitScript(() => {
    const seen: number[] = []
    ;(window as unknown as { scrolls: number[] }).scrolls = seen
    addEventListener('scroll', () => seen.push(window.scrollY))
  })
}

/**
 * The scroll positions recorded so far, read in the next animation frame: a position's `scroll` event
 * is dispatched in the frame after it is set, before that frame's callbacks, so the last position the
 * page was scrolled to is in the list by then.
 */
const scrolls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() => resolve((window as unknown as { scrolls: number[] }).scrolls)),
      ),
  )

/** Where an element's top is, in px from the window's top. */
const topOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => Math.round(element.getBoundingClientRect().top))

/** Resolves once the anchor-links feature listens for clicks (it starts a task after the page's scan). */
const anchorLinksReady = (page: Page) =>
  expect.poll(() => atollListeners(page, ':not(*)', /^(?!.*\/anchor-links-)/), { timeout: 5000 }).toContain('click')

describe('motion: the tween, the scroll-to and the in-page links', () => {
  const pages = usePages()

  it('scrolls to a section of the page in steps to 30 px above it; focuses it and adds it to the address', async () => {
    const { page } = await pages.open('/in-page-links', { beforeGoto: recordScrolls })
    await anchorLinksReady(page)
    const entries = await page.evaluate(() => history.length)
    await page.evaluate(() => {
      ;(window as unknown as { changes: string[] }).changes = []
      addEventListener('hashchange', (event) => (window as unknown as { changes: string[] }).changes.push(event.newURL))
    })

    await page.getByRole('link', { name: 'Parking' }).click()
    await expect.poll(() => topOf(page, '#parking')).toBe(30)
    const seen = await scrolls(page)
    const end = await page.evaluate(() => window.scrollY)
    // In steps, not a jump: positions between the start and the end, each further on. Within a pixel:
    // a scroll position may be a fraction of one. The steps' sizes depend on when the machine draws
    // frames (the scroll takes 50 ms); the easing's shape (easeOutSine) is the unit tests' (motion.test.ts).
    expect(Math.abs(seen.at(-1)! - end)).toBeLessThanOrEqual(1)
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.every((y, i) => y > 0 && y <= end + 1 && (i === 0 || y > seen[i - 1]!))).toBe(true)

    expect(await page.evaluate(() => [location.pathname + location.hash, history.length])).toEqual([
      '/in-page-links#parking',
      entries + 1,
    ])
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { changes: string[] }).changes))
      .toEqual([expect.stringMatching(/\/in-page-links#parking$/)])
    // The focus is on the section's heading: Tab goes on from there, to the section's own link.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('parking')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the contents')
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'))).toBe(
      'parking',
    )
    // The heading lost the focus: it is no longer focusable by script.
    expect(await page.getAttribute('#parking', 'tabindex')).toBeNull()

    // Back to the contents, by the keyboard, then Back in the history.
    await page.keyboard.press('Enter')
    await expect.poll(() => topOf(page, '#contents')).toBe(30)
    expect(await page.evaluate(() => [location.hash, document.activeElement?.id])).toEqual(['#contents', 'contents'])
    await page.goBack()
    expect(await page.evaluate(() => location.hash)).toBe('#parking')
  })

  it('jumps to the section at once under prefers-reduced-motion', async () => {
    const { page } = await pages.open('/in-page-links', { beforeGoto: recordScrolls, reducedMotion: true })
    await anchorLinksReady(page)
    await page.getByRole('link', { name: 'Step-free access' }).click()
    await expect.poll(() => topOf(page, '#access')).toBe(30)
    const seen = await scrolls(page)
    expect(seen).toHaveLength(1)
    expect(Math.abs(seen[0]! - (await page.evaluate(() => window.scrollY)))).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => [location.hash, document.activeElement?.id])).toEqual(['#access', 'access'])
  })

  it('offers Atoll.tween and Atoll.scrollTo, with the spec messages for a tween without a function or duration', async () => {
    const { page } = await pages.open('/in-page-links')
    const result = await page.evaluate(async () => {
      const atoll = window.Atoll!
      const progress: number[] = []
      const events: string[] = []
      const tween = await atoll.tween((p) => progress.push(p), 120)
      for (const type of ['started', 'paused', 'resumed', 'ended'])
        tween.addEventListener(type, () => events.push(type))
      await tween.finished
      const scroll = await atoll.scrollTo('#finding-us', { duration: 200 })
      await scroll.finished
      const errors = await Promise.all([
        atoll.tween('fade' as never).catch((error: Error) => `${error.name}: ${error.message}`),
        atoll.tween(() => {}, Number.NaN).catch((error: Error) => `${error.name}: ${error.message}`),
      ])
      return {
        events,
        first: progress[0],
        last: progress.at(-1),
        steps: progress.length,
        top: Math.round(document.getElementById('finding-us')!.getBoundingClientRect().top),
        errors,
      }
    })
    expect(result).toEqual({
      events: ['started', 'ended'],
      first: 0,
      last: 1,
      steps: expect.any(Number),
      top: 30,
      errors: [
        'TypeError: [Tween] First parameter needs to be a function.',
        'TypeError: [Tween] Duration is not a finite number.',
      ],
    })
    expect(result.steps).toBeGreaterThan(2)
  })

  it("a form's error summary link scrolls its field to 30 px below the top", async () => {
    const { page } = await pages.open('/contact', { viewport: { width: 1280, height: 400 } })
    await page.fill('#contact-form-email', 'ada@harbour')
    await page.click('#contact-form .atoll-form-submit')
    await page.waitForSelector('#contact-form .atoll-form-summary')
    await page.getByRole('link', { name: 'Collection date: Collection date is required.' }).click()
    await expect
      .poll(() => topOf(page, '#contact-form-date-Month >> xpath=ancestor::*[contains(@class, "atoll-form-field")][1]'))
      .toBe(30)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-form-date-Month')
  })
})
