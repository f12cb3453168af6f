// Typing latency in the demo's contact form: INP while a visitor types, on a throttled CPU.
//
// `npm run bench` measures INP for one tap per page; typing is where a form's rendering shows (each
// keystroke is an interaction, and a form that redraws itself on input pays for it on every one).
// This types 20 characters into the contact form's text field ("Order reference") and then into
// its counted textarea ("Message", whose counter follows each keystroke), each in a fresh page,
// and records the longest interaction of each, as web-vitals counts INP on a page with few
// interactions, and the script time the keystrokes cost (steadier than INP on a shared machine,
// where another process's work lands in an interaction's input delay). A benchmark, not a test: it
// prints the medians and fails only when it cannot measure.
//
//   npm run build && npx tsx scripts/bench-typing.ts [--runs 3] [--cpu 4] [--dist dist]

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type Browser, type CDPSession, chromium } from 'playwright-core'
import { startDemoServer } from '../demo-site/server/server.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/chromium.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** What is typed: 20 characters, as a visitor would type a short answer. */
export const TYPED = 'Sourdough for twelve'

/** The fields typed into, by DOM id (the block's id, then the field's). */
const FIELDS = {
  text: '#contact-form-reference',
  textarea: '#contact-form-message',
} as const
type FieldName = keyof typeof FIELDS

/** Installed before any page script: every interaction's longest event duration, by interaction id. */
const OBSERVE_INTERACTIONS = `(() => {
  window.__interactions = {};
  const record = (e) => {
    if (e.interactionId) window.__interactions[e.interactionId] = Math.max(window.__interactions[e.interactionId] ?? 0, e.duration);
  };
  new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type: 'first-input', buffered: true });
})()`

/** Two frames and a moment: the last keystroke's next paint, then its event timing entry. */
const SETTLE = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))'

/** One run's figures, ms. */
interface Typed {
  /** The longest interaction (INP as web-vitals counts it on a page with few interactions); 0: none reached 16 ms. */
  inp: number
  /**
   * The main thread's script time over the 20 keystrokes (Chromium's ScriptDuration): the page's own
   * work, which another process on a loaded machine delays but does not add to, unlike INP's input delay.
   */
  script: number
}

const scriptMs = async (cdp: CDPSession) => {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000
}

/** One run: the contact page loaded at full speed, then `field` typed into at `cpu` times slower. */
async function typeOnce(browser: Browser, url: string, field: FieldName, cpu: number): Promise<Typed> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    await context.addInitScript({ content: OBSERVE_INTERACTIONS })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction('!!window.Atoll')
    await page.evaluate('window.Atoll.ready')
    // Focus wakes the form (it hydrates on interaction); the typing starts once its island is mounted.
    const input = page.locator(FIELDS[field])
    await input.scrollIntoViewIfNeeded()
    await input.focus()
    await page.locator('#contact-form[data-island-state=mounted]').waitFor({ state: 'attached' })
    await page.evaluate(SETTLE)
    // Only the typing counts: what loading and focusing did is left out.
    await page.evaluate('window.__interactions = {}')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    const scriptBefore = await scriptMs(cdp)
    await page.keyboard.type(TYPED, { delay: 50 })
    await page.evaluate(SETTLE)
    const script = (await scriptMs(cdp)) - scriptBefore
    const typed = await input.inputValue()
    if (!typed.endsWith(TYPED)) throw new Error(`${FIELDS[field]} holds ${JSON.stringify(typed)}`)
    const inp = (await page.evaluate('Math.max(0, ...Object.values(window.__interactions))')) as number
    return { inp, script: Math.round(script) }
  } finally {
    await context.close().catch(() => {})
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      cpu: { type: 'string', default: '4' },
      dist: { type: 'string' },
    },
  })
  const runs = Number(values.runs)
  const cpu = Number(values.cpu)
  const dataDir = mkdtempSync(join(tmpdir(), 'atoll-bench-typing-'))
  const server = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: resolve(ROOT, values.dist ?? 'dist'),
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await server.precompressed
    const url = new URL('/contact', server.url).href
    console.log(`bench-typing: ${JSON.stringify(TYPED)} (${TYPED.length} characters), CPU ${cpu}x, ${runs} run(s)`)
    for (const field of Object.keys(FIELDS) as FieldName[]) {
      const figures: Typed[] = []
      for (let i = 0; i < runs; i++) figures.push(await typeOnce(browser, url, field, cpu))
      const inp = figures.map((figure) => figure.inp)
      const script = figures.map((figure) => figure.script)
      console.log(
        `  ${field} ${FIELDS[field]}: INP median ${median(inp)} ms (runs: ${inp.join(', ')}); script median ${median(script)} ms (runs: ${script.join(', ')})`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
