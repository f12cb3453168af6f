/**
 * The summary's carousel: the server's items on a track that embla-carousel moves (swipe and drag
 * are embla's), imported when a carousel mounts so the other designs never download it. The
 * template's `[data-part=prev]` and `[data-part=next]` buttons move a group of items (those in view),
 * as do the left and right arrows while the focus is in the block; each is disabled at its end, and
 * under prefers-reduced-motion the track jumps instead of sliding.
 */
import { carouselStep, emblaDuration } from '../../core/kit/carousel.ts'
import type { Cleanup } from '../../core/kit/cleanup.ts'
import { prefersReducedMotion } from '../../core/kit/env.ts'

/** How long a move takes, in ms (embla's default). */
export const CAROUSEL_SPEED_MS = 500

let nextId = 0

/**
 * Puts `list` in a viewport (the template's `[data-part=viewport]` around it, else one it adds) and
 * starts the carousel on it; what it adds goes on `cleanup.clear()`.
 * Rejects when embla-carousel cannot be imported (the loader then puts the server's markup back).
 */
export async function startCarousel(element: HTMLElement, list: HTMLElement, cleanup: Cleanup): Promise<void> {
  const { default: EmblaCarousel } = await import('embla-carousel')
  // The template's own viewport, the list's parent, is used as it is. Moving the list into one of
  // ours takes its images off the page and back, and a browser counts an image put back as a new
  // paint: the page's largest paint (LCP) then waits for the island.
  let viewport = list.parentElement
  if (viewport?.dataset.part !== 'viewport') {
    const made = document.createElement('div')
    made.dataset.part = 'viewport'
    list.before(made)
    made.append(list)
    cleanup.add(() => made.replaceWith(list))
    viewport = made
  }
  if (!list.id) {
    list.id = `${element.id || 'atoll-summary'}-items-${++nextId}`
    cleanup.add(() => list.removeAttribute('id'))
  }

  const embla = EmblaCarousel(viewport, {
    container: list,
    align: 'start',
    // Each move shows the next items in view, as a page turns.
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    duration: emblaDuration(CAROUSEL_SPEED_MS),
  })
  cleanup.add(() => embla.destroy())

  const controls: [HTMLButtonElement | null, 1 | -1][] = [
    [element.querySelector<HTMLButtonElement>('[data-part=prev]'), -1],
    [element.querySelector<HTMLButtonElement>('[data-part=next]'), 1],
  ]
  const update = () => {
    for (const [button, direction] of controls) {
      if (!button) continue
      const can = direction > 0 ? embla.canScrollNext() : embla.canScrollPrev()
      // A button disabled under the focus would drop it to the page: it goes to the other one.
      if (!can && document.activeElement === button) controls.find(([other]) => other !== button)?.[0]?.focus()
      button.disabled = !can
    }
  }
  const step = (direction: 1 | -1) => {
    const jump = prefersReducedMotion()
    if (direction > 0) embla.scrollNext(jump)
    else embla.scrollPrev(jump)
  }

  for (const [button, direction] of controls) {
    if (!button) continue
    const disabled = button.disabled
    button.setAttribute('aria-controls', list.id)
    cleanup.listen(button, 'click', () => step(direction))
    cleanup.add(() => {
      button.disabled = disabled
      button.removeAttribute('aria-controls')
    })
  }

  cleanup.listen(element, 'keydown', (event) => {
    const direction = carouselStep(event)
    if (!direction) return
    event.preventDefault()
    const fromItem = list.contains(document.activeElement)
    step(direction)
    // The focus follows to the first item now in view, so it never stays on one moved out of it;
    // without scrolling, which would shift the viewport under embla's transform.
    const first = list.children[embla.internalEngine().slideRegistry[embla.selectedScrollSnap()]?.[0] ?? 0]
    const target = first?.querySelector<HTMLElement>('a[href], button, [tabindex]')
    if (fromItem && target) target.focus({ preventScroll: true })
  })

  embla.on('select', update)
  embla.on('reInit', update)
  update()
}
