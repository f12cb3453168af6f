import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { installLeakProbe, running } from './leak-probe.ts'

describe('islands a site defines with Atoll.define', () => {
  const pages = usePages()

  it('mounts a defined island, fails another alone with one console error, and destroys both', async () => {
    const { page, consoleErrors, pageErrors } = await pages.open('/define', {
      beforeGoto: (_, context) => installLeakProbe(context),
    })
    await page.waitForSelector('#hours[data-island-state=mounted]')
    await expect.poll(() => page.getAttribute('#oven', 'data-island-state')).toBe('failed')
    expect(await page.textContent('#hours [data-part=status]')).toMatch(
      /^(Open now, until 18:00\.|Closed now\. We open at 7:00\.)$/,
    )
    expect(await page.textContent('#oven p')).toBe(
      'The oven camera is resting. Come by the shop to see the loaves rise.',
    )
    expect(consoleErrors).toEqual(['[atoll:oven-camera] #oven: Could not mount: The oven camera is offline'])

    await page.evaluate(() => window.Atoll?.destroy())
    expect(await page.textContent('#hours [data-part=status]')).toBe('Open daily from 7:00 to 18:00.')
    expect(await page.locator('[data-island-state]').count()).toBe(0)
    expect((await running(page)).timers).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('refuses to redefine a kind Atoll has', async () => {
    const { page } = await pages.open('/define')
    const refusal = await page.evaluate(() =>
      window
        .Atoll!.define('accordion', async () => ({ mount: () => ({ destroy() {} }) }))
        .then(
          () => 'accepted',
          (error: Error) => `${error.name}: ${error.message}`,
        ),
    )
    expect(refusal).toBe('TypeError: [atoll] accordion is already defined')
  })
})
