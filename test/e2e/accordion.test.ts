import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'

/** A trigger as a visitor finds it: the button named by its question, in one accordion. */
const question = (page: Page, block: string, name: string) =>
  page.locator(block).getByRole('button', { name, exact: true })
const FAQ = ['Can I order bread online?', 'When do delivery orders go out?', 'Do you bake anything gluten-free?']
const VISIT = ['Opening hours', 'Where to find us', 'Parking and bikes']
const expanded = (page: Page, block: string) =>
  page.$$eval(`${block} [data-part=trigger]`, (triggers) => triggers.map((t) => t.getAttribute('aria-expanded')))
const visiblePanels = (page: Page, block: string) =>
  page.$$eval(`${block} [data-part=panel]`, (panels) => panels.map((p) => !(p as HTMLElement).hidden))

describe('the accordion', () => {
  const pages = usePages()

  async function open(options: { reducedMotion?: boolean } = {}): Promise<Page> {
    const { page } = await pages.open('/accordion', options)
    await page.waitForSelector('#faq[data-island-state=mounted]')
    return page
  }

  it('ties each trigger to a labelled panel region', async () => {
    const page = await open()
    const wiring = await page.$$eval('#faq [data-part=item]', (items) =>
      items.map((item) => {
        const button = item.querySelector('[data-part=trigger]')!
        const region = item.querySelector('[data-part=panel]')!
        return {
          controls: button.getAttribute('aria-controls') === region.id,
          labelled: region.getAttribute('aria-labelledby') === button.id,
          role: region.getAttribute('role'),
        }
      }),
    )
    expect(wiring).toEqual(Array(3).fill({ controls: true, labelled: true, role: 'region' }))
  })

  it('opens the first item with expandFirst and keeps one open at a time', async () => {
    const page = await open()
    expect(await expanded(page, '#faq')).toEqual(['true', 'false', 'false'])
    await question(page, '#faq', FAQ[2]!).click()
    expect(await expanded(page, '#faq')).toEqual(['false', 'false', 'true'])
    await expect.poll(() => visiblePanels(page, '#faq')).toEqual([false, false, true])
  })

  it('keeps several open with allowMultipleOpen', async () => {
    const page = await open({ reducedMotion: true })
    await page.locator('#multi').scrollIntoViewIfNeeded()
    await page.waitForSelector('#multi[data-island-state=mounted]')
    await question(page, '#multi', VISIT[0]!).click()
    await question(page, '#multi', VISIT[2]!).click()
    expect(await expanded(page, '#multi')).toEqual(['true', 'false', 'true'])
    expect(await visiblePanels(page, '#multi')).toEqual([true, false, true])
  })

  it('animates for 250 ms and ignores clicks while it runs', async () => {
    const page = await open()
    const during = await page.evaluate(() => {
      const second = document.querySelectorAll<HTMLElement>('#faq [data-part=trigger]')[1]!
      second.click()
      const durations = document.getAnimations().map((a) => a.effect?.getTiming().duration)
      second.click() // while the animation runs: ignored
      return { durations, expanded: second.getAttribute('aria-expanded') }
    })
    expect(during).toEqual({ durations: [250, 250], expanded: 'true' })
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0)
    expect(await visiblePanels(page, '#faq')).toEqual([false, true, false])
    await question(page, '#faq', FAQ[1]!).click()
    expect(await expanded(page, '#faq')).toEqual(['false', 'false', 'false'])
  })

  it('does not animate under prefers-reduced-motion, and so never blocks a click', async () => {
    const page = await open({ reducedMotion: true })
    await question(page, '#faq', FAQ[1]!).click()
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    expect(await visiblePanels(page, '#faq')).toEqual([false, true, false])
    await question(page, '#faq', FAQ[1]!).click()
    expect(await visiblePanels(page, '#faq')).toEqual([false, false, false])
  })

  it('works by keyboard alone: Tab to a trigger, Enter and Space toggle, arrows move focus', async () => {
    const page = await open({ reducedMotion: true })
    await question(page, '#faq', FAQ[0]!).focus()
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(FAQ[1])
    await page.keyboard.press('Enter')
    expect(await expanded(page, '#faq')).toEqual(['false', 'true', 'false'])
    await page.keyboard.press('Space')
    expect(await expanded(page, '#faq')).toEqual(['false', 'false', 'false'])
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(FAQ[2])
    await page.keyboard.press('ArrowDown') // wraps to the first
    await page.keyboard.press('Space')
    expect(await expanded(page, '#faq')).toEqual(['true', 'false', 'false'])
    // Tab leaves the accordion's triggers for the next focusable element, as a page expects.
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('#faq'))).toBeNull()
  })

  it('opens its panel content for assistive technology only when expanded', async () => {
    const page = await open({ reducedMotion: true })
    const snapshot = await page.locator('#faq').ariaSnapshot()
    expect(snapshot).toContain('button "Can I order bread online?" [expanded]')
    expect(snapshot).toContain('button "When do delivery orders go out?"')
    expect(snapshot).not.toContain('Our bike courier') // a closed panel's text is hidden
    expect(snapshot).toContain('region "Can I order bread online?"')
  })
})
