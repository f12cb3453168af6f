import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { installLeakProbe, running } from './leak-probe.ts'

/** Atoll.destroy() while a server call is under way: the call ends there, and nothing follows from it. */
describe('cancellation', () => {
  const pages = usePages()

  it("Atoll.destroy() during a held cart load aborts it: not sent again, no dialog, no error, the server's cart back", async () => {
    const held: Request[] = []
    const failed: string[] = []
    let heldFirst: () => void = () => {}
    const cartAsked = new Promise<void>((resolve) => (heldFirst = resolve))
    const probe = await pages.open('/cart', {
      beforeGoto: async (page, context) => {
        await installLeakProbe(context)
        // The server never answers the cart: the island's mount waits on it.
        await page.route(
          (url) => url.pathname === '/api/commerce/cart',
          (route) => {
            held.push(route.request())
            heldFirst()
          },
        )
        page.on('requestfailed', (request) => {
          if (new URL(request.url()).pathname === '/api/commerce/cart') failed.push(request.failure()?.errorText ?? '')
        })
      },
    })
    const { page } = probe
    // The cart is asked for when the island mounts, which on a loaded machine comes well after the
    // page's load: waited for as it arrives, not polled for a second.
    await cartAsked
    expect(held).toHaveLength(1)
    const served = await page.locator('#sqs-cart-root').innerHTML()
    expect(served).toContain('You have nothing in your shopping cart.')
    await page.evaluate(() => window.Atoll!.destroy())
    await expect.poll(() => failed).toEqual(['net::ERR_ABORTED'])
    // No retry waits (a pending timer) and none was sent.
    await expect.poll(() => running(page), { timeout: 2000 }).toMatchObject({ timers: 0 })
    expect(held).toHaveLength(1)
    expect(await page.locator('#sqs-cart-root').innerHTML()).toBe(served)
    expect(await page.getAttribute('#sqs-cart-root', 'data-island-state')).toBeNull()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(await page.getByText('Unable to connect').count()).toBe(0)
    expect(await probe.unexpected()).toEqual([])
  })

  it('Atoll.destroy() during a held form submission aborts it: no message, no form event, the block back as served', async () => {
    const held: Request[] = []
    const failed: string[] = []
    const save = (url: URL) => url.pathname === '/api/form/SaveFormSubmission'
    const probe = await pages.open('/contact', {
      beforeGoto: async (page) => {
        await page.route(save, (route) => void held.push(route.request()))
        page.on('requestfailed', (request) => {
          if (save(new URL(request.url()))) failed.push(request.failure()?.errorText ?? '')
        })
      },
    })
    const { page } = probe
    // A form of one field, added as a template script would; the loader mounts it.
    await page.evaluate(() => {
      const block = document.createElement('div')
      block.dataset.block = 'form'
      block.id = 'note-form'
      block.dataset.blockJson = JSON.stringify({
        formId: 'note',
        submitButtonText: 'Send',
        fields: [{ id: 'note', type: 'text', title: 'Your note', required: true }],
      })
      document.querySelector('main')!.prepend(block)
      const seen: string[] = []
      ;(window as unknown as { formEvents: string[] }).formEvents = seen
      for (const type of ['atoll:form-submit', 'atoll:form-error'])
        document.addEventListener(type, () => seen.push(type))
    })
    await page.waitForSelector('#note-form[data-island-state=mounted]')
    await page.getByLabel('Your note').fill('Two rye loaves on Saturday, please.')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => held.length).toBe(1)
    await page.evaluate(() => window.Atoll!.destroy())
    await expect.poll(() => failed).toEqual(['net::ERR_ABORTED'])
    expect(held).toHaveLength(1)
    expect(await page.locator('#note-form').innerHTML()).toBe('')
    expect(await page.getAttribute('#note-form', 'data-island-state')).toBeNull()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { formEvents: string[] }).formEvents)).toEqual([])
    expect(await probe.unexpected()).toEqual([])
  })
})
