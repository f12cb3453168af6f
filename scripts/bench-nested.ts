import type { Browser } from 'playwright-core'

/**
 * The loader's worst case the bench keeps an eye on: 600 blocks nested in one another (a template
 * that nests a block in a block, 600 deep), mounted by one `Atoll.scan()` and then restored by
 * `Atoll.destroy()`, on the throttled CPU of the rest of the bench. Its figure is the longest task
 * of each phase; the budget is 200 ms (the loader yields to the browser every 40 ms, and a restore
 * copies each block once).
 */
export const NESTED_DEPTH = 600
export const NESTED_TASK_BUDGET_MS = 200

export interface NestedFigures {
  /** The longest task from the scan until every block is mounted, ms. */
  mount: number
  /** The longest task of `Atoll.destroy()`, ms. */
  restore: number
}

/** An accordion's server markup: each level holds one, so every block has work of its own to mount. */
const ACCORDION =
  '<div data-part="item"><h3><button type="button" data-part="trigger" aria-expanded="false">Question</button></h3><div data-part="panel" hidden>Answer</div></div>'

/** Page-side steps, as strings: a function handed to the page would carry what the compiler added. */
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = []
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask' })
})()`

const BUILD_NEST = (depth: number, markup: string) => `(() => {
  // Built with the DOM: the HTML parser flattens trees deeper than 512 elements.
  let inner
  for (let i = 0; i < ${depth}; i++) {
    const block = document.createElement('div')
    block.dataset.later = 'accordion'
    block.dataset.hydrate = 'load'
    block.innerHTML = ${JSON.stringify(markup)}
    if (inner) block.append(inner)
    inner = block
  }
  document.querySelector('main').append(inner)
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
})()`

const START_SCAN = `(() => {
  const begun = performance.now()
  for (const block of document.querySelectorAll('[data-later]')) block.dataset.block = block.dataset.later
  void window.Atoll.scan()
  return begun
})()`

const DESTROY = `(() => {
  const begun = performance.now()
  window.Atoll.destroy()
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(begun))))
})()`

/** Resolves once `condition` (an expression) holds, polled in the page (a string predicate would be an eval the page's policy refuses). */
const UNTIL = (condition: string) =>
  `new Promise((done) => { const check = () => (${condition}) ? done(true) : setTimeout(check, 50); check() })`

const LONGEST_SINCE = (from: number, to: number) =>
  `Math.max(0, ...window.__longTasks.filter((t) => t.startTime >= ${from} && t.startTime < ${to}).map((t) => t.duration))`

/** One run: the empty page at `url`, the nest built, scanned, mounted and destroyed at `cpuSlowdown`. */
export async function measureNested(browser: Browser, url: string, cpuSlowdown: number): Promise<NestedFigures> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.addInitScript(OBSERVE_LONG_TASKS)
    await page.goto(url, { waitUntil: 'load' })
    await page.evaluate(UNTIL('window.Atoll'))
    await page.evaluate('window.Atoll.ready')
    await page.evaluate(BUILD_NEST(NESTED_DEPTH, ACCORDION))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    const scanned = (await page.evaluate(START_SCAN)) as number
    await page.evaluate(UNTIL(`document.querySelectorAll('[data-island-state=mounted]').length === ${NESTED_DEPTH}`))
    const destroyed = (await page.evaluate(DESTROY)) as number
    const ended = (await page.evaluate('performance.now()')) as number
    if ((await page.evaluate('document.querySelectorAll("[data-island-state]").length')) !== 0)
      throw new Error('Atoll.destroy() left blocks marked')
    return {
      mount: Math.round((await page.evaluate(LONGEST_SINCE(scanned, destroyed))) as number),
      restore: Math.round((await page.evaluate(LONGEST_SINCE(destroyed, ended))) as number),
    }
  } finally {
    await context.close()
  }
}
