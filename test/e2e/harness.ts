import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import type { Browser, BrowserContext, Frame, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
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
 * The demo pages, as the index links to them: a page added there is tested by the files that read
 * this list. The server's own record pages (`/inbox`) are not demo pages.
 */
export async function linkedPages(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/`)).text()
  const hrefs = [...index.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '')
  return ['/', ...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/inbox')))]
}

/**
 * Launches the system Chromium; the tests never download a browser.
 * @default executablePath process.env.CHROMIUM_PATH, else /usr/bin/chromium
 */
async function launchBrowser(): Promise<Browser> {
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

/** What a test declares it expects: the exact text (a string) or a pattern, and how many times. */
export interface Expected {
  pattern: RegExp | string
  /** Exactly this many messages match; `'any'`: none or more. @default at least one */
  times?: number | 'any'
}

/** A page opened in a fresh browser context, with everything it logged and fetched from the start. */
export interface PageProbe {
  page: Page
  context: BrowserContext
  /** The navigation's response, for its status and headers. */
  response: Response | null
  /** Tags every request of this context (the `x-atoll-probe` header), so {@link PageProbe.inbox} sees only them. */
  id: string
  /** Console errors of every page of the context, policy reports apart (see {@link PageProbe.cspViolations}). */
  consoleErrors: string[]
  consoleMessages: { type: string; text: string }[]
  /** Uncaught exceptions and unhandled rejections of every page of the context. */
  pageErrors: string[]
  /** Every request URL, in order. */
  requests: string[]
  /** `securitypolicyviolation` events of every document the context loaded, then the console's policy reports. */
  cspViolations(): Promise<string[]>
  /** What the server received from this probe's context, oldest first. */
  inbox(kind?: string): Promise<InboxRecord[]>
  /**
   * Declares a console error this test expects (a string: the exact text). The test fails if no
   * console error matches it (or not `times` of them), and on any console error nothing declared.
   */
  expectConsoleError(pattern: RegExp | string, times?: Expected['times']): void
  /** Declares an uncaught page error (`Name: message`) this test expects, as {@link PageProbe.expectConsoleError}. */
  expectPageError(pattern: RegExp | string, times?: Expected['times']): void
  /** Declares a policy violation this test expects, as {@link PageProbe.expectConsoleError}. */
  expectCspViolation(pattern: RegExp | string, times?: Expected['times']): void
  /**
   * What breaks the page's promises: a policy violation, a page error or a console error the test
   * did not declare, and a declared one that did not come. Empty when the page behaved.
   */
  unexpected(): Promise<string[]>
  /** Closes the context; {@link PageProbe.unexpected} still answers from what was seen until then. */
  close(): Promise<void>
}

const VIOLATIONS_KEY = '__atollCspViolations'

/** Chromium reports a blocked load or inline code in the console too, in these words. */
const POLICY_MESSAGE = /Content Security Policy/

/**
 * Opens `path` of the demo site in a new browser context (fresh cookies and storage) and waits for
 * `load`. Prefer {@link usePages}, which also fails the test on what {@link PageProbe.unexpected} finds.
 */
async function openPage(browser: Browser, path: string, options: OpenPageOptions = {}): Promise<PageProbe> {
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
  const reported: string[] = []
  const logged: string[] = []
  const expected = { console: [] as Expected[], page: [] as Expected[], csp: [] as Expected[] }
  let closed = false

  context.on('request', (request) => requests.push(request.url()))
  context.on('console', (message) => {
    const text = message.text()
    consoleMessages.push({ type: message.type(), text })
    if (POLICY_MESSAGE.test(text)) logged.push(text)
    else if (message.type() === 'error') consoleErrors.push(text)
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    pageErrors.push(`${error.name}: ${error.message}`)
  })
  // Injected through the debugging protocol, so the page's own policy does not block it. Kept on the
  // page, not sent through a binding: a binding's page-side code breaks the tests' fake clocks. The
  // console's reports of enforced policies outlive a navigation; the events are read before closing.
  await context.addInitScript((key: string) => {
    // A window opened blank and then loaded keeps its global: the script runs in it twice.
    if (key in window) return
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
  // A run as on another day (scripts/as-on.mjs): the page's clock is the tests' moved one, running.
  if (process.env.ATOLL_CLOCK_OFFSET_MS) await context.clock.install({ time: Date.now() })
  await options.beforeGoto?.(page, context)
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' })

  /** Takes the page's policy events so far (those of a document navigated away from are lost). */
  async function readReports(): Promise<void> {
    if (closed || page.isClosed()) return
    const events = await page
      .evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], VIOLATIONS_KEY)
      .catch(() => [] as string[])
    reported.splice(0, reported.length, ...events)
  }
  const declare = (list: Expected[]) => (pattern: RegExp | string, times?: Expected['times']) => {
    list.push(times === undefined ? { pattern } : { pattern, times })
  }
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
      await readReports()
      return [...reported, ...logged]
    },
    inbox: (kind) => fetchInbox({ kind, probe: id }),
    expectConsoleError: declare(expected.console),
    expectPageError: declare(expected.page),
    expectCspViolation: declare(expected.csp),
    async unexpected() {
      await readReports()
      return [
        ...unmatched('policy violation', [...reported, ...logged], expected.csp),
        ...unmatched('page error', pageErrors, expected.page),
        ...unmatched('console error', consoleErrors, expected.console),
      ]
    },
    async close() {
      await readReports()
      closed = true
      await context.close()
    },
  }
}

/** Each message no declaration covers, and each declaration not met as declared. */
export function unmatched(kind: string, messages: readonly string[], declared: readonly Expected[]): string[] {
  const matches = (pattern: RegExp | string, text: string) =>
    typeof pattern === 'string' ? text === pattern : pattern.test(text)
  const problems = messages
    .filter((text) => !declared.some(({ pattern }) => matches(pattern, text)))
    .map((text) => `unexpected ${kind}: ${text}`)
  for (const { pattern, times } of declared) {
    const count = messages.filter((text) => matches(pattern, text)).length
    if (times === 'any') continue
    if (times === undefined ? count === 0 : count !== times)
      problems.push(`expected ${kind} ${String(pattern)} ${times ?? 'at least 1'} time(s), saw ${count}`)
  }
  return problems
}

async function fetchInbox(filters: { kind?: string | undefined; probe?: string }): Promise<InboxRecord[]> {
  const url = new URL('/inbox.json', baseUrl())
  if (filters.kind !== undefined) url.searchParams.set('kind', filters.kind)
  if (filters.probe !== undefined) url.searchParams.set('probe', filters.probe)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url.pathname}${url.search} answered ${response.status}`)
  return (await response.json()) as InboxRecord[]
}

/**
 * Waits until the page's `feature` has run its start-up (its listeners are there: a click on a
 * `[data-logout]` before then is not heard). The runtime asks for the feature's chunk as it starts
 * the feature; importing the chunk again resolves once it is evaluated. The runtime calls `init` a
 * task after its own import settles (its timer is queued in the microtasks that follow the
 * evaluation, before any task runs), so the second of two tasks queued from here runs after it,
 * whichever of the two imports settled first.
 */
export async function featureReady(
  probe: PageProbe,
  target: Page | Frame = probe.page,
  feature = 'session',
): Promise<void> {
  const pattern = new RegExp(`/atoll/${feature}-[\\w-]+\\.js$`)
  await target.waitForFunction(() => window.Atoll)
  await expect.poll(() => probe.requests.some((url) => pattern.test(url))).toBe(true)
  const chunk = new URL(probe.requests.find((url) => pattern.test(url))!).pathname
  // A string, so that the test runner does not rewrite the page's import().
  await target.evaluate(
    `import(${JSON.stringify(chunk)}).then(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve))))`,
  )
}

/** One Chromium for a test file, and an `open` whose pages close after each test. */
export interface Pages {
  open(path: string, options?: OpenPageOptions): Promise<PageProbe>
}

/**
 * The browser set-up every browser-test file uses: launches Chromium before the file's tests, and
 * after each test closes its pages whatever its outcome and fails it on what any of them did that
 * it did not declare (a policy violation, a page error, a console error: {@link PageProbe.unexpected}).
 * @example
 * const pages = usePages()
 * it('...', async () => {
 *   const probe = await pages.open('/broken')
 *   probe.expectConsoleError('[atoll:nope] #x: Unable to load module for trigger: unknown block kind')
 * })
 */
export function usePages(): Pages {
  let browser: Browser | undefined
  const opened: PageProbe[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    const probes = opened.splice(0)
    const problems = (await Promise.all(probes.map((probe) => probe.unexpected()))).flat()
    await Promise.all(probes.map((probe) => probe.close()))
    if (problems.length > 0) throw new Error(`The page did what the test did not expect:\n${problems.join('\n')}`)
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
