/**
 * The entry (`dist/atoll.js`), the first of the loader's two levels: it keeps early errors, reads
 * the page context, decides whether the page needs anything, and exposes `window.Atoll`. The second
 * level (`runtime.ts`: the registry, the hydration moments, mounting) is imported only when a block
 * or a page feature is there, so a page without them makes one script request, and the entry stays
 * the same size however many kinds the build has.
 */
import { takeErrors } from './early-errors.ts'
import { readPageContext } from './context.ts'
import { FEATURES } from 'virtual:atoll/features'
import type { Runtime } from './runtime.ts'
import type { AtollApi, Lazy } from '../contract.ts'

/**
 * The core's API, as `src/core/api.ts` exports it. The loader's one dependency outside itself and
 * the contract: it imports the core lazily, on the first call to `Atoll.dialog` and the like.
 */
type CoreApi = typeof import('../core/api.ts')
// `window.Atoll` is declared with the package's public types, in src/public.ts.

/** Blocks the runtime would mount: user content (`data-atoll-ignore`) never counts. */
const BLOCKS = '[data-block]:not([data-atoll-ignore],[data-atoll-ignore] *)'

/**
 * A namespace of the core's API (`Atoll.dialog`, `Atoll.format`) whose methods import the core on
 * their first call: every method returns a promise of its result.
 */
const lazy = <Name extends keyof CoreApi>(name: Name) =>
  new Proxy(
    {},
    {
      get:
        (_, method: string) =>
        (...args: unknown[]) =>
          import('../core/api.ts').then((core) =>
            (core[name] as Record<string, (...args: unknown[]) => unknown>)[method]!(...args),
          ),
    },
  ) as Lazy<CoreApi[Name]>

/**
 * Resolves once the page's first contentful paint is recorded (the Paint Timing API). The runtime's
 * requests and work start then, so what the server sent is on screen before any of them compete with
 * it for the network or the main thread. A page that paints nothing (a background tab, a hidden
 * iframe) or a browser without paint timing starts after a second.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(cap)
      observer.disconnect()
      resolve()
    }
    const cap = setTimeout(done, 1000)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done()
    })
    // A browser without paint timing ignores the type (with a console warning): the cap starts it.
    observer.observe({ type: 'paint', buffered: true })
  })

if (window.Atoll) {
  // The template included the entry twice (two paths, or a copy in a widget): the first run owns the page.
  console.warn('[atoll] Detected second run')
  takeErrors()
} else {
  const page = readPageContext()
  let runtime: Runtime | undefined
  let loading: Promise<Runtime> | undefined
  const start = () =>
    (loading ??= import('./runtime.ts').then(
      ({ createRuntime }) => (runtime = createRuntime({ page, features: FEATURES, handOff: { takeErrors } })),
    ))
  // A page with nothing for Atoll waits, without the runtime, for a block that may come later.
  const watching = new MutationObserver(() => {
    if (wanted()) void scan()
  })
  const scan = (root?: ParentNode) => {
    watching.disconnect()
    return start().then((runtime) => runtime.scan(root))
  }
  const wanted = () =>
    !!document.querySelector(BLOCKS) ||
    FEATURES.some(([, test]) => {
      try {
        return typeof test === 'string' ? !!document.querySelector(test) : test(page)
      } catch {
        return true // the runtime reports it
      }
    })
  /** Atoll.destroy() came before the first paint: the scan the paint was to start is not made. */
  let stopped = false
  let ready: Promise<unknown> = Promise.resolve()
  if (wanted()) ready = painted().then(() => stopped || scan())
  else watching.observe(document.documentElement, { childList: true, subtree: true })
  const api: AtollApi<CoreApi> = {
    version: __ATOLL_VERSION__,
    // The one parse of the context: the core reads it here (core/page.ts), never the script again.
    page,
    ready: ready.then(() => {
      document.dispatchEvent(new CustomEvent('atoll:ready'))
    }),
    scan,
    destroy: () => {
      stopped = true
      watching.disconnect()
      if (runtime) runtime.destroy()
      else loading?.then((runtime) => runtime.destroy())
    },
    // The runtime comes after scripts that run right after the entry: a block of a kind it does not
    // know waits for the page's load event before failing, so a definition made by then is in time.
    // A refusal is logged once by the runtime: the promise is handled here, so a caller that does
    // not catch it adds no unhandled rejection, and one that does still gets the TypeError.
    define: (kind, load, options) => {
      const defined = start().then((runtime) => runtime.define(kind, load, options))
      defined.catch(() => {})
      return defined
    },
    dialog: lazy('dialog'),
    format: lazy('format'),
    consent: lazy('consent'),
    cart: lazy('cart'),
    tween: lazy('motion').tween,
    scrollTo: lazy('motion').scrollTo,
  }
  window.Atoll = api
}
