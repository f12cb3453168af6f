/**
 * The `anchor-links` feature (CONTRACT.md section 11): a link to an element of the same page
 * (`<a href="#opening-hours">`, or the page's own address with a fragment) scrolls there with the
 * spec's scroll-to (easeOutSine, 50 ms, the target 30 px below the window's top) instead of the
 * browser's jump, moves the focus to the target, so the keyboard and a screen reader go on from
 * there, and updates the address as the browser does: a new history entry with the fragment (none
 * when it is the fragment already there) and a `hashchange` event. Under prefers-reduced-motion the
 * scroll jumps at once.
 *
 * The browser keeps every other link: one to another page, one opened elsewhere (a modifier key, a
 * `target`, `download`), one whose click a script has handled (`preventDefault`), and a fragment
 * with no element (`#`, `#top`, `#itemId=...`).
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { scrollTo } from '../../core/kit/motion.ts'

/** The element a fragment names, as the browser finds it: its id, raw then decoded, then an `a[name]`. */
export function fragmentTarget(fragment: string): Element | null {
  const raw = fragment.replace(/^#/, '')
  if (!raw) return null
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // A malformed escape: only the raw id can match.
  }
  return (
    document.getElementById(raw) ??
    document.getElementById(decoded) ??
    [...document.getElementsByName(decoded)].find((element) => element.localName === 'a') ??
    null
  )
}

/** The in-page target of a click on a link, or null when the browser should follow the link itself. */
export function inPageTarget(event: MouseEvent): { link: HTMLAnchorElement; target: Element } | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href)
  const here = new URL(location.href)
  url.hash = ''
  here.hash = ''
  if (url.href !== here.href) return null
  const target = fragmentTarget(new URL(link.href).hash)
  return target ? { link, target } : null
}

export function init(_page: Readonly<PageContext>): IslandHandle {
  const cleanup = createCleanup()
  /** Targets given `tabindex="-1"` to take the focus: it goes again when they lose it. */
  const focusable = new Map<HTMLElement, () => void>()

  function focus(target: Element): void {
    if (!(target instanceof HTMLElement)) return
    if (target.hasAttribute('tabindex') || target.tabIndex >= 0) return target.focus({ preventScroll: true })
    // Not focusable by itself (a heading, a section): focusable by script only, as long as it has the focus.
    target.tabIndex = -1
    target.focus({ preventScroll: true })
    const undo = () => {
      target.removeAttribute('tabindex')
      stop()
      focusable.delete(target)
    }
    const stop = cleanup.listen(target, 'blur', undo, { once: true })
    focusable.set(target, undo)
  }

  cleanup.listen(document, 'click', (event) => {
    const found = inPageTarget(event)
    if (!found) return
    const oldURL = location.href
    const newURL = found.link.href
    if (newURL !== oldURL) {
      try {
        history.pushState(null, '', newURL)
      } catch {
        return // a document whose history cannot be written (sandboxed): the browser follows the link
      }
    }
    event.preventDefault()
    scrollTo(found.target)
    focus(found.target)
    // As the browser does, in a task of its own after the navigation.
    if (newURL !== oldURL)
      cleanup.timeout(() => window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL })), 0)
  })
  cleanup.add(() => {
    for (const undo of [...focusable.values()]) undo()
  })
  return { destroy: () => cleanup.clear() }
}
