/**
 * Focus containment, hand-written: focus-trap with tabbable weighs more than the whole dialog layer,
 * and modals already make the page behind them `inert`; what is left is cycling Tab inside the
 * allowed elements and pulling back focus that lands elsewhere.
 */

export interface ContainFocusOptions {
  /** Keeps focus inside this element. */
  container?: HTMLElement
  /** Keeps focus on elements for which this returns true (the form that allows several regions). */
  predicate?: (element: Element) => boolean
}

const FOCUSABLE =
  'a[href],area[href],button,input,select,textarea,iframe,summary,audio[controls],video[controls],[tabindex],[contenteditable]'

/** Only the latest containment acts, so a dialog opened from a dialog takes focus over. */
const active: object[] = []

/**
 * Keeps keyboard focus inside `container`, or on the elements that `predicate` accepts: Tab and
 * Shift+Tab cycle through them, and focus that lands outside is brought back. Containments nest:
 * the latest one acts until it is released.
 * @returns the release function.
 * @throws TypeError 'One (and only one) of container and predicate must be set' unless exactly one is given.
 * @example
 * const release = containFocus({ container: dialogElement })
 * // ... later
 * release()
 */
export function containFocus(options: ContainFocusOptions): () => void {
  const { container, predicate } = options ?? {}
  // spec: focus containing requires exactly one of container or predicate
  if (!container === !predicate) throw new TypeError('One (and only one) of container and predicate must be set')
  if (container && !(container instanceof HTMLElement))
    throw new TypeError('containFocus: container must be an element')
  if (predicate && typeof predicate !== 'function') throw new TypeError('containFocus: predicate must be a function')

  const allowed = (element: Element) => (container ? container.contains(element) : predicate!(element))
  const token = {}
  const listening = new AbortController()
  let last: HTMLElement | undefined
  active.push(token)

  const candidates = (): HTMLElement[] =>
    [...(container ?? document).querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => (container || allowed(element)) && isTabbable(element),
    )

  const fallback = () => candidates()[0] ?? container

  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || active.at(-1) !== token) return
      // Moving focus ourselves on every Tab keeps the order right when the allowed elements are
      // scattered over the page (predicate) and not one block (container).
      event.preventDefault()
      const list = candidates()
      const index = list.indexOf(document.activeElement as HTMLElement)
      const next = event.shiftKey
        ? index <= 0
          ? list.length - 1
          : index - 1
        : index < 0 || index === list.length - 1
          ? 0
          : index + 1
      ;(list[next] ?? container)?.focus()
    },
    { capture: true, signal: listening.signal },
  )
  document.addEventListener(
    'focusin',
    (event) => {
      if (active.at(-1) !== token) return
      const target = event.target as HTMLElement
      if (allowed(target)) last = target
      else (last?.isConnected ? last : fallback())?.focus()
    },
    { capture: true, signal: listening.signal },
  )

  return () => {
    listening.abort()
    const index = active.indexOf(token)
    if (index >= 0) active.splice(index, 1)
  }
}

function isTabbable(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !(element as HTMLButtonElement).disabled &&
    (element as HTMLInputElement).type !== 'hidden' &&
    !element.closest('[inert]') &&
    (typeof element.checkVisibility !== 'function' || element.checkVisibility())
  )
}
