// Measures what a visitor on a slow phone gets from each demo page: JavaScript bytes, requests, paint
// timings, layout shift, blocking time and the time until Atoll is ready. Cold loads in Chromium with
// CPU and network throttled, several runs per page, medians reported, so a change to the loader or an
// island shows up as numbers rather than impressions.
//
//   npm run bench                      every demo page except index, 5 runs each
//   npm run bench -- --runs 3 empty    the named pages only
//
// Needs a build (npm run build) and a Chromium: /usr/bin/chromium, or the path in CHROMIUM_PATH.

import { listPages } from '../demo-site/server/pages.tsx'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { startDemoServer } from '../demo-site/server/server.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/chromium.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DIST_DIR = join(ROOT, 'dist')
const PAGES_DIR = join(ROOT, 'demo-site', 'pages')
const RESULT_FILE = join(ROOT, 'bench-results', 'bench.json')

const DEFAULT_RUNS = 5
const NAVIGATION_TIMEOUT_MS = 60_000
/** How long to wait for `window.Atoll` to appear once the page has loaded. */
const ATOLL_APPEAR_MS = 2_000
/** How long `Atoll.ready` may take before the run gives up waiting. */
const READY_CAP_MS = 15_000
/** Extra time after ready for late layout shifts and long tasks. */
const SETTLE_MS = 1_000
/** Starting or stopping the server or the browser. */
const STEP_CAP_MS = 30_000
/** A run that takes longer than this is abandoned (on top of the per-step timeouts). */
const RUN_CAP_MS = NAVIGATION_TIMEOUT_MS + ATOLL_APPEAR_MS + READY_CAP_MS + SETTLE_MS + 15_000

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
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150, // ms
    downloadThroughput: (1.6 * 1_000_000) / 8, // 1.6 Mbps in bytes per second
    uploadThroughput: (750 * 1_000) / 8, // 750 kbps in bytes per second
  },
  cacheDisabled: true,
} as const

const METRICS = ['jsBytes', 'transferBytes', 'requests', 'fcp', 'lcp', 'cls', 'tbt', 'ready'] as const
type Metric = (typeof METRICS)[number]
type Figures = Record<Metric, number | null>

interface RunResult extends Figures {
  /** How `Atoll.ready` ended: fulfilled, rejected, timeout, or missing when there is no `window.Atoll`. */
  readyState: string
  error?: string
}

interface PageResult {
  page: string
  path: string
  runs: RunResult[]
  median: Figures
}

// ---------------------------------------------------------------------------------------------------
// Browser-side code. Kept as plain strings: functions passed to the page are serialised, and anything
// a compiler adds to them (helpers, renamed identifiers) would not exist there.

/** Installed before any page script: records paints, shifts and long tasks from the first moment. */
const OBSERVERS_SCRIPT = `(() => {
  const m = { fcp: null, lcp: null, cls: 0, longTasks: [], ready: null };
  Object.defineProperty(window, '__atollBench', { value: m });
  document.addEventListener('atoll:ready', () => { m.ready = performance.now(); }, { once: true });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { m.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) m.cls += e.value; });
  observe('longtask', (e) => { m.longTasks.push({ start: e.startTime, duration: e.duration }); });
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
 * Reads the figures. Total blocking time: for each long task, the part after first contentful paint
 * beyond 50 ms (as Lighthouse counts it).
 */
const READ_FIGURES_SCRIPT = `(() => {
  const m = window.__atollBench;
  const fcp = m.fcp ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  let tbt = 0;
  for (const t of m.longTasks) {
    const end = t.start + t.duration;
    if (fcp === null || end <= fcp) continue;
    tbt += Math.max(0, end - Math.max(t.start, fcp) - 50);
  }
  return { fcp, lcp: m.lcp, cls: m.cls, tbt: fcp === null ? null : tbt, ready: m.ready, hasAtoll: !!window.Atoll };
})()`

// ---------------------------------------------------------------------------------------------------
// Arguments and pages

function parseArgs(args: string[]): { runs: number; pages: string[] } {
  let runs = DEFAULT_RUNS
  const pages: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.slice('--runs='.length) : args[++i]
      runs = Number(value)
      if (!Number.isInteger(runs) || runs < 1) fail(`--runs needs a whole number of at least 1, got ${value}`)
    } else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run bench -- [--runs N] [page ...]')
      process.exit(0)
    } else if (arg.startsWith('-')) {
      fail(`unknown option: ${arg}`)
    } else {
      pages.push(arg.replace(/^\//, '').replace(/\.(html|tsx)$/, ''))
    }
  }
  return { runs, pages }
}

/** The demo pages, `.tsx` and `.html` alike (demo-site/server/pages.tsx), but the index. */
async function demoPages(): Promise<string[]> {
  return [...(await listPages(PAGES_DIR)).keys()].filter((name) => name !== 'index').sort()
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------------
// One run

/** Counts requests and sums transfer sizes, scripts apart, from the DevTools protocol's events. */
function trackNetwork(cdp: CDPSession): () => { requests: number; jsBytes: number; transferBytes: number } {
  const requests = new Set<string>()
  const scripts = new Set<string>()
  let jsBytes = 0
  let transferBytes = 0
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:')) requests.add(e.requestId)
  })
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId)
  })
  cdp.on('Network.loadingFinished', (e) => {
    transferBytes += e.encodedDataLength
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength
  })
  return () => ({ requests: requests.size, jsBytes, transferBytes })
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: PROFILE.cacheDisabled })
  await cdp.send('Network.emulateNetworkConditions', { ...PROFILE.network })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
}

async function waitForReady(page: Page): Promise<string> {
  const appeared = await page.waitForFunction('!!window.Atoll', undefined, { timeout: ATOLL_APPEAR_MS }).then(
    () => true,
    () => false,
  )
  if (!appeared) return 'missing'
  return (await page.evaluate(AWAIT_READY_SCRIPT(READY_CAP_MS))) as string
}

async function measureOnce(browser: Browser, url: string): Promise<RunResult> {
  const context = await browser.newContext({ ...PROFILE.device })
  try {
    await context.addInitScript({ content: OBSERVERS_SCRIPT })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await throttle(cdp)
    const network = trackNetwork(cdp)

    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS })
    const readyState = await waitForReady(page)
    await page.waitForTimeout(SETTLE_MS)

    const f = (await page.evaluate(READ_FIGURES_SCRIPT)) as {
      fcp: number | null
      lcp: number | null
      cls: number
      tbt: number | null
      ready: number | null
      hasAtoll: boolean
    }
    return {
      ...network(),
      fcp: round(f.fcp, 1),
      lcp: round(f.lcp, 1),
      cls: round(f.cls, 4),
      tbt: round(f.tbt, 1),
      ready: f.hasAtoll ? round(f.ready, 1) : null,
      readyState: f.hasAtoll ? readyState : 'missing',
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
  return {
    ...figures,
    readyState: 'error',
    error: error instanceof Error ? error.message.split('\n')[0] : String(error),
  }
}

// ---------------------------------------------------------------------------------------------------
// Figures and output

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

const fixed = (v: number | null, digits: number): string => (v === null ? '-' : v.toFixed(digits))

function printTable(results: PageResult[], runs: number): void {
  const headers = ['page', 'JS KB', 'requests', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'ready ms', 'runs ok']
  const rows = results.map(({ page, median: m, runs: all }) => [
    page,
    fixed(m.jsBytes === null ? null : m.jsBytes / 1024, 1),
    fixed(m.requests, 0),
    fixed(m.fcp, 0),
    fixed(m.lcp, 0),
    fixed(m.cls, 3),
    fixed(m.tbt, 0),
    fixed(m.ready, 0),
    `${all.filter((r) => !r.error).length}/${runs}`,
  ])
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  console.log(`\nmedians of ${runs} cold load${runs === 1 ? '' : 's'} per page`)
  console.log(line(headers))
  for (const row of rows) console.log(line(row))
}

function describeProfile(): string {
  const n = PROFILE.network
  return (
    `${PROFILE.device.viewport.width}x${PROFILE.device.viewport.height} @${PROFILE.device.deviceScaleFactor}x, ` +
    `CPU /${PROFILE.cpuSlowdown}, ${n.latency} ms latency, ` +
    `${(n.downloadThroughput * 8) / 1e6} Mbps down, ${(n.uploadThroughput * 8) / 1e3} kbps up, cache disabled`
  )
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  if (!existsSync(join(DIST_DIR, 'atoll.js'))) fail('dist/atoll.js is missing: run npm run build first.')
  const available = await demoPages()
  const pages = args.pages.length > 0 ? args.pages : available
  if (pages.length === 0) fail(`No demo pages found in ${relative(process.cwd(), PAGES_DIR)}.`)
  const unknown = pages.filter((p) => !available.includes(p))
  if (unknown.length > 0) fail(`Unknown page: ${unknown.join(', ')}. Pages: ${available.join(', ') || '(none)'}`)

  const executablePath = CHROMIUM_PATH
  if (!existsSync(executablePath)) fail(`No Chromium at ${executablePath}: set CHROMIUM_PATH.`)

  const dataDir = mkdtempSync(join(tmpdir(), 'atoll-bench-'))
  let server: Awaited<ReturnType<typeof startDemoServer>> | undefined
  let browser: Browser | undefined
  let failedPages = 0
  try {
    server = await withCap(
      startDemoServer({ port: 0, host: '127.0.0.1', dataDir, distDir: DIST_DIR, pagesDir: PAGES_DIR }),
      STEP_CAP_MS,
      'starting the demo server',
    )
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: STEP_CAP_MS })
    console.log(`bench: ${pages.length} page(s) x ${args.runs} run(s), ${describeProfile()}`)

    const results: PageResult[] = []
    for (const page of pages) {
      const path = `/${page}`
      const url = new URL(path, server.url).href
      const runs: RunResult[] = []
      for (let i = 0; i < args.runs; i++) {
        const run = await withCap(measureOnce(browser, url), RUN_CAP_MS, `${path} run ${i + 1}`).catch(failedRun)
        runs.push(run)
        const note = run.error ? `error: ${run.error}` : `ready ${run.readyState}`
        console.log(`  ${path} run ${i + 1}/${args.runs}: ${note}`)
      }
      if (runs.every((r) => r.error)) failedPages++
      results.push({ page, path, runs, median: medians(runs) })
    }

    printTable(results, args.runs)
    mkdirSync(dirname(RESULT_FILE), { recursive: true })
    const output = {
      date: new Date().toISOString(),
      browser: { executablePath, version: browser.version() },
      profile: PROFILE,
      runsPerPage: args.runs,
      units: { jsBytes: 'bytes', transferBytes: 'bytes', fcp: 'ms', lcp: 'ms', cls: 'score', tbt: 'ms', ready: 'ms' },
      pages: results,
    }
    writeFileSync(RESULT_FILE, `${JSON.stringify(output, null, 2)}\n`)
    console.log(`\nwritten: ${relative(process.cwd(), RESULT_FILE)}`)
  } finally {
    if (browser) await withCap(browser.close(), STEP_CAP_MS, 'closing the browser').catch(() => {})
    if (server) await withCap(server.close(), STEP_CAP_MS, 'closing the demo server').catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (failedPages > 0) {
    console.error(`${failedPages} page(s) had no successful run.`)
    process.exitCode = 1
  }
}

// Exits explicitly so that nothing left open (a socket, a stuck page) keeps the process alive.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
