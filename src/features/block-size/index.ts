/**
 * Block classes by size (spec section 9): an image block narrower than 415 px gets `image-narrow`, a
 * newsletter form block narrower than 320 px `newsletter-small`, and dynamic text (`data-dynamic-text`)
 * whose font size comes to 13 px or less `dynamic-text-min`. One small page-wide feature for the
 * three, rather than an island each (every island and feature costs the loader bytes), with no
 * renderer and no core. Elements added to the page later are watched too.
 */
import type { IslandHandle } from '../../contract.ts'
import { watchElements } from '../../core/kit/watch-elements.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { hasSizeClass, kindOf, SIZE_CLASS, SIZED, type Sized } from './block-size.ts'

export function init(): IslandHandle {
  const cleanup = createCleanup()
  const watched = new Map<Element, Sized>()
  const due = new Set<Element>()
  let pending = false

  /** Sets the classes of the elements that changed size, a frame later: a class may change the size again. */
  function update(): void {
    pending = false
    for (const element of due) {
      const kind = watched.get(element)
      if (!kind) continue
      // The dynamic size is read without the class, whose own rules may pin the font size.
      if (kind === 'dynamic-text') element.classList.remove(SIZE_CLASS[kind])
      const on = hasSizeClass(
        kind,
        element.getBoundingClientRect().width,
        parseFloat(getComputedStyle(element).fontSize),
      )
      element.classList.toggle(SIZE_CLASS[kind], on)
    }
    due.clear()
  }

  const sizes = cleanup.observe(
    new ResizeObserver((entries) => {
      for (const entry of entries) due.add(entry.target)
      if (!pending) cleanup.frame(update)
      pending = true
    }),
  )

  function forget(element: Element, kind: Sized): void {
    watched.delete(element)
    sizes.unobserve(element)
    element.classList.remove(SIZE_CLASS[kind])
  }

  cleanup.observe(
    watchElements(
      SIZED,
      (element) => {
        const kind = kindOf(element)
        if (!kind || watched.has(element)) return
        watched.set(element, kind)
        sizes.observe(element)
      },
      () => {
        for (const [element, kind] of watched) if (!element.isConnected) forget(element, kind)
      },
    ),
  )

  return {
    destroy() {
      cleanup.clear()
      for (const [element, kind] of watched) element.classList.remove(SIZE_CLASS[kind])
      watched.clear()
      due.clear()
      pending = false
    },
  }
}
