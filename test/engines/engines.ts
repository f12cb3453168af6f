import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts'

/**
 * The three engines a visitor's browser runs on, each from the system's packages, never a download:
 * - Chromium (Debian's `chromium`), driven by puppeteer-core over the DevTools protocol;
 * - Firefox ESR (Debian's `firefox-esr`), driven by puppeteer-core over WebDriver BiDi;
 * - WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver`), driven over WebDriver classic through
 *   `WebKitWebDriver`, in an Xvfb display (Debian's `xvfb`), since MiniBrowser has no headless mode.
 * Playwright drives Firefox and WebKit only in builds of its own, which are downloads.
 */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const
export type Engine = (typeof ENGINES)[number]

/**
 * What a journey fails with when WebKit's page crashed or stopped answering: WebKitWebDriver then
 * ends the session ("session deleted because of page crash or hang"), and every later ask is refused.
 * WebKitGTK 2.50's web process now and then segfaults in GStreamer 1.22 (the kernel's log names
 * `libgstreamer-1.0`) as a video starts on a loaded machine. The WebKit journeys run a test once
 * more after this failure, and after no other (vite.config.ts): a page that crashes or hangs the
 * engine each time still fails, as it does in the other engines, which are never run again.
 */
export const ENGINE_CRASH = "webkit: the engine's page crashed or hung, and its driver ended the session"

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
export const XVFB_PATH = '/usr/bin/Xvfb'

export { CHROMIUM_ARGS, CHROMIUM_PATH }

/** What each engine needs on the machine, and the Debian package that brings it. */
const NEEDS: Record<Engine, { path: string; pkg: string }[]> = {
  chromium: [{ path: CHROMIUM_PATH, pkg: 'chromium' }],
  firefox: [{ path: FIREFOX_PATH, pkg: 'firefox-esr' }],
  webkit: [
    { path: WEBKIT_DRIVER_PATH, pkg: 'webkit2gtk-driver' },
    { path: MINIBROWSER_PATH, pkg: 'webkit2gtk-driver' },
    { path: XVFB_PATH, pkg: 'xvfb' },
  ],
}

/** Throws, naming the package to install, when the engine is not on the machine. */
export function assertInstalled(engine: Engine): void {
  for (const { path, pkg } of NEEDS[engine]) {
    if (!existsSync(path)) throw new Error(`${engine}: ${path} is missing: apt-get install ${pkg}`)
  }
}

/** The engine's version as its package reports it, for the run's first lines and the bench's labels. */
export function engineVersion(engine: Engine): string {
  const read = (file: string, args: string[]) => execFileSync(file, args, { encoding: 'utf8' }).trim()
  switch (engine) {
    case 'chromium':
      return read(CHROMIUM_PATH, ['--version']).replace(/ built on .*/, '')
    case 'firefox':
      return read(FIREFOX_PATH, ['--version'])
    case 'webkit':
      // Neither MiniBrowser nor its driver prints a version; the package holds both.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax
      return `WebKitGTK ${read('dpkg-query', ['-W', '-f', '${Version}', 'webkit2gtk-driver']).replace(/-.*/, '')}`
  }
}
