import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import type { InboxRecord } from '../../demo-site/server/inbox.ts'

export type { InboxRecord }

/** The request header that ties what the server received to the page probe that sent it. */
export const PROBE_HEADER = 'x-atoll-probe'

/** The demo server's origin, without a trailing slash. */
export function baseUrl(): string {
  return inject('baseUrl')
}

/**
 * Launches the system Chromium; the tests never download a browser.
 * @default executablePath process.env.CHROMIUM_PATH, else /usr/bin/chromium
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it or set CHROMIUM_PATH.`)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

export interface OpenPageOptions {
  /** Emulates `prefers-reduced-motion: reduce`. @default false */
  reducedMotion?: boolean
  /** `false` opens the page as a browser without script does. @default true */
  javaScriptEnabled?: boolean
  /** @default { width: 1280, height: 720 } */
  viewport?: { width: number; height: number }
  /** Runs after the listeners are in place and before navigation: routes, cookies, clock, init scripts. */
  beforeGoto?: (page: Page, context: BrowserContext) => Promise<void>
}

/** A page opened in a fresh browser context, with everything it logged and fetched from the start. */
export interface PageProbe {
  page: Page
  context: BrowserContext
  /** The navigation's response, for its status and headers. */
  response: Response | null
  /** Tags every request of this context (the `x-atoll-probe` header), so {@link PageProbe.inbox} sees only them. */
  id: string
  consoleErrors: string[]
  consoleMessages: { type: string; text: string }[]
  pageErrors: string[]
  /** Every request URL, in order. */
  requests: string[]
  /** `securitypolicyviolation` events, then console messages that mention the policy. */
  cspViolations(): Promise<string[]>
  /** What the server received from this probe's context, oldest first. */
  inbox(kind?: string): Promise<InboxRecord[]>
  close(): Promise<void>
}

const VIOLATIONS_KEY = '__atollCspViolations'

/**
 * Opens `path` of the demo site in a new browser context (fresh cookies and storage) and waits for
 * `load`.
 * @example
 * const probe = await openPage(browser, '/accordion', { reducedMotion: true })
 * expect(await probe.cspViolations()).toEqual([])
 * await probe.close()
 */
export async function openPage(browser: Browser, path: string, options: OpenPageOptions = {}): Promise<PageProbe> {
  const id = randomUUID()
  const context = await browser.newContext({
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    viewport: options.viewport ?? { width: 1280, height: 720 },
    extraHTTPHeaders: { [PROBE_HEADER]: id },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  const consoleErrors: string[] = []
  const consoleMessages: { type: string; text: string }[] = []
  const pageErrors: string[] = []
  const requests: string[] = []

  context.on('request', (request) => requests.push(request.url()))
  // Injected through the debugging protocol, so the page's own policy does not block it.
  await context.addInitScript((key: string) => {
    const violations: string[] = []
    Object.defineProperty(window, key, { value: violations })
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || document.URL}:${event.lineNumber}`,
        ),
      true,
    )
  }, VIOLATIONS_KEY)

  const page = await context.newPage()
  page.on('console', (message) => {
    consoleMessages.push({ type: message.type(), text: message.text() })
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`))

  await options.beforeGoto?.(page, context)
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' })

  return {
    page,
    context,
    response,
    id,
    consoleErrors,
    consoleMessages,
    pageErrors,
    requests,
    async cspViolations() {
      const reported = await page.evaluate(
        (key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])],
        VIOLATIONS_KEY,
      )
      const logged = consoleMessages
        .filter((message) => message.text.includes('Content Security Policy'))
        .map((message) => message.text)
      return [...reported, ...logged]
    },
    inbox: (kind) => fetchInbox({ kind, probe: id }),
    close: () => context.close(),
  }
}

async function fetchInbox(filters: { kind?: string | undefined; probe?: string }): Promise<InboxRecord[]> {
  const url = new URL('/inbox.json', baseUrl())
  if (filters.kind !== undefined) url.searchParams.set('kind', filters.kind)
  if (filters.probe !== undefined) url.searchParams.set('probe', filters.probe)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url.pathname}${url.search} answered ${response.status}`)
  return (await response.json()) as InboxRecord[]
}

/** One Chromium for a test file, and an `open` whose pages close after each test. */
export interface Pages {
  open(path: string, options?: OpenPageOptions): Promise<PageProbe>
}

/**
 * The browser set-up every browser-test file needs: launches Chromium before the file's tests,
 * closes each test's pages after it whatever its outcome, and the browser after the file.
 * @example
 * const pages = usePages()
 * it('...', async () => { const { page } = await pages.open('/accordion') })
 */
export function usePages(): Pages {
  let browser: Browser | undefined
  const opened: PageProbe[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((probe) => probe.close()))
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    async open(path, options) {
      if (!browser) throw new Error('usePages: open() runs inside a test')
      const probe = await openPage(browser, path, options)
      opened.push(probe)
      return probe
    },
  }
}
