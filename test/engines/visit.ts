import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser, ElementHandle, HTTPRequest, Page } from 'puppeteer-core'
import type { InboxRecord } from '../../demo-site/server/inbox.ts'
import { PROBE_COOKIE } from '../../demo-site/server/routes/recorder.ts'
import { ENGINE_CRASH, type Engine } from './engines.ts'
import { moveClock } from '../../scripts/moved-date.mjs'

/**
 * One API over the three engines, so a journey is written once: puppeteer-core's `Page` for Chromium
 * and Firefox, a WebDriver classic session for WebKit. Elements are found in the page by role and
 * accessible name with Testing Library's queries (injected as axe is), the way a visitor names them.
 */

const require = createRequire(import.meta.url)
const TESTING_LIBRARY = await readFile(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
)
const AXE = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8')

/** How long a wait for the page lasts before the journey fails with what it waited for. */
export const WAIT_MS = 10_000

export const VIEWPORTS = {
  phone: { width: 390, height: 844, touch: true },
  desktop: { width: 1280, height: 800, touch: false },
} as const
export type ViewportName = keyof typeof VIEWPORTS

/** What a wait returns: its answer once it is truthy. */
type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>

/** A name as Testing Library matches it: the exact text, or a pattern. */
type Name = string | RegExp

/** How a journey points at an element: by role and name first, as a visitor would. */
export type Target =
  | { role: string; name?: Name; within?: string }
  | { label: Name; within?: string }
  | { text: Name; within?: string }
  | { css: string; within?: string }

export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Escape'
  | ' '
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'Backspace'

export interface AxeViolation {
  rule: string
  impact: string | null
  targets: string[]
}

export interface Visit {
  readonly engine: Engine
  readonly viewport: ViewportName
  /** The value that files what the server received from this visit under it (`inbox`). */
  readonly probe: string
  /** Navigates to a demo path and waits for `load` and, on a page with the runtime, `Atoll.ready`. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  back(): Promise<void>
  /** Runs `fn` in the page (it must not close over anything) and returns its serialisable result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Polls `fn` in the page until it returns a truthy value, which it returns (an element as `true`). */
  waitFor<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Truthy<Awaited<R>>>
  /** Waits until the target is in the page (and, for role queries, exposed to assistive technology). */
  find(target: Target): Promise<void>
  /** Whether the target is in the page now. */
  has(target: Target): Promise<boolean>
  /** Waits for the target to leave the page (or the accessibility tree). */
  gone(target: Target): Promise<void>
  /** A real pointer click at the target's centre, scrolled into view first. */
  click(target: Target): Promise<void>
  /** Focuses the target without a pointer, as a script or a label would. */
  focus(target: Target): Promise<void>
  press(key: Key): Promise<void>
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>
  /** Clicks the field, selects what it holds and types `text` over it. */
  fill(target: Target, text: string): Promise<void>
  /** Chooses an option of a native select by its label, as the browser's own picker does. */
  select(target: Target, label: string): Promise<void>
  /**
   * A swipe with one finger where the page has a touch screen (else a mouse drag) across the target's
   * visible part at half its height, from `from` to `to` of its width (0 its left edge, 1 its right):
   * a move a frame, as a hand makes them.
   */
  swipe(target: Target, from: number, to: number): Promise<void>
  /** Waits until the target's box holds still over two frames: a slide or a panel has ended its motion. */
  still(target: Target): Promise<void>
  /** The target's text as rendered (`innerText`), trimmed. */
  text(target: Target): Promise<string>
  /** The attribute's value on the target, null when absent. */
  attribute(target: Target, name: string): Promise<string | null>
  /** The accessible name (aria-label, else text) of the focused element, '' when none is focused. */
  focused(): Promise<string>
  /** What the demo server received from this visit, oldest first. */
  inbox(kind?: string): Promise<InboxRecord[]>
  /** Page errors and console errors the engine reported (Chromium and Firefox; WebDriver classic reports none). */
  readonly errors: string[]
  /** axe-core on the page as it is, every rule including best practices. */
  axe(): Promise<AxeViolation[]>
  /**
   * Holds back every request of the visit whose URL matches `pattern` until the returned release is
   * called, as a slow network would (an island's chunk, to act before it mounts). Chromium and Firefox
   * only: WebDriver classic, WebKit's protocol here, cannot intercept a request.
   */
  hold(pattern: RegExp): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** The in-page finder, given a target; Testing Library is on the page when it runs. */
function findInPage(target: Record<string, unknown>): Element | null {
  type Matcher = string | RegExp
  interface Queries {
    queryAllByRole(root: Element, role: string, options?: { name?: Matcher }): Element[]
    queryAllByLabelText(root: Element, text: Matcher): Element[]
    queryAllByText(root: Element, text: Matcher): Element[]
  }
  const queries = (window as unknown as { TestingLibraryDom: Queries }).TestingLibraryDom
  const matcher = (value: unknown): Matcher | undefined => {
    if (value === undefined) return undefined
    if (typeof value === 'string') return value
    const { source, flags } = value as { source: string; flags: string }
    return new RegExp(source, flags)
  }
  // An inert subtree (the page behind a modal, a dialog fading out) is out of the accessibility tree
  // and takes no click, but Testing Library's queries do not know inert: the first element outside one.
  const exposed = (elements: Element[]) => elements.find((element) => !element.closest('[inert]')) ?? null
  const root = typeof target.within === 'string' ? document.querySelector(target.within) : document.body
  if (!root) return null
  if (typeof target.css === 'string') return root.querySelector(target.css)
  if (typeof target.role === 'string') {
    const name = matcher(target.name)
    return exposed(queries.queryAllByRole(root, target.role, name === undefined ? {} : { name }))
  }
  if (target.label !== undefined) return exposed(queries.queryAllByLabelText(root, matcher(target.label) as Matcher))
  if (target.text !== undefined) return exposed(queries.queryAllByText(root, matcher(target.text) as Matcher))
  return null
}

/** A target as plain data for the page: a RegExp does not cross the protocol. */
function serialise(target: Target): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target }
  for (const key of ['name', 'label', 'text'] as const) {
    const value = out[key]
    if (value instanceof RegExp) out[key] = { source: value.source, flags: value.flags }
  }
  return out
}

function describe(target: Target): string {
  return JSON.stringify(target, (_, value) => (value instanceof RegExp ? String(value) : value))
}

/** The in-page name of the focused element: its label, else its text. */
function focusedName(): string {
  const element = document.activeElement
  if (!element || element === document.body) return ''
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
  return (
    element.getAttribute('aria-label') ??
    ((element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '').trim()
  )
}

async function axeInPage(): Promise<AxeViolation[]> {
  interface Axe {
    run(
      context: Document,
      options: unknown,
    ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>
  }
  const axe = (window as unknown as { axe: Axe }).axe
  // No preload: axe would fetch every stylesheet again, a cross-origin one (web fonts) included, which
  // the demo's connect-src refuses with a console error of the page's own. No frames: they are the
  // providers' pages, and axe's message to each (targeted at the page's origin) is an error in Firefox.
  const { violations } = await axe.run(document, { resultTypes: ['violations'], preload: false, iframes: false })
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/** The steps of a drag, a frame apart, so the engine sees a move and not a jump. */
function dragPath(x: number, y: number, dx: number, steps = 10): { x: number; y: number }[] {
  return Array.from({ length: steps }, (_, index) => ({ x: Math.round(x + (dx * (index + 1)) / steps), y }))
}

/** An animation frame of the page: a hand's moves come a frame apart, and a gesture library applies them on its frames. */
function frame(): Promise<unknown> {
  return new Promise((resolve) => requestAnimationFrame(resolve))
}

interface Driver {
  goto(url: string): Promise<void>
  reload(): Promise<void>
  back(): Promise<void>
  /** Runs a function's source with JSON arguments; a promise is awaited. */
  run<R>(fn: (...args: never[]) => unknown, args: unknown[]): Promise<R>
  /** Runs a script (a whole program, not a function), for the libraries. */
  inject(source: string): Promise<void>
  clickAt(target: Record<string, unknown>): Promise<boolean>
  press(key: Key): Promise<void>
  type(text: string): Promise<void>
  /** A drag by a finger where the page has a touch screen, else by the mouse. */
  swipe(x: number, y: number, dx: number, touch: boolean): Promise<void>
  hold(pattern: RegExp): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Opens a visit in a fresh context (cookies, storage) of the engine, at a viewport. */
export async function openVisit(
  engine: Engine,
  driver: Driver,
  base: string,
  viewport: ViewportName,
  errors: string[],
): Promise<Visit> {
  const probe = randomUUID()
  const url = (path: string) => new URL(path, base).href
  const libraries = async () => {
    const present = await driver.run<boolean[]>(() => ['TestingLibraryDom' in window, 'axe' in window], [])
    if (!present[0]) await driver.inject(TESTING_LIBRARY)
    return present[1] ?? false
  }
  const settle = async () => {
    await driver.run(
      () =>
        (window as unknown as { Atoll?: { ready: Promise<unknown> } }).Atoll?.ready.then(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
        ),
      [],
    )
    await libraries()
  }
  const poll = async <R>(what: string, check: () => Promise<R>): Promise<Awaited<R>> => {
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      // A check that meets a navigation (a link followed, a form posted) fails with the page it ran
      // in; the next one runs in the new page. A check that keeps failing fails the wait with its error.
      const value = await check().catch((error: unknown) => {
        // A crashed page answers nothing more: the wait ends at once.
        if (Date.now() > deadline || String(error).includes(ENGINE_CRASH)) throw error
        return undefined
      })
      if (value) return value as Awaited<R>
      if (Date.now() > deadline) throw new Error(`${engine}: waited ${WAIT_MS} ms for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  /** Runs `fn(element, ...rest)` on the target's element in the page; null when it is not there. */
  const onTarget = <R>(
    target: Target,
    fn: (element: Element, ...rest: never[]) => R | Promise<R>,
    ...rest: unknown[]
  ) =>
    driver.run<R>(
      // One function's source for the page: the finder and the step, with the target and arguments as data.
      new Function(
        't',
        'r',
        `const element = (${findInPage.toString()})(t); return element ? (${fn.toString()})(element, ...r) : null`,
      ) as (...args: never[]) => unknown,
      [serialise(target), rest],
    )
  const present = async (target: Target) => (await onTarget(target, () => true)) === true
  /** Present, in whatever page the visit is on now (a new page needs Testing Library again). */
  const presentNow = async (target: Target) => {
    await libraries()
    return present(target)
  }
  const found = async (target: Target) => {
    await poll(describe(target), () => presentNow(target))
  }

  // Tags every request of the visit: a first document of the origin sets the probe's cookie.
  await driver.goto(url('/empty'))
  await driver.run(
    (name: string, value: string) => {
      document.cookie = `${name}=${value}; path=/; SameSite=Lax`
    },
    [PROBE_COOKIE, probe],
  )

  const visit: Visit = {
    engine,
    viewport,
    probe,
    errors,
    async goto(path) {
      await driver.goto(url(path))
      await settle()
    },
    async reload() {
      await driver.reload()
      await settle()
    },
    async back() {
      await driver.back()
      await settle()
    },
    evaluate: (fn, ...args) => driver.run(fn as (...args: never[]) => unknown, args),
    waitFor(fn, ...args) {
      // An element found is a truthy answer, but no protocol returns a node the same way: it becomes true.
      const check = new Function(
        'a',
        `return Promise.resolve((${fn.toString()})(...a)).then((value) => (value instanceof Node ? true : value))`,
      ) as (...args: never[]) => unknown
      return poll(fn.toString().slice(0, 120), () => driver.run(check, [args])) as Promise<never>
    },
    find: found,
    async has(target) {
      await libraries()
      return present(target)
    },
    async gone(target) {
      await poll(`${describe(target)} to go`, async () => !(await presentNow(target)))
    },
    async click(target) {
      await found(target)
      if (!(await driver.clickAt(serialise(target)))) throw new Error(`${engine}: could not click ${describe(target)}`)
    },
    async focus(target) {
      await found(target)
      await onTarget(target, (element) => (element as HTMLElement).focus())
    },
    press: (key) => driver.press(key),
    type: (text) => driver.type(text),
    async fill(target, text) {
      await visit.click(target)
      await onTarget(target, (element) => (element as HTMLInputElement).select?.())
      if (text === '') await driver.press('Backspace')
      else await driver.type(text)
    },
    async select(target, label) {
      await found(target)
      await onTarget(
        target,
        (element, wanted: string) => {
          const select = element as HTMLSelectElement
          const option = [...select.options].find((candidate) => candidate.label.trim() === wanted)
          if (!option) throw new Error(`no option ${wanted}`)
          select.value = option.value
          select.dispatchEvent(new Event('input', { bubbles: true }))
          select.dispatchEvent(new Event('change', { bubbles: true }))
        },
        label,
      )
    },
    async swipe(target, from, to) {
      await found(target)
      const box = await onTarget<{ left: number; y: number; width: number }>(target, (element) => {
        element.scrollIntoView({ block: 'center' })
        const rect = element.getBoundingClientRect()
        const left = Math.max(rect.left, 0)
        const width = Math.min(rect.right, innerWidth) - left
        return { left, y: rect.top + rect.height / 2, width }
      })
      // Touch where the engine has a touch screen at this viewport (Chromium's phone emulation); a
      // mouse drag elsewhere, as that browser's visitor would (Firefox and WebKitGTK report none).
      const touch = await driver.run<boolean>(() => navigator.maxTouchPoints > 0, [])
      await driver.swipe(box.left + box.width * from, box.y, box.width * (to - from), touch)
    },
    async still(target) {
      await found(target)
      await poll(`${describe(target)} to hold still`, () =>
        onTarget<boolean>(target, async (element) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
          const box = () => JSON.stringify(element.getBoundingClientRect())
          const before = box()
          await frame()
          await frame()
          return box() === before
        }),
      )
    },
    async text(target) {
      await found(target)
      return onTarget<string>(target, (element) => (element as HTMLElement).innerText.trim())
    },
    async attribute(target, name) {
      await found(target)
      return onTarget<string | null>(target, (element, attribute: string) => element.getAttribute(attribute), name)
    },
    focused: () => driver.run<string>(focusedName, []),
    async inbox(kind) {
      const query = new URL('/inbox.json', base)
      query.searchParams.set('probe', probe)
      if (kind !== undefined) query.searchParams.set('kind', kind)
      const response = await fetch(query)
      if (!response.ok) throw new Error(`GET ${query.pathname} answered ${response.status}`)
      return (await response.json()) as InboxRecord[]
    },
    async axe() {
      if (!(await libraries())) await driver.inject(AXE)
      return driver.run<AxeViolation[]>(axeInPage, [])
    },
    hold: (pattern) => driver.hold(pattern),
    close: () => driver.close(),
  }
  return visit
}

// --- puppeteer-core: Chromium over the DevTools protocol, Firefox over WebDriver BiDi ---

const PUPPETEER_KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  // Puppeteer's CDP keyboard knows both names; its BiDi keyboard (Firefox) only the character.
  ' ': ' ',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  Home: 'Home',
  End: 'End',
  Backspace: 'Backspace',
}

/** A new browser context of a puppeteer browser, at the viewport. */
export async function puppeteerDriver(browser: Browser, viewport: ViewportName, errors: string[]): Promise<Driver> {
  const context = await browser.createBrowserContext()
  const page: Page = await context.newPage()
  // A run as on another day (scripts/as-on.mjs): every document's clock moved by the run's offset,
  // before its scripts run.
  const offset = Number(process.env.ATOLL_CLOCK_OFFSET_MS)
  if (offset) await page.evaluateOnNewDocument(moveClock, offset)
  const size = VIEWPORTS[viewport]
  // Firefox over BiDi sets the size alone; Chromium also emulates a touch screen for the phone.
  await page
    .setViewport({ width: size.width, height: size.height, hasTouch: size.touch, isMobile: size.touch })
    .catch(() => page.setViewport({ width: size.width, height: size.height }))
  page.on('pageerror', (error) => errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`)
  })
  const handleOf = async (target: Record<string, unknown>): Promise<ElementHandle<Element> | null> => {
    const handle = await page.evaluateHandle(findInPage, target)
    const element = handle.asElement() as ElementHandle<Element> | null
    if (!element) await handle.dispose()
    return element
  }
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    async reload() {
      await page.reload({ waitUntil: 'load' })
    },
    async back() {
      await page.goBack({ waitUntil: 'load' })
    },
    run: (fn, args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async inject(source) {
      await page.evaluate(source)
    },
    async clickAt(target) {
      const element = await handleOf(target)
      if (!element) return false
      await element.click()
      await element.dispose()
      return true
    },
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift')
        await page.keyboard.press('Tab')
        await page.keyboard.up('Shift')
      } else await page.keyboard.press(PUPPETEER_KEYS[key] as Parameters<Page['keyboard']['press']>[0])
    },
    async type(text) {
      await page.keyboard.type(text)
    },
    async swipe(x, y, dx, touch) {
      if (touch) {
        const touch = await page.touchscreen.touchStart(x, y)
        for (const point of dragPath(x, y, dx)) {
          await page.evaluate(frame)
          await touch.move(point.x, point.y)
        }
        await page.evaluate(frame)
        await touch.end()
        return
      }
      await page.mouse.move(x, y)
      await page.mouse.down()
      for (const point of dragPath(x, y, dx)) {
        await page.evaluate(frame)
        await page.mouse.move(point.x, point.y)
      }
      await page.evaluate(frame)
      await page.mouse.up()
    },
    async hold(pattern) {
      const held: HTTPRequest[] = []
      let released = false
      await page.setRequestInterception(true)
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return
        if (!released && pattern.test(request.url())) held.push(request)
        else void request.continue()
      })
      return async () => {
        released = true
        await Promise.all(held.splice(0).map((request) => request.continue()))
      }
    },
    async close() {
      await context.close()
    },
  }
}

// --- WebDriver classic: WebKitGTK's MiniBrowser through WebKitWebDriver ---

/** The WebDriver key codes (the spec's table) for the keys journeys press. */
const WEBDRIVER_KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  ' ': ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  Backspace: '\uE003',
}
const SHIFT = '\uE008'
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

/** The subset of the `webdriver` package's client that the journeys use. */
export interface WebDriverClient {
  navigateTo(url: string): Promise<unknown>
  refresh(): Promise<unknown>
  back(): Promise<unknown>
  executeScript(script: string, args: unknown[]): Promise<unknown>
  executeAsyncScript(script: string, args: unknown[]): Promise<unknown>
  elementClick(elementId: string): Promise<unknown>
  performActions(actions: object[]): Promise<unknown>
  releaseActions(): Promise<unknown>
  setWindowRect(x: number | null, y: number | null, width: number, height: number): Promise<unknown>
  deleteSession(): Promise<unknown>
}

/** WebKitWebDriver's words when the page's web process crashed or stopped answering. */
const PAGE_CRASH = /session deleted because of page crash or hang/

/**
 * The client, with a crash of the page named as such: the ask that meets it and every later one
 * (the driver then answers "invalid session id") fail with {@link ENGINE_CRASH}, the one failure
 * the WebKit journeys run again.
 */
export function crashAware(client: WebDriverClient): WebDriverClient {
  let crash: Error | undefined
  // An empty target: the client's own methods are read-only, and a proxy of them must return them as they are.
  return new Proxy({} as WebDriverClient, {
    get(_, name) {
      const value = Reflect.get(client, name)
      if (typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        if (crash) throw crash
        try {
          return await value.apply(client, args)
        } catch (error) {
          if (!PAGE_CRASH.test(String(error))) throw error
          crash = new Error(`${ENGINE_CRASH} (${(error as Error).message})`)
          throw crash
        }
      }
    },
  })
}

/** A new WebDriver session (a new MiniBrowser, so fresh cookies and storage), at the viewport. */
export async function webDriverDriver(session: WebDriverClient, viewport: ViewportName): Promise<Driver> {
  const client = crashAware(session)
  const size = VIEWPORTS[viewport]
  // The window's chrome (and a minimum width of its own) sits around the page: size the window so that
  // the page gets the viewport, as near as the window allows.
  await client.setWindowRect(0, 0, size.width, size.height)
  const inner = (await client.executeScript('return [innerWidth, innerHeight]', [])) as [number, number]
  await client.setWindowRect(0, 0, 2 * size.width - inner[0], 2 * size.height - inner[1])
  const keys = async (values: string[]) => {
    await client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          ...values.map((value) => ({ type: 'keyDown', value })),
          ...values.toReversed().map((value) => ({ type: 'keyUp', value })),
        ],
      },
    ])
    await client.releaseActions()
  }
  return {
    async goto(url) {
      await client.navigateTo(url)
    },
    async reload() {
      await client.refresh()
    },
    async back() {
      await client.back()
    },
    async run<R>(fn: (...args: never[]) => unknown, args: unknown[]) {
      const result = (await client.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))
           .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }))`,
        [],
      )) as { value?: R; error?: string }
      if (result.error !== undefined) throw new Error(result.error)
      return result.value as R
    },
    async inject(source) {
      // The script is the body of the driver's own function, which the page's policy does not govern
      // (an eval inside it would be refused by the demo's script-src).
      await client.executeScript(`${source}\n;return null`, [])
    },
    async clickAt(target) {
      const element = (await client.executeScript(
        `const element = (${findInPage.toString()})(arguments[0]); if (element) element.scrollIntoView({ block: 'center' }); return element`,
        [target],
      )) as Record<string, string> | null
      const id = element?.[ELEMENT_KEY]
      if (id === undefined) return false
      await client.elementClick(id)
      return true
    },
    async press(key) {
      await keys(key === 'Shift+Tab' ? [SHIFT, WEBDRIVER_KEYS.Tab] : [WEBDRIVER_KEYS[key]])
    },
    async type(text) {
      for (const character of text) await keys([character])
    },
    async swipe(x, y, dx, touch) {
      const pointerType = touch ? 'touch' : 'mouse'
      await client.performActions([
        {
          type: 'pointer',
          id: 'finger',
          parameters: { pointerType },
          actions: [
            { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            ...dragPath(x, y, dx).map((point) => ({
              type: 'pointerMove',
              duration: 16,
              x: point.x,
              y: point.y,
            })),
            { type: 'pause', duration: 16 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ])
      await client.releaseActions()
    },
    hold() {
      return Promise.reject(new Error('webkit: WebDriver classic cannot intercept a request'))
    },
    async close() {
      await client.deleteSession()
    },
  }
}
