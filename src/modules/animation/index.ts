/**
 * Animated blocks (CONTRACT.md section 3): every element with `data-animation` gains the class
 * `animation-loaded` once it is visible enough and its images have loaded; the template's CSS runs
 * the entrance from that class. Skipped in edit mode. Blocks added to the page later are watched
 * too. A page-wide feature with no renderer and no core.
 */
import type { IslandHandle } from '../../contract.ts'
import { ANIMATED, ANIMATION_THRESHOLDS, isEditing, LOADED_CLASS, sufficientlyVisible } from './animation.ts'

export function init(): IslandHandle {
  if (isEditing(window)) return { destroy() {} }
  const listening = new AbortController()
  const { signal } = listening
  const watched = new Set<Element>()
  const marked = new Set<Element>()

  const sightings = new IntersectionObserver(
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
        void imagesLoaded(block, signal).then(() => {
          if (signal.aborted || !block.isConnected) return
          block.classList.add(LOADED_CLASS)
          marked.add(block)
        })
      }
    },
    { threshold: ANIMATION_THRESHOLDS },
  )

  function watch(root: Element | Document): void {
    const found = [...root.querySelectorAll(ANIMATED)]
    if (root instanceof Element && root.matches(ANIMATED)) found.push(root)
    for (const block of found) {
      if (watched.has(block) || block.classList.contains(LOADED_CLASS)) continue
      watched.add(block)
      sightings.observe(block)
    }
  }

  function unwatch(block: Element): void {
    watched.delete(block)
    sightings.unobserve(block)
  }

  watch(document)
  const changes = new MutationObserver((records) => {
    let removed = false
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) watch(node)
      removed ||= record.removedNodes.length > 0
    }
    if (removed) for (const block of watched) if (!block.isConnected) unwatch(block)
  })
  changes.observe(document.documentElement, { childList: true, subtree: true })

  return {
    destroy() {
      listening.abort()
      sightings.disconnect()
      changes.disconnect()
      watched.clear()
      for (const block of marked) block.classList.remove(LOADED_CLASS)
      marked.clear()
    },
  }
}

/** Settles once every image inside `block` has loaded or failed (spec: images load first). */
function imagesLoaded(block: Element, signal: AbortSignal): Promise<unknown> {
  const waiting = [...block.querySelectorAll('img')].filter((image) => !image.complete)
  return Promise.all(
    waiting.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true, signal })
          image.addEventListener('error', resolve, { once: true, signal })
        }),
    ),
  )
}
