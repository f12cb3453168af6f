/**
 * Keys. spec: left and right (37, 39), not while typing, in motion or off screen. A gallery that
 * holds the focus takes them alone; the layouts that show every slide only then. Enter and Space
 * on a slide that opens the lightbox are its click (a link has its own Enter).
 */
import { carouselStep } from '../../core/kit/carousel.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import type { GalleryContext, Part } from './context.ts'

export interface KeyboardSetup {
  /** Whether the gallery's lightbox is open: it has the keys then. */
  lightboxOpen(): boolean
}

export function createKeyboard({ element, slides, motion, options, nav }: GalleryContext, setup: KeyboardSetup): Part {
  const cleanup = createCleanup()
  let onScreen = false
  cleanup.observe(new IntersectionObserver(([entry]) => (onScreen = entry?.isIntersecting ?? false))).observe(element)

  cleanup.listen(element, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const target = event.target as HTMLElement
    if (target.localName === 'a' || !slides.some((slide) => slide.media === target)) return
    event.preventDefault()
    target.click()
  })

  cleanup.listen(document, 'keydown', (event) => {
    const direction = carouselStep(event)
    if (!direction || !options.keyboard || setup.lightboxOpen()) return
    const holder = document.activeElement?.closest('[data-block="gallery"]')
    if (holder ? holder !== element : motion === 'none' || !onScreen) return
    if (nav.moving()) return
    event.preventDefault()
    nav.stepBy(direction)
  })
  return { destroy: cleanup.clear }
}
