import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type PageProbe, usePages } from './harness.ts'

const PRODUCT = '/api/commerce/products/item-1001'

describe('the quick view', () => {
  const pages = usePages()

  /**
   * The page, once the runtime has found its quick views (it starts after the first paint): a click
   * before then is the server's button's, which opens nothing.
   */
  async function open(options?: Parameters<typeof pages.open>[1]): Promise<PageProbe> {
    const probe = await pages.open('/quick-view', options)
    await probe.page.waitForSelector('[data-block=quick-view][data-island-state=pending]')
    return probe
  }

  const active = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement
      // A radio's text is its label's.
      const text = element?.textContent || (element as HTMLInputElement | null)?.labels?.[0]?.textContent
      return `${element?.localName}${text ? `:${text.trim()}` : ''}`
    })

  /** Tabs until the focused element's text is `text` (at most `limit` presses). */
  async function tabTo(page: Page, text: string, limit = 20): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab')
      if ((await active(page)).endsWith(`:${text}`)) return
    }
    throw new Error(`Tab never reached ${text}; focus is on ${await active(page)}`)
  }

  it('opens, chooses, adds and closes by keyboard alone, with focus trapped and given back', async () => {
    const probe = await open()
    const { page } = probe
    await tabTo(page, 'Quick View')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item-id'))).toBe('item-1001')
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Sourdough loaf' })
    await dialog.waitFor()
    expect(await dialog.locator('.atoll-purchase-price').textContent()).toBe('from $6.50')
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)

    // The size is a radio group: Tab enters it, an arrow key chooses the next value.
    await tabTo(page, 'Small')
    await page.keyboard.press('ArrowRight')
    expect(await dialog.getByRole('radio', { name: 'Large' }).isChecked()).toBe(true)
    expect(await dialog.locator('.atoll-purchase-price').textContent()).toBe('$9.50')
    // The page's store is imperial: the large loaf's weight in lbs, its size in inches.
    expect(await dialog.locator('.atoll-purchase-details dd').allTextContents()).toEqual(['2 lbs', '11" × 6" × 4.5"'])
    await tabTo(page, 'Add to Cart')
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('status').last().textContent()).toBe('Sourdough loaf added to cart')
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('1')

    // Focus stays in the dialog however far Tab goes: every element it lands on is inside.
    await page.evaluate(() => {
      const landed: boolean[] = []
      ;(window as unknown as { landed: boolean[] }).landed = landed
      document.addEventListener('focusin', (event) => landed.push(!!(event.target as Element).closest('dialog')))
    })
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    const landed = await page.evaluate(() => (window as unknown as { landed: boolean[] }).landed)
    expect(landed.length).toBeGreaterThanOrEqual(12)
    expect(landed.every(Boolean)).toBe(true)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item-id'))).toBe('item-1001')
    const views = (await probe.inbox('census')).filter(
      (record) => record.path === '/api/census/RecordQuickView/item-1001',
    )
    expect(views).toHaveLength(1)
  }, 60_000)

  it("shows the loading state, then 'Unable to load. Try again' with a retry that loads it", async () => {
    let failing = true
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const probe = await open({
      beforeGoto: async (page) => {
        await page.route(`**${PRODUCT}*`, async (route) => {
          await answered
          if (failing) return route.fulfill({ status: 503, json: { error: 'down' } })
          return route.continue()
        })
      },
    })
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 503 (Service Unavailable)')
    await page.getByRole('button', { name: 'Quick View: Sourdough loaf' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Loading…')
    answer()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Unable to load. Try again Retry')
    failing = false
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Sourdough loaf' }).count()).toBe(1)
    expect(await dialog.getByRole('link', { name: 'View full details' }).getAttribute('href')).toMatch(
      /\/store\/sourdough-loaf$/,
    )
  })

  it("shows the answer's picture only from the site's own origin, as every image of a server's answer", async () => {
    const probe = await open({
      beforeGoto: async (page) => {
        await page.route(`**${PRODUCT}*`, async (route) => {
          const response = await route.fetch()
          const { product } = (await response.json()) as { product: { images: { src: string }[] } }
          product.images = product.images.map((image) => ({ ...image, src: 'https://tracker.example/pixel.png' }))
          await route.fulfill({ response, json: { product } })
        })
      },
    })
    const { page } = probe
    await page.getByRole('button', { name: 'Quick View: Sourdough loaf' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sourdough loaf' })
    await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor()
    expect(await dialog.locator('img').count()).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    // An answer with the site's own image shows it, at the quick view's width.
    await page.getByRole('button', { name: 'Quick View: Celebration cake' }).click()
    const picture = page.getByRole('dialog', { name: 'Celebration cake' }).locator('img')
    await picture.waitFor()
    const src = new URL((await picture.getAttribute('src'))!)
    expect(src.origin).toBe(new URL(page.url()).origin)
    expect(src.searchParams.get('format')).toBe('750w')
    expect(probe.requests.filter((url) => url.includes('tracker.example'))).toEqual([])
  })

  it('closes on a click of the overlay and gives focus back to its button', async () => {
    const { page } = await open()
    await page.getByRole('button', { name: 'Quick View: Celebration cake' }).click()
    await page.getByRole('dialog', { name: 'Celebration cake' }).waitFor()
    await page.mouse.click(5, 5)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item-id'))).toBe('item-1006')
  })
})
