import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { blockListeners, installLeakProbe } from './leak-probe.ts'

describe('the menu block tabs and the member pricing toggle', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path: string, block: string, options: OpenPageOptions = {}): Promise<Page> {
    probe = await pages.open(path, options)
    await probe.page.waitForSelector(`${block}[data-island-state=mounted]`)
    return probe.page
  }

  const MENU = '#cafe-menu'
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())
  const selectedTabs = (page: Page) =>
    page.$$eval(`${MENU} [role=tab]`, (tabs) =>
      tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent),
    )
  const shownPanel = (page: Page) =>
    page.$$eval(`${MENU} [role=tabpanel]`, (panels) =>
      panels.filter((panel) => !(panel as HTMLElement).hidden).map((panel) => panel.querySelector('h2')?.textContent),
    )

  it('follows the WAI-ARIA tabs pattern', async () => {
    const page = await open('/menu', MENU)
    const wiring = await page.$$eval(`${MENU} [data-part=tab]`, (tabs) =>
      tabs.map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)!
        return {
          list: tab.parentElement!.getAttribute('role'),
          role: tab.getAttribute('role'),
          tabindex: tab.getAttribute('tabindex'),
          panel: panel.getAttribute('role'),
          labelled: panel.getAttribute('aria-labelledby') === tab.id,
        }
      }),
    )
    expect(wiring).toEqual([
      { list: 'tablist', role: 'tab', tabindex: '0', panel: 'tabpanel', labelled: true },
      { list: 'tablist', role: 'tab', tabindex: '-1', panel: 'tabpanel', labelled: true },
      { list: 'tablist', role: 'tab', tabindex: '-1', panel: 'tabpanel', labelled: true },
    ])
  })

  it('works by keyboard alone: arrows move with wrap-around, Enter and Space select', async () => {
    const page = await open('/menu', MENU)
    for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.getAttribute('role'))) !== 'tab'; i++) {
      await page.keyboard.press('Tab')
    }
    expect(await focused(page)).toBe('Breakfast')
    await page.keyboard.press('ArrowLeft')
    expect(await focused(page)).toBe('Cakes')
    expect(await selectedTabs(page)).toEqual(['Breakfast']) // arrows move, they do not select
    await page.keyboard.press('Enter')
    expect(await selectedTabs(page)).toEqual(['Cakes'])
    expect(await shownPanel(page)).toEqual(['Cakes, all day'])
    await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toBe('Breakfast')
    await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toBe('Lunch')
    await page.keyboard.press(' ')
    expect(await selectedTabs(page)).toEqual(['Lunch'])
    expect(await shownPanel(page)).toEqual(['Lunch, noon to 3 pm'])
    await page.keyboard.press('End')
    expect(await focused(page)).toBe('Cakes')
    await page.keyboard.press('Home')
    expect(await focused(page)).toBe('Breakfast')
    // Only the selected tab is in the Tab order: Tab leaves the list for the open panel.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Lunch')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent)).toBe(
      'Lunch, noon to 3 pm',
    )
  })

  it('selects with a click', async () => {
    const page = await open('/menu', MENU)
    await page.click(`${MENU} [role=tab] >> text=Cakes`)
    expect(await selectedTabs(page)).toEqual(['Cakes'])
    expect(await shownPanel(page)).toEqual(['Cakes, all day'])
  })

  const PRICING = '#membership'
  const pressed = (page: Page) =>
    page.$$eval(`${PRICING} [data-part=option]`, (options) =>
      options.map((option) => option.getAttribute('aria-pressed')),
    )
  const visible = (page: Page, part: string) =>
    page.$$eval(`${PRICING} [data-part=${part}]`, (nodes) =>
      nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => node.textContent),
    )

  it('toggles member pricing both ways: pressed state, prices and join buttons', async () => {
    const page = await open('/member-pricing', PRICING)
    expect(await visible(page, 'price')).toEqual(['$8 a month', '$35 a month'])
    await page.click(`${PRICING} [data-part=option] >> text=Yearly`)
    expect(await pressed(page)).toEqual(['false', 'true'])
    expect(await visible(page, 'price')).toEqual(['$80 a year', '$350 a year'])
    expect(await visible(page, 'join')).toEqual(['Join yearly', 'Join yearly'])
    await page.focus(`${PRICING} [data-part=option] >> text=Monthly`)
    await page.keyboard.press('Space')
    expect(await pressed(page)).toEqual(['true', 'false'])
    expect(await visible(page, 'price')).toEqual(['$8 a month', '$35 a month'])
    expect(await visible(page, 'join')).toEqual(['Join monthly', 'Join monthly'])
  })

  it('leaves no listener after Atoll.destroy()', async () => {
    let page = await open('/menu', MENU, { beforeGoto: (_, context) => installLeakProbe(context) })
    expect(await blockListeners(page, MENU)).toEqual(expect.arrayContaining(['click', 'keydown']))
    await page.evaluate(() => window.Atoll?.destroy())
    expect(await blockListeners(page, MENU)).toEqual([])
    await probe?.close()
    page = await open('/member-pricing', PRICING, { beforeGoto: (_, context) => installLeakProbe(context) })
    expect(await blockListeners(page, PRICING)).toEqual(['click', 'click'])
    await page.evaluate(() => window.Atoll?.destroy())
    expect(await blockListeners(page, PRICING)).toEqual([])
  })
})
