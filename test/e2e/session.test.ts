import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, featureReady, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { atollListeners, installLeakProbe } from './leak-probe.ts'

/** A published site's own hostname: routed to the demo server, so the editor redirect is not suppressed. */
const SITE = 'http://harbour.example'
const CONFIG = '/config/?frameUrl='

type Role = 'owner' | 'viewer'

/** Serves `host` from the demo server, cookies and all, as if the site lived there. */
async function routeHost(context: BrowserContext, host: string): Promise<void> {
  await context.route(`${host}/**`, async (route) => {
    const url = new URL(route.request().url())
    try {
      const response = await route.fetch({
        url: `${baseUrl()}${url.pathname}${url.search}`,
        headers: await route.request().allHeaders(),
        maxRedirects: 0,
      })
      await route.fulfill({ response })
    } catch {
      // The page went on (the redirect itself, a closed probe) before this request was answered.
    }
  })
}

/** Requests a marker, so that the order of `probe.requests` tells what happened before this point. */
async function mark(page: Page, name: string): Promise<void> {
  await page.evaluate((name) => fetch(`/favicon.svg?marker=${name}`).then(() => true), name)
}
const configRequests = (probe: PageProbe) => probe.requests.filter((url) => new URL(url).pathname === '/config/')

/**
 * Proves the page in `probe` was not redirected: Escape takes it to the configuration area with a
 * history entry of its own, and Back comes back to it. (A redirect replaces the page: Back would not.)
 */
async function stayed(probe: PageProbe, path: string, host = baseUrl()): Promise<void> {
  const { page } = probe
  await featureReady(probe)
  await page.keyboard.press('Escape')
  await page.waitForURL(`${host}${CONFIG}${encodeURIComponent(path)}`)
  await page.goBack()
  expect(page.url()).toBe(`${host}${path}`)
}

describe('session', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  /** Opens `path` on `host` (the demo server unless told), signed in as `role` when given. */
  async function open(
    path: string,
    { role, host = baseUrl(), ...options }: OpenPageOptions & { role?: Role; host?: string } = {},
  ): Promise<PageProbe> {
    probe = await pages.open(`${host}${path}`, {
      reducedMotion: true,
      ...options,
      beforeGoto: async (page, context) => {
        if (host !== baseUrl()) await routeHost(context, host)
        if (role) {
          await context.addCookies([
            { name: 'demo-role', value: role, url: host },
            { name: 'ss_lastid', value: 'atoll-demo', url: host },
          ])
        }
        await options.beforeGoto?.(page, context)
      },
    })
    return probe
  }

  describe('editor redirect', () => {
    it('sends a signed-in owner to /config/ with frameUrl; in its frame the page stays, and Escape reaches the configuration area', async () => {
      const { page } = await open('/session?tab=orders', { role: 'owner', host: SITE })
      await page.waitForURL(`${SITE}/config/?frameUrl=%2Fsession%3Ftab%3Dorders`)
      const frame = page.frame({ name: 'preview' })!
      await frame.waitForSelector('html[data-demo-ready]')
      await featureReady(probe!, frame)
      await frame.focus('[data-part=open-signup]')
      // In the backend, Escape closes the guide, then toggles the full-screen preview.
      const status = () => page.textContent('[data-part=status]')
      await page.keyboard.press('Escape')
      await expect.poll(status).toBe('guide closed')
      await page.keyboard.press('Escape')
      await expect.poll(status).toBe('full-screen preview')
      await page.keyboard.press('Escape')
      await expect.poll(status).toBe('framed preview')
      expect(frame.url()).toBe(`${SITE}/session?tab=orders`)
      expect(page.url()).toBe(`${SITE}/config/?frameUrl=%2Fsession%3Ftab%3Dorders`)
    })

    it('never redirects a viewer-only account', async () => {
      await stayed(await open('/session', { role: 'viewer', host: SITE }), '/session', SITE)
    })

    it('is suppressed by noredirect, for the rest of the session', async () => {
      const visit = await open('/session?noredirect', { role: 'owner', host: SITE })
      await featureReady(visit)
      await visit.page.goto(`${SITE}/shop`)
      await stayed(visit, '/shop', SITE)
    })

    it('is suppressed on localhost and on the loopback address the demo runs on', async () => {
      const { port } = new URL(baseUrl())
      for (const host of [`http://localhost:${port}`, baseUrl()]) {
        await stayed(await open('/session', { role: 'owner', host }), '/session', host)
        await probe!.close()
        probe = undefined
      }
    })
  })

  describe('Escape key', () => {
    it('signed in, goes to /config/ with frameUrl, but never while typing in a field', async () => {
      const visit = await open('/session', { role: 'owner' })
      const { page } = visit
      await featureReady(visit)
      await page.focus('#note-field')
      await page.keyboard.type('Two rye loaves')
      await page.keyboard.press('Escape')
      await mark(page, 'typed')
      await page.focus('[data-part=open-signup]')
      await page.keyboard.press('Escape')
      await page.waitForURL(`${baseUrl()}${CONFIG}%2Fsession`)
      const order = visit.requests.filter((url) => url.includes('marker=typed') || new URL(url).pathname === '/config/')
      expect(order.map((url) => new URL(url).pathname)).toEqual(['/favicon.svg', '/config/'])
    })

    it('anonymous, does nothing on a site without useEscapeKeyToLogin', async () => {
      const visit = await open('/shop')
      await featureReady(visit, visit.page, 'commerce')
      await visit.page.keyboard.press('Escape')
      await mark(visit.page, 'pressed')
      expect(configRequests(visit)).toEqual([])
      // The session feature is not even loaded for this visitor.
      expect(visit.requests.filter((url) => /\/atoll\/session-[a-z0-9]{8}\.js$/.test(url))).toEqual([])
    })

    it('anonymous with useEscapeKeyToLogin: cancels an open sign-up dialog, else goes to /config/', async () => {
      const visit = await open('/session')
      const { page } = visit
      await featureReady(visit)
      await page.click('[data-part=open-signup]')
      await page.focus('dialog[data-signup] button[value=join]')
      await page.keyboard.press('Escape')
      await page.waitForSelector('[data-part=signup-status] >> text=cancelled')
      expect(await page.evaluate(() => document.querySelector('dialog')!.open)).toBe(false)
      await mark(page, 'cancelled')
      expect(configRequests(visit)).toEqual([])
      await page.keyboard.press('Escape')
      await page.waitForURL(`${baseUrl()}${CONFIG}%2Fsession`)
    })
  })

  describe('logout', () => {
    it('Shift+Escape logs out once for quick repeated requests, clears ss_lastid, and the site root says Logout Successful', async () => {
      const visit = await open('/session', { role: 'owner' })
      const { page, context } = visit
      await featureReady(visit)
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      let first!: () => void
      const intercepted = new Promise<void>((resolve) => (first = resolve))
      let calls = 0
      await page.route('**/api/auth/Logout', async (route) => {
        calls++
        first()
        await released
        await route.continue()
      })
      await page.keyboard.press('Shift+Escape')
      await page.click('[data-part=logout]')
      await page.keyboard.press('Shift+Escape')
      await intercepted
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
      release()

      const notice = page.getByRole('alertdialog')
      await notice.waitFor()
      expect(await notice.getByRole('heading').textContent()).toBe('Logout Successful')
      expect(await notice.textContent()).toContain('You have been successfully logged out.')
      // The flag leaves the address once shown: a reload does not show the notice again.
      expect(page.url()).toBe(`${baseUrl()}/`)
      expect(calls).toBe(1)
      const logouts = await visit.inbox('auth')
      expect(logouts.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/auth/Logout'])
      const cookies = (await context.cookies()).map(({ name }) => name)
      expect(cookies).not.toContain('ss_lastid')
      expect(cookies).not.toContain('demo-role')
      await notice.getByRole('button', { name: 'Okay' }).click()
      await notice.waitFor({ state: 'detached' })
    })
  })

  describe('native app bridge', () => {
    /** The iOS container, played by the test: handlers that keep what the page sends. */
    const ios = async (page: Page): Promise<void> => {
      await page.addInitScript(() => {
        const sent: unknown[] = []
        const handler = { postMessage: (message: unknown) => sent.push(message) }
        Object.assign(window, { nativeSent: sent, webkit: { messageHandlers: { info: handler, dismiss: handler } } })
      })
    }
    type Sent = { id: string; name: string; data?: { url: string; title: string } }
    const sent = (page: Page) => page.evaluate(() => (window as unknown as { nativeSent: Sent[] }).nativeSent)
    const answer = (page: Page, message: Record<string, unknown>) =>
      page.evaluate((message) => window.postMessage({ type: 'atoll:native', ...message }, '*'), message)

    it('keeps requests pending until the native side resolves or rejects them', async () => {
      const visit = await open('/session?platform=mobile-app&container=ios', { beforeGoto: (page) => ios(page) })
      const { page } = visit
      await page.waitForSelector('html[data-mobile-app=ios]')
      await expect.poll(() => sent(page)).toHaveLength(1)
      const [info] = await sent(page)
      expect(info).toEqual({
        id: expect.any(String),
        name: 'info',
        data: { url: page.url(), title: 'Session · Atoll demo' },
      })
      await answer(page, { id: info!.id, result: { appVersion: '4.2' } })

      // Done asks the app to close the page; the link waits for the answer.
      const done = page.locator('[data-native-dismiss]')
      await done.click()
      await expect.poll(() => sent(page)).toHaveLength(2)
      const dismiss = (await sent(page))[1]!
      expect(dismiss).toEqual({ id: expect.any(String), name: 'dismiss' })
      expect(dismiss.id).not.toBe(info!.id)
      await mark(page, 'pending')
      expect(await done.getAttribute('aria-busy')).toBe('true')
      await answer(page, { id: dismiss.id, result: null })
      await page.waitForSelector('[data-native-dismiss]:not([aria-busy])')
      expect(page.url()).toBe(`${baseUrl()}/session?platform=mobile-app&container=ios`)

      // When the app refuses, the link does what it does in a browser.
      await done.click()
      await expect.poll(() => sent(page)).toHaveLength(3)
      await answer(page, { id: (await sent(page))[2]!.id, error: 'The root view cannot close' })
      await page.waitForURL(`${baseUrl()}/`)
      expect(visit.consoleMessages).toContainEqual({
        type: 'warning',
        text: '[atoll:session] The root view cannot close',
      })
    })

    it("logs 'mobile platform not correctly identified' when the container is unknown", async () => {
      const visit = await open('/session?platform=mobile-app')
      await featureReady(visit)
      await expect.poll(() => visit.consoleErrors).toEqual(['[atoll:session] mobile platform not correctly identified'])
      expect(await visit.page.getAttribute('html', 'data-mobile-app')).toBeNull()
      visit.expectConsoleError('[atoll:session] mobile platform not correctly identified', 1)
    })
  })

  it('leaves no listener behind after Atoll.destroy()', async () => {
    const visit = await open('/session', { role: 'owner', beforeGoto: (_, context) => installLeakProbe(context) })
    await featureReady(visit)
    expect(await atollListeners(visit.page, 'body')).toEqual(expect.arrayContaining(['keydown', 'click']))
    await visit.page.evaluate(() => window.Atoll!.destroy())
    expect(await atollListeners(visit.page, 'body')).toEqual([])
    await visit.page.keyboard.press('Escape')
    await mark(visit.page, 'destroyed')
    expect(configRequests(visit)).toEqual([])
  })
})
