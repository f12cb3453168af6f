/** The spec's dialogs, as `Atoll.dialog` (CONTRACT.md section 5), and tooltips. */
import { t } from '../i18n/index.ts'
import type { DialogButton } from './Dialog.tsx'
import { closeModals, openModal, withMessages } from './modal.ts'
import { normalizeOptions } from './options.ts'
import type { AlertOptions, ConfirmOptions, ConfirmOutcome } from './options.ts'
import { closeToasts, toast } from './toast.ts'
import { removeTooltips } from './tooltip.ts'
import messages from 'virtual:atoll-messages'

export type { AlertOptions, ConfirmOptions, ConfirmOutcome, ConfirmationStyle, Position } from './options.ts'
export type { SystemErrorDetails } from './system-error.ts'
export { showSystemError } from './system-error.ts'
export { tooltip } from './tooltip.ts'

export const dialog = {
  /**
   * Asks the visitor to confirm. Styles: `confirm-reject` (the default), `confirm-cancel`, `confirm`
   * (one button) and `none` (no buttons). Escape and a click on the overlay mean cancel.
   * @returns a promise of `'confirm'`, `'reject'` or `'cancel'`.
   * @throws TypeError naming the option that is wrong.
   * @example
   * if ((await dialog.confirm({ title: 'Delete this page?', style: 'confirm-cancel' })) === 'confirm') remove()
   */
  confirm(options?: ConfirmOptions): Promise<ConfirmOutcome> {
    const { style, title, message, padding, left, top, confirmText, rejectText, cancelText } = normalizeOptions(options)
    const opener = document.activeElement
    return withMessages(messages, () => {
      const buttons: DialogButton[] = []
      if (style === 'confirm-reject') buttons.push({ outcome: 'reject', text: rejectText ?? t('dialog.reject') })
      if (style === 'confirm-cancel') buttons.push({ outcome: 'cancel', text: cancelText ?? t('dialog.cancel') })
      if (style !== 'none')
        buttons.push({ outcome: 'confirm', text: confirmText ?? t('dialog.confirm'), initial: true })
      // With no button to answer, it informs rather than alerts.
      const role = style === 'none' ? 'dialog' : 'alertdialog'
      return openModal(
        { role, title, message, buttons, padding, left, top, cancel: 'cancel' },
        opener,
      ) as Promise<ConfirmOutcome>
    })
  },

  /**
   * Tells the visitor something, with one Okay button.
   * @returns a promise that resolves when the visitor dismisses it (Okay, Escape or the overlay).
   * @throws TypeError naming the option that is wrong.
   */
  alert(options?: AlertOptions): Promise<void> {
    const { title, message, padding, left, top, okayText } = normalizeOptions(options)
    const opener = document.activeElement
    return withMessages(messages, async () => {
      const buttons = [{ outcome: 'okay', text: okayText ?? t('dialog.okay'), initial: true }]
      await openModal({ role: 'alertdialog', title, message, buttons, padding, left, top, cancel: 'okay' }, opener)
    })
  },

  toast,
}

/**
 * Closes and removes everything the dialogs put on the page: modals (each resolves as Escape would
 * answer it), toasts (resolved) and tooltips (their targets stop listening). The page is left as
 * it was before: nothing inert.
 */
export function closeAll(): void {
  closeModals()
  closeToasts()
  removeTooltips()
}

/** Marks `window.Atoll` once its `destroy` closes the dialogs too. */
const JOINED = '__atollDialogsJoined'

/**
 * `Atoll.destroy()` leaves nothing: this chunk comes with the first dialog, after the loader made
 * `window.Atoll`, and the loader knows nothing of it; so the chunk adds its own teardown to the
 * loader's `destroy`, once.
 */
function joinDestroy(): void {
  const api = window.Atoll
  if (!api || JOINED in api) return
  const destroy = api.destroy
  Object.defineProperty(api, JOINED, { value: true })
  api.destroy = () => {
    destroy()
    closeAll()
  }
}

joinDestroy()
