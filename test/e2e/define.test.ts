import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { installLeakProbe, running } from './leak-probe.ts'
import { routePage } from './routed-page.ts'

/** The demo page's second island fails on purpose, and says so once. */
const OVEN_OFFLINE = '[atoll:oven-camera] #oven: Could not mount: The oven camera is offline'

/** Longer than a definition and a mount take, far shorter than the test's own timeout: a page that has not answered by then is frozen. */
const FROZEN_MS = 5000

/** The page's answer to `evaluate`, or a failure naming a page that no longer answers. */
function answered<T>(evaluated: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frozen = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the page did not answer in ${FROZEN_MS} ms: frozen`)), FROZEN_MS)
  })
  return Promise.race([evaluated, frozen]).finally(() => clearTimeout(timer))
}

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
    probe.expectConsoleError('[atoll] accordion is already defined', 1)
    // The page's failing island still says so once, whenever the runtime gets to it.
    await expect.poll(() => page.getAttribute('#oven', 'data-island-state')).toBe('failed')
  })

  it('mounts a block reported unknown when its kind is defined after load, and the page still answers', async () => {
    const probe = await pages.open('/late-define', {
      beforeGoto: (page) =>
        routePage(
          page,
          '/late-define',
          '<div id="late" data-block="late-clock" data-hydrate="load"><p>Server text</p></div>' +
            '<div id="other" data-block="late-clock"><p>Another</p></div>' +
            '<div id="proto" data-block="constructor" data-hydrate="load"><p>Kept</p></div>',
        ),
    })
    const { page } = probe
    probe.expectConsoleError('[atoll:late-clock] #late: Unable to load module for trigger: unknown block kind', 1)
    probe.expectConsoleError('[atoll:late-clock] #other: Unable to load module for trigger: unknown block kind', 1)
    // A kind that names an Object.prototype member is unknown like any other, not a broken entry.
    probe.expectConsoleError('[atoll:constructor] #proto: Unable to load module for trigger: unknown block kind', 1)
    await page.waitForSelector('#late[data-island-state=failed]')
    await page.waitForSelector('#other[data-island-state=failed]')
    await page.waitForSelector('#proto[data-island-state=failed]')

    const defined = await answered(
      page.evaluate(() =>
        window.Atoll!.define(
          'late-clock',
          async () => ({
            mount(element: HTMLElement) {
              element.querySelector('p')!.textContent = `Mounted ${element.id}`
              return { destroy() {} }
            },
          }),
          { moment: 'load' },
        ),
      ),
    )
    expect(defined).toBeUndefined()
    await page.waitForSelector('#late[data-island-state=mounted]')
    await page.waitForSelector('#other[data-island-state=mounted]')
    expect(
      await answered(page.evaluate(() => [...document.querySelectorAll('main p')].map((p) => p.textContent))),
    ).toEqual(['Mounted late', 'Mounted other', 'Kept'])
    expect(await page.getAttribute('#proto', 'data-island-state')).toBe('failed')
  })

  it('refuses a kind, a load or a moment it cannot use, each with one console error and a TypeError', async () => {
    const probe = await pages.open('/define')
    probe.expectConsoleError(OVEN_OFFLINE, 1)
    const { page } = probe
    const refusals = await page.evaluate(async () => {
      const load = async () => ({ mount: () => ({ destroy() {} }) })
      const define = window.Atoll!.define as (...args: unknown[]) => Promise<void>
      const tried: unknown[][] = [
        ['', load],
        [null, load],
        ['__proto__', load],
        ['toString', load],
        ['late-clock', '/site/late-clock.js'],
        ['late-clock', load, { moment: 'soon' }],
        // A refusal leaves nothing behind: the kind is free to define.
        ['late-clock', load, { moment: 'load' }],
      ]
      const results: string[] = []
      for (const args of tried) {
        results.push(
          await define(...args).then(
            () => 'accepted',
            (error: Error) => `${error.name}: ${error.message}`,
          ),
        )
      }
      return results
    })
    const messages = [
      '[atoll] Atoll.define: kind must be a non-empty string',
      '[atoll] Atoll.define: kind must be a non-empty string',
      '[atoll] Atoll.define: kind "__proto__" names an Object.prototype member',
      '[atoll] Atoll.define: kind "toString" names an Object.prototype member',
      '[atoll] Atoll.define: load must be a function',
      '[atoll] Atoll.define: moment must be one of load, idle, visible, interaction',
    ]
    expect(refusals).toEqual([...messages.map((message) => `TypeError: ${message}`), 'accepted'])
    for (const message of new Set(messages)) {
      probe.expectConsoleError(message, messages.filter((other) => other === message).length)
    }
    await page.waitForSelector('#hours[data-island-state=mounted]')
  })
})
