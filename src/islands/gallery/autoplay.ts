/**
 * Autoplay. spec: a timer; paused over the gallery (not on mobile); none with nomotion=true; off
 * while a video plays. Also none under prefers-reduced-motion, paused while focus is inside or the
 * lightbox is open, and a pause control (WCAG 2.2.2).
 */
import { createCleanup } from '../../core/kit/cleanup.ts'
import { prefersReducedMotion } from '../../core/kit/env.ts'
import { t } from '../../core/i18n/index.ts'
import { isMobile } from '../../core/media/index.ts'
import type { GalleryContext, Part } from './context.ts'
import { controlButton } from './controls.ts'
import { randomOther } from './gallery.ts'

/** Why autoplay waits: each reason holds it until it is lifted. */
export type PauseReason = 'hover' | 'focus' | 'video' | 'lightbox'

export interface Autoplay extends Part {
  /** Holds (`on`) or lets go of autoplay for `reason`. */
  pause(reason: PauseReason, on: boolean): void
}

export function createAutoplay({ element, stage, track, slides, motion, options, nav }: GalleryContext): Autoplay {
  const cleanup = createCleanup()
  const count = slides.length
  const allowed =
    options.autoplay &&
    motion !== 'none' &&
    count > 1 &&
    new URLSearchParams(location.search).get('nomotion') !== 'true' &&
    !prefersReducedMotion()
  let on = allowed
  let destroyed = false
  const paused = new Set<PauseReason>()
  let stopTimer = () => {}

  function schedule(): void {
    stopTimer()
    // A lightbox closed by the island's own destroy() must not start it again.
    if (destroyed) return
    const running = on && !paused.size
    track.setAttribute('aria-live', running ? 'off' : 'polite')
    if (running) stopTimer = cleanup.timeout(advance, options.autoplayTimeout)
  }
  function advance(): void {
    // spec: random autoplay picks a different random slide; otherwise the next, round to the first.
    const index = nav.index()
    const target = options.autoplayRandomize ? randomOther(index, count) : (index + 1) % count
    if (!nav.goTo(target)) schedule()
  }
  function pause(reason: PauseReason, hold: boolean): void {
    if (hold === paused.has(reason)) return
    if (hold) paused.add(reason)
    else paused.delete(reason)
    schedule()
  }

  if (allowed) {
    const control = controlButton(
      stage,
      'autoplay',
      t('media.pause'),
      () => {
        on = !on
        control.setAttribute('aria-label', t(on ? 'media.pause' : 'media.play'))
        control.toggleAttribute('data-paused', !on)
        schedule()
      },
      cleanup,
    )
    // spec: the pauseOnMouseover list, else the gallery and its controls (inside it). One listener
    // on the page follows the mouse from element to element, whichever of the list it is over.
    const over = options.pauseOnMouseover
    const holds = (target: Element) =>
      over === undefined ? element.contains(target) : !!(over && target.closest(over))
    cleanup.listen(document, 'pointerover', (event) =>
      pause('hover', event.pointerType === 'mouse' && !isMobile() && holds(event.target as Element)),
    )
    cleanup.listen(document, 'pointerout', (event) => !event.relatedTarget && pause('hover', false))
    cleanup.listen(element, 'focusin', () => pause('focus', true))
    cleanup.listen(
      element,
      'focusout',
      (event) => !element.contains(event.relatedTarget as Node) && pause('focus', false),
    )
  }
  cleanup.listen(element, 'atoll:video-play', () => pause('video', true))
  cleanup.listen(element, 'atoll:video-stop', () => pause('video', false))
  cleanup.add(nav.onChange(schedule))
  schedule()

  return {
    pause,
    destroy() {
      destroyed = true
      cleanup.clear()
    },
  }
}
