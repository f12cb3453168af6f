/**
 * The entry (`dist/atoll.js`): reads the page context, mounts the page's islands and exposes
 * `window.Atoll`. It imports no framework and no core: a page pays for an island only when one of
 * its blocks is there.
 */
import { readPageContext } from './context.ts'
import { FEATURES, ISLANDS } from './registry.ts'
import { createRuntime } from './runtime.ts'
import type { AtollApi } from '../contract.ts'

/**
 * The core's API, as `src/core/api.ts` exports it. The loader's one dependency outside itself and
 * the contract: it imports the core lazily, on the first call to `Atoll.dialog` and the like.
 */
type CoreApi = typeof import('../core/api.ts')

declare global {
  interface Window {
    Atoll?: AtollApi<CoreApi>
  }
}

/**
 * A namespace of the core's API (`Atoll.dialog`, `Atoll.format`) whose methods import the core on
 * their first call: every method returns a promise of its result.
 */
const lazy = <Name extends keyof CoreApi>(name: Name) =>
  new Proxy({}, {
    get: (_, method: string) => (...args: unknown[]) =>
      import('../core/api.ts').then((core) => (core[name] as Record<string, (...args: unknown[]) => unknown>)[method]!(...args)),
  }) as AtollApi<CoreApi>[Name]

if (window.Atoll) {
  // The template included the entry twice (two paths, or a copy in a widget): the first run owns the page.
  console.warn('[atoll] Detected second run')
} else {
  const runtime = createRuntime({ page: readPageContext(), islands: ISLANDS, features: FEATURES })
  // Blocks parsed after this point (an `async` script, a streamed page) are mounted by the runtime's
  // mutation observer as they arrive.
  const ready = runtime.scan().then(() => {
    document.dispatchEvent(new CustomEvent('atoll:ready'))
  })
  const api: AtollApi<CoreApi> = {
    version: __ATOLL_VERSION__,
    ready,
    scan: runtime.scan,
    destroy: runtime.destroy,
    dialog: lazy('dialog'),
    format: lazy('format'),
    consent: lazy('consent'),
    cart: lazy('cart'),
  }
  window.Atoll = api
}
