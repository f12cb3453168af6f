import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'
import { routePage } from './routed-page.ts'

const ACCORDION = `<div data-part="item"><h3><button type="button" data-part="trigger" aria-expanded="false">Question</button></h3><div data-part="panel" hidden>Answer</div></div>`
const TOCK = `<div data-block="tock" data-hydrate="load" data-block-json='{"scriptUrl":"/s/x.js"}'></div>`

const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

describe('the loader against hostile markup', () => {
  const pages = usePages()

  it('never mounts user content: not at the first scan, not through scan(), not through the observer', async () => {
    const { page, requests, pageErrors } = await pages.open('/user-content', {
      beforeGoto: (page) =>
        routePage(page, '/user-content', `<section data-atoll-ignore id="comments"><p>A comment</p>${TOCK}</section>`),
    })
    await page.evaluate(() => window.Atoll?.ready)
    // After load: a comment holding a block arrives, as a comments widget would render it.
    await page.evaluate((tock) => {
      const comment = document.createElement('article')
      comment.setAttribute('data-atoll-ignore', '')
      comment.innerHTML = `<p>Nice bread</p>${tock}`
      document.querySelector('main')!.append(comment)
    }, TOCK)
    await settled(page)
    await page.evaluate(() => window.Atoll?.scan(document.getElementById('comments')!))
    await settled(page)
    expect(await page.locator('[data-block=tock]').count()).toBe(2)
    expect(await page.locator('[data-island-state]').count()).toBe(0)
    expect(requests.filter((url) => url.includes('/s/x.js') || /\/tock-\w+\.js/.test(url))).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('restores a block by copying its nodes, so markup that was inert is not re-parsed into elements', async () => {
    const probe = await pages.open('/accordion')
    const { page } = probe
    // The strict policy blocks the site's inline style twice, as added and as restored, each as an
    // event and a console report: what it applies to a style element the runtime did not make.
    probe.expectCspViolation(/^style-src-elem blocked inline at /, 2)
    probe.expectCspViolation(/^Applying inline style violates the following Content Security Policy directive/, 2)
    await page.evaluate(() => window.Atoll?.ready)
    await page.evaluate((items) => {
      const block = document.createElement('div')
      block.id = 'made'
      block.dataset.block = 'accordion'
      block.dataset.hydrate = 'load'
      block.innerHTML = items
      // Text a site's own script put in a style element: as HTML it would close the style and make an image.
      const style = document.createElement('style')
      style.textContent = '</style><img id="revived" src="/missing.png">'
      block.append(style)
      document.querySelector('main')!.append(block)
    }, ACCORDION)
    await page.waitForSelector('#made[data-island-state=mounted]')
    await page.evaluate(() => window.Atoll?.destroy())
    expect(await page.locator('#revived').count()).toBe(0)
    expect(await page.locator('#made style').evaluate((style) => style.textContent)).toBe(
      '</style><img id="revived" src="/missing.png">',
    )
    expect(await page.locator('#made [data-part=trigger]').getAttribute('aria-expanded')).toBe('false')
  })

  it('mounts and restores 600 nested blocks without a task over 200 ms', async () => {
    const { page } = await pages.open('/nested', {
      beforeGoto: async (page) => {
        await routePage(page, '/nested', '<div id="nest"></div>')
        await page.addInitScript(() => {
          const tasks: PerformanceEntry[] = ((window as unknown as { longTasks: PerformanceEntry[] }).longTasks = [])
          new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask' })
        })
      },
    })
    await page.evaluate(() => window.Atoll?.ready)
    // Built with the DOM (the HTML parser flattens trees deeper than 512 elements) and drawn before
    // the blocks are named, so only the loader's tasks are measured.
    await page.evaluate((items) => {
      let inner: HTMLElement | undefined
      for (let i = 0; i < 600; i++) {
        const block = document.createElement('div')
        block.dataset.later = 'accordion'
        block.dataset.hydrate = 'load'
        block.innerHTML = items
        if (inner) block.append(inner)
        inner = block
      }
      document.getElementById('nest')!.append(inner!)
    }, ACCORDION)
    await settled(page)
    const begun = await page.evaluate(() => {
      const begun = performance.now()
      for (const block of document.querySelectorAll<HTMLElement>('[data-later]'))
        block.dataset.block = block.dataset.later
      void window.Atoll?.scan()
      return begun
    })
    await expect.poll(() => page.locator('[data-island-state=mounted]').count()).toBe(600)
    await page.evaluate(() => window.Atoll?.destroy())
    expect(await page.locator('[data-island-state]').count()).toBe(0)
    expect(await page.locator('[data-block=accordion]').count()).toBe(600)
    await settled(page)
    const durations = await page.evaluate(
      (begun) =>
        (window as unknown as { longTasks: PerformanceEntry[] }).longTasks
          .filter((task) => task.startTime >= begun)
          .map((task) => task.duration),
      begun,
    )
    expect(Math.max(0, ...durations)).toBeLessThan(200)
  })

  it('retries a failed island import after a short delay under a URL not tried yet', async () => {
    const tried: string[] = []
    const probe = await pages.open('/accordion', {
      beforeGoto: async (page) => {
        await page.route(/\/atoll\/accordion-\w+\.js/, (route) => {
          tried.push(new URL(route.request().url()).search)
          return tried.length === 1 ? route.abort('connectionreset') : route.continue()
        })
      },
    })
    const { page } = probe
    await page.locator('#faq').scrollIntoViewIfNeeded()
    await page.waitForSelector('#faq[data-island-state=mounted]')
    expect(tried).toHaveLength(2)
    expect(tried[0]).toBe('')
    expect(tried[1]).toMatch(/^\?retry=\d+$/)
    // The browser's report of the failed first try; the runtime logs nothing of its own.
    probe.expectConsoleError('Failed to load resource: net::ERR_CONNECTION_RESET', 1)
  })

  it('reports an error thrown right after Atoll.ready, before the tracking feature has loaded', async () => {
    const probe = await pages.open('/tracking', {
      beforeGoto: async (page, context) => {
        await context.addCookies([{ name: 'crumb', value: 'crumb-early', url: baseUrl() }])
        await page.addInitScript(() =>
          document.addEventListener('atoll:ready', () =>
            setTimeout(() => {
              throw new Error('Thrown right after ready')
            }),
          ),
        )
      },
    })
    probe.expectPageError('Error: Thrown right after ready', 1)
    await expect
      .poll(
        async () =>
          (await probe.inbox('events')).filter((record) => record.path === '/api/events/RecordJavascriptErrors'),
        { timeout: 15_000 },
      )
      .toHaveLength(1)
    const [report] = (await probe.inbox('events')).filter(
      (record) => record.path === '/api/events/RecordJavascriptErrors',
    )
    expect(report!.headers['x-csrf-token']).toBe('crumb-early')
    const sent = report!.body as { data: { message: string } }[]
    expect(sent.map((entry) => entry.data.message)).toContain('Error: Thrown right after ready')
  })

  it('lets a click on a link in a block whose island is still loading navigate within a second', async () => {
    const body = `<div data-block="accordion" data-hydrate="interaction" id="slow">${ACCORDION}<p><a id="away" href="/empty">Our opening hours</a></p></div>`
    const { page } = await pages.open('/slow-island', {
      beforeGoto: async (page) => {
        await routePage(page, '/slow-island', body)
        // The island never arrives while the test looks.
        await page.route(/\/atoll\/accordion-\w+\.js/, () => {})
      },
    })
    await page.evaluate(() => window.Atoll?.ready)
    const started = Date.now()
    // Timed to the navigation's commit, not the next page's load: the give-back is what is measured.
    await Promise.all([
      page.waitForURL(`${baseUrl()}/empty`, { waitUntil: 'commit', timeout: 5000 }),
      page.click('#away'),
    ])
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('takes data-hydrate="toString" as no moment and a context field of the wrong type as its default, with one console error', async () => {
    const body = `<div data-block="accordion" data-hydrate="toString" id="proto">${ACCORDION}</div>`
    const probe = await pages.open('/wrong-types', {
      beforeGoto: (page) =>
        routePage(page, '/wrong-types', body, '{"locale":null,"pageType":"2","analyticsDisabled":true,"website":"x"}'),
    })
    probe.expectConsoleError('[atoll] #atoll-context: wrong type, default used: website,locale,pageType', 1)
    const { page } = probe
    await page.waitForSelector('#proto[data-island-state=mounted]')
    expect(await page.evaluate(() => window.Atoll?.format.money(1999, 'EUR'))).toBe('€19.99')
  })
})
