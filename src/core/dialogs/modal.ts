import { createElement, useLayoutEffect, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { containFocus } from '../dom/focus.ts'
import { adoptStyles } from '../dom/styles.ts'
import { loadMessages, type MessageParts } from '../i18n/index.ts'
import css from './dialog.css?inline'
import { Dialog } from './Dialog.tsx'
import type { DialogButton, DialogViewProps } from './Dialog.tsx'
import { afterHiding } from './hide.ts'
import { Z_INDEX_BASE } from './options.ts'
import type { Position } from './options.ts'

/** What one modal shows and how it ends. */
export interface ModalSpec {
  role: 'dialog' | 'alertdialog'
  title?: string | undefined
  message?: string | undefined
  buttons: readonly DialogButton[]
  padding: number
  left?: Position | undefined
  top?: Position | undefined
  /** The outcome of Escape and of a click on the overlay. */
  cancel: string
}

/** A modal's state: whether it is fading out. */
interface ModalState {
  hiding: boolean
}

/**
 * The dialog as its store has it: rendered once, it follows the store, and calls `onShown` once it
 * is first on the page (placed and focused then, in the same frame).
 */
function ModalView({
  store,
  onShown,
  ...props
}: Omit<DialogViewProps, 'hiding'> & { store: StoreApi<ModalState>; onShown(): void }) {
  const { hiding } = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useLayoutEffect(onShown, [])
  return createElement(Dialog, { ...props, hiding })
}

/** Hosts of the open modals, the top one last. */
const stack: HTMLElement[] = []
/** Every modal still on the page (open or fading out): each removes itself at once when called. */
const onPage = new Set<() => void>()
/** What this layer made inert, so that page elements that were inert already stay inert. */
const madeInert = new Set<Element>()
let count = 0

/**
 * Loads the caller's messages (the dialogs load theirs on the first dialog), then runs `show`. A part
 * that fails to load is reported and the dialog still opens: a visitor must be able to answer it.
 */
export function withMessages<T>(messages: MessageParts, show: () => Promise<T>): Promise<T> {
  return loadMessages(messages)
    .catch((error: unknown) => console.error('[atoll:dialog] messages failed to load', error))
    .then(show)
}

/**
 * Opens a modal dialog and resolves with the outcome of the button pressed, or `spec.cancel` for
 * Escape and the overlay. While it is open, the rest of the page is inert and focus stays inside;
 * at the outcome, focus returns to `opener`, and the dialog fades out and is removed.
 */
export function openModal(spec: ModalSpec, opener: Element | null): Promise<string> {
  adoptStyles(css)
  const host = document.createElement('div')
  document.body.append(host)
  stack.push(host)
  const root = createRoot(host)
  const id = `atoll-dialog-${++count}`
  const zIndex = Z_INDEX_BASE + stack.length - 1

  return new Promise((resolve) => {
    let settled = false
    let release = () => {}
    const store = createStore<ModalState>(() => ({ hiding: false }))

    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || stack.at(-1) !== host) return
      // The page's own Escape handling (editor login) must not act on the key that closed a dialog.
      event.preventDefault()
      event.stopImmediatePropagation()
      settle(spec.cancel)
    }

    let removed = false
    let stopHiding = () => {}
    const remove = () => {
      if (removed) return
      removed = true
      stopHiding()
      onPage.delete(dismiss)
      root.unmount()
      host.remove()
    }
    // Atoll.destroy(): answered as Escape would answer it, and gone without fading.
    const dismiss = () => {
      settle(spec.cancel)
      remove()
    }
    onPage.add(dismiss)

    function settle(outcome: string) {
      if (settled) return
      settled = true
      release()
      document.removeEventListener('keydown', onKeydown, true)
      stack.splice(stack.indexOf(host), 1)
      host.setAttribute('inert', '')
      updateInert()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      resolve(outcome)
      if (removed) return
      // spec: shown, then hiding (fallback about 600 ms), then hidden and destroyed
      store.setState({ hiding: true })
      stopHiding = afterHiding(host.firstElementChild ?? host, remove)
    }

    // Placed, the page made inert and the focus moved once the dialog is on the page.
    const shown = () => {
      if (settled) return
      const dialog = host.querySelector<HTMLElement>('[aria-modal]')!
      place(dialog, spec)
      updateInert()
      release = containFocus({ container: dialog })
      document.addEventListener('keydown', onKeydown, true)
      ;(dialog.querySelector<HTMLElement>('[data-initial]') ?? dialog.querySelector('button') ?? dialog).focus()
    }
    root.render(
      createElement(ModalView, {
        ...spec,
        id,
        zIndex,
        store,
        onShown: shown,
        onOutcome: settle,
        onCancel: () => settle(spec.cancel),
      }),
    )
  })
}

/**
 * Closes every modal at once (each resolves with its Escape outcome) and removes them, fading ones
 * too, so that nothing of them is left: no layer, no inert page, no listener.
 */
export function closeModals(): void {
  for (const dismiss of [...onPage]) dismiss()
}

/** Makes everything but the top modal inert; restores what it changed when no modal is left. */
function updateInert(): void {
  for (const element of madeInert) element.removeAttribute('inert')
  madeInert.clear()
  const top = stack.at(-1)
  if (!top) return
  for (const element of document.body.children) {
    // The toasts' live region stays out: an inert region is not announced.
    if (element === top || element.hasAttribute('inert') || element.classList.contains('atoll-toasts')) continue
    element.setAttribute('inert', '')
    madeInert.add(element)
  }
}

/** The caller's positions, when given; the dialog stays centred on an axis without one. */
function place(dialog: HTMLElement, { left, top }: ModalSpec): void {
  if (!left && !top) return
  try {
    const { width, height } = dialog.getBoundingClientRect()
    const x = left?.({ width, height }) ?? (innerWidth - width) / 2
    const y = top?.({ width, height }) ?? (innerHeight - height) / 2
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new RangeError(`positions gave ${x}, ${y}`)
    Object.assign(dialog.style, { position: 'fixed', left: `${x}px`, top: `${y}px` })
  } catch (error) {
    console.error('[atoll:dialog] the position functions failed; the dialog stays centred', error)
  }
}
