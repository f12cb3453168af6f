import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import fixture from '../../demo-site/server/store/fixture.json'
import { usePages } from './harness.ts'

/** The ids of the fixture's products in `category`, in the list's order. */
const inCategory = (category?: string) =>
  fixture.products.filter((product) => !category || product.categories.includes(category)).map((product) => product.id)

const visibleCards = (page: Page) =>
  page.$$eval('#products [data-part=item]', (cards) =>
    cards.filter((card) => !(card as HTMLElement).hidden).map((card) => (card as HTMLElement).dataset.itemId),
  )
const categoryLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true })

describe('the product list', () => {
  const pages = usePages()

  async function openStore(path = '/store', options: { blockRuntime?: boolean } = {}): Promise<Page> {
    const probe = await pages.open(path, {
      reducedMotion: true,
      beforeGoto: async (_page, context) => {
        if (options.blockRuntime) await context.route('**/atoll/**', (route) => route.abort())
      },
    })
    const { page } = probe
    // The runtime blocked: the browser reports each aborted request.
    if (options.blockRuntime) probe.expectConsoleError('Failed to load resource: net::ERR_FAILED')
    if (!options.blockRuntime) await page.waitForSelector('#products[data-island-state=mounted]')
    return page
  }

  it('filters the cards in place, keeps the address, and Back restores the previous filter', async () => {
    const page = await openStore()
    expect(await visibleCards(page)).toEqual(inCategory())
    // A value on the window survives only if no page load happens.
    await page.evaluate(() => Object.assign(window, { stillHere: true }))

    await categoryLink(page, 'Bread').click()
    expect(await visibleCards(page)).toEqual(inCategory('bread'))
    expect(new URL(page.url()).search).toBe('?category=bread')
    expect(await categoryLink(page, 'Bread').getAttribute('aria-current')).toBe('page')
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'products' }).textContent())
      .toBe(`${inCategory('bread').length} products`)

    await categoryLink(page, 'Cakes and pastries').click()
    expect(await visibleCards(page)).toEqual(inCategory('cakes'))

    await page.goBack()
    await expect.poll(() => visibleCards(page)).toEqual(inCategory('bread'))
    expect(new URL(page.url()).search).toBe('?category=bread')
    await page.goBack()
    await expect.poll(() => visibleCards(page)).toEqual(inCategory())
    await page.goForward()
    await expect.poll(() => visibleCards(page)).toEqual(inCategory('bread'))
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  })

  it('works without script: the category links are links the server answers', async () => {
    const page = await openStore('/store?category=bread', { blockRuntime: true })
    expect(await visibleCards(page)).toEqual(inCategory('bread'))
    await Promise.all([page.waitForURL('**/store?category=cakes'), categoryLink(page, 'Cakes and pastries').click()])
    expect(await visibleCards(page)).toEqual(inCategory('cakes'))
  })

  it('starts from the filter of the address', async () => {
    const page = await openStore('/store?category=gifts')
    expect(await visibleCards(page)).toEqual(inCategory('gifts'))
    expect(await categoryLink(page, 'Gifts').getAttribute('aria-current')).toBe('page')
  })

  it('shows the second image of a card while it is pointed at', async () => {
    const page = await openStore()
    const second = page.locator('[data-item-id=item-1001] [data-part=media] img').nth(1)
    const opacity = () => second.evaluate((img) => getComputedStyle(img).opacity)
    expect(await opacity()).toBe('0')
    await page.locator('[data-item-id=item-1001]').hover()
    await expect.poll(opacity).toBe('1')
    await page.mouse.move(0, 0)
    await expect.poll(opacity).toBe('0')
  })
})
