/**
 * The popup overlay island. It enhances the server's hidden content in place rather than
 * re-rendering it: the content keeps its own nodes (a newsletter form block inside stays the same
 * mounted block), so it needs no renderer. The block becomes the backdrop and its content a modal
 * dialog; whether it shows follows the pure rules of overlay.ts.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { containFocus } from '../../core/dom/focus.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { localStore } from '../../core/storage/storage.ts'
import { emit } from '../../core/tracking/events.ts'
import { MOBILE_QUERY, normalizeOptions } from './options.ts'
import css from './overlay.css?inline'
import { nextRecord, readRecord, RECORD_KEY, shouldShow } from './overlay.ts'
import messages from 'virtual:atoll-messages'

/** What the overlay tells the page (`atoll:overlay`): the tracking feature sends it to `/api/census/overlay`. */
export type OverlayAction = 'show' | 'close' | 'submit'

const STYLE_NAMES = { 1: 'none', 2: 'light', 3: 'dark' } as const

let nextId = 0

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const viewer = { mobile: matchMedia(MOBILE_QUERY).matches, signedIn: page.authenticatedAccount != null }
  if (!shouldShow(options, readRecord(localStore.get(RECORD_KEY)), Date.now(), viewer)) return { destroy() {} }

  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup()
  const opener = document.activeElement
  const tell = (action: OverlayAction) => emit('atoll:overlay', { action, ...options })
  const remember = (submitted: boolean) =>
    localStore.set(RECORD_KEY, nextRecord(options, readRecord(localStore.get(RECORD_KEY)), Date.now(), submitted))

  const dialog = document.createElement('div')
  dialog.className = 'atoll-overlay__dialog'
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.tabIndex = -1
  dialog.append(...element.childNodes)
  const heading = dialog.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6')
  if (heading) dialog.setAttribute('aria-labelledby', (heading.id ||= `atoll-overlay-title-${++nextId}`))
  else dialog.setAttribute('aria-label', t('blocks.overlayLabel'))
  let close = dialog.querySelector<HTMLElement>('[data-part=close]')
  if (!close) {
    close = document.createElement('button')
    close.setAttribute('type', 'button')
    close.className = 'atoll-overlay__close'
    close.setAttribute('aria-label', t('common.close'))
    close.textContent = '×'
    dialog.prepend(close)
  }
  element.append(dialog)
  element.classList.add('atoll-overlay')
  element.dataset.overlayStyle = STYLE_NAMES[options.style]
  element.hidden = false
  document.documentElement.classList.add('atoll-overlay-open')
  let release: (() => void) | undefined = containFocus({ container: dialog })
  // Focus moves in the frame that first draws the dialog. Moved now, it would make the browser style
  // and lay out the page in this task as well (the new sheet, the dialog), making the overlay's opening
  // one long task; the frame does that work anyway.
  cleanup.frame(() => dialog.focus())
  tell('show')

  /** Hides the overlay and gives focus back to where it was before the overlay took it. */
  function hide(): void {
    if (!release) return
    release()
    release = undefined
    element.hidden = true
    document.documentElement.classList.remove('atoll-overlay-open')
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus()
    // Opened by the page, not from an element: focus leaves the hidden dialog now, for the page's
    // start, rather than at the browser's next rendering step (its focus fix-up).
    else if (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement))
      document.activeElement.blur()
  }

  /** Closes it for good: the overlay does not open again on this page, so it stops listening. */
  function dismiss(): void {
    if (!release) return
    remember(false)
    hide()
    cleanup.clear()
    tell('close')
  }

  cleanup.listen(close, 'click', dismiss)
  // A click on the backdrop (the block around the dialog) closes it, as Escape does.
  cleanup.listen(element, 'click', (event) => event.target === element && dismiss())
  cleanup.listen(
    document,
    'keydown',
    (event) => {
      const target = event.target as Node
      // A dialog opened from inside the overlay (a form's alert) holds focus and closes first.
      if (
        event.key !== 'Escape' ||
        !release ||
        event.defaultPrevented ||
        !(dialog.contains(target) || target === document.body)
      )
        return
      // The page's own Escape handling (the editor login) must not act on the key that closed the overlay.
      event.preventDefault()
      event.stopImmediatePropagation()
      dismiss()
    },
    { capture: true },
  )
  cleanup.listen(document, 'atoll:form-submit', (event) => {
    if (!formIds(dialog).includes(event.detail?.formId ?? '')) return
    remember(true)
    tell('submit')
  })

  return {
    destroy() {
      cleanup.clear()
      hide()
      element.append(...[...dialog.childNodes].filter((node) => node !== close || close.dataset.part === 'close'))
      dialog.remove()
      element.classList.remove('atoll-overlay')
      delete element.dataset.overlayStyle
    },
  }
}

/** The form ids of the form blocks inside the overlay. */
function formIds(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('[data-block=form]')].map((form) => {
    try {
      return String((JSON.parse(form.dataset.blockJson ?? '{}') as { formId?: unknown }).formId ?? '')
    } catch {
      return ''
    }
  })
}
