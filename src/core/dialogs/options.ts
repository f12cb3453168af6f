/** Dialog options (CONTRACT.md section 5): defaults, checks and the spec's constants. */

export const Z_INDEX_BASE = 30000 // spec: base overlay z-index 30000
/** Toasts and tooltips sit above any stack of modals, so one raised from inside a dialog is seen. */
export const Z_INDEX_TOP = Z_INDEX_BASE + 1000
export const CONFIRMATION_WIDTH = 350 // spec: confirmation width 350
export const CONFIRMATION_PADDING = 20 // spec: confirmation padding 20
export const HIDE_FALLBACK_MS = 600 // spec: confirmation hiding, fallback about 600 ms
export const TOAST_MS = 2000 // spec: information toast auto-hides after 2000 ms
export const TOOLTIP_DELAY_MS = 1200 // spec: tooltip delay 1200 ms
export const TOOLTIP_WIDTH = 250 // spec: tooltip width 250
export const TOOLTIP_OFFSET = 15 // spec: tooltip offset 15
export const TOOLTIP_EDGE_MARGIN = 20 // spec: tooltip edge margin 20

/** spec: confirm or reject; confirm or cancel; confirm only; no buttons. */
export const CONFIRMATION_STYLES = ['confirm-reject', 'confirm-cancel', 'confirm', 'none'] as const
export type ConfirmationStyle = (typeof CONFIRMATION_STYLES)[number]

/** spec: confirmation events confirm, reject, cancel. */
export type ConfirmOutcome = 'confirm' | 'reject' | 'cancel'

/** Places the dialog: gets its rendered size, returns its left or top edge in CSS pixels of the viewport. */
export type Position = (box: { width: number; height: number }) => number

/** What every modal dialog accepts. */
export interface DialogOptions {
  title?: string
  message?: string
  /** Space between the dialog's edge and its content, in pixels. @default 20 */
  padding?: number
  /** Places the dialog's left edge instead of centring it. */
  left?: Position
  /** Places the dialog's top edge instead of centring it. */
  top?: Position
}

export interface ConfirmOptions extends DialogOptions {
  /** @default 'confirm-reject' */
  style?: ConfirmationStyle
  /** @default 'Confirm' in the page's language */
  confirmText?: string
  /** @default 'Reject' in the page's language */
  rejectText?: string
  /** @default 'Cancel' in the page's language */
  cancelText?: string
}

export interface AlertOptions extends DialogOptions {
  /** @default 'Okay' in the page's language */
  okayText?: string
}

const TEXTS = ['title', 'message', 'confirmText', 'rejectText', 'cancelText', 'okayText'] as const

/**
 * Checks a confirm or alert call's options and applies the defaults.
 * @throws TypeError naming the option: texts must be strings, `style` one of the four styles,
 * `padding` a number, `left` and `top` functions (spec: positions must be functions; padding must be a number).
 */
export function normalizeOptions<T extends ConfirmOptions & AlertOptions>(
  options: T | undefined,
): T & { padding: number; style: ConfirmationStyle } {
  if (options !== undefined && (typeof options !== 'object' || options === null))
    throw new TypeError('dialog: options must be an object')
  const given: T = options ?? ({} as T)
  for (const name of TEXTS) {
    if (given[name] !== undefined && typeof given[name] !== 'string')
      throw new TypeError(`dialog: ${name} must be a string`)
  }
  const style = given.style ?? 'confirm-reject'
  if (!CONFIRMATION_STYLES.includes(style))
    throw new TypeError(`dialog: style must be one of ${CONFIRMATION_STYLES.join(', ')}`)
  const padding = given.padding ?? CONFIRMATION_PADDING
  if (typeof padding !== 'number' || !Number.isFinite(padding)) throw new TypeError('dialog: padding must be a number')
  for (const name of ['left', 'top'] as const) {
    if (given[name] !== undefined && typeof given[name] !== 'function')
      throw new TypeError(`dialog: ${name} must be a function`)
  }
  return { ...given, style, padding }
}
