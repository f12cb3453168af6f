/**
 * What `window.Atoll` offers beyond the loader (CONTRACT.md section 5). The loader imports this on
 * the first call to one of these namespaces. Dialogs are a chunk of their own (they bring the
 * renderer), imported on their first use, so the core stays free of the renderer.
 */
import type { AlertOptions, ConfirmOptions, ConfirmOutcome, SystemErrorDetails } from './dialogs/index.ts'
import { scrollTo, tween } from './kit/motion.ts'
import { formatMoney } from './money/index.ts'

const dialogs = () => import('./dialogs/index.ts')

export const dialog = {
  /** The spec's confirmation dialog; resolves to `confirm`, `reject` or `cancel`. */
  confirm: (options?: ConfirmOptions): Promise<ConfirmOutcome> =>
    dialogs().then(({ dialog }) => dialog.confirm(options)),
  /** An alert with one Okay button; resolves when dismissed. */
  alert: (options?: AlertOptions): Promise<void> => dialogs().then(({ dialog }) => dialog.alert(options)),
  /** An information toast, top right, announced politely; resolves once it is gone. */
  toast: (text: string): Promise<void> => dialogs().then(({ dialog }) => dialog.toast(text)),
  /** A tooltip on `target`, shown after the spec's delay; resolves to its teardown. */
  tooltip: (target: HTMLElement, text: string): Promise<() => void> =>
    dialogs().then(({ tooltip }) => tooltip(target, text)),
  /** The platform's system error dialog (Reload Page, Clear), shown once per page. */
  systemError: (details: SystemErrorDetails): Promise<void> =>
    dialogs().then(({ showSystemError }) => showSystemError(details)),
}

export const format = {
  /** `Atoll.format.money(cents, currency, { trimZeroCents })`: the spec's money formatting. */
  money: formatMoney,
}

/** `Atoll.consent`: `get()` the visitor's cookie choice, `show({ force })` the cookie banner. */
export { consent } from './consent/index.ts'

/** `Atoll.cart.update({ count, subtotal })`: updates every cart indicator. */
export { cart } from './cart/store.ts'

/**
 * `Atoll.tween(fn, duration)` and `Atoll.scrollTo(target, { offset, duration })`, the spec's motion
 * helpers: in a namespace here, so the loader reaches them through its one lazy proxy.
 */
export const motion = { tween, scrollTo }
