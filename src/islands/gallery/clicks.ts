/**
 * Clicks on slides. spec: links are ignored (click-through slides are links: the browser follows
 * them); in a strip a video slide that is not the current one is only selected; a stacked slideshow
 * goes next, previous or by half of the slide. A press that moved is a drag, not a click. Capture
 * phase: a video must not start on such a click.
 */
import { createCleanup } from '../../core/kit/cleanup.ts'
import type { GalleryContext, Part } from './context.ts'
import { clickDirection } from './gallery.ts'

export interface ClicksSetup {
  /** Opens the lightbox on slide `at`. */
  openLightbox(at: number): void
}

export function createClicks(
  { element, viewport, slides, motion, options, nav }: GalleryContext,
  setup: ClicksSetup,
): Part {
  const cleanup = createCleanup()
  const stop = (event: Event) => {
    event.stopPropagation()
    event.preventDefault()
  }
  cleanup.listen(
    element,
    'click',
    (event) => {
      const target = event.target as Element
      const at = slides.findIndex((slide) => slide.element.contains(target))
      const slide = slides[at]
      if (!slide) return
      // A click from the keyboard (detail 0) has no press to measure.
      if (event.detail > 0 && nav.engine().dragged(event)) return stop(event)
      if (target.closest('a[href]')) return
      const current = at === nav.index()
      if (slide.video) {
        if (motion === 'slide' && !current) {
          stop(event)
          nav.goTo(at)
        }
        return
      }
      if (target.closest('button')) return
      if (motion === 'slide' && !current) return void nav.goTo(at)
      if (options.lightbox) return setup.openLightbox(at)
      if (motion === 'fade') {
        const box = viewport.getBoundingClientRect()
        nav.stepBy(clickDirection(options.clickBehavior, event.clientX - box.left, box.width))
      }
    },
    { capture: true },
  )
  return { destroy: cleanup.clear }
}
