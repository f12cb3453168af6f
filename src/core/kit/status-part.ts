import type { Cleanup } from './cleanup.ts'

export interface StatusPartOptions {
  /** `status` for a polite message, `alert` for one read at once. */
  role: 'status' | 'alert'
  /** The class of the element the island adds, for the site's own styles. */
  className: string
  /** Adds it as the block's first child, above the block's content, rather than its last. */
  first?: boolean
}

/**
 * The block's message area: its template's `[data-part=status]` when it has one, else a `<p>` with
 * `role`, `data-part=status` and `className`, added to the block and removed on `cleanup.clear()`.
 * @example
 * const status = statusPart(element, cleanup, { role: 'alert', className: 'atoll-member-sign-in-status', first: true })
 * status.textContent = failureText(error)
 */
export function statusPart(
  element: HTMLElement,
  cleanup: Cleanup,
  { role, className, first = false }: StatusPartOptions,
): HTMLElement {
  const own = element.querySelector<HTMLElement>('[data-part=status]')
  if (own) return own
  const region = document.createElement('p')
  region.setAttribute('role', role)
  region.dataset.part = 'status'
  region.className = className
  if (first) element.prepend(region)
  else element.append(region)
  cleanup.add(() => region.remove())
  return region
}
