import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'

/** The header's search box on /blog: a combobox of suggestions (APG), loaded on the first focus. */
describe('search preview', () => {
  const pages = usePages()

  it('loads on the first focus, suggests as the visitor types, and follows the arrow keys and Enter', async () => {
    const probe = await pages.open('/blog')
    const { page } = probe
    const chunk = (url: string) => /\/search-preview-[a-z0-9]+\.js$/.test(url)
    expect(probe.requests.filter(chunk)).toEqual([])
    const box = page.getByRole('searchbox', { name: 'Search the site' })
    await box.focus()
    await page.getByRole('combobox', { name: 'Search the site' }).waitFor()
    expect(probe.requests.filter(chunk)).toHaveLength(1)
    await page.keyboard.type('rye')
    const list = page.getByRole('listbox')
    await list.waitFor()
    const combo = page.getByRole('combobox', { name: 'Search the site' })
    expect(await combo.getAttribute('aria-expanded')).toBe('true')
    // The site search's first results, their titles as the options.
    const answer = await (await page.request.get(`${baseUrl()}/api/search/GeneralSearch?q=rye&offset=0&limit=6`)).json()
    const { items } = answer as { items: { title: string; url: string }[] }
    const titles = items.map((item) => item.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(await list.getByRole('option').allTextContents()).toEqual(titles)
    expect(await page.locator('.site-search [role=status]').textContent()).toMatch(/^\d+ results?$/)
    await page.keyboard.press('ArrowDown')
    const first = list.getByRole('option').first()
    expect(await first.getAttribute('aria-selected')).toBe('true')
    expect(await combo.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    // The focus stays in the box.
    expect(await combo.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await combo.getAttribute('aria-expanded')).toBe('false')
    expect(await combo.inputValue()).toBe('rye')
    await page.keyboard.press('ArrowDown')
    expect(await list.getByRole('option').first().textContent()).toBe(titles[0])
    await page.keyboard.press('Enter')
    // The first result's own address.
    await page.waitForURL(new URL(items[0]!.url, baseUrl()).href)
  })

  it('goes to the search page with Enter when no suggestion is chosen, and works without script', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await pages.open('/blog', { javaScriptEnabled })
      // Found by its label, as a visitor finds it: the focus wakes the island, which makes the
      // searchbox a combobox, so a search by role would miss it if the island came before Enter.
      const box = page.getByLabel('Search the site', { exact: true })
      await box.fill('sourdough')
      await box.press('Enter')
      // Where Enter takes the visitor: the address the browser commits to, not that page's whole load.
      await page.waitForURL('**/search?q=sourdough', { waitUntil: 'commit' })
    }
  })
})
