import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, linkedPages, type OpenPageOptions, usePages } from './harness.ts'
import { lightboxOpen } from './media-support.ts'
import { fakeProviders } from './providers.ts'

/**
 * An axe-core scan of every demo page, and of each state a visitor reaches that the page's first
 * view does not show (an open dialog, a form with errors, the lightbox, ...), against the WCAG 2.1
 * A and AA rules.
 */

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const paths = await linkedPages()

/** The pages that show how a block fails, and the one console error each of their failures logs. */
const DELIBERATE_ERRORS: Record<string, string[]> = {
  '/broken': [
    '[atoll:accordion] #bad-json: Invalid data-block-json: Unexpected end of JSON input',
    '[atoll:teleporter] #unknown: Unable to load module for trigger: unknown block kind',
  ],
  '/define': ['[atoll:oven-camera] #oven: Could not mount: The oven camera is offline'],
}

interface Violation {
  rule: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * Runs axe on the page as it is. The source is evaluated through the debugging protocol: the demo's
 * policy (`script-src 'self'`) refuses the inline script that `addScriptTag` would insert.
 */
async function scan(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: unknown,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
          }>
        }
      }
    ).axe
    // Every rule axe runs by default: WCAG A and AA and its best practices.
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  })
}

/** Waits for the runtime's first scan, then brings every block into view so its island mounts. */
async function settle(page: Page): Promise<void> {
  // The server's own pages (the inbox) do not load the runtime.
  if ((await page.$('script[src="/atoll/atoll.js"]')) === null) return
  await page.waitForFunction(() => 'Atoll' in window)
  await page.evaluate(() => (window as unknown as { Atoll: { ready: Promise<unknown> } }).Atoll.ready)
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (const block of document.querySelectorAll('[data-block], [data-animation]')) {
      block.scrollIntoView({ block: 'center' })
      await frame()
    }
    window.scrollTo(0, 0)
    await frame()
  })
  await page.waitForLoadState('networkidle')
}

describe('accessibility (axe-core, every rule, best practices included)', () => {
  const pages = usePages()

  async function open(path: string, options: OpenPageOptions = {}): Promise<Page> {
    const probe = await pages.open(path, {
      reducedMotion: true,
      beforeGoto: (_, context) => fakeProviders(context),
      ...options,
    })
    // axe reads the rules of every stylesheet, fetching a cross-origin one (the page extras' web
    // fonts) again, which the demo's `connect-src 'self'` refuses: it scans without those font faces.
    probe.expectCspViolation(/https:\/\/fonts\.googleapis\.com\//, 'any')
    for (const error of DELIBERATE_ERRORS[path] ?? []) probe.expectConsoleError(error, 1)
    await settle(probe.page)
    return probe.page
  }

  it.each(paths)('%s has no violations once its blocks have mounted', async (path) => {
    const page = await open(path)
    if (path.startsWith('/cookie-banner'))
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .or(page.getByRole('dialog', { name: 'Cookie consent' }))
        .first()
        .waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the members sign-in with its field errors has no violations', async () => {
    const page = await open('/members')
    await page.getByLabel('Email').fill('member')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Password is required.').waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the delivery form with its address suggestions open, one of them active, has no violations', async () => {
    const page = await open('/delivery')
    const address1 = page.getByLabel('Address 1')
    await address1.click()
    await page.waitForSelector('[role=combobox][aria-controls]')
    await address1.pressSequentially('Harb')
    await page.getByRole('listbox', { name: 'Suggested addresses' }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.locator('[role=option][aria-selected=true]').waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the page extras at 390 px wide, the contact bar and its hours open, a Save button focused, have no violations', async () => {
    const page = await open('/page-extras', { viewport: { width: 390, height: 844 } })
    const bar = page.getByRole('complementary', { name: 'Contact information' })
    await bar.getByText('Hours').click()
    // That first click brought the Save buttons (they load at the visitor's first interaction).
    await page.getByRole('button', { name: 'Save to Pinterest' }).first().waitFor({ state: 'attached' })
    await page.getByText('Point at a photo, or Tab to it').click()
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Save to Pinterest' }).first().and(page.locator(':focus-visible')).waitFor()
    await page.locator('a[data-access][aria-describedby]').first().waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the forced cookie banner, a modal dialog, has no violations', async () => {
    const page = await open('/cookie-banner-forced')
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('atoll:cookie-banner-force')))
    await page.getByRole('dialog', { name: 'Cookie consent' }).waitFor()
    expect(await scan(page)).toEqual([])
  })

  it.each(['confirm-reject', 'confirm-cancel', 'confirm', 'none', 'alert'])(
    'the %s dialog, open, has no violations',
    async (kind) => {
      const page = await open('/dialogs')
      await page.waitForSelector('html[data-demo-ready]')
      await page.click(`[data-dialog="${kind}"]`)
      await page.waitForSelector('.atoll-dialog-layer[data-state=shown] [aria-modal=true]')
      expect(await scan(page)).toEqual([])
    },
  )

  it('the contact form, submitted empty, shows its errors with no violations', async () => {
    const page = await open('/contact')
    await page.click('#contact-form .atoll-form-submit')
    await page.waitForSelector('#contact-form [aria-invalid=true]')
    expect(await scan(page)).toEqual([])
  })

  it('the lightbox, open, has no violations', async () => {
    const page = await open('/lightbox#itemId=boats')
    await lightboxOpen(page)
    expect(await scan(page)).toEqual([])
  })

  it('a product page, a variant chosen and added, has no violations', async () => {
    const page = await open('/store/sourdough-loaf')
    await page.getByRole('radio', { name: 'Large' }).click()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByText('Sourdough loaf added to cart').waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('a quick view, open, has no violations', async () => {
    const page = await open('/quick-view')
    await page.getByRole('button', { name: 'Quick View: Celebration cake' }).click()
    await page.getByRole('dialog', { name: 'Celebration cake' }).waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the popup overlay, open, has no violations', async () => {
    const page = await open('/popup-overlay')
    await page.waitForSelector('[data-block="popup-overlay"] [role=dialog]')
    expect(await scan(page)).toEqual([])
  })

  it('the menu, on its second tab, has no violations', async () => {
    const page = await open('/menu')
    await page.click('[data-part="tab"]:nth-of-type(2)')
    await page.waitForSelector('[data-part="tab"][aria-selected="true"]:nth-of-type(2)')
    expect(await scan(page)).toEqual([])
  })

  it('a post, its comments loaded and the comment form marking an error, has no violations', async () => {
    const page = await open('/blog/harbour-loaf')
    await page.waitForSelector('#comments[data-island-state=mounted]')
    const form = page.getByRole('form', { name: 'Post comment' })
    await form.getByLabel('Name').fill('Ada')
    await form.getByLabel('Email').fill('ada@')
    await form.getByLabel('Comment').fill('Lovely.')
    await form.getByRole('button', { name: 'Post comment' }).click()
    await form.getByText('Email is not valid').waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the blog list, once more posts are loaded in place, has no violations', async () => {
    const page = await open('/blog')
    await page.getByRole('button', { name: 'Load more' }).click()
    await page.getByRole('status').filter({ hasText: '4 more posts' }).waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the search page, with the results of what the visitor typed, has no violations', async () => {
    const page = await open('/search')
    await page.waitForSelector('#search[data-island-state=mounted]')
    await page.locator('#search').getByRole('searchbox', { name: 'Search the site' }).fill('rye')
    await page.locator('#search [data-part=result]').first().waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the header search box, its suggestions open and one chosen, has no violations', async () => {
    const page = await open('/blog')
    await page.getByRole('searchbox', { name: 'Search the site' }).focus()
    const combo = page.getByRole('combobox', { name: 'Search the site' })
    await combo.waitFor()
    await page.keyboard.type('rye')
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => combo.getAttribute('aria-activedescendant')).toBeTruthy()
    expect(await scan(page)).toEqual([])
  })

  it('the music page, a tune playing and the video started, has no violations', async () => {
    const page = await open('/music')
    const tune = page.getByRole('group', { name: 'Harbour morning' })
    await tune.getByRole('button', { name: 'Play' }).click()
    await tune.getByRole('button', { name: 'Pause' }).waitFor()
    await page.getByRole('button', { name: 'Play video: The bakehouse test card' }).click()
    await page.locator('#film video').waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('a chart with its tooltip showing, and one with its table shown, has no violations', async () => {
    const page = await open('/charts')
    const sales = page.locator('#chart-sales')
    await sales.getByRole('button', { name: 'Data' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('End')
    await expect.poll(() => sales.locator('.atoll-chart-tip').textContent()).toBe('Loaves, Jun: 1,385')
    const data = page.locator('#chart-queue').getByRole('button', { name: 'Data' })
    await data.click()
    await expect.poll(() => data.getAttribute('aria-expanded')).toBe('true')
    expect(await scan(page)).toEqual([])
  })

  it("the calendar's month grid, a day with events chosen, has no violations", async () => {
    const page = await open('/events')
    await page.getByRole('button', { name: 'Month', exact: true }).click()
    const grid = page.getByRole('grid')
    await grid.locator('[tabindex="0"]').focus()
    // The demo's workshop is three days from today, whatever the day: a day with events on every run
    // (the day after today has some only on a Thursday), in the next month's grid near a month's end.
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await page.locator('.atoll-calendar[aria-busy=false] .atoll-calendar-day li').first().waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the cart, with entries below the minimum order and a removal to confirm, has no violations', async () => {
    const probe = await pages.open('/cart', {
      reducedMotion: true,
      beforeGoto: async (_page, context) => {
        const response = await context.request.post(`${baseUrl()}/api/commerce/cart/entries`, {
          data: { itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 },
        })
        expect(response.ok()).toBe(true)
      },
    })
    const page = probe.page
    await settle(page)
    await page.getByRole('spinbutton', { name: 'Quantity of Sourdough loaf' }).waitFor()
    expect(await scan(page)).toEqual([])
    await page.getByRole('button', { name: 'Remove Sourdough loaf' }).click()
    await page.getByRole('alertdialog').waitFor()
    expect(await scan(page)).toEqual([])
  })

  it('the review forms, one asking for its rating, have no violations', async () => {
    const probe = await pages.open('/reviews?token=a11y', {
      reducedMotion: true,
      // The store's products, answered here: the demo's open request is for the reviews' own tests.
      beforeGoto: async (_page, context) => {
        await context.route('**/api/commerce/review-request?*', (route) =>
          route.fulfill({
            json: {
              products: [
                { itemId: 'item-1001', title: 'Sourdough loaf', image: null },
                { itemId: 'item-1004', title: 'Cardamom buns, box of six', image: null },
              ],
            },
          }),
        )
      },
    })
    const page = probe.page
    await settle(page)
    const first = page.getByRole('region', { name: 'Sourdough loaf' })
    await first.getByRole('button', { name: 'Submit Review' }).click()
    await first.getByText('Please select a star rating').waitFor()
    expect(await scan(page)).toEqual([])
  })
})
