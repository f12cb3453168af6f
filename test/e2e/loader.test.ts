import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { version } from '../../package.json'
import { usePages } from './harness.ts'
import { atollListeners, installLeakProbe, running } from './leak-probe.ts'

const mounted = (page: Page, selector: string) => page.waitForSelector(`${selector}[data-island-state=mounted]`)
const expanded = (page: Page, selector: string) => page.getAttribute(selector, 'aria-expanded')

describe('the loader', () => {
  const pages = usePages()
  const open = pages.open

  it('on an empty page with analytics disabled makes one script request and logs nothing', async () => {
    const { page, requests, consoleMessages } = await open('/empty')
    await page.evaluate(() => window.Atoll?.ready)
    const scripts = requests.filter((url) => new URL(url).pathname.endsWith('.js'))
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/atoll/atoll.js'])
    expect(consoleMessages).toEqual([])
  })

  it('loads only the core code an island imports: an island that calls no server gets its messages without the data layer', async () => {
    // The empty page runs no analytics, whose page view would bring the data layer for itself.
    const { page, requests, consoleMessages } = await open('/empty')
    await page.evaluate(() => window.Atoll?.ready)
    await page.evaluate(() => {
      const block = document.createElement('div')
      block.id = 'inserted-audio'
      block.dataset.block = 'audio'
      block.innerHTML =
        '<p><span data-part="title">Harbour morning</span></p><audio preload="none" controls src="/demo/media/harbour-morning.ogg"></audio>'
      document.querySelector('main')!.append(block)
    })
    await mounted(page, '#inserted-audio')
    await page.getByRole('group', { name: 'Harbour morning' }).getByRole('button', { name: 'Play' }).waitFor()
    const chunks = requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'))
    expect(chunks).toEqual(expect.arrayContaining([expect.stringMatching(/^\/atoll\/i18n-[a-z0-9]+\.js$/)]))
    expect(chunks.filter((path) => /^\/atoll\/(core|storage|money)-/.test(path))).toEqual([])
    expect(consoleMessages).toEqual([])
  })

  it('records the page view with the data layer alone: the analytics load no messages', async () => {
    // The accordion shows no message; the analytics call a server but never show what failed.
    const probe = await open('/accordion')
    const { page, requests, consoleMessages } = probe
    await page.evaluate(() => window.Atoll?.ready)
    await expect
      .poll(async () => (await probe.inbox('census')).map((record) => record.path), { timeout: 5000 })
      .toContain('/api/census/RecordHit')
    const chunks = requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'))
    expect(chunks).toEqual(expect.arrayContaining([expect.stringMatching(/^\/atoll\/core-[a-z0-9]+\.js$/)]))
    expect(chunks.filter((path) => /^\/atoll\/(i18n|messages)-/.test(path))).toEqual([])
    expect(consoleMessages.filter(({ type }) => type === 'error')).toEqual([])
  })

  it("prepares a page's number and date formatting in a worker, which the page's policy allows", async () => {
    // The blog list formats its dates as it mounts: its messages part asks for the formatters.
    const { page, requests, consoleMessages } = await open('/blog')
    await page.evaluate(() => window.Atoll?.ready)
    await expect
      .poll(() => requests.map((url) => new URL(url).pathname).filter((path) => path.includes('intl-worker')))
      .toEqual([expect.stringMatching(/^\/atoll\/intl-worker-[a-z0-9]+\.js$/)])
    // A worker the page's Content-Security-Policy refused would log it as an error (the tracking
    // feature's info lines come and go with the page's timing).
    expect(consoleMessages.filter(({ type }) => type === 'error')).toEqual([])
  })

  it('exposes its version and settles ready with an atoll:ready event', async () => {
    const { page } = await open('/accordion', {
      beforeGoto: async (page) => {
        await page.addInitScript(() =>
          document.addEventListener(
            'atoll:ready',
            () => ((window as unknown as { readyEvent: boolean }).readyEvent = true),
          ),
        )
      },
    })
    await page.evaluate(() => window.Atoll?.ready)
    expect(await page.evaluate(() => window.Atoll?.version)).toBe(version)
    expect(await page.evaluate(() => (window as unknown as { readyEvent: boolean }).readyEvent)).toBe(true)
  })

  it('logs one error per bad block, keeps their server HTML, and the accordion beside them works', async () => {
    const probe = await open('/broken')
    const { page } = probe
    await page.locator('#works').scrollIntoViewIfNeeded()
    await mounted(page, '#works')
    probe.expectConsoleError(/^\[atoll:accordion\] #bad-json: Invalid data-block-json: /, 1)
    probe.expectConsoleError('[atoll:teleporter] #unknown: Unable to load module for trigger: unknown block kind', 1)
    expect(probe.consoleErrors).toHaveLength(2)
    expect(await page.getAttribute('#bad-json', 'data-island-state')).toBe('failed')
    expect(await page.textContent('#unknown')).toBe('server text stays')
    expect(await page.isVisible('#bad-json [data-part=panel] >> nth=0')).toBe(true)

    await page.click('#works [data-part=trigger] >> nth=0')
    expect(await expanded(page, '#works [data-part=trigger] >> nth=0')).toBe('true')
    await expect.poll(() => page.isVisible('#works [data-part=panel] >> nth=0')).toBe(true)
  })

  it('refuses a second run of the entry and mounts nothing twice', async () => {
    const { page, consoleMessages } = await open('/accordion')
    await page.evaluate(() => window.Atoll?.ready)
    await mounted(page, '#faq')
    // Another URL of the same entry: the browser runs it as a second module.
    await page.addScriptTag({ url: '/atoll/atoll.js?again', type: 'module' })
    await expect.poll(() => consoleMessages.map((message) => message.text)).toContain('[atoll] Detected second run')
    // Mounted twice, one click would toggle twice and leave the panel closed.
    await page.click('#faq [data-part=trigger] >> nth=1')
    expect(await expanded(page, '#faq [data-part=trigger] >> nth=1')).toBe('true')
  })

  it('destroy() leaves no listener, observer, timer or animation, and the accordion inert', async () => {
    const { page } = await open('/accordion', { beforeGoto: (_, context) => installLeakProbe(context) })
    await page.evaluate(() => window.Atoll?.ready)
    await mounted(page, '#faq')
    await page.locator('#multi').scrollIntoViewIfNeeded()
    await mounted(page, '#multi')
    await page.click('#multi [data-part=trigger] >> nth=0') // an animation in flight when destroyed
    expect(await atollListeners(page, '[data-block]')).toEqual(expect.arrayContaining(['click', 'keydown']))

    await page.evaluate(() => window.Atoll?.destroy())

    expect(await running(page)).toEqual({
      intersectionTargets: 0,
      mutationObservers: 0,
      resizeObservers: 0,
      performanceObservers: 0,
      timers: 0,
      frames: 0,
      idleCallbacks: 0,
      animations: 0,
    })
    expect(await atollListeners(page, '[data-block]')).toEqual([])
    expect(await page.locator('[data-island-state]').count()).toBe(0)
    const before = await expanded(page, '#faq [data-part=trigger] >> nth=1')
    await page.click('#faq [data-part=trigger] >> nth=1')
    expect(await expanded(page, '#faq [data-part=trigger] >> nth=1')).toBe(before)
  })

  it('mounts blocks inserted later, through the observer and through scan()', async () => {
    const { page } = await open('/accordion')
    await page.evaluate(() => window.Atoll?.ready)
    const insert = (id: string) =>
      page.evaluate((id) => {
        document.querySelector('main')?.insertAdjacentHTML(
          'afterbegin',
          `<div data-block="accordion" data-hydrate="load" id="${id}"><div data-part="item">
            <button type="button" data-part="trigger">Added</button><div data-part="panel" hidden>Later</div></div></div>`,
        )
      }, id)
    await insert('observed')
    await mounted(page, '#observed')

    await page.evaluate(() => window.Atoll?.destroy())
    await insert('scanned')
    expect(await page.getAttribute('#scanned', 'data-island-state')).toBeNull()
    await page.evaluate(() => window.Atoll?.scan(document.querySelector('main')!))
    await mounted(page, '#scanned')
    await page.click('#scanned [data-part=trigger]')
    expect(await expanded(page, '#scanned [data-part=trigger]')).toBe('true')
  })

  it('destroys the island of a block that left the page', async () => {
    const { page } = await open('/accordion')
    await mounted(page, '#faq')
    const state = await page.evaluate(async () => {
      const faq = document.getElementById('faq')!
      faq.remove()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      const trigger = faq.querySelectorAll<HTMLElement>('[data-part=trigger]')[1]!
      const before = trigger.getAttribute('aria-expanded')
      trigger.click()
      return { island: faq.dataset.islandState ?? null, before, after: trigger.getAttribute('aria-expanded') }
    })
    expect(state.island).toBeNull()
    expect(state.after).toBe(state.before)
  })

  it('preloads the shared chunks of a load-time island as it imports it', async () => {
    // The cart page's cart island mounts at load (the contact page's server-rendered form waits for the visitor).
    const { page, requests } = await open('/cart')
    await page.evaluate(() => window.Atoll?.ready)
    await mounted(page, '#sqs-cart-root')
    const preloads = await page.$$eval('link[rel=modulepreload]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    )
    expect(preloads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/atoll\/core-\w+\.js$/),
        expect.stringMatching(/^\/atoll\/renderer-\w+\.js$/),
      ]),
    )
    const paths = requests.map((url) => new URL(url).pathname)
    // Requested side by side with the island, not after it: before the island's own chunk.
    const island = paths.findIndex((path) => /^\/atoll\/cart-[a-z0-9]+\.js$/.test(path))
    expect(island).toBeGreaterThan(-1)
    for (const preload of preloads) expect(paths.indexOf(preload)).toBeLessThan(island)
    expect(paths.filter((path) => path.endsWith('/undefined'))).toEqual([])
  })

  it('an interaction block that already holds the focus when it is found mounts at once', async () => {
    const { page } = await open('/accordion')
    await page.evaluate(() => window.Atoll?.ready)
    // Added and focused in one task: the focus comes before the runtime sees the block.
    await page.evaluate(() => {
      const copy = document.querySelector<HTMLElement>('#late')!.cloneNode(true) as HTMLElement
      copy.id = 'focused-late'
      copy.removeAttribute('data-island-state')
      document.querySelector('main')!.append(copy)
      copy.querySelector<HTMLElement>('[data-part=trigger]')!.focus()
    })
    await mounted(page, '#focused-late')
  })

  it('an interaction block mounts on its first click and replays that click', async () => {
    const { page, requests } = await open('/accordion')
    await page.evaluate(() => window.Atoll?.ready)
    expect(await page.getAttribute('#late', 'data-island-state')).toBe('pending')
    // A click with no pointer movement before it: nothing but the click wakes the block.
    await page.evaluate(() => document.querySelector<HTMLElement>('#late [data-part=trigger]')?.click())
    await mounted(page, '#late')
    expect(await expanded(page, '#late [data-part=trigger] >> nth=0')).toBe('true')
    await expect.poll(() => page.isVisible('#late [data-part=panel] >> nth=0')).toBe(true)
    expect(requests.filter((url) => url.includes('/accordion-')).length).toBe(1)
  })
})
