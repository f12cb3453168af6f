import { CONFIRMATION_WIDTH } from './options.ts'

export interface DialogButton {
  /** What the button resolves the dialog with. */
  outcome: string
  text: string
  /** The button that takes focus when the dialog opens. */
  initial?: boolean
}

export interface DialogViewProps {
  id: string
  role: 'dialog' | 'alertdialog'
  title?: string | undefined
  message?: string | undefined
  buttons: readonly DialogButton[]
  padding: number
  zIndex: number
  hiding: boolean
  onOutcome(outcome: string): void
  /** Overlay click. */
  onCancel(): void
}

/** A modal dialog: overlay, title, message and buttons. Focus, Escape and stacking are modal.ts's. */
export function Dialog({
  id,
  role,
  title,
  message,
  buttons,
  padding,
  zIndex,
  hiding,
  onOutcome,
  onCancel,
}: DialogViewProps) {
  const titleId = title ? `${id}-title` : undefined
  const messageId = message ? `${id}-message` : undefined
  return (
    // spec: the dialog class is squarespace-managed-ui; ours is atoll-managed-ui, so page CSS written
    // for the platform's class does not restyle these dialogs (docs/spec-differences.md).
    <div
      className="atoll-managed-ui atoll-dialog-layer"
      data-state={hiding ? 'hiding' : 'shown'}
      style={{ zIndex: String(zIndex) }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer-only backdrop; Escape on the dialog cancels */}
      <div className="atoll-dialog-overlay" onClick={onCancel} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal and labelled */}
      <div
        className="atoll-dialog"
        role={role}
        aria-modal="true"
        // Without a title the message names the dialog.
        aria-labelledby={titleId ?? messageId}
        aria-describedby={titleId ? messageId : undefined}
        tabIndex={-1}
        style={{ width: `${CONFIRMATION_WIDTH}px`, padding: `${padding}px` }}
      >
        {title && (
          <h2 className="atoll-dialog-title" id={titleId}>
            {title}
          </h2>
        )}
        {message && (
          <p className="atoll-dialog-message" id={messageId}>
            {message}
          </p>
        )}
        {buttons.length > 0 && (
          <div className="atoll-dialog-buttons">
            {buttons.map((button) => (
              <button
                key={button.outcome}
                type="button"
                className="atoll-dialog-button"
                data-outcome={button.outcome}
                data-initial={button.initial ? '' : undefined}
                onClick={() => onOutcome(button.outcome)}
              >
                {button.text}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
