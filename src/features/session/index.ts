/**
 * The session feature, for signed-in accounts, sites that let Escape lead to the login, the page
 * after a logout, and pages inside the mobile app: the editor redirect, the Escape key, logout
 * (Shift+Escape and `[data-logout]`), the 'Logout Successful' notice and the native bridge's
 * start-up. It enhances no markup, so it needs no renderer; the core (data layer, dialogs, bridge)
 * is imported only when a logout, a notice or the app needs it, so the redirect never waits for it.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import type { MessageId } from '../../core/i18n/index.ts'
import { type Cleanup, createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { redirectOrigins } from '../../core/security/url.ts'
import {
  configUrl,
  EDITOR_ESCAPE_MESSAGE,
  ESCAPE_KEY_CODE,
  escapeAction,
  NO_REDIRECT_KEY,
  redirectsToEditor,
  suppressesRedirect,
} from './session.ts'
import messages from 'virtual:atoll-messages'

const FIELD = 'input,textarea,select,[contenteditable]:not([contenteditable=false])'
/** The template's sign-up dialog: a `<dialog data-signup>`. */
const SIGNUP = 'dialog[data-signup][open]'
const LOGOUT_FLAG = 'logout' // spec: query parameter logout=true shows the 'Logout Successful' dialog

export function init(page: Readonly<PageContext>): IslandHandle {
  const cleanup = createCleanup()
  const signedIn = !!page.authenticatedAccount
  const where = {
    hostname: location.hostname,
    pathname: location.pathname,
    search: location.search,
    framed: window.top !== window,
  }

  // spec: noredirect or localhost suppress the redirect, and the choice is remembered for the session.
  let suppressed = suppressesRedirect(where)
  if (suppressed) remember(true)
  else suppressed = remember()
  if (!suppressed && redirectsToEditor(page, where)) {
    location.replace(configUrl(where))
    return { destroy: cleanup.clear }
  }

  if (new URLSearchParams(location.search).get(LOGOUT_FLAG) === 'true') void showLogoutNotice(page)

  const logout = () =>
    import('../../core/session/logout.ts')
      .then(({ logout }) =>
        logout({
          appDomain: typeof page.appDomain === 'string' ? page.appDomain : undefined,
          allowedOrigins: redirectOrigins(page.website),
        }),
      )
      .catch((error: unknown) => showLogoutFailure(page, error))

  if (signedIn || page.websiteSettings?.useEscapeKeyToLogin) {
    // Bubbling, after the dialogs' own capture listener: the Escape that closes a dialog stops there.
    cleanup.listen(document, 'keydown', (event) => {
      if (
        (event.key !== 'Escape' && event.keyCode !== ESCAPE_KEY_CODE) ||
        event.defaultPrevented ||
        event.repeat ||
        event.isComposing
      )
        return
      const target = event.target as Element | null
      const signup = document.querySelector<HTMLDialogElement>(SIGNUP)
      const action = escapeAction({
        shiftKey: event.shiftKey,
        typing: !!target?.closest?.(FIELD),
        // The page is framed by the configuration area (on the site's own domain, per the spec).
        backend: where.framed && inEditor(),
        signedIn,
        escapeToLogin: !!page.websiteSettings?.useEscapeKeyToLogin,
        signupOpen: !!signup,
      })
      if (!action) return
      event.preventDefault()
      if (action === 'logout') void logout()
      else if (action === 'editor') window.top!.postMessage({ type: EDITOR_ESCAPE_MESSAGE }, location.origin)
      else if (action === 'config') location.assign(configUrl(location))
      else if (signup!.dispatchEvent(new Event('cancel', { cancelable: true }))) signup!.close()
    })
  }

  if (signedIn) {
    cleanup.listen(document, 'click', (event) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-logout]')
      if (!trigger || event.defaultPrevented) return
      event.preventDefault()
      void logout()
    })
  }

  if (/[?&]platform=mobile-app(&|$)/.test(location.search)) void startBridge(cleanup)

  return { destroy: cleanup.clear }
}

/** Reads, or with a value writes, the remembered suppression. Storage errors are ignored (spec). */
function remember(value?: true): boolean {
  try {
    if (value) sessionStorage.setItem(NO_REDIRECT_KEY, '1')
    return sessionStorage.getItem(NO_REDIRECT_KEY) === '1'
  } catch {
    return false
  }
}

function showLogoutNotice(page: Readonly<PageContext>): Promise<void> {
  // The flag leaves the address, so reloading the page does not show the notice again.
  const url = new URL(location.href)
  url.searchParams.delete(LOGOUT_FLAG)
  history.replaceState(history.state, '', url)
  return alert(page, (t) => ({ title: t('logout.title'), message: t('logout.message') }))
}

const showLogoutFailure = (page: Readonly<PageContext>, error: unknown): Promise<void> =>
  alert(page, (t) => ({ title: t('logout.failed'), message: error instanceof Error ? error.message : String(error) }))

/** An alert in the page's language; the dialogs and the messages load only now. */
async function alert(
  page: Readonly<PageContext>,
  texts: (t: (id: MessageId) => string) => { title: string; message: string },
): Promise<void> {
  const [{ dialog }, { loadMessages, t }] = await Promise.all([
    import('../../core/dialogs/index.ts'),
    import('../../core/i18n/index.ts'),
  ])
  await loadMessages(messages, page.locale)
  await dialog.alert(texts(t))
}

/**
 * Inside the mobile app: marks `<html data-mobile-app="<container>">` for the template, tells the
 * app about the page (info), and makes `[data-native-dismiss]` links ask the app to close the page,
 * following the link when the app refuses.
 */
async function startBridge(cleanup: Cleanup): Promise<void> {
  const destroyed = cleanup.signal()
  const native = await import('../../core/native/bridge.ts')
  if (destroyed.aborted) return
  const root = document.documentElement
  const log = blockLogger('session')
  let container: string
  try {
    container = native.nativeContainer()
  } catch (error) {
    log.error((error as Error).message)
    return
  }
  root.dataset.mobileApp = container
  const warn = (error: unknown) => log.warn(error instanceof Error ? error.message : String(error))
  if (container !== 'web-view') native.info({ url: location.href, title: document.title }).catch(warn)
  cleanup.listen(document, 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-native-dismiss]')
    if (!link || event.defaultPrevented) return
    event.preventDefault()
    link.setAttribute('aria-busy', 'true')
    native
      .dismiss()
      .catch((error: unknown) => {
        warn(error)
        if (link instanceof HTMLAnchorElement && link.href && !destroyed.aborted) location.assign(link.href)
      })
      .finally(() => link.removeAttribute('aria-busy'))
  })
  cleanup.add(() => {
    delete root.dataset.mobileApp
    native.disconnect()
  })
}
