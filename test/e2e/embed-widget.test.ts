import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'

const PROVIDER_HOSTS = /zola\.com|acuityscheduling\.com/

/** Zola and Acuity widgets on /page-extras: asked only once in view, from their own origins, the link kept when they fail. */
describe('embed widgets', () => {
  const pages = usePages()

  it("asks the providers nothing before the blocks come into view, then loads each provider's widget", async () => {
    const probe = await pages.open('/page-extras', { beforeGoto: (_, context) => fakeProviders(context) })
    const { page } = probe
    await page.evaluate(() => (window as unknown as { Atoll: { ready: Promise<unknown> } }).Atoll.ready)
    expect(probe.requests.filter((url) => PROVIDER_HOSTS.test(url))).toEqual([])
    // Zola's link is the registry until its script draws there.
    const registry = page.locator('#registry').getByRole('link')
    expect(await registry.textContent()).toBe('Our wedding cake registry on Zola')
    await page.locator('#classes').scrollIntoViewIfNeeded()
    await page.locator('#registry[data-widget=loaded]').waitFor({ state: 'attached' })
    await page.locator('#classes[data-widget=loaded]').waitFor({ state: 'attached' })
    expect(await registry.textContent()).toBe('Registry by Zola')
    const frame = page.frameLocator('#classes iframe[title="Book a baking class"]')
    expect(await frame.locator('p').textContent()).toBe('Classes')
    expect(await page.locator('#classes iframe').getAttribute('data-sized')).toBe('true')
    expect(probe.requests.filter((url) => PROVIDER_HOSTS.test(url)).sort()).toEqual([
      'https://app.acuityscheduling.com/schedule.php?owner=21890012',
      'https://embed.acuityscheduling.com/js/embed.js',
      'https://widget.zola.com/js/widget.js',
    ])
  })

  it('keeps the link to the same page, and says the widget is unavailable, when the provider cannot be reached', async () => {
    const probe = await pages.open('/page-extras', { beforeGoto: (_, context) => fakeProviders(context, false) })
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: net::ERR_INTERNET_DISCONNECTED', 'any')
    probe.expectConsoleError(
      '[atoll:embed-widget] #registry: The widget script did not load: https://widget.zola.com/js/widget.js',
      1,
    )
    probe.expectConsoleError(
      '[atoll:embed-widget] #classes: The widget script did not load: https://embed.acuityscheduling.com/js/embed.js',
      1,
    )
    // The fonts of the page's extras are unreachable too.
    probe.expectConsoleError(/^\[atoll:fonts\]/, 'any')
    await page.locator('#classes').scrollIntoViewIfNeeded()
    await page.locator('#registry[data-widget=failed]').waitFor({ state: 'attached' })
    await page.locator('#classes[data-widget=failed]').waitFor({ state: 'attached' })
    expect(await page.getByRole('link', { name: 'Our wedding cake registry on Zola' }).isVisible()).toBe(true)
    expect(await page.locator('#registry').getByRole('link').count()).toBe(1)
    expect(await page.locator('#registry [role=status]').textContent()).not.toBe('')
    expect(await page.getByRole('link', { name: 'Book a baking class on Acuity' }).isVisible()).toBe(true)
  })
})
