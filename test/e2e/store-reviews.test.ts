import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type PageProbe, usePages } from './harness.ts'

/** Presses Tab until `target` has the focus (a visitor's way to reach it), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the target')
}

const product = (page: Page, title: string) => page.getByRole('region', { name: title })

describe('product reviews', () => {
  const pages = usePages()

  async function openReviews(token: string): Promise<PageProbe> {
    const probe = await pages.open(`/reviews?token=${token}`, { reducedMotion: true })
    await probe.page.waitForSelector('#reviews[data-island-state=mounted]')
    return probe
  }

  it('takes a review of each product by keyboard alone, and the request is then used', async () => {
    const probe = await openReviews('demo-review-valid')
    const { page } = probe
    // After the reviews are sent, the reload asks for a used request: the server answers 409.
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 409 (Conflict)')
    const loaf = product(page, 'Sourdough loaf')
    const buns = product(page, 'Cardamom buns, box of six')
    await loaf.getByRole('radiogroup', { name: 'Rating' }).waitFor()

    // Submitting without a rating says so, and brings the focus back to the stars.
    await tabTo(page, buns.getByRole('button', { name: 'Submit Review' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => buns.getByRole('alert').first().textContent()).toBe('Please select a star rating')
    expect(
      await buns.getByRole('radio', { name: '1 star' }).evaluate((radio) => radio === document.activeElement),
    ).toBe(true)

    await page.keyboard.press('Shift+Tab')
    await tabTo(page, loaf.getByRole('radio', { name: '1 star' }))
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await loaf.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    expect(await loaf.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.type('A fine crust')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Tangy, open crumb, keeps for days.')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Ada')
    await page.keyboard.press('Enter')
    await loaf.getByText('Thank you for your review').waitFor()
    const posts = (await probe.inbox('commerce')).filter((record) => record.path === '/api/commerce/reviews')
    expect(posts.map((record) => record.body)).toEqual([
      {
        token: 'demo-review-valid',
        itemId: 'item-1001',
        rating: 3,
        title: 'A fine crust',
        body: 'Tangy, open crumb, keeps for days.',
        name: 'Ada',
      },
    ])

    await tabTo(page, buns.getByRole('radio', { name: '1 star' }))
    await page.keyboard.press('ArrowLeft')
    expect(await buns.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    await tabTo(page, buns.getByRole('button', { name: 'Submit Review' }))
    await page.keyboard.press('Enter')
    await buns.getByText('Thank you for your review').waitFor()

    await page.reload()
    await page.getByText('You have already reviewed this purchase').waitFor()
  }, 60_000)

  it.each([
    ['demo-review-expired', 'Your review request has expired'],
    ['demo-review-used', 'You have already reviewed this purchase'],
    ['demo-review-empty', 'There are no products to review'],
  ])('shows the spec message for %s', async (token, message) => {
    const probe = await openReviews(token)
    const { page } = probe
    const status = { 'demo-review-expired': '410 (Gone)', 'demo-review-used': '409 (Conflict)' }[token]
    if (status) probe.expectConsoleError(`Failed to load resource: the server responded with a status of ${status}`)
    await expect.poll(() => page.locator('#reviews').textContent()).toBe(message)
  })
})
