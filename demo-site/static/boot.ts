/**
 * The static demo's bootstrap, the one script of its pages in place of the runtime's entry: it starts
 * msw's worker (handlers.ts answers `/api/`), waits until the worker controls the page, and only
 * then adds the runtime's module script, so that no call of the runtime can reach the static host
 * before the worker answers it. On a first visit the worker is installed and claims the page
 * (mockServiceWorker.js calls `clients.claim()`): the bootstrap waits for that change of controller
 * rather than reloading the page. A page kept in the back-forward cache keeps its worker.
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
  const script = document.createElement('script')
  script.type = 'module'
  script.src = RUNTIME_ENTRY
  document.body.append(script)
}

start().catch((error: unknown) => {
  console.error('[atoll:static-demo] the mock worker did not start; the pages stay as the server wrote them.', error)
})
