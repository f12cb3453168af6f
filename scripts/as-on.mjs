// Runs a command as on another day, so that a test that reads the clock can be tried on the day it
// would break (a Tuesday, a month's or a year's end, 29 February, midnight in Oslo):
//
//   npm run build && node scripts/as-on.mjs 2026-12-01T09:00:00Z npx vitest run --project e2e test/e2e/content-calendar.test.ts
//
// Hand-written: the clock libraries fake one process (vitest's fake timers, Playwright's clock), and
// a run has several: vitest, its workers, the demo server, the browser. Every Node process of the
// command imports this file first (NODE_OPTIONS) and moves its clock by one offset, fixed here at the
// start, so they all read the same time, running on from the instant given. The browser tests' pages
// get that clock too: Playwright's (test/e2e/harness.ts), and a script on every new document in the
// journeys' Chromium and Firefox (test/engines/visit.ts); WebKit's WebDriver cannot add one, so a
// WebKit journey keeps today's date. Cookies keep the real time: an instant in the past expires them.
import { spawn } from 'node:child_process'
import { argv, env, exit } from 'node:process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { moveClock } from './moved-date.mjs'

/** The offset the processes of an `as-on` run add to their clock (ms); none outside one. */
const OFFSET_VARIABLE = 'ATOLL_CLOCK_OFFSET_MS'

const offset = Number(env[OFFSET_VARIABLE])
if (env[OFFSET_VARIABLE] && Number.isInteger(offset)) moveClock(offset)

if (argv[1] && import.meta.url === pathToFileURL(argv[1]).href) {
  const [instant, command, ...args] = argv.slice(2)
  const at = Date.parse(instant ?? '')
  if (Number.isNaN(at) || !command) {
    console.error('usage: node scripts/as-on.mjs <ISO instant, e.g. 2026-12-01T09:00:00Z> <command> [arguments]')
    exit(2)
  }
  const preload = `--import=${fileURLToPath(import.meta.url)}`
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: {
      ...env,
      [OFFSET_VARIABLE]: String(at - Date.now()),
      NODE_OPTIONS: [env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
    },
  })
  child.on('exit', (code, signal) => exit(code ?? (signal ? 1 : 0)))
}
