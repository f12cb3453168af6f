/**
 * Page-wide features that act on elements wherever they are (animated blocks, sized blocks) watch
 * the page the same way: the elements there now, those added later, and a pass to forget the
 * removed ones.
 */

/**
 * Calls `found` with every element matching `selector`, on the page now and added to it later (the
 * feature skips those it already has), and `removed()` after any removal, for the feature to forget
 * those no longer connected.
 * @returns the observer that watches the page (give it to a cleanup store's `observe`).
 */
export function watchElements(
  selector: string,
  found: (element: Element) => void,
  removed: () => void,
): MutationObserver {
  const scan = (root: Element | Document) => {
    if (root instanceof Element && root.matches(selector)) found(root)
    for (const element of root.querySelectorAll(selector)) found(element)
  }
  scan(document)
  const changes = new MutationObserver((records) => {
    let any = false
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node)
      any ||= record.removedNodes.length > 0
    }
    if (any) removed()
  })
  changes.observe(document.documentElement, { childList: true, subtree: true })
  return changes
}
