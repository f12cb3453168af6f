// Measures what a visitor on a slow phone gets from each demo page, side by side in one run:
//
//   atoll    the islands build that ships (dist/, Preact)
//   eager    the same modules in one eager bundle (dist-eager/), the way a site without islands ships
//   react    the islands build on React 19 (dist-react/)
//   blocked  the page with the runtime blocked (/atoll/* aborted): plain HTML, the physical limit
//
// and, for Lighthouse alone, a control: the page whose /atoll/atoll.js is an empty module (no other
// bundle file), what any script tag costs in Lighthouse's model before a byte of runtime runs.
//
// Cold loads in Chromium with CPU and network throttled: JavaScript bytes (gzip, as the budgets count,
// and on the wire), requests, LCP, CLS, total blocking time, the longest task after the first paint
// (the page's, and the longest the runtime's own script made long), and INP (a tap on the page's
// first control), medians of several runs, with the ratios to Atoll. The CPU slow-down is calibrated
// to the machine (scripts/cpu.ts): Lighthouse mobile's 4x on a host as fast as its reference, less on
// a slower one, so the figures describe the page, not the machine. Then Lighthouse mobile on each
// page with and without the runtime (median of the same number of runs), and the budgets below,
// which fail the run when exceeded. Everything is written to bench-results/bench.json.
//
//   npm run bench                                  builds the three flavours, every demo page, 3 runs
//   npm run bench -- --runs 1 empty accordion      the fast mode: the named pages, one run each
//   npm run bench -- --no-lighthouse --no-build    the side-by-side figures alone, from the builds there
//   npm run bench -- --cpu-slowdown 4              a fixed CPU slow-down in place of the calibrated one
//
// Needs a Chromium: /usr/bin/chromium, or the path in CHROMIUM_PATH.

import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { launch as launchChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { listPages } from '../demo-site/server/pages.tsx'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { OUT_DIRS, SERVER_OUT_DIRS } from '../build/flavours.ts'
import type { Flavour } from '../build/flavours.ts'
import { startDemoServer } from '../demo-site/server/server.ts'
import type { DemoServer } from '../demo-site/server/server.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/chromium.ts'
import { measureNested, NESTED_DEPTH, NESTED_TASK_BUDGET_MS, type NestedFigures } from './bench-nested.ts'
import { cpuSlowdownFor, measureBenchmarkIndex, SLOWEST_INDEX } from './cpu.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PAGES_DIR = join(ROOT, 'demo-site', 'pages')
const RESULT_FILE = join(ROOT, 'bench-results', 'bench.json')

/** What is compared: a build served by its own demo server, or the shipped one with the runtime blocked. */
const VARIANTS = ['atoll', 'eager', 'react', 'blocked'] as const
type Variant = (typeof VARIANTS)[number]
const FLAVOUR_OF: Record<Variant, Flavour> = { atoll: 'preact', eager: 'eager', react: 'react', blocked: 'preact' }

/** The performance issue's budgets: the run fails when one is exceeded. */
const BUDGETS = {
  /** Lighthouse mobile performance score of every page with Atoll. */
  lighthouseMin: 98,
  /** Points Atoll may cost against the same page with the runtime blocked. */
  lighthouseGap: 2,
  /** Atoll's LCP against the blocked page's (Lighthouse's, else the bench's). */
  lcpSlack: 0.1,
  /** Atoll's JavaScript on the kitchen-sink page, gzip bytes. */
  kitchenSinkJsGzip: 50 * 1024,
  /** The eager bundle's JavaScript and blocking time, at least this many times Atoll's, on kitchen-sink. */
  eagerFactor: 5,
  /** React's JavaScript at least this many times Preact's, on pages that use the renderer. */
  reactFactor: 2,
  /**
   * The longest task after the first paint, up to the tap, that the runtime made long, in ms: none is
   * a long task. The page's own longest task is shown beside the blocked page's, not budgeted: a
   * large page's HTML makes tasks over 50 ms (style and layout, images) with no script at all.
   */
  longTaskMax: 50,
  /** Cumulative layout shift of every page with Atoll. */
  clsMax: 0,
} as const

const DEFAULT_RUNS = 3
const NAVIGATION_TIMEOUT_MS = 60_000
/** How long to wait for `window.Atoll` to appear once the page has loaded. */
const ATOLL_APPEAR_MS = 10_000
/** How long `Atoll.ready` may take before the run gives up waiting. */
const READY_CAP_MS = 15_000
/** Extra time after ready for late layout shifts and long tasks. */
const SETTLE_MS = 1_000
/** After ready, the network must be idle this long (no request in flight) before the figures are read. */
const QUIET_MS = 500
/** Starting or stopping the server or the browser. */
const STEP_CAP_MS = 30_000
/** A run that takes longer than this is abandoned (on top of the per-step timeouts). */
const RUN_CAP_MS = NAVIGATION_TIMEOUT_MS + ATOLL_APPEAR_MS + 2 * READY_CAP_MS + SETTLE_MS + 15_000

/** A mid-range phone on a slow 4G connection (the profile Lighthouse calls mobile slow 4G). */
const PROFILE = {
  device: {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  },
  network: {
    offline: false,
    latency: 150, // ms
    downloadThroughput: (1.6 * 1_000_000) / 8, // 1.6 Mbps in bytes per second
    uploadThroughput: (750 * 1_000) / 8, // 750 kbps in bytes per second
  },
  cacheDisabled: true,
} as const

const METRICS = [
  'jsGzip',
  'jsWire',
  'requests',
  'fcp',
  'lcp',
  'cls',
  'tbt',
  'longTask',
  'runtimeTask',
  'inp',
  'ready',
] as const
type Metric = (typeof METRICS)[number]
type Figures = Record<Metric, number | null>

interface RunResult extends Figures {
  /** How `Atoll.ready` ended: fulfilled, rejected, timeout, or missing when there is no `window.Atoll`. */
  readyState: string
  /** The script files fetched from the bundle. */
  scripts: string[]
  error?: string
}

interface LighthouseRun {
  score: number | null
  lcp: number | null
  tbt: number | null
  /** The host's BenchmarkIndex as Lighthouse measured it in this run. */
  benchmarkIndex?: number | null
  error?: string
}

/** How much the CPU is slowed, and why. */
interface CpuThrottling {
  /** The host's BenchmarkIndex, measured before the runs (median of 3). */
  benchmarkIndex: number
  /** The slow-down applied to every run, Lighthouse's included. */
  slowdown: number
  /** `calibrated` from the index, or `fixed` by --cpu-slowdown. */
  source: 'calibrated' | 'fixed'
}

interface LighthouseFigures {
  score: number | null
  lcp: number | null
  tbt: number | null
  runs: LighthouseRun[]
}

interface VariantResult {
  runs: RunResult[]
  median: Figures
  /** This variant's medians divided by Atoll's. */
  ratio: Partial<Record<Metric, number | null>>
  lighthouse?: LighthouseFigures
}

interface PageResult {
  page: string
  path: string
  variants: Partial<Record<Variant, VariantResult>>
  /**
   * Lighthouse on the page whose entry is an empty module: the cost of the script tag itself in its
   * simulation (the entry's request is sent from the navigation's commit task, which the simulation
   * then puts before it), which no runtime code can take away; the blocked page's request is never
   * sent, so it pays none of it.
   */
  emptyEntry?: LighthouseFigures
}

interface BudgetCheck {
  budget: string
  page: string
  value: string
  ok: boolean
}

// ---------------------------------------------------------------------------------------------------
// Browser-side code. Kept as plain strings: functions passed to the page are serialised, and anything
// a compiler adds to them (helpers, renamed identifiers) would not exist there.

/** Installed before any page script: records paints, shifts, long tasks and interactions from the start. */
const OBSERVERS_SCRIPT = `(() => {
  const m = { fcp: null, lcp: null, cls: 0, longTasks: [], bundleScripts: [], ready: null, tapAt: null, interactions: {} };
  Object.defineProperty(window, '__atollBench', { value: m });
  document.addEventListener('atoll:ready', () => { m.ready = performance.now(); }, { once: true });
  const observe = (type, onEntry, options) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { m.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) m.cls += e.value; });
  observe('longtask', (e) => { m.longTasks.push({ start: e.startTime, duration: e.duration }); });
  // The bundle's share of each long task: the scripts the long animation frames name (those of 5 ms
  // or more, with the style and layout they forced) whose file is under /atoll/.
  observe('long-animation-frame', (e) => {
    for (const s of e.scripts) {
      if (new URL(s.sourceURL || '/', location.href).pathname.startsWith('/atoll/')) m.bundleScripts.push({ start: s.startTime, duration: s.duration });
    }
  });
  // INP as web-vitals counts it on a page with few interactions: the longest interaction's duration.
  const interaction = (e) => { if (e.interactionId) m.interactions[e.interactionId] = Math.max(m.interactions[e.interactionId] ?? 0, e.duration); };
  observe('event', interaction, { durationThreshold: 16 });
  observe('first-input', interaction);
})()`

/** Resolves to how `Atoll.ready` settled, within the cap. */
const AWAIT_READY_SCRIPT = (capMs: number): string => `(async () => {
  const atoll = window.Atoll;
  if (!atoll) return 'missing';
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), ${capMs}));
  const settled = Promise.resolve(atoll.ready).then(() => 'fulfilled', () => 'rejected');
  return Promise.race([settled, timeout]);
})()`

/**
 * The point to tap for INP: the centre of the first control of a block that is on screen (a trigger,
 * a tab, a button that does not submit), else of the page's heading. The same point in every variant.
 */
const TAP_TARGET_SCRIPT = `(() => {
  const candidates = [...document.querySelectorAll('[data-block] [data-part=trigger], [data-block] [data-part=tab], [data-block] button:not([type=submit]), [data-block] input:not([type=hidden]), h1')];
  for (const element of candidates) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight) return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return { x: 10, y: 10 };
})()`

/**
 * Reads the figures. Total blocking time: for each long task, the part after first contentful paint
 * beyond 50 ms (as Lighthouse counts it). The longest task: the longest that ended after the first
 * contentful paint and began before the tap (the load's, not the interaction's; 0 when none reached
 * 50 ms). The runtime's longest: the longest of those that would not have been long without the
 * bundle's script in it (the task less that script is 50 ms or less). INP: the longest interaction;
 * 0 when none reached 16 ms.
 */
const READ_FIGURES_SCRIPT = `(() => {
  const m = window.__atollBench;
  const fcp = m.fcp ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  let tbt = 0;
  let longTask = 0;
  let runtimeTask = 0;
  for (const t of m.longTasks) {
    const end = t.start + t.duration;
    if (fcp === null || end <= fcp) continue;
    tbt += Math.max(0, end - Math.max(t.start, fcp) - 50);
    if (m.tapAt !== null && t.start >= m.tapAt) continue;
    longTask = Math.max(longTask, t.duration);
    let bundle = 0;
    for (const s of m.bundleScripts) bundle += Math.max(0, Math.min(end, s.start + s.duration) - Math.max(t.start, s.start));
    if (bundle > 0 && t.duration - bundle <= 50) runtimeTask = Math.max(runtimeTask, t.duration);
  }
  const inp = Math.max(0, ...Object.values(m.interactions));
  return { fcp, lcp: m.lcp, cls: m.cls, tbt: fcp === null ? null : tbt, longTask: fcp === null ? null : longTask, runtimeTask: fcp === null ? null : runtimeTask, inp, ready: m.ready, hasAtoll: !!window.Atoll };
})()`

// ---------------------------------------------------------------------------------------------------
// Arguments and pages

interface Args {
  runs: number
  pages: string[]
  lighthouse: boolean
  build: boolean
  /** A fixed CPU slow-down, in place of the calibrated one. */
  cpuSlowdown?: number
}

function parseArgs(args: string[]): Args {
  const parsed: Args = { runs: DEFAULT_RUNS, pages: [], lighthouse: true, build: true }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.slice('--runs='.length) : args[++i]
      parsed.runs = Number(value)
      if (!Number.isInteger(parsed.runs) || parsed.runs < 1)
        fail(`--runs needs a whole number of at least 1, got ${value}`)
    } else if (arg === '--cpu-slowdown' || arg.startsWith('--cpu-slowdown=')) {
      const value = arg.includes('=') ? arg.slice('--cpu-slowdown='.length) : args[++i]
      parsed.cpuSlowdown = Number(value)
      if (!(parsed.cpuSlowdown >= 1)) fail(`--cpu-slowdown needs a number of at least 1, got ${value}`)
    } else if (arg === '--lighthouse') {
      parsed.lighthouse = true
    } else if (arg === '--no-lighthouse') {
      parsed.lighthouse = false
    } else if (arg === '--no-build') {
      parsed.build = false
    } else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run bench -- [--runs N] [--cpu-slowdown X] [--no-lighthouse] [--no-build] [page ...]')
      process.exit(0)
    } else if (arg.startsWith('-')) {
      fail(`unknown option: ${arg}`)
    } else {
      parsed.pages.push(arg.replace(/^\//, '').replace(/\.(html|tsx)$/, ''))
    }
  }
  return parsed
}

/**
 * Pages the demo server renders from its data rather than from the pages folder: the blog, a post,
 * the search page and a product page (routes/content.ts, store-pages.tsx).
 */
const ROUTED_PAGES = ['blog', 'blog/harbour-loaf', 'search', 'store/sourdough-loaf']

/** The demo pages, `.tsx` and `.html` alike (demo-site/server/pages.tsx), but the index; then the routed ones. */
async function demoPages(): Promise<string[]> {
  const files = [...(await listPages(PAGES_DIR)).keys()].filter((name) => name !== 'index').sort()
  return [...files, ...ROUTED_PAGES]
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Builds the three flavours and the two servers, one after the other (each empties its own folder). */
function buildAll(): void {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite')
  for (const flavour of ['preact', 'eager', 'react'] as const) {
    console.log(`bench: building ${OUT_DIRS[flavour]}/`)
    const built = spawnSync(vite, ['build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ATOLL_FLAVOUR: flavour },
    })
    if (built.status !== 0) fail(`building ${OUT_DIRS[flavour]}/ failed`)
    // The demo renders the pages' islands with the flavour's own atoll/server (the eager bundle's is Preact's).
    if (flavour === 'eager') continue
    const server = spawnSync(vite, ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ATOLL_FLAVOUR: flavour },
    })
    if (server.status !== 0) fail(`building ${SERVER_OUT_DIRS[flavour]}/ failed`)
  }
}

// ---------------------------------------------------------------------------------------------------
// One run

/**
 * Counts requests, and sums what the page's scripts cost on the wire, from the DevTools protocol;
 * `quiet` resolves once no request has been in flight for `ms` (or at `capMs`).
 */
function trackNetwork(cdp: CDPSession): {
  read: () => { requests: number; jsWire: number; scripts: string[] }
  quiet: (ms: number, capMs: number) => Promise<void>
} {
  const requests = new Set<string>()
  const scripts = new Map<string, string>()
  const inFlight = new Set<string>()
  let lastChange = 0
  let jsWire = 0
  const settle = (id: string) => {
    inFlight.delete(id)
    lastChange = Date.now()
  }
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return
    requests.add(e.requestId)
    inFlight.add(e.requestId)
    lastChange = Date.now()
  })
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url)
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) jsWire += e.encodedDataLength
    settle(e.requestId)
  })
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId))
  const quiet = async (ms: number, capMs: number) => {
    const until = Date.now() + capMs
    while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastChange < ms)) {
      await sleep(50)
    }
  }
  return { read: () => ({ requests: requests.size, jsWire, scripts: [...scripts.values()] }), quiet }
}

async function throttle(cdp: CDPSession, cpuSlowdown: number): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: PROFILE.cacheDisabled })
  await cdp.send('Network.emulateNetworkConditions', { ...PROFILE.network })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}

async function waitForReady(page: Page): Promise<string> {
  const appeared = await page.waitForFunction('!!window.Atoll', undefined, { timeout: ATOLL_APPEAR_MS }).then(
    () => true,
    () => false,
  )
  if (!appeared) return 'missing'
  return (await page.evaluate(AWAIT_READY_SCRIPT(READY_CAP_MS))) as string
}

/** Gzip size of a bundle file, as the budgets count it, from the build folder it was served from. */
const gzipSizes = new Map<string, number>()
function gzipOf(distDir: string, url: string): number {
  const { pathname } = new URL(url)
  if (!pathname.startsWith('/atoll/')) return 0
  const file = join(distDir, pathname.slice('/atoll/'.length))
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0
    gzipSizes.set(file, size)
  }
  return size
}

async function measureOnce(
  browser: Browser,
  url: string,
  distDir: string,
  blocked: boolean,
  cpuSlowdown: number,
): Promise<RunResult> {
  const context = await browser.newContext({ ...PROFILE.device })
  try {
    await context.addInitScript({ content: OBSERVERS_SCRIPT })
    if (blocked) await context.route('**/atoll/**', (route) => route.abort('blockedbyclient'))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await throttle(cdp, cpuSlowdown)
    const network = trackNetwork(cdp)

    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS })
    const readyState = blocked ? 'missing' : await waitForReady(page)
    // Every variant's islands in, not only the load-time ones `ready` waits for: a slower flavour
    // would otherwise be measured with less of its JavaScript fetched.
    await network.quiet(QUIET_MS, READY_CAP_MS)
    await page.waitForTimeout(SETTLE_MS)
    const tap = (await page.evaluate(TAP_TARGET_SCRIPT)) as { x: number; y: number }
    await page.evaluate('window.__atollBench.tapAt = performance.now()')
    await page.mouse.click(tap.x, tap.y)
    // Two frames: the interaction's next paint, then its event timing entry.
    await page.evaluate(
      'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))',
    )

    const f = (await page.evaluate(READ_FIGURES_SCRIPT)) as {
      fcp: number | null
      lcp: number | null
      cls: number
      tbt: number | null
      longTask: number | null
      runtimeTask: number | null
      inp: number
      ready: number | null
      hasAtoll: boolean
    }
    const net = network.read()
    const scripts = net.scripts.filter((s) => new URL(s).pathname.startsWith('/atoll/'))
    return {
      jsGzip: scripts.reduce((sum, s) => sum + gzipOf(distDir, s), 0),
      jsWire: net.jsWire,
      requests: net.requests,
      fcp: round(f.fcp, 1),
      lcp: round(f.lcp, 1),
      cls: round(f.cls, 4),
      tbt: round(f.tbt, 1),
      longTask: round(f.longTask, 1),
      runtimeTask: round(f.runtimeTask, 1),
      inp: round(f.inp, 1),
      ready: f.hasAtoll ? round(f.ready, 1) : null,
      readyState: f.hasAtoll ? readyState : 'missing',
      scripts: scripts.map((s) => new URL(s).pathname.slice('/atoll/'.length)),
    }
  } finally {
    await context.close().catch(() => {})
  }
}

function round(value: number | null, digits: number): number | null {
  return value === null ? null : Number(value.toFixed(digits))
}

function withCap<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const cap = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, cap]).finally(() => clearTimeout(timer))
}

function failedRun(error: unknown): RunResult {
  const figures = Object.fromEntries(METRICS.map((m) => [m, null])) as Figures
  return { ...figures, readyState: 'error', scripts: [], error: message(error) }
}

const message = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error))

// ---------------------------------------------------------------------------------------------------
// Lighthouse

/**
 * Lighthouse mobile (its default: simulated slow 4G and, on its reference host, a 4x slower CPU),
 * performance only, with the bench's calibrated CPU slow-down.
 */
async function runLighthouse(port: number, url: string, blocked: boolean, cpuSlowdown: number): Promise<LighthouseRun> {
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      ...(blocked && { blockedUrlPatterns: ['*/atoll/*'] }),
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no report')
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
    const score = lhr.categories.performance?.score
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      lcp: round(lhr.audits['largest-contentful-paint']?.numericValue ?? null, 0),
      tbt: round(lhr.audits['total-blocking-time']?.numericValue ?? null, 0),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    }
  } catch (error) {
    return { score: null, lcp: null, tbt: null, error: message(error) }
  }
}

function lighthouseMedians(runs: LighthouseRun[]): LighthouseFigures {
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    runs,
  }
}

// ---------------------------------------------------------------------------------------------------
// Figures, budgets and output

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  const hi = sorted[mid] ?? 0
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2
}

function medians(runs: RunResult[]): Figures {
  const ok = runs.filter((r) => !r.error)
  return Object.fromEntries(METRICS.map((m) => [m, median(ok.map((r) => r[m]))])) as Figures
}

const ratio = (value: number | null | undefined, base: number | null | undefined): number | null =>
  typeof value === 'number' && typeof base === 'number' && base > 0 ? Number((value / base).toFixed(2)) : null

const fixed = (v: number | null | undefined, digits: number): string =>
  typeof v === 'number' ? v.toFixed(digits) : '-'
const times = (v: number | null | undefined): string => (typeof v === 'number' ? `${v.toFixed(1)}x` : '-')
const kb = (bytes: number | null | undefined): string => (typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : '-')

function tableRows(results: PageResult[]): string[][] {
  const rows: string[][] = []
  for (const { page, variants, emptyEntry } of results) {
    for (const variant of VARIANTS) {
      const v = variants[variant]
      if (!v) continue
      const m = v.median
      rows.push([
        variant === 'atoll' ? page : '',
        variant,
        kb(m.jsGzip),
        variant === 'atoll' ? '' : times(v.ratio.jsGzip),
        kb(m.jsWire),
        fixed(m.requests, 0),
        fixed(m.tbt, 0),
        variant === 'atoll' ? '' : times(v.ratio.tbt),
        fixed(m.longTask, 0),
        variant === 'blocked' ? '' : fixed(m.runtimeTask, 0),
        fixed(m.cls, 3),
        fixed(m.lcp, 0),
        variant === 'atoll' ? '' : times(v.ratio.lcp),
        m.inp === 0 ? '<16' : fixed(m.inp, 0),
        fixed(v.lighthouse?.score, 0),
        fixed(v.lighthouse?.lcp, 0),
      ])
    }
    if (emptyEntry) {
      // Lighthouse's columns alone: the control is not loaded in the side-by-side runs.
      const cells: Record<string, string> = {
        page: '',
        variant: 'empty entry',
        LH: fixed(emptyEntry.score, 0),
        'LH LCP ms': fixed(emptyEntry.lcp, 0),
      }
      rows.push(TABLE_HEADERS.map((header) => cells[header] ?? '-'))
    }
  }
  return rows
}

const TABLE_HEADERS = [
  'page',
  'variant',
  'JS KB gz',
  'x atoll',
  'JS KB wire',
  'requests',
  'TBT ms',
  'x atoll',
  'long ms',
  'runtime long ms',
  'CLS',
  'LCP ms',
  'x atoll',
  'INP ms',
  'LH',
  'LH LCP ms',
]

function printTable(results: PageResult[], runs: number): void {
  const rows = tableRows(results)
  const widths = TABLE_HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  console.log(
    `\nmedians of ${runs} cold load${runs === 1 ? '' : 's'} per page and variant (LH: Lighthouse mobile performance score)`,
  )
  console.log(line(TABLE_HEADERS))
  for (const row of rows) console.log(line(row))
}

/** The same table as Markdown, for docs/performance.md. */
function markdownTable(results: PageResult[]): string {
  const rows = tableRows(results)
  return [
    `| ${TABLE_HEADERS.join(' | ')} |`,
    `|${TABLE_HEADERS.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}

/** The issue's budgets, checked on what was measured; a budget with nothing to check is left out. */
function checkBudgets(results: PageResult[]): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const { page, variants, emptyEntry } of results) {
    const atoll = variants.atoll
    const blocked = variants.blocked
    if (!atoll) continue
    const score = atoll.lighthouse?.score
    if (atoll.lighthouse) {
      checks.push({
        budget: `Lighthouse >= ${BUDGETS.lighthouseMin}`,
        page,
        value: fixed(score, 0),
        ok: typeof score === 'number' && score >= BUDGETS.lighthouseMin,
      })
      const without = blocked?.lighthouse?.score
      if (typeof without === 'number') {
        checks.push({
          budget: `Lighthouse within ${BUDGETS.lighthouseGap} points of blocked`,
          page,
          value: `${fixed(score, 0)} vs ${without}`,
          ok: typeof score === 'number' && score >= without - BUDGETS.lighthouseGap,
        })
      }
    }
    const runtimeTask = atoll.median.runtimeTask
    if (typeof runtimeTask === 'number') {
      checks.push({
        budget: `no task over ${BUDGETS.longTaskMax} ms made long by the runtime`,
        page,
        value: `${fixed(runtimeTask, 0)} ms (the page's longest ${fixed(atoll.median.longTask, 0)}, blocked ${fixed(blocked?.median.longTask, 0)})`,
        ok: runtimeTask <= BUDGETS.longTaskMax,
      })
    }
    const cls = atoll.median.cls
    if (typeof cls === 'number') {
      checks.push({ budget: `CLS ${BUDGETS.clsMax}`, page, value: fixed(cls, 3), ok: cls <= BUDGETS.clsMax })
    }
    // Lighthouse's LCP is simulated, so steady from run to run; the bench's is the fallback.
    const lcp = atoll.lighthouse?.lcp ?? atoll.median.lcp
    const lcpBlocked = blocked?.lighthouse?.lcp ?? blocked?.median.lcp
    if (typeof lcp === 'number' && typeof lcpBlocked === 'number') {
      checks.push({
        budget: `LCP within ${BUDGETS.lcpSlack * 100}% of blocked`,
        page,
        value: `${fixed(lcp, 0)} vs ${fixed(lcpBlocked, 0)} ms${emptyEntry ? ` (an empty entry: ${fixed(emptyEntry.lcp, 0)})` : ''}`,
        ok: lcp <= lcpBlocked * (1 + BUDGETS.lcpSlack),
      })
    }
    if (page === 'kitchen-sink') {
      const js = atoll.median.jsGzip
      checks.push({
        budget: `Atoll JS <= ${kb(BUDGETS.kitchenSinkJsGzip)} KB gzip`,
        page,
        value: `${kb(js)} KB`,
        ok: typeof js === 'number' && js <= BUDGETS.kitchenSinkJsGzip,
      })
      const eager = variants.eager?.median
      if (eager) {
        for (const metric of ['jsGzip', 'tbt'] as const) {
          const mine = atoll.median[metric]
          const theirs = eager[metric]
          checks.push({
            budget: `islands ${BUDGETS.eagerFactor}x less ${metric === 'tbt' ? 'TBT' : 'JS'} than eager`,
            page,
            value: `${fixed(mine, 0)} vs ${fixed(theirs, 0)}`,
            ok: typeof mine === 'number' && typeof theirs === 'number' && mine * BUDGETS.eagerFactor <= theirs,
          })
        }
      }
    }
    // Only pages whose islands use the renderer differ between Preact and React.
    const react = variants.react
    if (react?.runs.some((r) => r.scripts.some((s) => s.startsWith('renderer-')))) {
      const mine = atoll.median.jsGzip
      const theirs = react.median.jsGzip
      checks.push({
        budget: `Preact ${BUDGETS.reactFactor}x less JS than React`,
        page,
        value: `${kb(mine)} vs ${kb(theirs)} KB`,
        ok: typeof mine === 'number' && typeof theirs === 'number' && mine * BUDGETS.reactFactor <= theirs,
      })
    }
  }
  return checks
}

function printBudgets(checks: BudgetCheck[]): void {
  console.log('\nbudgets')
  const width = Math.max(...checks.map((c) => c.budget.length), 6)
  const pageWidth = Math.max(...checks.map((c) => c.page.length), 4)
  for (const c of checks)
    console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.budget.padEnd(width)}  ${c.page.padEnd(pageWidth)}  ${c.value}`)
}

function describeProfile(cpu: CpuThrottling): string {
  const n = PROFILE.network
  const why =
    cpu.source === 'fixed' ? 'fixed' : `calibrated to this host's BenchmarkIndex of ${Math.round(cpu.benchmarkIndex)}`
  return (
    `${PROFILE.device.viewport.width}x${PROFILE.device.viewport.height} @${PROFILE.device.deviceScaleFactor}x, ` +
    `CPU /${cpu.slowdown} (${why}), ${n.latency} ms latency, ` +
    `${(n.downloadThroughput * 8) / 1e6} Mbps down, ${(n.uploadThroughput * 8) / 1e3} kbps up, cache disabled`
  )
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const available = await demoPages()
  const pages = args.pages.length > 0 ? args.pages : available
  if (pages.length === 0) fail(`No demo pages found in ${relative(process.cwd(), PAGES_DIR)}.`)
  const unknown = pages.filter((p) => !available.includes(p))
  if (unknown.length > 0) fail(`Unknown page: ${unknown.join(', ')}. Pages: ${available.join(', ') || '(none)'}`)
  const executablePath = CHROMIUM_PATH
  if (!existsSync(executablePath)) fail(`No Chromium at ${executablePath}: set CHROMIUM_PATH.`)

  if (args.build) buildAll()
  const flavours = [...new Set(VARIANTS.map((v) => FLAVOUR_OF[v]))]
  for (const flavour of flavours) {
    if (!existsSync(join(ROOT, OUT_DIRS[flavour], 'atoll.js')))
      fail(`${OUT_DIRS[flavour]}/atoll.js is missing: run the bench without --no-build.`)
  }

  const dataRoot = mkdtempSync(join(tmpdir(), 'atoll-bench-'))
  const servers = new Map<Flavour | 'empty-entry', DemoServer>()
  let browser: Browser | undefined
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined
  let failed = false
  try {
    for (const flavour of flavours) {
      const server = await withCap(
        startDemoServer({
          port: 0,
          host: '127.0.0.1',
          dataDir: join(dataRoot, flavour),
          distDir: join(ROOT, OUT_DIRS[flavour]),
          pagesDir: PAGES_DIR,
        }),
        STEP_CAP_MS,
        `starting the demo server for ${OUT_DIRS[flavour]}/`,
      )
      servers.set(flavour, server)
      // Served as a CDN would: every file already compressed before the first visit.
      await server.precompressed
    }
    if (args.lighthouse) servers.set('empty-entry', await startEmptyEntryServer(dataRoot))
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: STEP_CAP_MS })
    const cpu = await calibrate(browser, args.cpuSlowdown)
    console.log(
      `bench: ${pages.length} page(s) x ${VARIANTS.length} variants x ${args.runs} run(s), ${describeProfile(cpu)}, ${await chromiumVersion(executablePath)}`,
    )
    if (cpu.benchmarkIndex < SLOWEST_INDEX) {
      console.warn(
        `bench: this host (BenchmarkIndex ${cpu.benchmarkIndex}) is slower than the phone Lighthouse emulates: its figures overstate the page's cost.`,
      )
    }

    const urlOf = (variant: Variant, path: string) => new URL(path, servers.get(FLAVOUR_OF[variant])!.url).href
    const results: PageResult[] = []
    for (const page of pages) {
      const path = `/${page}`
      const runs = Object.fromEntries(VARIANTS.map((v) => [v, [] as RunResult[]])) as Record<Variant, RunResult[]>
      // Variants take turns, run after run, so a machine that slows down weighs on each alike.
      for (let i = 0; i < args.runs; i++) {
        for (const variant of VARIANTS) {
          const distDir = join(ROOT, OUT_DIRS[FLAVOUR_OF[variant]])
          const run = await withCap(
            measureOnce(browser, urlOf(variant, path), distDir, variant === 'blocked', cpu.slowdown),
            RUN_CAP_MS,
            `${path} ${variant} run ${i + 1}`,
          ).catch(failedRun)
          runs[variant].push(run)
          console.log(
            `  ${path} ${variant} run ${i + 1}/${args.runs}: ${run.error ? `error: ${run.error}` : `ready ${run.readyState}`}`,
          )
        }
      }
      const variants: PageResult['variants'] = {}
      for (const variant of VARIANTS) {
        if (runs[variant].every((r) => r.error)) failed = true
        variants[variant] = { runs: runs[variant], median: medians(runs[variant]), ratio: {} }
      }
      for (const variant of VARIANTS) {
        const v = variants[variant]!
        v.ratio = Object.fromEntries(METRICS.map((m) => [m, ratio(v.median[m], variants.atoll!.median[m])]))
      }
      results.push({ page, path, variants })
    }
    // The loader's worst case: 600 nested blocks, mounted and restored (scripts/bench-nested.ts).
    const nestedRuns: NestedFigures[] = []
    for (let i = 0; i < args.runs; i++) {
      const run = await withCap(
        measureNested(browser, urlOf('atoll', '/empty'), cpu.slowdown),
        RUN_CAP_MS,
        `${NESTED_DEPTH} nested blocks run ${i + 1}`,
      )
      nestedRuns.push(run)
      console.log(
        `  ${NESTED_DEPTH} nested blocks run ${i + 1}/${args.runs}: mount ${run.mount} ms, restore ${run.restore} ms`,
      )
    }
    const nested: NestedFigures = {
      mount: median(nestedRuns.map((run) => run.mount)) ?? 0,
      restore: median(nestedRuns.map((run) => run.restore)) ?? 0,
    }
    await browser.close()
    browser = undefined

    if (args.lighthouse) {
      chrome = await launchChrome({ chromePath: executablePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
      const port = chrome.port
      // Lighthouse's runs of one page and variant, logged as they end, and their medians.
      const measure = async (label: string, url: string, blocked: boolean): Promise<LighthouseFigures> => {
        const runs: LighthouseRun[] = []
        for (let i = 0; i < args.runs; i++) {
          const run = await runLighthouse(port, url, blocked, cpu.slowdown)
          runs.push(run)
          console.log(
            `  lighthouse ${label} run ${i + 1}/${args.runs}: ${run.error ? `error: ${run.error}` : run.score}`,
          )
        }
        return lighthouseMedians(runs)
      }
      for (const result of results) {
        for (const variant of ['atoll', 'blocked'] as const) {
          result.variants[variant]!.lighthouse = await measure(
            `${result.path} ${variant}`,
            urlOf(variant, result.path),
            variant === 'blocked',
          )
        }
        const control = new URL(result.path, servers.get('empty-entry')!.url).href
        result.emptyEntry = await measure(`${result.path} empty entry`, control, false)
      }
    }

    printTable(results, args.runs)
    const budgets = [
      ...checkBudgets(results),
      ...(['mount', 'restore'] as const).map((phase) => ({
        budget: `${NESTED_DEPTH} nested blocks: ${phase}'s longest task < ${NESTED_TASK_BUDGET_MS} ms`,
        page: 'empty',
        value: `${nested[phase]} ms (runs: ${nestedRuns.map((run) => run[phase]).join(', ')})`,
        ok: nested[phase] < NESTED_TASK_BUDGET_MS,
      })),
    ]
    printBudgets(budgets)
    if (budgets.some((b) => !b.ok)) failed = true

    mkdirSync(dirname(RESULT_FILE), { recursive: true })
    const output = {
      date: new Date().toISOString(),
      browser: { executablePath, version: await chromiumVersion(executablePath) },
      nestedBlocks: { depth: NESTED_DEPTH, longestTaskMs: nested, runs: nestedRuns },
      profile: { ...PROFILE, cpuSlowdown: cpu.slowdown },
      cpu,
      runsPerPage: args.runs,
      variants: Object.fromEntries(
        VARIANTS.map((v) => [
          v,
          v === 'blocked' ? `${OUT_DIRS.preact}/, /atoll/* aborted` : `${OUT_DIRS[FLAVOUR_OF[v]]}/`,
        ]),
      ),
      emptyEntry: 'Lighthouse only: /atoll/atoll.js an empty module, no other bundle file',
      units: {
        jsGzip: 'bytes (gzip -9 of the bundle files fetched)',
        jsWire: 'bytes (transferred, brotli)',
        fcp: 'ms',
        lcp: 'ms',
        cls: 'score',
        tbt: 'ms',
        longTask: 'ms (the longest task after the first paint, before the tap; 0: none of 50 ms)',
        runtimeTask:
          'ms (the longest of those the bundle made long: under 50 ms without its script, by the long animation frames; 0: none)',
        inp: 'ms (0: under 16)',
        ready: 'ms',
      },
      budgets: BUDGETS,
      checks: budgets,
      markdown: markdownTable(results),
      pages: results,
    }
    writeFileSync(RESULT_FILE, `${JSON.stringify(output, null, 2)}\n`)
    console.log(`\nwritten: ${relative(process.cwd(), RESULT_FILE)}`)
  } finally {
    if (browser) await withCap(browser.close(), STEP_CAP_MS, 'closing the browser').catch(() => {})
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => {})
    for (const server of servers.values())
      await withCap(server.close(), STEP_CAP_MS, 'closing a demo server').catch(() => {})
    rmSync(dataRoot, { recursive: true, force: true })
  }
  if (failed) {
    console.error('bench: a budget was exceeded or a variant had no successful run.')
    process.exitCode = 1
  }
}

/** The demo server of the Lighthouse control: its `/atoll/atoll.js` is an empty module, and nothing else is there. */
async function startEmptyEntryServer(dataRoot: string): Promise<DemoServer> {
  const distDir = join(dataRoot, 'empty-entry-dist')
  mkdirSync(distDir)
  writeFileSync(join(distDir, 'atoll.js'), '')
  return withCap(
    startDemoServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dataRoot, 'empty-entry'),
      distDir,
      pagesDir: PAGES_DIR,
    }),
    STEP_CAP_MS,
    'starting the demo server for the empty entry',
  )
}

/** The CPU slow-down for this run: the one asked for, else calibrated to the host (scripts/cpu.ts). */
async function calibrate(browser: Browser, fixedSlowdown: number | undefined): Promise<CpuThrottling> {
  const page = await browser.newPage()
  try {
    const benchmarkIndex = await measureBenchmarkIndex(page)
    return fixedSlowdown === undefined
      ? { benchmarkIndex, slowdown: cpuSlowdownFor(benchmarkIndex), source: 'calibrated' }
      : { benchmarkIndex, slowdown: fixedSlowdown, source: 'fixed' }
  } finally {
    await page.close()
  }
}

async function chromiumVersion(executablePath: string): Promise<string> {
  const answer = spawnSync(executablePath, ['--version'], { encoding: 'utf8' })
  return answer.stdout?.trim() || 'unknown'
}

// Exits explicitly so that nothing left open (a socket, a stuck page) keeps the process alive.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
