// Shared set-up for unit tests. DOM tests opt in with `// @vitest-environment happy-dom`.
//
// The unit project runs without isolation (vite.config.ts): the files of a worker share one happy-dom
// window, made once. After each file this puts back what every DOM test shares, so the next file starts
// on a blank page: no element, storage entry or cookie, the page's own path, the real timers and
// globals. A file still sets what it reads itself (its path, #atoll-context); what one test leaves for
// the next test of its file is the file's own affair.
import { afterAll, vi } from 'vitest'

/** The page's address as the environment made it (its `url` option), before any file moved it. */
const PAGE_URL = Symbol.for('atoll.test.pageUrl')
const state = globalThis as { [PAGE_URL]?: string }
if (typeof location !== 'undefined') state[PAGE_URL] ??= location.href

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  if (typeof document === 'undefined') return
  // The loader's hand-off: the core reads the page context from it (src/core/kit/page.ts).
  window.Atoll?.destroy?.()
  delete window.Atoll
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
  }
  localStorage.clear()
  sessionStorage.clear()
  // A cookie can only be removed at the path and domain it was set with: try the page's own path
  // and each of its parents, with and without the host's domain.
  const paths = location.pathname.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/') || '/')
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (!name) continue
    for (const path of paths) {
      for (const domain of ['', `; domain=${location.hostname}`]) {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}`
      }
    }
  }
  // Back to the environment's own address, origin included (a file may have moved to https).
  const happyDOM = (globalThis as { happyDOM?: { setURL(url: string): void } }).happyDOM
  if (state[PAGE_URL]) happyDOM?.setURL(state[PAGE_URL])
})
