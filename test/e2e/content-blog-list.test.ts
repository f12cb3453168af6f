import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'

const titles = (page: import('playwright-core').Page) =>
  page.locator('#blog [data-part=item]:visible h2').allTextContents()

describe('the blog list', () => {
  const pages = usePages()

  it('loads more in place, moves focus to the first new post, says how many, and keeps the place', async () => {
    const { page, consoleErrors, pageErrors, cspViolations } = await pages.open('/blog')
    await page.waitForSelector('#blog[data-island-state=mounted]')
    const first = await titles(page)
    expect(first).toHaveLength(4)
    expect(await page.getByRole('link', { name: 'Older posts' }).isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => titles(page)).toHaveLength(8)
    const eight = await titles(page)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(eight[4])
    expect(await page.getByRole('status').filter({ hasText: 'more posts' }).textContent()).toBe('4 more posts')
    expect(page.url()).toBe(`${baseUrl()}/blog?offset=4`)

    await page.reload()
    expect(await titles(page)).toEqual(eight)

    // To the end: 12 posts in all, the last page ends the list.
    await page.waitForSelector('#blog[data-island-state=mounted]')
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => titles(page)).toHaveLength(12)
    expect(await page.getByRole('status').filter({ hasText: 'more post' }).textContent()).toBe(
      '4 more posts. That is every post.',
    )
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
    expect(await cspViolations()).toEqual([])
  })

  it('filters by category in place, and Back restores the list before', async () => {
    const { page } = await pages.open('/blog')
    await page.waitForSelector('#blog[data-island-state=mounted]')
    const all = await titles(page)
    await page.getByRole('link', { name: 'News' }).click()
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/blog?category=News`)
    await expect
      .poll(() => titles(page))
      .toEqual(['Winter opening hours', 'The oven is mended', 'Meet our new apprentice', 'A morning at the mill'])
    expect(await page.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page')

    await page.goBack()
    await expect.poll(() => titles(page)).toEqual(all)
    expect(page.url()).toBe(`${baseUrl()}/blog`)
  })

  it("says 'Unable to load results' and tries again, keeping the posts shown", async () => {
    const probe = await pages.open('/blog', {
      beforeGoto: async (page) => {
        await page.route('**/api/content/items*', (route) => route.fulfill({ status: 503, body: '' }))
      },
    })
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 503 (Service Unavailable)')
    probe.expectConsoleError(/^\[atoll:blog-list\] #blog: the posts did not load HttpError: /)
    probe.expectConsoleError(/^\[atoll:data\] GET \S+\/api\/content\/items\?\S+ answered 503$/)
    await page.waitForSelector('#blog[data-island-state=mounted]')
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => page.getByText('Unable to load results').count()).toBe(1)
    expect(await titles(page)).toHaveLength(4)
    await page.unroute('**/api/content/items*')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => titles(page)).toHaveLength(8)
  })

  it('pages and filters without script', async () => {
    const { page } = await pages.open('/blog', { javaScriptEnabled: false })
    await page.getByRole('link', { name: 'Older posts' }).click()
    await page.waitForURL(`${baseUrl()}/blog?offset=4`)
    expect(await titles(page)).toHaveLength(8)
    await page.getByRole('link', { name: 'Recipes' }).click()
    await page.waitForURL(`${baseUrl()}/blog?category=Recipes`)
    expect(await titles(page)).toHaveLength(4)
  })
})

describe('the blog list on the contract markup: posts and the link straight in the block, no list', () => {
  const pages = usePages()
  const newsTitles = (page: import('playwright-core').Page) =>
    page.locator('#news [data-part=item]:visible h2').allTextContents()

  it('loads more in place after the posts, moves focus to the first new post, says how many, and keeps the place', async () => {
    const { page, consoleErrors, pageErrors } = await pages.open('/news')
    await page.waitForSelector('#news[data-island-state=mounted]')
    const first = await newsTitles(page)
    expect(first).toHaveLength(4)
    expect(await page.getByRole('link', { name: 'Older posts' }).isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => newsTitles(page)).toHaveLength(8)
    const eight = await newsTitles(page)
    expect(eight.slice(0, 4)).toEqual(first)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(eight[4])
    expect(await page.getByRole('status').filter({ hasText: 'more posts' }).textContent()).toBe('4 more posts')
    expect(page.url()).toBe(`${baseUrl()}/news?offset=4`)
    // The posts the island added are inside the block, after the server's.
    expect(await page.locator('#news > article[data-part=item]').count()).toBe(4)
    expect(await page.locator('#news .atoll-blog-list [data-part=item]').count()).toBe(4)

    await page.reload()
    expect(await newsTitles(page)).toEqual(eight)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('is listed on the index', async () => {
    const { page } = await pages.open('/')
    await page.getByRole('link', { name: 'News: posts without a list' }).click()
    await page.waitForURL(`${baseUrl()}/news`)
  })
})
