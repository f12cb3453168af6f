/**
 * The entry (`dist/atoll.js`): reads the page context, mounts the page's islands and exposes
 * `window.Atoll`. It imports no framework and no core: a page pays for an island only when one of
 * its blocks is there.
 */
import { readPageContext } from './context.ts'
import { FEATURES, ISLANDS } from './registry.ts'
import { createRuntime } from './runtime.ts'
import type { AtollApi } from './types.ts'

if (window.Atoll) {
  // The template included the entry twice (two paths, or a copy in a widget): the first run owns the page.
  console.warn('[atoll] Detected second run')
} else {
  const runtime = createRuntime({ page: readPageContext(), islands: ISLANDS, features: FEATURES })
  // Support: an `async` module script may run before the document is parsed.
  const parsed = new Promise((resolve) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', resolve) : resolve(0),
  )
  const ready = parsed
    .then(() => runtime.scan())
    .then(() => {
      document.dispatchEvent(new CustomEvent('atoll:ready'))
    })
  const api: AtollApi = {
    version: __ATOLL_VERSION__,
    ready,
    scan: runtime.scan,
    destroy: runtime.destroy,
  }
  window.Atoll = api
}
