// What a visitor reads when a server call fails, and what the console says, on the cart page: the
// data layer's messages are the spec's, offline too, and never a message id or a server's page.
import type { BrowserContext, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, type PageProbe, usePages } from './harness.ts'

const LOAF = { itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 } // Sourdough loaf, Small
const ENTRY = /\/api\/commerce\/cart\/entries\/[^/?]+(\?.*)?$/

/** Puts the loaf in the visitor's cart through the store's own call (it sets the cart cookie). */
async function fill(context: BrowserContext): Promise<void> {
  const response = await context.request.post(new URL('/api/commerce/cart/entries', baseUrl()).href, { data: LOAF })
  if (!response.ok()) throw new Error(`adding the loaf answered ${response.status()}`)
}

const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity of Sourdough loaf' })
const alert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Unable to update quantity' })

describe('a failed cart call', () => {
  const pages = usePages()

  async function openCart(answer?: (route: Route) => Promise<void>): Promise<PageProbe> {
    const probe = await pages.open('/cart', {
      reducedMotion: true,
      beforeGoto: async (page, context) => {
        await fill(context)
        if (answer)
          await page.route(ENTRY, (route) => (route.request().method() === 'PUT' ? answer(route) : route.fallback()))
      },
    })
    await probe.page.waitForSelector('#sqs-cart-root[data-island-state=mounted]')
    return probe
  }

  async function raise(page: Page): Promise<void> {
    await quantity(page).focus()
    await page.keyboard.press('ArrowUp')
  }

  it("offline, says 'Unable to connect. Please try again.', not a message id", async () => {
    const probe = await openCart()
    const { page, context } = probe
    probe.expectConsoleError('Failed to load resource: net::ERR_INTERNET_DISCONNECTED', 'any')
    await context.setOffline(true)
    await raise(page)
    await expect
      .poll(() => alert(page).textContent())
      .toBe('Unable to update quantity Unable to connect. Please try again.')
    expect(await quantity(page).inputValue()).toBe('1')
  })

  it("answered with a page instead of JSON, says 'Something went wrong' and logs the method, the URL and the status", async () => {
    const probe = await openCart((route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Sign in to the hotel network</title>',
      }),
    )
    const { page } = probe
    probe.expectConsoleError(
      new RegExp(
        String.raw`^\[atoll:data\] PUT ${baseUrl()}/api/commerce/cart/entries/\S+ answered 200: Internal Error: Unable to parse server response from \(${baseUrl()}/api/commerce/cart/entries/\S+\) as JSON: .+\.$`,
      ),
      1,
    )
    await raise(page)
    await expect.poll(() => alert(page).textContent()).toBe('Unable to update quantity Something went wrong')
  })

  it.each([
    [404, 'Not Found', 'Unable to locate content'],
    [500, 'Internal Server Error', 'Internal server error. Please try again later.'],
    [503, 'Service Unavailable', 'This service is temporarily unavailable. Please try again later.'],
  ])(
    'answered %i without a body, says the status’s own message, not “Unable to connect”',
    async (status, name, message) => {
      const probe = await openCart((route) => route.fulfill({ status, body: '' }))
      const { page } = probe
      probe.expectConsoleError(`Failed to load resource: the server responded with a status of ${status} (${name})`, 1)
      probe.expectConsoleError(
        new RegExp(String.raw`^\[atoll:data\] PUT ${baseUrl()}/api/commerce/cart/entries/\S+ answered ${status}$`),
        1,
      )
      await raise(page)
      await expect.poll(() => alert(page).textContent()).toBe(`Unable to update quantity ${message}`)
    },
  )
})
