/**
 * The gallery island (CONTRACT.md section 3, `gallery`; spec: galleries, lightbox). It enhances the
 * server's slides in place rather than re-rendering them, so it needs no renderer: the slides keep
 * their nodes (their images, their video blocks) and the layout stays where the template put it.
 * The rules live in gallery.ts, the settings in options.ts, the movement in engines.ts; the lightbox
 * is its own chunk, imported when it opens.
 */
import type { IslandContext, IslandHandle, PageContext } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { isMobile, parseDimensions, readImage, watchImages } from '../../core/media/index.ts'
import { safeUrl } from '../../core/security/url.ts'
import { type Engine, type EngineHost, fadeEngine, slideEngine, staticEngine } from './engines.ts'
import {
  carouselPerRow,
  clickDirection,
  findSlide,
  hashItemId,
  historyUrl,
  lastSegment,
  normalizeIndex,
  randomOther,
  step,
  withoutItemId,
  withoutLastSegment,
} from './gallery.ts'
import css from './gallery.css?inline'
import type { LightboxHandle, LightboxItem } from './lightbox.ts'
import { normalizeOptions } from './options.ts'

/** A gallery other galleries can link to (`linkedGalleries`), by its block's id. */
interface Linkable {
  id: string
  links: readonly string[]
  index(): number
  inMotion(): boolean
  follow(index: number): void
}

const galleries = new Set<Linkable>()

/** How long after a transition's own length a move counts as over, should the engine stay silent. */
const MOTION_BACKSTOP_MS = 250

interface Slide {
  element: HTMLElement
  media?: HTMLElement
  img?: HTMLImageElement
  id?: string
  url?: string
  clickThrough?: string
  video: boolean
}

let nextId = 0

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings as Record<string, unknown>)
  const slides = findSlides(element)
  const count = slides.length
  const listening = new AbortController()
  const { signal } = listening
  if (!count) {
    // spec: 'No images' leaves the gallery unbuilt
    console.warn(`[atoll:gallery] ${describe(element)}: No images`)
    return { destroy: () => listening.abort() }
  }
  adoptStyles(css)

  const { design } = options
  const motion =
    design === 'stacked'
      ? /swipe|scroll/.test(options.transition)
        ? 'slide'
        : 'fade'
      : design === 'strip' || design === 'carousel'
        ? 'slide'
        : 'none'
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
  const prefix = element.id || `atoll-gallery-${++nextId}`
  const timers = new Set<number>()
  const later = (fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.delete(id)
      fn()
    }, ms)
    timers.add(id)
    return id
  }

  // Layout: the template renders the same boxes before the island mounts, so nothing moves now.
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
  if (design === 'carousel') setPerRow()

  const stage = motion === 'none' ? element : wrap(element, slides)
  const viewport = stage.querySelector<HTMLElement>('[data-part=viewport]') ?? element
  const track = viewport.querySelector<HTMLElement>('[data-part=track]') ?? element

  // Images: the gallery owns those of its slides (the image feature leaves them alone).
  const images = watchImages()
  for (const slide of slides) {
    const { img, media } = slide
    if (!img) continue
    if (ratio !== undefined || design === 'strip') {
      img.dataset.fit ??= options.autoCrop ? 'content-fill' : 'content-fit'
      if (img.dataset.fit === 'content-fit') img.dataset.alignment ??= 'center'
    }
    if (design === 'strip' && media && ratio === undefined) {
      const dimensions = parseDimensions(img.dataset.imageDimensions)
      if (dimensions) media.style.aspectRatio = `${dimensions.width} / ${dimensions.height}`
    }
    images.add(img, motion === 'none' ? undefined : 'false')
  }

  // The start index: a matching item id in the address (spec: history, selected on load).
  const addressed = findSlide(slides, hashItemId(location.hash))
  const lightboxAt = options.lightbox
    ? addressed >= 0
      ? addressed
      : findSlide(slides, lastSegment(location.pathname))
    : -1
  let index = options.historyHash && addressed >= 0 ? addressed : Math.max(lightboxAt, 0)
  let moving = false
  let onScreen = false
  let lightbox: Promise<LightboxHandle | undefined> | undefined
  const controls: Partial<Record<'previous' | 'next' | 'autoplay', HTMLButtonElement>> = {}
  let thumbnails: ((index: number) => void) | undefined
  // Autoplay. spec: a timer; paused over the gallery (not on mobile); none with nomotion=true; off
  // while a video plays. Also none under prefers-reduced-motion, paused while focus is inside, and a
  // pause control (WCAG 2.2.2).
  const autoplayAllowed =
    options.autoplay &&
    motion !== 'none' &&
    count > 1 &&
    new URLSearchParams(location.search).get('nomotion') !== 'true' &&
    !reducedMotion.matches
  let autoplayOn = autoplayAllowed
  const paused = new Set<string>()
  let autoplayTimer = 0
  const self: Linkable = {
    id: prefix,
    links: options.linkedGalleries,
    index: () => index,
    inMotion: () => moving,
    follow: (at) => void goTo(at, { linked: true }),
  }

  const host: EngineHost = {
    slides: slides.map((slide) => slide.element),
    viewport,
    options,
    index: () => index,
    speed: () => (reducedMotion.matches ? 0 : options.speed),
    selected(group) {
      // Refused (a linked gallery is moving): the track goes back to the current slide.
      if (!group.includes(index) && !goTo(group[0], { engine: true })) engine.go(index, false)
    },
    step: (direction) => stepBy(direction),
    settled() {
      moving = false
      updateControls()
    },
    inView(indexes) {
      // embla reports nothing until it has measured the slides: nothing to do yet.
      if (!indexes.length) return
      const lowest = Math.min(...indexes)
      const highest = Math.max(...indexes)
      slides.forEach((slide, i) => {
        // spec: preload the slides next to those in view
        const near = i >= lowest - options.preload && i <= highest + options.preload
        const wrapped =
          options.loop && (i <= highest + options.preload - count || i >= lowest - options.preload + count)
        if ((near || wrapped) && slide.img) images.load(slide.img)
        if (motion === 'slide') {
          const visible = indexes.includes(i)
          slide.element.inert = !visible
          // spec: a video whose slide is left is reset
          if (!visible) resetVideos(slide.element)
        }
      })
      updateControls()
    },
    signal,
  }
  const engine: Engine =
    motion === 'slide'
      ? slideEngine(host, design as 'strip' | 'carousel' | 'stacked')
      : motion === 'fade'
        ? fadeEngine(host)
        : staticEngine(host)
  engine.go(index, true)
  markCurrent()
  if (motion === 'none') host.inView(slides.map((_, i) => i))

  await loadMessages(page.locale)
  if (signal.aborted) return { destroy() {} }

  // ARIA: a labelled region of slides, 'Slide N of M' (WAI-ARIA carousel pattern for the moving ones).
  if (!element.hasAttribute('role')) element.setAttribute('role', 'region')
  if (motion !== 'none') element.setAttribute('aria-roledescription', 'carousel')
  if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
    element.setAttribute('aria-label', t('media.gallery'))
  track.id ||= `${prefix}-slides`
  slides.forEach((slide, i) => {
    slide.element.setAttribute('role', 'group')
    slide.element.setAttribute('aria-roledescription', 'slide')
    slide.element.setAttribute('aria-label', t('media.slideOf', { index: i + 1, count }))
    // A slide that opens the lightbox or a link is a button for the keyboard too.
    if (slide.media && !slide.video && (options.lightbox || slide.clickThrough)) {
      slide.media.tabIndex = motion === 'none' && i !== index ? -1 : 0
      slide.media.setAttribute('role', options.lightbox && !slide.clickThrough ? 'button' : 'link')
      if (options.lightbox && !slide.clickThrough) slide.media.setAttribute('aria-haspopup', 'dialog')
      slide.media.setAttribute('aria-label', slide.img?.alt || t('media.slideOf', { index: i + 1, count }))
    }
  })

  // Controls: previous, next, and the autoplay pause (absolutely placed: they move nothing).
  if (motion !== 'none' && count > 1) {
    controls.previous = button(stage, 'previous', t('media.previous'), () => stepBy(-1), signal)
    controls.next = button(stage, 'next', t('media.next'), () => stepBy(1), signal)
    for (const control of [controls.previous, controls.next]) control.setAttribute('aria-controls', track.id)
  }

  function schedule(): void {
    clearTimeout(autoplayTimer)
    timers.delete(autoplayTimer)
    // A lightbox closed by the island's own destroy() must not start it again.
    if (signal.aborted) return
    const running = autoplayOn && !paused.size
    track.setAttribute('aria-live', running ? 'off' : 'polite')
    if (running) autoplayTimer = later(advance, options.autoplayTimeout)
  }
  function advance(): void {
    // spec: random autoplay picks a different random slide; otherwise the next, round to the first.
    const target = options.autoplayRandomize ? randomOther(index, count) : (index + 1) % count
    if (!goTo(target)) schedule()
  }
  function pause(reason: string, on: boolean): void {
    if (on === paused.has(reason)) return
    if (on) paused.add(reason)
    else paused.delete(reason)
    schedule()
  }
  if (autoplayAllowed) {
    controls.autoplay = button(
      stage,
      'autoplay',
      t('media.pause'),
      () => {
        autoplayOn = !autoplayOn
        controls.autoplay!.setAttribute('aria-label', t(autoplayOn ? 'media.pause' : 'media.play'))
        controls.autoplay!.toggleAttribute('data-paused', !autoplayOn)
        schedule()
      },
      signal,
    )
    if (options.pauseOnMouseover) {
      element.addEventListener(
        'pointerenter',
        (event) => event.pointerType === 'mouse' && !isMobile() && pause('hover', true),
        { signal },
      )
      element.addEventListener('pointerleave', () => pause('hover', false), { signal })
    }
    element.addEventListener('focusin', () => pause('focus', true), { signal })
    element.addEventListener(
      'focusout',
      (event) => !element.contains(event.relatedTarget as Node) && pause('focus', false),
      { signal },
    )
  }
  element.addEventListener('atoll:video-play', () => pause('video', true), { signal })
  element.addEventListener('atoll:video-stop', () => pause('video', false), { signal })

  // Thumbnails: a strip linked to the slideshow (spec: linked galleries such as a thumbnail strip).
  if (options.thumbnails && design === 'stacked' && count > 1) thumbnails = buildThumbnails()

  /** Moves to `target` (spec: index rules). @returns false when refused. */
  function goTo(target: unknown, { instant = false, engine: fromEngine = false, linked = false } = {}): boolean {
    const next = normalizeIndex(target, count)
    if (next === index) return true
    // spec: refused while the gallery, or a linked gallery with a different index, is in motion
    if ((moving && !fromEngine) || links().some((other) => other.index() !== next && other.inMotion())) return false
    const previous = index
    index = next
    const animate = !instant && host.speed() > 0
    moving = animate
    // The engine says when it has settled; this is the backstop for a move that went nowhere.
    if (animate) later(() => (moving = false), host.speed() + MOTION_BACKSTOP_MS)
    if (!fromEngine) engine.go(next, !animate)
    // spec: a video whose slide is left is reset (a strip or carousel resets those that leave the view)
    if (design === 'stacked') resetVideos(slides[previous]!.element)
    markCurrent()
    thumbnails?.(next)
    record(next)
    document.dispatchEvent(new CustomEvent('atoll:gallery-change', { detail: { id: element.id || null, index: next } }))
    if (!linked) for (const other of links()) other.follow(next)
    updateControls()
    schedule()
    return true
  }

  /** One step, or a group in a carousel. spec: wraps when looping, else reachedEnd or reachedBeginning. */
  function stepBy(direction: 1 | -1): boolean {
    const groups = engine.groups()
    const group = Math.max(
      0,
      groups.findIndex((members) => members.includes(index)),
    )
    const result = step(group, groups.length, direction, options.loop)
    if ('reached' in result) {
      document.dispatchEvent(
        new CustomEvent(`atoll:gallery-reached-${result.reached}`, { detail: { id: element.id || null } }),
      )
      return false
    }
    return goTo(groups[result.index]?.[0] ?? result.index)
  }

  function updateControls(): void {
    if (!controls.previous || !controls.next) return
    const carousel = design === 'carousel'
    // spec: a carousel's first- and last-group controls are disabled at the ends, hidden when all fit
    controls.previous.disabled = carousel && !options.loop && !engine.canStep(-1)
    controls.next.disabled = carousel && !options.loop && !engine.canStep(1)
    const fits = carousel && engine.fits()
    controls.previous.hidden = fits
    controls.next.hidden = fits
  }

  /** spec: history writes the slide's id or url as the item id; skipped in the editor. */
  function record(at: number): void {
    if (!options.historyHash || inEditor()) return
    const slide = slides[at]!
    const key = slide.id ?? slide.url
    if (!key) return
    const collection = (page as PageContext & { collection?: { fullUrl?: unknown } }).collection
    const base = typeof collection?.fullUrl === 'string' ? collection.fullUrl : location.pathname
    history.replaceState(history.state, '', historyUrl(base, key, location.search))
  }

  function links(): Linkable[] {
    return [...galleries].filter(
      (other) => other !== self && (other.links.includes(prefix) || options.linkedGalleries.includes(other.id)),
    )
  }

  function openLightbox(at: number, fromAddress = false): void {
    if (lightbox) return
    const entries = slides.map((slide, i) => [slide, i] as const).filter(([slide]) => slide.img && !slide.video)
    const start = Math.max(
      0,
      entries.findIndex(([, i]) => i === at),
    )
    const items: LightboxItem[] = entries.map(([slide]) => ({
      img: slide.img!,
      caption: slide.element.querySelector('[data-part=caption]')?.textContent?.trim() ?? '',
      key: slide.id ?? slide.url,
    }))
    if (!items.length) return
    pause('lightbox', true)
    lightbox = import('./lightbox.ts')
      .then(({ openLightbox }) =>
        signal.aborted
          ? undefined
          : openLightbox({
              items,
              index: start,
              theme: options.lightboxTheme,
              fromAddress,
              ...(fromAddress && { closedUrl: closedUrl(slides[at]) }),
              change: (i) => goTo(entries[i]?.[1], { instant: true }),
              closed(i) {
                lightbox = undefined
                pause('lightbox', false)
                const media = slides[entries[i]?.[1] ?? index]?.media
                if (media && !media.hasAttribute('tabindex')) media.tabIndex = -1
                media?.focus({ preventScroll: true })
              },
            }),
      )
      .catch((error: unknown) => {
        lightbox = undefined
        pause('lightbox', false)
        console.error(`[atoll:gallery] ${describe(element)}: the lightbox did not load`, error)
        return undefined
      })
  }

  // Clicks. spec: links are ignored; a click-through URL navigates (or goes to the editor frame);
  // in a strip a video slide that is not the current one is only selected; a stacked slideshow goes
  // next, previous or by half of the slide. Capture phase: a video must not start on such a click.
  element.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element
      if (target.closest('a[href]')) return
      const at = slides.findIndex((slide) => slide.element.contains(target))
      const slide = slides[at]
      if (!slide) return
      if (engine.dragged(event as MouseEvent)) {
        event.stopPropagation()
        event.preventDefault()
        return
      }
      if (slide.video) {
        if (motion === 'slide' && at !== index) {
          event.stopPropagation()
          event.preventDefault()
          goTo(at)
        }
        return
      }
      if (target.closest('button')) return
      if (slide.clickThrough) return followLink(slide.clickThrough)
      if (motion === 'slide' && at !== index) return void goTo(at)
      if (options.lightbox) return openLightbox(at)
      if (motion === 'fade') {
        const box = viewport.getBoundingClientRect()
        stepBy(clickDirection(options.clickBehavior, (event as MouseEvent).clientX - box.left, box.width))
      }
    },
    { capture: true, signal },
  )
  element.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      const at = slides.findIndex((slide) => slide.media === event.target)
      if (at < 0) return
      event.preventDefault()
      ;(event.target as HTMLElement).click()
    },
    { signal },
  )

  // Keys. spec: left and right (37, 39), not while typing, in motion or off screen. A gallery that
  // holds the focus takes them alone; the layouts that show every slide only then.
  document.addEventListener(
    'keydown',
    (event) => {
      const direction =
        event.key === 'ArrowRight' || event.keyCode === 39
          ? 1
          : event.key === 'ArrowLeft' || event.keyCode === 37
            ? -1
            : 0
      if (
        !direction ||
        !options.keyboard ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        lightbox
      )
        return
      const focused = document.activeElement
      if (
        focused instanceof HTMLInputElement ||
        focused instanceof HTMLTextAreaElement ||
        focused instanceof HTMLSelectElement ||
        (focused as HTMLElement)?.isContentEditable
      )
        return
      const holder = focused?.closest('[data-block="gallery"]')
      if (holder ? holder !== element : motion === 'none' || !onScreen) return
      if (moving) return
      event.preventDefault()
      stepBy(direction)
    },
    { signal },
  )
  const visibility = new IntersectionObserver(([entry]) => (onScreen = entry?.isIntersecting ?? false))
  visibility.observe(element)

  // The carousel's slides per row follow its width (spec: resize debounce 100 ms).
  let resizeTimer = 0
  let width = element.offsetWidth
  const resized = new ResizeObserver(() => {
    clearTimeout(resizeTimer)
    timers.delete(resizeTimer)
    resizeTimer = later(() => {
      if (Math.abs(element.offsetWidth - width) <= options.resizeThreshold) return
      width = element.offsetWidth
      if (design === 'carousel') setPerRow()
    }, options.resizeTimeout)
  })
  if (design === 'carousel') resized.observe(element)

  galleries.add(self)

  updateControls()
  schedule()
  if (lightboxAt >= 0) openLightbox(lightboxAt, true)

  return {
    destroy() {
      listening.abort()
      galleries.delete(self)
      engine.destroy()
      images.destroy()
      visibility.disconnect()
      resized.disconnect()
      for (const id of timers) clearTimeout(id)
      timers.clear()
      void lightbox?.then((handle) => handle?.destroy())
    },
  }

  /** The current slide is `data-current`; in the layouts that show every slide, the one tab stop. */
  function markCurrent(): void {
    for (const [i, slide] of slides.entries()) {
      slide.element.toggleAttribute('data-current', i === index)
      if (motion === 'none' && slide.media?.hasAttribute('tabindex')) slide.media.tabIndex = i === index ? 0 : -1
    }
  }

  function setPerRow(): void {
    element.style.setProperty(
      '--atoll-gallery-per-row',
      String(carouselPerRow(element.offsetWidth || innerWidth, count, options.slidesPerRow)),
    )
  }

  function buildThumbnails(): (index: number) => void {
    const strip =
      element.querySelector<HTMLElement>(':scope > [data-part=thumbnails]') ??
      element.appendChild(document.createElement('div'))
    strip.dataset.part = 'thumbnails'
    strip.setAttribute('role', 'group')
    strip.setAttribute('aria-label', t('media.thumbnails'))
    const buttons = slides.map((slide, i) => {
      const thumb = strip.appendChild(document.createElement('button'))
      thumb.type = 'button'
      thumb.setAttribute('aria-label', t('media.showSlide', { index: i + 1 }))
      if (slide.img) {
        const img = thumb.appendChild(document.createElement('img'))
        for (const name of ['src', 'imageDimensions', 'imageFocalPoint', 'sizeFormat'] as const) {
          if (slide.img.dataset[name] !== undefined) img.dataset[name] = slide.img.dataset[name]
        }
        img.dataset.fit = 'content-fill'
        img.alt = ''
        images.add(img)
      }
      thumb.addEventListener('click', () => goTo(i), { signal })
      return thumb
    })
    const show = (at: number) =>
      buttons.forEach((thumb, i) => {
        if (i !== at) return thumb.removeAttribute('aria-current')
        thumb.setAttribute('aria-current', 'true')
        const left = thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2
        strip.scrollTo({ left, behavior: host.speed() ? 'smooth' : 'auto' })
      })
    show(index)
    return show
  }

  /**
   * Where the address goes when a lightbox opened from it closes: without the item id, and without
   * the last path segment when that was what named the slide.
   */
  function closedUrl(slide: Slide | undefined): string {
    const url = new URL(withoutItemId(location.href), location.href)
    const key = lastSegment(url.pathname)
    if (slide && key && !hashItemId(location.hash) && (key === slide.url || key === slide.id)) {
      url.pathname = withoutLastSegment(url.pathname)
    }
    return `${url.pathname}${url.search}${url.hash}`
  }
}

/** The gallery's own slides: a nested gallery keeps its own. */
function findSlides(element: HTMLElement): Slide[] {
  return [...element.querySelectorAll<HTMLElement>('[data-part=slide]')]
    .filter((slide) => slide.closest('[data-block="gallery"]') === element)
    .map((element) => {
      const video = element.dataset.type === 'video'
      const videoBlock = element.querySelector<HTMLElement>('[data-block="video"]')
      // spec: gallery console messages; the slide stays as the server rendered it
      if (video && !videoBlock) console.warn(`[atoll:gallery] ${describe(element)}: VideoLoader not found`)
      const source = element.querySelector('[data-src]')
      const img = source instanceof HTMLImageElement ? source : undefined
      // The image loader warns about a source on anything but an img ('div is not a valid node.').
      if (source && !img) readImage(source)
      if (!video && !source) console.warn(`[atoll:gallery] ${describe(element)}: No image`)
      const media =
        (video
          ? videoBlock
          : (element.querySelector<HTMLElement>(':scope > [data-part=media]') ?? wrapMedia(img, element))) ?? undefined
      const data = element.dataset
      // An http or https link only: a javascript: or data: click-through is no link at all.
      const clickThrough = safeUrl(data.clickThroughUrl)
      if (data.clickThroughUrl && !clickThrough)
        console.warn(`[atoll:gallery] ${describe(element)}: Click-through URL ignored: ${data.clickThroughUrl}`)
      return {
        element,
        ...(media && { media }),
        ...(img && { img }),
        ...(data.slideId && { id: data.slideId }),
        ...(data.slideUrl && { url: data.slideUrl }),
        ...(clickThrough && { clickThrough }),
        video,
      }
    })
}

/** An image straight in its slide gets a box of its own, so a caption beside it stays out of the crop. */
function wrapMedia(img: HTMLImageElement | undefined, slide: HTMLElement): HTMLElement | undefined {
  if (!img) return undefined
  if (img.parentElement !== slide) return img.parentElement ?? undefined
  const media = document.createElement('div')
  media.dataset.part = 'media'
  slide.insertBefore(media, img)
  media.appendChild(img)
  return media
}

/** stage > viewport > track > slides: embla's structure, and the box the controls sit on. */
function wrap(element: HTMLElement, slides: readonly Slide[]): HTMLElement {
  const stage = document.createElement('div')
  stage.dataset.part = 'stage'
  const viewport = stage.appendChild(document.createElement('div'))
  viewport.dataset.part = 'viewport'
  const track = viewport.appendChild(document.createElement('div'))
  track.dataset.part = 'track'
  element.insertBefore(stage, slides[0]!.element)
  for (const slide of slides) track.appendChild(slide.element)
  return stage
}

function button(
  parent: HTMLElement,
  part: string,
  label: string,
  onClick: () => void,
  signal: AbortSignal,
): HTMLButtonElement {
  const control = parent.appendChild(document.createElement('button'))
  control.type = 'button'
  control.dataset.part = part
  control.setAttribute('aria-label', label)
  control.addEventListener('click', onClick, { signal })
  return control
}

/** The first slide's image ratio, as the slideshow's box when the settings give none. */
function ratioOf(slide: Slide | undefined): number | undefined {
  const dimensions = parseDimensions(slide?.img?.dataset.imageDimensions)
  return dimensions && (dimensions.height / dimensions.width) * 100
}

function resetVideos(slide: HTMLElement): void {
  for (const video of slide.querySelectorAll('[data-block="video"]'))
    video.dispatchEvent(new CustomEvent('atoll:video-reset'))
}

/**
 * A click-through link. spec: navigates instead of advancing, or is handed to the editor frame
 * when inside one.
 */
function followLink(url: string): void {
  if (inEditor()) window.parent.postMessage({ type: 'atoll:click-through', url }, location.origin)
  else location.assign(url)
}

/** The page is shown inside the editor (spec: pages under /config/ are the editing area). */
function inEditor(): boolean {
  try {
    return window.parent !== window && /^\/config(\/|$)/.test(window.parent.location.pathname)
  } catch {
    // Another origin's frame: not the editor.
    return false
  }
}

function describe(element: Element): string {
  return element.id ? `#${element.id}` : `<${element.localName}>`
}
