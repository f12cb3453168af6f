/**
 * The gallery's layout: the design's data attributes and custom properties (the template renders the
 * same boxes before the island mounts, so nothing moves now), its images' fit, the carousel's slides
 * per row as its width changes, and what the slides in view load and hide.
 */
import { createCleanup } from '../../core/kit/cleanup.ts'
import { type ImageWatcher, parseDimensions } from '../../core/media/index.ts'
import type { GalleryContext, Part } from './context.ts'
import { carouselPerRow } from './gallery.ts'
import type { GalleryOptions } from './options.ts'
import { type Motion, ratioOf, resetVideos, type Slide } from './slides.ts'

/** How the design moves: the stacked swipe transitions slide, the others fade; strip and carousel slide. */
export function motionOf({ design, transition }: GalleryOptions): Motion {
  if (design === 'stacked') return /swipe|scroll/.test(transition) ? 'slide' : 'fade'
  return design === 'strip' || design === 'carousel' ? 'slide' : 'none'
}

/**
 * Sets the design's attributes and custom properties on the block. `width` is the block's, read
 * before the mount wrote anything (read here, after the writes, it forced a layout of the page).
 * @returns the slide box's ratio, if it has one.
 */
export function applyLayout(
  element: HTMLElement,
  options: GalleryOptions,
  slides: readonly Slide[],
  motion: Motion,
  width = element.offsetWidth,
): number | undefined {
  const { design } = options
  element.dataset.design = design
  element.dataset.motion = motion
  if (design === 'stacked') element.dataset.transition = options.transition
  element.dataset.metaPosition = options.metaPosition
  const ratio =
    options.squareThumbs && design === 'grid'
      ? 100
      : (options.imageAspectRatio ?? (motion !== 'none' && design !== 'strip' ? ratioOf(slides[0]) : undefined))
  const vars: Record<string, string | number | undefined> = {
    ratio: ratio && `100 / ${ratio}`,
    'per-row': options.slidesPerRow,
    gutter: `${options.gutter}${design === 'carousel' ? '%' : 'px'}`,
    padding: `${options.padding}px`,
    column: `${options.columnWidth}px`,
    'v-size': options.vSize,
    'list-image': `${options.listImageSize}%`,
    speed: `${options.speed}ms`,
    'thumb-height': `${options.thumbnailStripHeight}px`,
    'thumb-margin': `${options.thumbnailStripMargin}px`,
    'thumbs-per-row': options.thumbnailsPerRow,
    kenburns: `${options.autoplayTimeout + options.speed}ms`,
  }
  for (const [name, value] of Object.entries(vars))
    if (value !== undefined) element.style.setProperty(`--atoll-gallery-${name}`, String(value))
  element.toggleAttribute('data-ratio', ratio !== undefined)
  element.toggleAttribute('data-loop', options.loop)
  element.toggleAttribute('data-thumbs-per-row', options.thumbnailsPerRow !== undefined)
  if (design === 'carousel') setPerRow(element, slides.length, options, width)
  return ratio
}

/** The gallery owns its slides' images (the image feature leaves them alone): their fit, and when they load. */
export function watchSlideImages(
  { slides, options, motion }: Pick<GalleryContext, 'slides' | 'options' | 'motion'>,
  images: ImageWatcher,
  ratio: number | undefined,
): void {
  // The rows of autorows, like the strip, are a height: each slide's width is its image's ratio.
  const strip = /strip|autorows/.test(options.design)
  const imgs: HTMLImageElement[] = []
  for (const { img, media } of slides) {
    if (!img) continue
    imgs.push(img)
    if (ratio !== undefined || strip) {
      img.dataset.fit ??= options.autoCrop ? 'content-fill' : 'content-fit'
      if (img.dataset.fit === 'content-fit') img.dataset.alignment ??= 'center'
    }
    if (strip && media && ratio === undefined) {
      const dimensions = parseDimensions(img.dataset.imageDimensions)
      if (dimensions) media.style.aspectRatio = `${dimensions.width} / ${dimensions.height}`
    }
  }
  // gallery.css positions the media boxes: reading their style would recalculate the page's styles
  // after the layout's writes, in the mount's first task.
  // spec: lazyLoad false loads every slide now; else the moving designs load the slides near the
  // one shown (showInView), the others theirs as they come near the viewport.
  images.add(imgs, { load: options.lazyLoad ? (motion === 'none' ? undefined : 'false') : 'true', positioned: true })
}

/**
 * These slides are in view: spec: preload the slides next to them; the others of a sliding track are
 * inert, and a video that left the view is reset.
 */
export function showInView(
  { slides, options, motion }: Pick<GalleryContext, 'slides' | 'options' | 'motion'>,
  images: ImageWatcher,
  indexes: readonly number[],
): void {
  const lowest = Math.min(...indexes)
  const highest = Math.max(...indexes)
  const { preload, loop } = options
  const count = slides.length
  const load: HTMLImageElement[] = []
  slides.forEach((slide, i) => {
    const near = i >= lowest - preload && i <= highest + preload
    const wrapped = loop && (i <= highest + preload - count || i >= lowest - preload + count)
    if ((near || wrapped) && slide.img) load.push(slide.img)
    if (motion !== 'slide') return
    const visible = indexes.includes(i)
    slide.element.inert = !visible
    if (!visible) resetVideos(slide.element)
  })
  images.load(load)
}

/** The carousel's slides per row follow its width (spec: resize debounce 100 ms). */
export function createResize({ element, slides, options }: GalleryContext): Part {
  const cleanup = createCleanup()
  if (options.design !== 'carousel') return { destroy: cleanup.clear }
  // Unknown until the observer's first report, so that nothing here forces a layout as the gallery mounts.
  let width: number | undefined
  let stopTimer = () => {}
  const resized = new ResizeObserver(() => {
    stopTimer()
    stopTimer = cleanup.timeout(() => {
      const now = element.offsetWidth
      if (width !== undefined && Math.abs(now - width) <= options.resizeThreshold) return
      width = now
      setPerRow(element, slides.length, options, now)
    }, options.resizeTimeout)
  })
  cleanup.observe(resized).observe(element)
  return { destroy: cleanup.clear }
}

function setPerRow(element: HTMLElement, count: number, options: GalleryOptions, width: number): void {
  element.style.setProperty(
    '--atoll-gallery-per-row',
    String(carouselPerRow(width || innerWidth, count, options.slidesPerRow)),
  )
}
