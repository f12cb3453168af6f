import { t } from '../i18n/index.ts'
import { openModal, withMessages } from './modal.ts'
import { CONFIRMATION_PADDING } from './options.ts'
import messages from 'virtual:atoll-messages'

/** What went wrong, as the data layer knows it (commerce-forms-runtime.md section 8). */
export interface SystemErrorDetails {
  /** `cleaned`: an error already cleaned for visitors; `network`: the server could not be reached. */
  kind: 'cleaned' | 'network' | 'other'
  message?: string
  url?: string
  format?: string
}

const KINDS = ['cleaned', 'network', 'other']

let shown = false

/**
 * Shows the system error dialog, with Reload Page (reloads the page) and Clear (closes it). The
 * dialog is shown once per page: later calls resolve at once without showing anything.
 * @returns a promise that resolves when the dialog is closed, or at once when it was shown before.
 * @throws TypeError when `details.kind` is not cleaned, network or other.
 * @example
 * showSystemError({ kind: 'network', message: 'Unauthorized request' })
 */
export function showSystemError(details: SystemErrorDetails): Promise<void> {
  if (!KINDS.includes(details?.kind)) throw new TypeError(`showSystemError: kind must be one of ${KINDS.join(', ')}`)
  // spec: the error dialog is shown once, then either cleared or the page is reloaded
  if (shown) return Promise.resolve()
  shown = true
  const opener = document.activeElement
  return withMessages(messages, async () => {
    const outcome = await openModal(
      {
        role: 'alertdialog',
        title: t('dialog.systemErrorTitle'),
        message: systemErrorText(details),
        buttons: [
          { outcome: 'clear', text: t('dialog.clear') },
          { outcome: 'reload', text: t('dialog.reloadPage'), initial: true },
        ],
        padding: CONFIRMATION_PADDING,
        cancel: 'clear',
      },
      opener,
    )
    if (outcome === 'reload') location.reload()
  })
}

/** spec: a cleaned error, a network error with its default, otherwise the url, the format and the message. */
function systemErrorText({ kind, message, url, format }: SystemErrorDetails): string {
  if (kind === 'network') return message || t('dialog.systemErrorNetwork')
  const lines =
    kind === 'other'
      ? [
          url && t('dialog.systemErrorUrl', { url }),
          format && t('dialog.systemErrorFormat', { format }),
          message && t('dialog.systemErrorMessage', { message }),
        ].filter(Boolean)
      : []
  return lines.length ? lines.join('\n') : t('dialog.systemErrorCleaned')
}
