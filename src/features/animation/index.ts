/**
 * Animated blocks (CONTRACT.md section 3): every element with `data-animation` gains the class
 * `animation-loaded` once it is visible enough and its images have loaded; the template's CSS runs
 * the entrance from that class. Skipped in edit mode. Blocks added to the page later are watched
 * too. A page-wide feature with no renderer and no core.
 */
import type { IslandHandle } from '../../contract.ts'
import { watchElements } from '../../core/kit/watch-elements.ts'
import { type Cleanup, createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import { ANIMATED, ANIMATION_THRESHOLDS, LOADED_CLASS, sufficientlyVisible } from './animation.ts'

export function init(): IslandHandle {
  if (inEditor()) return { destroy() {} }
  const cleanup = createCleanup()
  const destroyed = cleanup.signal()
  const watched = new Set<Element>()
  const marked = new Set<Element>()

  const sightings = cleanup.observe(
    new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const sighting = {
            ratio: entry.intersectionRatio,
            isIntersecting: entry.isIntersecting,
            height: entry.boundingClientRect.height,
            viewportHeight: entry.rootBounds?.height ?? innerHeight,
          }
          if (!sufficientlyVisible(sighting)) continue
          const block = entry.target
          unwatch(block)
          void imagesLoaded(block, cleanup).then(() => {
            if (destroyed.aborted || !block.isConnected) return
            block.classList.add(LOADED_CLASS)
            marked.add(block)
          })
        }
      },
      { threshold: ANIMATION_THRESHOLDS },
    ),
  )

  function unwatch(block: Element): void {
    watched.delete(block)
    sightings.unobserve(block)
  }

  cleanup.observe(
    watchElements(
      ANIMATED,
      (block) => {
        if (watched.has(block) || block.classList.contains(LOADED_CLASS)) return
        watched.add(block)
        sightings.observe(block)
      },
      () => {
        for (const block of watched) if (!block.isConnected) unwatch(block)
      },
    ),
  )

  return {
    destroy() {
      cleanup.clear()
      watched.clear()
      for (const block of marked) block.classList.remove(LOADED_CLASS)
      marked.clear()
    },
  }
}

/** Settles once every image inside `block` has loaded or failed (spec: images load first). */
function imagesLoaded(block: Element, cleanup: Cleanup): Promise<unknown> {
  const waiting = [...block.querySelectorAll('img')].filter((image) => !image.complete)
  return Promise.all(
    waiting.map(
      (image) =>
        new Promise((resolve) => {
          const stops = [cleanup.listen(image, 'load', done), cleanup.listen(image, 'error', done)]
          function done(): void {
            for (const stop of stops) stop()
            resolve(undefined)
          }
        }),
    ),
  )
}
