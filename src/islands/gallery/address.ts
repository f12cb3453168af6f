/**
 * The gallery and the address (spec: history): the slide it starts on, the slide it records, and
 * where the address goes when a lightbox opened from it closes.
 */
import type { PageContext } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import type { GalleryContext, Part } from './context.ts'
import { findSlide, hashItemId, historyUrl, lastSegment, withoutItemId, withoutLastSegment } from './gallery.ts'
import type { GalleryOptions } from './options.ts'
import type { Slide } from './slides.ts'

export interface Start {
  /** The slide shown first. */
  index: number
  /** The slide whose lightbox opens at once, or -1. */
  lightbox: number
}

/**
 * Where a gallery starts: a matching item id in the address (spec: history, selected on load), and
 * with a lightbox, the item id or the last path segment opens it on that slide.
 */
export function startFromAddress(slides: readonly Slide[], options: GalleryOptions): Start {
  const addressed = findSlide(slides, hashItemId(location.hash))
  const lightbox = options.lightbox
    ? addressed >= 0
      ? addressed
      : findSlide(slides, lastSegment(location.pathname))
    : -1
  return { index: options.historyHash && addressed >= 0 ? addressed : Math.max(lightbox, 0), lightbox }
}

/** spec: history writes the slide's id or url as the item id on each change; skipped in the editor. */
export function createAddressHistory({ slides, options, nav }: GalleryContext, page: PageContext): Part {
  const cleanup = createCleanup()
  if (!options.historyHash) return { destroy: cleanup.clear }
  const collection = (page as PageContext & { collection?: { fullUrl?: unknown } }).collection
  cleanup.add(
    nav.onChange((at) => {
      if (inEditor()) return
      const slide = slides[at]!
      const key = slide.id ?? slide.url
      if (!key) return
      const base = typeof collection?.fullUrl === 'string' ? collection.fullUrl : location.pathname
      history.replaceState(history.state, '', historyUrl(base, key, location.search))
    }),
  )
  return { destroy: cleanup.clear }
}

/**
 * Where the address goes when a lightbox opened from it closes: without the item id, and without
 * the last path segment when that was what named the slide.
 */
export function closedUrl(slide: Slide | undefined): string {
  const url = new URL(withoutItemId(location.href), location.href)
  const key = lastSegment(url.pathname)
  if (slide && key && !hashItemId(location.hash) && (key === slide.url || key === slide.id)) {
    url.pathname = withoutLastSegment(url.pathname)
  }
  return `${url.pathname}${url.search}${url.hash}`
}
