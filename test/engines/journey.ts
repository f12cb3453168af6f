import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import puppeteer from 'puppeteer-core'
import type { Browser } from 'puppeteer-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import WebDriver from 'webdriver'
import type { Engine } from './engines.ts'
import {
  assertInstalled,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  FIREFOX_PATH,
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
} from './engines.ts'
import type { ViewportName, Visit, WebDriverClient } from './visit.ts'
import { openVisit, puppeteerDriver, webDriverDriver } from './visit.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine a journeys project runs in. */
    engine: Engine
    /** The Xvfb display WebKit's windows open on (`:N`). */
    display: string
    /** The proxy every engine sends other hosts' requests to (test/engines/provider-proxy.ts). */
    proxyPort: number
  }
}

export interface OpenOptions {
  /** @default 'desktop' */
  viewport?: ViewportName
  /** Console and page errors the journey causes on purpose (exact text or a pattern). */
  expectErrors?: (string | RegExp)[]
}

export interface Journeys {
  readonly engine: Engine
  /** Opens a demo path in a fresh context of this file's engine; closed after the test. */
  open(path: string, options?: OpenOptions): Promise<Visit>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

interface WebKitDriver {
  port: number
  process: ChildProcess
}

/**
 * WebKitWebDriver on a free port, in the run's Xvfb display; it starts MiniBrowser per session. It
 * leads a process group of its own, so that {@link stopWebKitDriver} stops its windows with it.
 */
async function startWebKitDriver(): Promise<WebKitDriver> {
  const port = await freePort()
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: inject('display') },
    stdio: 'ignore',
    detached: true,
  })
  const deadline = Date.now() + 10_000
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return { port, process: child }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Stops a driver and the MiniBrowser windows it started. */
function stopWebKitDriver(driver: WebKitDriver): void {
  try {
    if (driver.process.pid !== undefined) process.kill(-driver.process.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/**
 * The set-up of a journeys file: one browser of the project's engine for the file (WebKit: one driver,
 * a window per visit), a fresh context per visit, and after each test axe on each visit's end state,
 * its visits closed, and the test failed on any axe violation or any console or page error it did not
 * declare.
 */
export function useJourneys(): Journeys {
  const engine = inject('engine')
  const base = inject('baseUrl')
  let browser: Browser | undefined
  let webkit: WebKitDriver | undefined
  const opened: { visit: Visit; expected: (string | RegExp)[] }[] = []

  const proxyPort = inject('proxyPort')
  const proxy = `127.0.0.1:${proxyPort}`
  beforeAll(async () => {
    assertInstalled(engine)
    // Each engine sends other hosts' requests to the proxy of fakes and accepts its certificate; the
    // loopback (the demo server) goes direct, as every engine does by default.
    if (engine === 'chromium')
      browser = await puppeteer.launch({
        browser: 'chrome',
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, `--proxy-server=http://${proxy}`],
        acceptInsecureCerts: true,
      })
    else if (engine === 'firefox')
      browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        acceptInsecureCerts: true,
        extraPrefsFirefox: {
          'network.proxy.type': 1,
          'network.proxy.http': '127.0.0.1',
          'network.proxy.http_port': proxyPort,
          'network.proxy.ssl': '127.0.0.1',
          'network.proxy.ssl_port': proxyPort,
        },
      })
    else webkit = await startWebKitDriver()
  })
  afterEach(async (context) => {
    const visits = opened.splice(0)
    // axe on each journey's end state, every rule and best practices, in every engine; a failed
    // journey's state is not the one it meant to reach.
    const inaccessible =
      context.task.result?.state === 'fail'
        ? []
        : (
            await Promise.all(
              visits.map(async ({ visit }) =>
                (
                  await visit
                    .axe()
                    .catch((error: Error) => [{ rule: 'axe did not run', impact: null, targets: [error.message] }])
                ).map((violation) => `axe ${violation.rule} (${violation.impact}) on ${violation.targets.join(', ')}`),
              ),
            )
          ).flat()
    const problems = visits.flatMap(({ visit, expected }) =>
      visit.errors.filter(
        (error) =>
          !expected.some((pattern) => (typeof pattern === 'string' ? error.endsWith(pattern) : pattern.test(error))),
      ),
    )
    await Promise.all(visits.map(({ visit }) => visit.close().catch(() => undefined)))
    if (problems.length > 0) throw new Error(`${engine}: the page reported errors:\n${problems.join('\n')}`)
    if (inaccessible.length > 0) throw new Error(`${engine}: axe found:\n${inaccessible.join('\n')}`)
  })
  afterAll(async () => {
    await browser?.close()
    if (webkit) stopWebKitDriver(webkit)
  })

  /**
   * A WebKit window. A driver that leaves a new session unanswered keeps the next ones waiting behind
   * it, so asking it again does not help: it is replaced by a new driver, asked once more. Each ask
   * has 20 s, well past a window's usual start, within the test's 60 s.
   */
  async function newWebKitSession(): Promise<WebDriverClient> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await WebDriver.newSession({
          hostname: '127.0.0.1',
          port: webkit!.port,
          logLevel: 'error',
          connectionRetryTimeout: 20_000,
          connectionRetryCount: 0,
          capabilities: {
            browserName: 'MiniBrowser',
            acceptInsecureCerts: true,
            // The driver speaks WebDriver classic only; without this the client asks for BiDi too.
            'wdio:enforceWebDriverClassic': true,
            // The proxy is MiniBrowser's own option: with the session's `proxy` capability instead,
            // WebKitWebDriver 2.50 leaves a new session unanswered (the second of a run, or the first).
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER_PATH,
              args: ['--automation', `--proxy=http://${proxy}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost'],
            },
          } as WebdriverIO.Capabilities,
        })) as unknown as WebDriverClient
      } catch (error) {
        if (attempt === 2) throw error
        stopWebKitDriver(webkit!)
        webkit = await startWebKitDriver()
      }
    }
  }

  return {
    engine,
    async open(path, options = {}) {
      const viewport = options.viewport ?? 'desktop'
      const errors: string[] = []
      let driver: Parameters<typeof openVisit>[1]
      if (browser) driver = await puppeteerDriver(browser, viewport, errors)
      else {
        if (!webkit) throw new Error('useJourneys: open() runs inside a test')
        driver = await webDriverDriver(await newWebKitSession(), viewport)
      }
      const visit = await openVisit(engine, driver, base, viewport, errors)
      opened.push({ visit, expected: options.expectErrors ?? [] })
      await visit.goto(path)
      return visit
    },
  }
}
