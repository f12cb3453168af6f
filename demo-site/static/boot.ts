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
 *
 * The demo's signed-in mode (roles.ts) is the server's cookie and context, done here: the page the
 * build writes at `/demo/sign-in` keeps the role in the same cookie and goes on, as the server's
 * redirect does, and each page gets the role's fields in its `#atoll-context` before the runtime
 * reads it, as the server renders them.
 */
import { setupWorker } from 'msw/browser'
import {
  DEMO_SIGN_IN_PATH,
  demoSignIn,
  LAST_SITE_ID,
  LAST_SITE_ID_COOKIE,
  ROLE_COOKIE,
  ROLES,
  roleNamed,
} from '../server/roles.ts'
import { handlers } from './handlers.ts'

/** The runtime's entry, as the demo server's pages load it. */
const RUNTIME_ENTRY = '/atoll/atoll.js'

/** `/demo/sign-in?as=&to=`: the role kept in its cookie (or removed), then the page it names. */
function signIn(): void {
  const query = new URLSearchParams(location.search)
  const { role, to } = demoSignIn(query.get('as') ?? undefined, query.get('to') ?? undefined, location.origin)
  if (role) {
    document.cookie = `${ROLE_COOKIE}=${role}; path=/; SameSite=Lax`
    // The platform remembers the account's last site on sign-in; logout clears it.
    document.cookie = `${LAST_SITE_ID_COOKIE}=${LAST_SITE_ID}; path=/; SameSite=Lax`
  } else document.cookie = `${ROLE_COOKIE}=; path=/; max-age=0`
  location.replace(to)
}

/** The signed-in role's fields merged into the page context, as the server writes them for the role. */
function withRole(): void {
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(`${ROLE_COOKIE}=`))
  const role = roleNamed(cookie?.slice(ROLE_COOKIE.length + 1))
  const script = document.getElementById('atoll-context')
  if (!role || !script) return
  const context = JSON.parse(script.textContent || '{}') as Record<string, unknown>
  // A script's text is not parsed as markup: JSON written here cannot end the element.
  script.textContent = JSON.stringify({ ...context, ...ROLES[role] })
}

async function start(): Promise<void> {
  if (location.pathname.replace(/\/$/, '') === DEMO_SIGN_IN_PATH) return signIn()
  withRole()
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
