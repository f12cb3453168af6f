import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'
import { routePage } from './routed-page.ts'

/** The donate block takes a visitor to the donation checkout, by pointer, keyboard, or without script. */
describe('donate', () => {
  const pages = usePages()
  const CHECKOUT = '/checkout/donate?donatePageId=shelter-bread'

  it('goes to the donation checkout with its page id from the keyboard (Space), and without script', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await pages.open('/page-extras', {
        javaScriptEnabled,
        beforeGoto: (_, context) => fakeProviders(context),
      })
      const button = page.getByRole('button', { name: 'Give to the shelter bread fund' })
      if (javaScriptEnabled) {
        await button.scrollIntoViewIfNeeded()
        await page.locator('#give[data-island-state=mounted]').waitFor()
        await button.focus()
        await page.keyboard.press('Space')
      } else await button.click()
      await page.waitForURL(`**${CHECKOUT}`)
      await expect.poll(() => page.locator('.demo-checkout-query').textContent()).toBe('donatePageIdshelter-bread')
    }
  })

  it("activates a template's role=button with Enter", async () => {
    const { page } = await pages.open('/empty', {
      beforeGoto: (page) =>
        routePage(
          page,
          '/empty',
          '<div data-block="donate" id="give" data-block-json=\'{"donatePageId":"p-9"}\'><span role="button" tabindex="0">Donate</span></div>',
        ),
    })
    await page.locator('#give[data-island-state=mounted]').waitFor()
    await page.getByRole('button', { name: 'Donate' }).press('Enter')
    await page.waitForURL('**/checkout/donate?donatePageId=p-9')
  })

  it('fails a donation block without a button with one console error, its markup left as it was', async () => {
    const probe = await pages.open('/empty', {
      beforeGoto: (page) =>
        routePage(
          page,
          '/empty',
          '<div data-block="donate" id="give" data-block-json=\'{"donatePageId":"p-9"}\'><p>Support us</p></div>',
        ),
    })
    probe.expectConsoleError('[atoll:donate] #give: Could not mount: The donation block has no button', 1)
    await probe.page.locator('#give[data-island-state=failed]').waitFor()
    expect(await probe.page.locator('#give').innerHTML()).toBe('<p>Support us</p>')
  })
})
