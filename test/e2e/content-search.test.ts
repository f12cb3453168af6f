import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'
import { keepsElement } from './hydration.ts'

describe('the search page', () => {
  const pages = usePages()

  it('shows results as the visitor types, marks the matched words as text, announces the count, keeps the query', async () => {
    const { page, consoleErrors, pageErrors, cspViolations, inbox } = await pages.open('/search')
    await page.waitForSelector('#search[data-island-state=mounted]')
    await page.getByRole('searchbox', { name: 'Search the site' }).pressSequentially('harbour lo')
    await expect
      .poll(() => page.locator('#search [data-part=result] a').first().textContent())
      .toBe('How we bake the harbour loaf')
    expect(await page.locator('#search [data-part=result] a').first().locator('mark').allTextContents()).toEqual([
      'harbour',
      'lo',
    ])
    expect(await page.textContent('#search [data-part=count]')).toMatch(/^\d+ results?$/)
    expect(await page.getAttribute('#search [data-part=count]', 'aria-live')).toBe('polite')
    expect(page.url()).toBe(`${baseUrl()}/search?q=harbour+lo`)
    // Debounced: the typing made far fewer requests than keys.
    expect((await inbox('search')).length).toBeLessThan(4)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
    expect(await cspViolations()).toEqual([])
  })

  it('searches what the visitor typed into the box before the island arrived', async () => {
    let release!: () => void
    const typed = new Promise<void>((resolve) => {
      release = resolve
    })
    const { page, consoleErrors, pageErrors } = await pages.open('/search', {
      beforeGoto: async (page) => {
        // The island's chunks wait until the visitor has typed.
        await page.route(/\/atoll\/search-[a-z0-9]{8}\.js$/, async (route) => {
          await typed
          await route.continue()
        })
      },
    })
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('harbour lo')
    expect(await page.getAttribute('#search', 'data-island-state')).not.toBe('mounted')
    release()
    await page.waitForSelector('#search[data-island-state=mounted]')
    await expect
      .poll(() => page.locator('#search [data-part=result] a').first().textContent())
      .toBe('How we bake the harbour loaf')
    expect(await page.textContent('#search [data-part=count]')).toMatch(/^\d+ results?$/)
    expect(page.url()).toBe(`${baseUrl()}/search?q=harbour+lo`)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('adds the next results with More results', async () => {
    const { page } = await pages.open('/search')
    await page.waitForSelector('#search[data-island-state=mounted]')
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('the')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#search [data-part=result]').count()).toBe(8)
    const total = Number((await page.textContent('#search [data-part=count]'))?.split(' ')[0])
    expect(total).toBeGreaterThan(8)
    await page.getByRole('link', { name: 'More results' }).click()
    await expect.poll(() => page.locator('#search [data-part=result]').count()).toBe(Math.min(16, total))
  })

  it("says 'Unable to load results' and tries again", async () => {
    const probe = await pages.open('/search', {
      beforeGoto: async (page) => {
        await page.route('**/api/search/GeneralSearch*', (route) => route.fulfill({ status: 503, body: '' }))
      },
    })
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 503 (Service Unavailable)')
    probe.expectConsoleError(/^\[atoll:search\] #search: the results did not load HttpError: /)
    probe.expectConsoleError(/^\[atoll:data\] GET \S+\/api\/search\/GeneralSearch\?\S+ answered 503$/)
    await page.waitForSelector('#search[data-island-state=mounted]')
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('rye')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Unable to load results').count()).toBe(1)
    await page.unroute('**/api/search/GeneralSearch*')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.locator('#search [data-part=result]').count()).toBeGreaterThan(0)
  })

  it('searches without script through the form', async () => {
    const { page } = await pages.open('/search', { javaScriptEnabled: false })
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('rye')
    await Promise.all([
      page.waitForURL(`${baseUrl()}/search?q=rye`),
      page.getByRole('button', { name: 'Search' }).click(),
    ])
    expect(await page.locator('#search [data-part=result]').count()).toBeGreaterThan(0)
  })

  it('hydrates the results the server rendered for the query: the same nodes, the words marked, More results in place', async () => {
    const { page, consoleErrors, pageErrors } = await pages.open('/search?q=the')
    expect(
      await keepsElement(page, '#search [data-part=result]', () =>
        page.waitForSelector('#search[data-island-state=mounted]'),
      ),
    ).toBe(true)
    expect(await page.locator('#search [data-part=result]').count()).toBe(8)
    expect(await page.locator('#search [data-part=result] mark').first().textContent()).toMatch(/^the$/i)
    await page.getByRole('link', { name: 'More results' }).click()
    const total = Number((await page.textContent('#search [data-part=count]'))?.split(' ')[0])
    await expect.poll(() => page.locator('#search [data-part=result]').count()).toBe(Math.min(16, total))
    // In place: the address stays the search's.
    expect(page.url()).toBe(`${baseUrl()}/search?q=the`)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('shows the next results without script through the More results link', async () => {
    const { page } = await pages.open('/search?q=the', { javaScriptEnabled: false })
    expect(await page.locator('#search [data-part=result]').count()).toBe(8)
    await Promise.all([
      page.waitForURL(`${baseUrl()}/search?q=the&offset=8`),
      page.getByRole('link', { name: 'More results' }).click(),
    ])
    expect(await page.locator('#search [data-part=result]').count()).toBeGreaterThan(8)
  })
})
