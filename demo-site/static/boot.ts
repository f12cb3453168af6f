/**
 * The static demo's bootstrap, the one script of its pages in place of the runtime's entry: it starts
 * msw's worker (handlers.ts answers `/api/`), waits until the worker controls the page, and only
 * then adds the runtime's module script, so that no call of the runtime can reach the static host
 * before the worker answers it. On a first visit the worker is installed and claims the page
 * (mockServiceWorker.js calls `clients.claim()`): the bootstrap waits for that change of controller
 * rather than reloading the page. A page the browser loaded past its installed worker (a hard
 * reload) is taken by the worker in the same way once msw starts, so no reload is ever needed.
 *
 * The site search's page is static, so it cannot write the query of `/search?q=` into its box as
 * the server does: the bootstrap writes it there before the runtime starts, and the search island
 * searches for what the box holds (as for a query typed before it arrived).
 */
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers.ts'

/** The runtime's entry, as the demo server's pages load it. */
const RUNTIME_ENTRY = '/atoll/atoll.js'

async function start(): Promise<void> {
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // The bundle, the pages and the media are the static host's: only `/api/` is answered here.
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
  }
  const query = new URLSearchParams(location.search).get('q')
  const box = document.querySelector<HTMLInputElement>('[data-block=search] input[name=q]')
  if (query && box && !box.value) box.value = query

  // The runtime, then the page's own scripts (`data-then`, written by build.ts), run one after the
  // other as the parser runs a page's module scripts: inserted scripts that are not `async` keep
  // their order, and the page's run right after the runtime's entry (before the runtime finds the
  // blocks: the define page's kinds are defined by then).
  const then = document.querySelector<HTMLScriptElement>('script[data-then]')?.dataset.then?.split(' ') ?? []
  await Promise.all([RUNTIME_ENTRY, ...then].map(addScript))
}

/** Adds a module script in order; settles once it has run (its `load`), or failed to load (`error`). */
function addScript(src: string): Promise<void> {
  const script = document.createElement('script')
  script.type = 'module'
  script.async = false
  script.src = src
  const ran = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true })
  })
  document.body.append(script)
  return ran
}

start().catch((error: unknown) => {
  console.error('[atoll:static-demo] the page did not start; it stays as the server wrote it.', error)
})
