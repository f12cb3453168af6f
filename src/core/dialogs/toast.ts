/**
 * The information toast. A text in a box needs no renderer: plain DOM keeps it ready before the
 * renderer chunk arrives.
 */
import { adoptStyles } from '../dom/styles.ts'
import css from './dialog.css?inline'
import { afterHiding } from './hide.ts'
import { TOAST_MS, Z_INDEX_TOP } from './options.ts'

/**
 * A live region must be in the accessibility tree before its text changes, or screen readers miss
 * the change; a new region waits this long before its first text.
 */
export const LIVE_REGION_SETTLE_MS = 100

let region: HTMLElement | undefined
/** The toasts shown: each removes itself at once when called. */
const showing = new Set<() => void>()
/** Settles once the region has been on the page long enough to be announced. */
let settled = Promise.resolve()

/**
 * Shows `text` in a toast at the top right, announced politely, and hides it after 2000 ms.
 * @returns a promise that resolves once the toast is gone.
 * @throws TypeError when `text` is not a string.
 * @example
 * await dialog.toast('Saved')
 */
export function toast(text: string): Promise<void> {
  if (typeof text !== 'string') throw new TypeError('dialog: toast text must be a string')
  adoptStyles(css)
  if (!region?.isConnected) {
    region = document.createElement('div')
    region.className = 'atoll-managed-ui atoll-toasts'
    region.setAttribute('role', 'status')
    region.setAttribute('aria-live', 'polite')
    region.style.zIndex = String(Z_INDEX_TOP)
    document.body.append(region)
    settled = new Promise((resolve) => setTimeout(() => resolve(), LIVE_REGION_SETTLE_MS))
  }
  const live = region
  return settled.then(
    () =>
      new Promise<void>((resolve) => {
        // Atoll.destroy() may have removed the region while it settled: nothing to show then.
        if (!live.isConnected) return resolve()
        const item = document.createElement('div')
        item.className = 'atoll-toast'
        item.textContent = text
        live.append(item)
        let stopHiding = () => {}
        const remove = () => {
          clearTimeout(timer)
          stopHiding()
          showing.delete(remove)
          item.remove()
          resolve()
        }
        showing.add(remove)
        // spec: the information toast auto-hides after 2000 ms
        const timer = setTimeout(() => {
          item.dataset.state = 'hiding'
          stopHiding = afterHiding(item, remove)
        }, TOAST_MS)
      }),
  )
}

/** Removes every toast and their live region at once; each toast's promise resolves. */
export function closeToasts(): void {
  for (const remove of [...showing]) remove()
  region?.remove()
  region = undefined
}
