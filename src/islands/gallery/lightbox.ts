/**
 * The lightbox (spec: lightbox gallery): PhotoSwipe's core, in a chunk of its own that the gallery
 * imports only when a visitor opens it. PhotoSwipe brings the gestures, zoom, preloading and focus
 * trap; this adds the spec's timings, the edge-click zones, the arrow-key throttle, the caption
 * toggle on mobile, the themes, an announced counter, and the address (Back closes it).
 */
import PhotoSwipe from 'photoswipe'
import type { PhotoSwipeOptions, SlideData } from 'photoswipe'
import pswpCss from 'photoswipe/style.css?inline'
import { adoptStyles } from '../../core/dom/styles.ts'
import { t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { prefersReducedMotion } from '../../core/kit/env.ts'
import { chooseWidth, IMAGE_WIDTHS, isMobile, readImage, sizedSource } from '../../core/media/index.ts'
import css from './lightbox.css?inline'

export const LIGHTBOX_SPEED_MS = 600 // spec: lightbox speed 0.6 s
export const OVERLAY_OPACITY = 0.95 // spec: overlay opacity 0.95
export const OVERLAY_FADE_MS = 350 // spec: overlay fade 0.35 s
export const ARROW_THROTTLE_MS = 200 // spec: arrow keys throttled 200 ms
export const EDGE_ZONE = 0.02 // spec: click edge zone 2 percent
const ITEM_ID = 'itemId' // spec: the URL hash parameter itemId (as gallery.ts, which stays in the gallery's chunk)

export interface LightboxItem {
  img: HTMLImageElement
  caption: string
  /** The slide's id or url, written into the address as the item id. */
  key?: string | undefined
}

export interface LightboxOptions {
  items: readonly LightboxItem[]
  index: number
  theme: 'light' | 'dark'
  /** It opened from the address (an item id, or the last path segment). */
  fromAddress: boolean
  /** Where the address goes when it closes, when it opened from the address. */
  closedUrl?: string
  /** The visitor moved to item `index`. */
  change(index: number): void
  /** It has closed, on item `index`. */
  closed(index: number): void
}

export interface LightboxHandle {
  destroy(): void
}

/** Which way a click at `x` of a `width`-wide lightbox goes: the outer 2% on each side step. */
export function edgeAction(x: number, width: number): 'prev' | 'next' | 'close' {
  if (x < width * EDGE_ZONE) return 'prev'
  if (x > width * (1 - EDGE_ZONE)) return 'next'
  return 'close'
}

let opened = 0

/** Opens the lightbox on `index`; it closes with its button, Escape, Back or a click outside the image. */
export function openLightbox(options: LightboxOptions): LightboxHandle {
  adoptStyles(pswpCss)
  adoptStyles(css)
  const reduced = prefersReducedMotion()
  const session = `atoll-lightbox-${++opened}`
  const count = options.items.length
  const cleanup = createCleanup()
  let destroyed = false

  const edge = (point: { x: number }) => pswp[edgeAction(point.x, pswp.viewportSize.x)]()
  const settings: PhotoSwipeOptions = {
    dataSource: options.items.map(slideData),
    index: options.index,
    bgOpacity: OVERLAY_OPACITY,
    showHideAnimationType: reduced ? 'none' : 'fade',
    showAnimationDuration: reduced ? 0 : OVERLAY_FADE_MS,
    hideAnimationDuration: reduced ? 0 : OVERLAY_FADE_MS,
    zoomAnimationDuration: reduced ? 0 : LIGHTBOX_SPEED_MS,
    // spec: the slideshow loops on desktop
    loop: !isMobile(),
    mainClass: `atoll-lightbox atoll-lightbox--${options.theme}`,
    counter: false,
    returnFocus: false,
    bgClickAction: edge,
    tapAction: (point) =>
      edgeAction(point.x, pswp.viewportSize.x) === 'close'
        ? pswp.element?.classList.toggle('pswp--ui-visible')
        : edge(point),
    closeTitle: t('common.close'),
    zoomTitle: t('media.zoom'),
    arrowPrevTitle: t('media.previousImage'),
    arrowNextTitle: t('media.nextImage'),
    errorMsg: t('media.imageFailed'),
  }
  const pswp = new PhotoSwipe(settings)

  pswp.on('uiRegister', () => {
    pswp.element?.setAttribute('aria-modal', 'true')
    pswp.element?.setAttribute('aria-label', t('media.viewer'))
    pswp.ui?.registerElement({
      name: 'atoll-counter',
      className: 'atoll-lightbox-counter',
      appendTo: 'bar',
      order: 5,
      onInit(element) {
        element.setAttribute('aria-live', 'polite')
        const show = () => (element.textContent = t('media.imageOf', { index: pswp.currIndex + 1, count }))
        pswp.on('change', show)
        show()
      },
    })
    let toggle: HTMLElement | undefined
    let caption: HTMLElement | undefined
    pswp.ui?.registerElement({
      name: 'atoll-caption-toggle',
      className: 'atoll-lightbox-caption-toggle',
      isButton: true,
      appendTo: 'bar',
      order: 8,
      title: t('media.showCaption'),
      html: '',
      onInit(element) {
        toggle = element
        element.setAttribute('aria-expanded', 'false')
      },
      onClick() {
        const open = caption?.toggleAttribute('data-open') ?? false
        toggle?.setAttribute('aria-expanded', String(open))
        toggle?.setAttribute('aria-label', t(open ? 'media.hideCaption' : 'media.showCaption'))
        toggle?.setAttribute('title', t(open ? 'media.hideCaption' : 'media.showCaption'))
      },
    })
    pswp.ui?.registerElement({
      name: 'atoll-caption',
      className: 'atoll-lightbox-caption',
      appendTo: 'root',
      order: 9,
      onInit(element) {
        caption = element
        element.id = `${session}-caption`
        toggle?.setAttribute('aria-controls', element.id)
        const show = () => {
          const text = options.items[pswp.currIndex]?.caption ?? ''
          element.textContent = text
          element.hidden = !text
          toggle?.toggleAttribute('hidden', !text)
        }
        pswp.on('change', show)
        show()
      },
    })
  })

  // spec: arrow keys throttled 200 ms
  let lastArrow = -Infinity
  pswp.on('keydown', (event) => {
    const { key, timeStamp } = event.originalEvent
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return
    if (timeStamp - lastArrow < ARROW_THROTTLE_MS) event.preventDefault()
    else lastArrow = timeStamp
  })

  // The address: the open lightbox is a history entry, so Back closes it, and its item id follows
  // the image shown. spec: closing resets the history hash index.
  const own = () => (history.state as { atollLightbox?: string } | null)?.atollLightbox === session
  if (options.fromAddress) {
    const address = location.href
    history.replaceState(history.state, '', options.closedUrl ?? withItem(location.href))
    history.pushState({ atollLightbox: session }, '', address)
  } else {
    history.pushState({ atollLightbox: session }, '', addressOf(options.items[options.index]))
  }
  pswp.on('change', () => {
    options.change(pswp.currIndex)
    if (own()) history.replaceState(history.state, '', addressOf(options.items[pswp.currIndex]))
  })
  let closing = false
  cleanup.listen(window, 'popstate', () => !own() && !closing && close())
  // PhotoSwipe binds its keys only once its opening animation has ended: until then, Escape is ours.
  cleanup.listen(document, 'keydown', (event) => {
    if (event.key !== 'Escape' || pswp.opener.isOpen || pswp.isDestroying) return
    event.preventDefault()
    close()
  })
  pswp.on('close', () => {
    closing = true
    if (own()) history.back()
  })
  pswp.on('destroy', () => {
    destroyed = true
    cleanup.clear()
    options.closed(pswp.currIndex)
  })
  pswp.init()

  /**
   * Closes it from its first frame. PhotoSwipe's `close()` does nothing while the opening animation
   * runs (and its `destroy()` goes through `close()`), so a close asked for then ends the opening at
   * once and closes without an animation: the visitor asked for it gone before it had shown.
   */
  function close(instant = false): void {
    if (pswp.isDestroying) return
    if (instant || !pswp.opener.isOpen) {
      pswp.options.showHideAnimationType = 'none'
      Object.assign(pswp.opener, { isOpening: false, isClosing: false, isClosed: false, isOpen: true })
    }
    pswp.close()
  }

  return {
    destroy() {
      if (destroyed) return
      close(true)
      // The island goes now: what PhotoSwipe would finish on its next task is done here.
      if (!destroyed) pswp.destroy()
    },
  }
}

/** An item's PhotoSwipe data: every width of the spec in `srcset`, the loaded image as placeholder. */
function slideData({ img }: LightboxItem): SlideData {
  const image = readImage(img)
  const src = image?.src ?? img.currentSrc
  const format = image?.format
  const size = image?.dimensions ?? { width: img.naturalWidth || 1500, height: img.naturalHeight || 1000 }
  return {
    src: sizedSource(src, chooseWidth(Math.min(innerWidth, size.width), devicePixelRatio), format),
    srcset: IMAGE_WIDTHS.map((width) => `${sizedSource(src, width, format)} ${width}w`).join(', '),
    width: size.width,
    height: size.height,
    alt: img.alt,
    ...(img.currentSrc && { msrc: img.currentSrc }),
    element: img,
    thumbCropped: image?.mode === 'cover',
  }
}

/** The current address with `item`'s key as the item id (unchanged when it has none). */
function addressOf(item: LightboxItem | undefined): string {
  return item?.key ? withItem(location.href, item.key) : location.href
}

/** `href` with `key` as its item id, or without an item id. */
function withItem(href: string, key?: string): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.slice(1))
  if (key) params.set(ITEM_ID, key)
  else params.delete(ITEM_ID)
  url.hash = params.toString()
  return url.href.replace(/#$/, '')
}
