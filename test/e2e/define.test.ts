import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { installLeakProbe, running } from './leak-probe.ts'

/** The demo page's second island fails on purpose, and says so once. */
const OVEN_OFFLINE = '[atoll:oven-camera] #oven: Could not mount: The oven camera is offline'

describe('islands a site defines with Atoll.define', () => {
  const pages = usePages()

  it('mounts a defined island, fails another alone with one console error, and destroys both', async () => {
    const probe = await pages.open('/define', { beforeGoto: (_, context) => installLeakProbe(context) })
    const { page } = probe
    probe.expectConsoleError(OVEN_OFFLINE, 1)
    await page.waitForSelector('#hours[data-island-state=mounted]')
    await expect.poll(() => page.getAttribute('#oven', 'data-island-state')).toBe('failed')
    expect(await page.textContent('#hours [data-part=status]')).toMatch(
      /^(Open now, until 18:00\.|Closed now\. We open at 7:00\.)$/,
    )
    expect(await page.textContent('#oven p')).toBe(
      'The oven camera is resting. Come by the shop to see the loaves rise.',
    )
    expect(probe.consoleErrors).toEqual([OVEN_OFFLINE])

    await page.evaluate(() => window.Atoll?.destroy())
    expect(await page.textContent('#hours [data-part=status]')).toBe('Open daily from 7:00 to 18:00.')
    expect(await page.locator('[data-island-state]').count()).toBe(0)
    expect((await running(page)).timers).toBe(0)
  })

  it('refuses to redefine a kind Atoll has', async () => {
    const probe = await pages.open('/define')
    probe.expectConsoleError(OVEN_OFFLINE, 1)
    const { page } = probe
    const refusal = await page.evaluate(() =>
      window
        .Atoll!.define('accordion', async () => ({ mount: () => ({ destroy() {} }) }))
        .then(
          () => 'accepted',
          (error: Error) => `${error.name}: ${error.message}`,
        ),
    )
    expect(refusal).toBe('TypeError: [atoll] accordion is already defined')
    // The page's failing island still says so once, whenever the runtime gets to it.
    await expect.poll(() => page.getAttribute('#oven', 'data-island-state')).toBe('failed')
  })
})
