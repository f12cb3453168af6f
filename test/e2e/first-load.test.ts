import { describe, expect, it } from 'vitest'
import { sizeBudgets } from '../../package.json'
import { usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'

/** The script requests a page may make on its first load, from package.json `sizeBudgets.firstLoadScripts`. */
const MAX_SCRIPTS = sizeBudgets.firstLoadScripts['kitchen-sink']

/**
 * The first load: the page opened at 1280 x 720 and left alone (no scroll, no input), until the
 * island that mounts when the browser is idle (the popup overlay) is on screen and the network is
 * quiet. `npm run size` prices every island a page names, as if it were scrolled through; what the
 * first load fetches (the blocks in view, the page features) shows only in a browser.
 */
describe('the first load', () => {
  const pages = usePages()

  it(`of the kitchen sink makes at most ${MAX_SCRIPTS} script requests`, async () => {
    // The fonts and widgets' providers answered at the network layer, as in the kitchen sink's own test.
    const { page, requests } = await pages.open('/kitchen-sink', { beforeGoto: (_, context) => fakeProviders(context) })
    await page.evaluate(() => window.Atoll?.ready)
    await page.getByRole('dialog', { name: 'Join the bread club' }).waitFor()
    await page.waitForLoadState('networkidle')
    const scripts = requests.map((url) => new URL(url).pathname).filter((path) => /^\/atoll\/.+\.js$/.test(path))
    // The blocks in view mounted, and the page features the page wants started: the count is of a
    // whole first load, not of a page still loading.
    expect(scripts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/atoll\/runtime-[a-z0-9]+\.js$/),
        expect.stringMatching(/^\/atoll\/accordion-[a-z0-9]+\.js$/),
        expect.stringMatching(/^\/atoll\/tracking-[a-z0-9]+\.js$/),
      ]),
    )
    expect(scripts.length).toBeLessThanOrEqual(MAX_SCRIPTS)
  })
})
