/**
 * The cookie banner, a page feature driven by `cookieSettings` in the page context. It asks until
 * the visitor accepts or declines, then leaves a small "Cookie preferences" button to ask again. The
 * answer goes to the core's consent gate, which keeps it for 30 days and tells the trackers.
 *
 * Events on `document` (CONTRACT.md section 5): `atoll:cookie-banner-force` shows it as a modal
 * dialog even after an answer, and adds a class to the body; `atoll:cookie-banner-unforce` removes
 * the class and shows the banner again with the settings in its detail, as a visitor would see it;
 * `atoll:cookie-banner-update` re-mounts it with the settings in its detail.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { choose, configureConsent, consentStore, registerBanner, type Choice } from '../../core/consent/index.ts'
import { containFocus } from '../../core/dom/focus.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import { bannerOptions, isCapablePage } from './banner.ts'
import css from './cookie-banner.css?inline'
import { buildBackdrop, buildBanner, buildPreferences } from './view.ts'
import messages from 'virtual:atoll-messages'

/** The body's class while the banner is forced (spec: a force event adds a body class). */
export const FORCED_CLASS = 'atoll-cookie-banner-forced'

type Settings = Record<string, unknown>

/**
 * Starts the banner on a capable page outside the editor (spec: in edit mode the banner logic is
 * skipped). It shows at once unless the visitor's answer is on record (their own, or Global Privacy
 * Control's).
 */
export async function init(page: Readonly<PageContext>): Promise<IslandHandle> {
  if (inEditor() || !isCapablePage(page)) return { destroy() {} }
  configureConsent(page)
  await loadMessages(messages)
  return createBanner(page)
}

function createBanner(page: Readonly<PageContext>): IslandHandle {
  adoptStyles(css)
  const cleanup = createCleanup()
  /** What the banner or the button drawn now listens to: it goes when they are drawn again. */
  const drawn = createCleanup()
  let settings: Settings = { ...page.cookieSettings }
  let open = consentStore.getState().choice === null
  let forced = false
  let banner: HTMLElement | undefined
  let backdrop: HTMLElement | undefined
  let preferences: HTMLButtonElement | undefined
  /** Where focus goes back to after an answer: what had it when the banner was asked for. */
  let returnTo: Element | null = null

  const enabled = () => settings.isCookieBannerEnabled === true
  const options = () =>
    bannerOptions(settings, { text: t('consent.text'), accept: t('consent.accept'), decline: t('consent.decline') })
  const ours = (element: Element | null) => !!element && [banner, preferences].some((part) => part?.contains(element))

  function clear(): void {
    drawn.clear()
    for (const part of [banner, backdrop, preferences]) part?.remove()
    banner = backdrop = preferences = undefined
  }

  /** Draws the banner or, once answered, the preferences button. Focus that was on the old one moves to the new one. */
  function render(focus = false): void {
    focus ||= ours(document.activeElement)
    clear()
    if (!enabled()) {
      forced = false
      document.body.classList.remove(FORCED_CLASS)
      return
    }
    const current = options()
    if (!open) {
      preferences = buildPreferences(t('consent.preferences'), current)
      drawn.listen(preferences, 'click', () => show(false, true))
      document.body.append(preferences)
      if (focus) preferences.focus()
      return
    }
    banner = buildBanner(current, t('consent.label'), forced)
    drawn.listen(banner, 'click', (event) => {
      const part = (event.target as Element).closest('[data-part]')?.getAttribute('data-part')
      if (part === 'accept' || part === 'decline') answer(part === 'accept' ? 'accepted' : 'declined')
    })
    // First in the document: keyboard and screen reader users meet it before the page.
    document.body.prepend(banner)
    if (forced) {
      backdrop = buildBackdrop()
      document.body.prepend(backdrop)
      drawn.add(modal(banner, backdrop))
    }
    if (focus || forced) banner.querySelector('button')?.focus()
  }

  function show(force: boolean, focus: boolean): boolean {
    if (!enabled()) return false
    if (!open) returnTo = document.activeElement
    open = true
    if (force) {
      forced = true
      document.body.classList.add(FORCED_CLASS)
    }
    render(focus)
    return true
  }

  function answer(choice: Choice): void {
    const hadFocus = ours(document.activeElement)
    choose(choice)
    open = forced = false
    document.body.classList.remove(FORCED_CLASS)
    render()
    if (!hadFocus) return
    const back =
      returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== document.body && !ours(returnTo)
        ? returnTo
        : preferences
    back?.focus()
  }

  /** New settings from an event's detail, merged over the current ones, and told to the consent gate. */
  function apply(detail: unknown): void {
    if (detail && typeof detail === 'object') settings = { ...settings, ...(detail as Settings) }
    configureConsent({ ...page, cookieSettings: settings }, true)
  }

  cleanup.add(registerBanner((force) => show(force, true)))
  cleanup.listen(document, 'atoll:cookie-banner-force', () => show(true, true))
  cleanup.listen(document, 'atoll:cookie-banner-unforce', (event) => {
    document.body.classList.remove(FORCED_CLASS)
    apply(event.detail)
    forced = false
    open = consentStore.getState().choice === null
    render()
  })
  cleanup.listen(document, 'atoll:cookie-banner-update', (event) => {
    apply(event.detail)
    render()
  })
  render()

  return {
    destroy() {
      cleanup.clear()
      clear()
      document.body.classList.remove(FORCED_CLASS)
    },
  }
}

/**
 * Makes `dialog` modal: the rest of the page inert, focus kept inside, Escape without effect (the
 * visitor must answer).
 * @returns the function that ends it.
 */
function modal(dialog: HTMLElement, backdrop: HTMLElement): () => void {
  const made = [...document.body.children].filter(
    (element) => element !== dialog && element !== backdrop && !element.hasAttribute('inert'),
  )
  for (const element of made) element.setAttribute('inert', '')
  const release = containFocus({ container: dialog })
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // The page's own Escape handling (the editor sign-in) must not act while the choice is asked.
      event.preventDefault()
      event.stopPropagation()
    }
  })
  return () => {
    release()
    for (const element of made) element.removeAttribute('inert')
  }
}
