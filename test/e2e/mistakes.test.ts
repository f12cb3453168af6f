import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../demo-site/server/security.ts'
import { baseUrl, usePages } from './harness.ts'
import { routePage } from './routed-page.ts'

/** A template's common mistakes, each said once on the console (docs/core.md, "Mistakes the console names"). */

const ACCORDION = `<div data-part="item"><h3><button type="button" data-part="trigger" aria-expanded="false">Question</button></h3><div data-part="panel" hidden>Answer</div></div>`

/** The window's own names, kept by an init script before any script of the page runs. */
const BEFORE = '__namesBeforeAtoll'

/** What a page's scripts added to `window` since the init script ran. */
const addedGlobals = (page: Page) =>
  page.evaluate(
    (before) =>
      Object.getOwnPropertyNames(window).filter(
        (name) => name !== before && !(window as unknown as Record<string, string[]>)[before]!.includes(name),
      ),
    BEFORE,
  )

describe('mistakes a template makes', () => {
  const pages = usePages()

  it('loaded as a classic script, the entry adds no global, starts nothing and logs one error naming the fix', async () => {
    const path = '/classic-script'
    const probe = await pages.open(path, {
      beforeGoto: async (page) => {
        // The site's own globals of the names the minified entry uses.
        await page.addInitScript((before) => {
          Object.assign(window, { r: 'site', n: 'site' })
          Object.defineProperty(window, before, { value: Object.getOwnPropertyNames(window) })
        }, BEFORE)
        await page.route(new URL(path, baseUrl()).href, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            headers: { 'content-security-policy': CONTENT_SECURITY_POLICY },
            body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Classic</title>
<script type="application/json" id="atoll-context">{"analyticsDisabled":true}</script>
<script src="/atoll/atoll.js"></script></head>
<body><main><div data-block="accordion" data-hydrate="load" id="faq">${ACCORDION}</div></main></body></html>`,
          }),
        )
      },
    })
    const { page, requests } = probe
    const fix = `[atoll] Not started: load it as a module, <script type="module" src="${baseUrl()}/atoll/atoll.js"></script>`
    probe.expectConsoleError(fix, 1)
    expect(probe.consoleErrors).toEqual([fix])
    expect(await addedGlobals(page)).toEqual([])
    expect(
      await page.evaluate(() => [(window as unknown as { r: string }).r, (window as unknown as { n: string }).n]),
    ).toEqual(['site', 'site'])
    expect(await page.evaluate(() => 'Atoll' in window)).toBe(false)
    // Nothing started: no chunk requested, the block as the server sent it.
    expect(requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname)).toEqual([
      '/atoll/atoll.js',
    ])
    expect(await page.getAttribute('#faq', 'data-island-state')).toBeNull()
  })

  it('loaded as a module, the entry adds Atoll alone to the window', async () => {
    const probe = await pages.open('/module-script', {
      beforeGoto: async (page) => {
        await page.addInitScript((before) => {
          Object.defineProperty(window, before, { value: Object.getOwnPropertyNames(window) })
        }, BEFORE)
        await routePage(
          page,
          '/module-script',
          `<div data-block="accordion" data-hydrate="load" id="faq">${ACCORDION}</div>`,
        )
      },
    })
    await probe.page.waitForSelector('#faq[data-island-state=mounted]')
    expect(await addedGlobals(probe.page)).toEqual(['Atoll'])
  })

  it('an unknown data-hydrate is said in one warning, and the block mounts at its kind default', async () => {
    const body = `<div data-block="accordion" data-hydrate="never" id="faq">${ACCORDION}</div>
<div data-block="accordion" data-hydrate="visble" id="more">${ACCORDION}</div>`
    const probe = await pages.open('/unknown-moment', {
      beforeGoto: (page) => routePage(page, '/unknown-moment', body),
    })
    const { page } = probe
    await page.waitForSelector('#faq[data-island-state=mounted]')
    await page.waitForSelector('#more[data-island-state=mounted]')
    const moments = 'load, idle, visible, interaction'
    await expect
      .poll(() =>
        probe.consoleMessages
          .filter(({ type }) => type === 'warning')
          .map(({ text }) => text)
          .sort(),
      )
      .toEqual([
        `[atoll:accordion] #faq: data-hydrate="never" is not a moment (${moments}): mounted at its default, visible`,
        `[atoll:accordion] #more: data-hydrate="visble" is not a moment (${moments}): mounted at its default, visible; did you mean \`visible\`?`,
      ])
  })

  it('an unknown kind close to a known one asks "did you mean", in its one error', async () => {
    const body = `<div data-block="acordion" data-hydrate="load" id="faq">${ACCORDION}</div>
<div data-block="galery-slideshow" data-hydrate="load" id="far"><p>Photos</p></div>`
    const probe = await pages.open('/unknown-kind', {
      beforeGoto: async (page) => {
        await page.addInitScript(() =>
          document.addEventListener('atoll:island-error', (event) =>
            ((window as unknown as { reported: string[] }).reported ??= []).push(
              ((event as CustomEvent).detail.error as Error).message,
            ),
          ),
        )
        await routePage(page, '/unknown-kind', body)
      },
    })
    const meant =
      '[atoll:acordion] #faq: Unable to load module for trigger: unknown block kind: did you mean `accordion`?'
    const far = '[atoll:galery-slideshow] #far: Unable to load module for trigger: unknown block kind'
    probe.expectConsoleError(meant, 1)
    probe.expectConsoleError(far, 1)
    const { page } = probe
    await expect.poll(() => page.getAttribute('#faq', 'data-island-state')).toBe('failed')
    await expect.poll(() => page.getAttribute('#far', 'data-island-state')).toBe('failed')
    expect(probe.consoleErrors.sort()).toEqual([meant, far].sort())
    expect((await page.evaluate(() => (window as unknown as { reported: string[] }).reported)).sort()).toEqual([
      'unknown block kind',
      'unknown block kind: did you mean `accordion`?',
    ])
    expect(probe.consoleMessages.filter(({ type }) => type === 'warning')).toEqual([])
  })

  it('a server rendering whose key does not match is said in one warning and redrawn keeping what the visitor typed', async () => {
    const { page, consoleMessages } = await pages.open('/contact', {
      beforeGoto: async (page) => {
        // The template changed the block's settings after the server rendered the form.
        await page.route(new URL('/contact', baseUrl()).href, async (route) => {
          const response = await route.fetch()
          const html = (await response.text()).replace(
            '&quot;submitButtonText&quot;:&quot;Send message&quot;',
            '&quot;submitButtonText&quot;:&quot;Send it now&quot;',
          )
          await route.fulfill({ response, body: html })
        })
        // The island's chunk waits until the visitor has typed into the server's form.
        let release!: () => void
        const typed = new Promise<void>((resolve) => {
          release = resolve
        })
        await page.exposeFunction('__typed', () => release())
        await page.route(/\/atoll\/form-[a-z0-9]+\.js$/, async (route) => {
          await typed
          await route.continue()
        })
      },
    })
    const rendered = await page.getAttribute('#contact-form > [data-atoll-rendered]', 'data-atoll-rendered')
    expect(rendered).toMatch(/^\d+\.\d+\.\d+-[0-9a-z]+$/)
    await page.fill('#contact-form-email', 'ada@example.com')
    await page.fill('#contact-form-message', 'Two sourdough loaves on Saturday, please.')
    await page.selectOption('#contact-form-topic', 'Feedback')
    await page.evaluate(() => (window as unknown as { __typed(): void }).__typed())
    await page.waitForSelector('#contact-form[data-island-state=mounted]')

    const warnings = consoleMessages.filter(({ type, text }) => type === 'warning' && text.includes('rendering'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.text).toMatch(
      new RegExp(
        `^\\[atoll:form\\] #contact-form: the server's rendering \\(key ${rendered!.replaceAll('.', '\\.')}\\) is not of this block's settings, page context and version \\(key \\d+\\.\\d+\\.\\d+-[0-9a-z]+\\): drawn afresh, keeping what the visitor typed$`,
      ),
    )
    // Drawn afresh from the block's settings, with what the visitor typed and chose.
    expect(await page.locator('#contact-form [data-atoll-rendered]').count()).toBe(0)
    expect(await page.textContent('#contact-form button[type=submit]')).toBe('Send it now')
    expect(await page.inputValue('#contact-form-email')).toBe('ada@example.com')
    expect(await page.inputValue('#contact-form-message')).toBe('Two sourdough loaves on Saturday, please.')
    expect(await page.inputValue('#contact-form-topic')).toBe('Feedback')
    // What the visitor left alone keeps the fresh draw's own value.
    expect(await page.inputValue('#contact-form-website')).toBe('')
    // The island's state followed: the message's count is what the field holds.
    expect(await page.textContent('#contact-form-message-counter')).toBe('41 / 500')
  })
})
