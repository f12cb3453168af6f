/**
 * The image loader (CONTRACT.md section 3, `image`): reads an `img[data-src]`'s data attributes,
 * reserves its box, crops it, and asks the server for the smallest width that covers the box, through
 * the page's queue. Hand-written: `srcset` and `sizes` cannot crop around a focal point, cannot keep a
 * larger width once loaded, and need the layout written twice (in CSS and in `sizes`).
 */
import {
  type CropMode,
  type FitAlignment,
  FIT_TERMS,
  parseAlignment,
  parseDimensions,
  parseFocalPoint,
  placeImage,
  type Point,
  type Size,
} from './crop.ts'
import { enqueue } from './queue.ts'
import {
  chooseWidth,
  LAZY_MARGIN_PX,
  MAX_PIXEL_RATIO,
  MIN_PIXEL_RATIO,
  type SizeFormat,
  sizedSource,
} from './widths.ts'

/** On the image while its source loads. spec: a loading class is added while the source loads */
export const LOADING_CLASS = 'atoll-image-loading'

/** spec: load mode true (at once), false (only when asked) or viewport (within 200px of the viewport) */
export type LoadMode = 'true' | 'false' | 'viewport'

export interface ImageSettings {
  src: string
  /** From `data-image-dimensions`; undefined when missing or malformed. */
  dimensions?: Size
  focal: Point
  /** @default 'viewport' */
  load: LoadMode
  /** From `data-fit`; undefined shows the image at its own ratio. */
  mode?: CropMode
  /** `content-fill` and `content-fit` crop inside the parent's box, the others inside the image's own. */
  content: boolean
  alignment: FitAlignment[]
  /** @default 'queryString' */
  format: SizeFormat
  minRatio: number
  maxRatio: number
  /** spec: size adjustment: the drawn width is multiplied by it before a width is chosen (`data-size-adjustment`). @default 1 */
  adjustment: number
  /** spec: stretch: false never draws a contain crop larger than the original (`data-stretch="false"`). @default true */
  stretch: boolean
  /** spec: background-image use: the parent shows the image as its background (`data-use-background-image`). */
  background: boolean
  /**
   * spec: advanced positioning: a cover crop puts the focal point as near the box's centre as the
   * image's edges allow (measured); `data-use-advanced-positioning="false"` puts it at the same
   * fraction of the box as of the image (CSS percentages). @default true
   */
  advanced: boolean
}

interface ImageState {
  /** The largest width asked for so far: a resize never asks for a smaller one. */
  width: number
  loading: boolean
  cancel?: () => void
}

const states = new WeakMap<HTMLImageElement, ImageState>()

const warn = (message: string, element?: Element) =>
  console.warn(`[atoll:image] ${message}`, ...(element ? [element] : []))

/**
 * Reads an image's data attributes. Warns and returns undefined for an element that is not an `img`
 * or has no `data-src` (spec: 'Invalid or missing image source.').
 */
export function readImage(element: Element): ImageSettings | undefined {
  if (!(element instanceof HTMLImageElement)) {
    warn(`${element?.localName ?? element} is not a valid node.`)
    return undefined
  }
  const data = element.dataset
  const src = data.src?.trim()
  if (!src) {
    warn('Invalid or missing image source.', element)
    return undefined
  }
  const dimensions = parseDimensions(data.imageDimensions)
  if (data.imageDimensions !== undefined && !dimensions) {
    warn(`Invalid image dimensions "${data.imageDimensions}": expected WIDTHxHEIGHT.`, element)
  }
  const fit = data.fit?.trim() ?? ''
  const background = data.useBackgroundImage === 'true'
  const alignment = parseAlignment(data.alignment)
  if (fit === 'content-fit' && !alignment.length) warn('Missing alignment for "content-fit" image.', element)
  const load = data.load === 'true' || data.load === 'false' ? data.load : 'viewport'
  const ratio = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback)
  return {
    src,
    dimensions,
    focal: parseFocalPoint(data.imageFocalPoint),
    load,
    // A background covers its parent unless the crop says otherwise.
    mode: FIT_TERMS[fit] ?? (background ? 'cover' : undefined),
    content: background || fit.startsWith('content-'),
    alignment,
    format: data.sizeFormat === 'filename' ? 'filename' : 'queryString',
    minRatio: ratio(data.minPixelRatio, MIN_PIXEL_RATIO),
    maxRatio: ratio(data.maxPixelRatio, MAX_PIXEL_RATIO),
    adjustment: ratio(data.sizeAdjustment, 1),
    stretch: data.stretch !== 'false',
    background,
    advanced: data.useAdvancedPositioning !== 'false',
  }
}

/**
 * Reserves the image's box before any source arrives, so nothing moves when it does: an image at
 * its own ratio without `width` and `height` attributes gets `aspect-ratio` from its dimensions; a
 * `content-*` image is stretched over its parent. Templates should still render `width` and
 * `height` (or size the box in CSS), since this runs only once the script is there.
 */
function prepareImage(img: HTMLImageElement, settings: ImageSettings, staticParent: boolean): void {
  const { dimensions, mode, content } = settings
  // With width and height attributes the browser reserves the box itself: no inline style needed.
  if (!mode && dimensions && !(img.hasAttribute('width') && img.hasAttribute('height'))) {
    img.style.aspectRatio = `${dimensions.width} / ${dimensions.height}`
  }
  if (!content) return
  const parent = img.parentElement
  if (!parent) {
    warn('Image element has no parentNode.', img)
    return
  }
  if (staticParent) parent.style.position = 'relative'
  Object.assign(img.style, { position: 'absolute', inset: '0', width: '100%', height: '100%' })
  if (!settings.background) return
  // The image stays, transparent, to load through the queue and to give its alt text to assistive
  // technology (which a hidden one would not); its parent shows what it loaded.
  img.style.opacity = '0'
  parent.style.backgroundRepeat = 'no-repeat'
  showBackground(img)
}

/**
 * The parent of a background image shows the source the image has loaded (the browser's cache
 * serves it again). `currentSrc` is the parsed URL, serialised: a quote or a line break in it is
 * percent-encoded, so it cannot end the CSS string, and a value CSS cannot read is dropped alone.
 */
function showBackground(img: HTMLImageElement): void {
  if (img.naturalWidth) img.parentElement!.style.backgroundImage = `url("${img.currentSrc}")`
}

/** An image's box as layout has it: `[width, height]`, the height read only for a crop. */
type Box = readonly [width: number, height: number]

/** Reads the box `fit` crops into, and writes nothing, so a batch's reads share one layout. */
function measure(img: HTMLImageElement, { mode, content, dimensions }: ImageSettings): Box {
  // A content-* image covers its parent's padding box (inside any border); the others are their own box.
  const parent = img.parentElement
  const width = content ? (parent?.clientWidth ?? 0) : ownWidth(img, dimensions)
  return [width, mode ? ((content ? parent?.clientHeight : img.offsetHeight) ?? 0) : 0]
}

/**
 * Crops the image to its measured box (cover around the focal point, or contain along the
 * alignment), reading nothing from layout.
 * @returns the CSS width the source must cover, or 0 while the box has no size (hidden).
 */
function fit(img: HTMLImageElement, settings: ImageSettings, [width, height]: Box): number {
  const { mode, dimensions, focal, background } = settings
  if (!mode) return width
  if (!width || !height) return 0
  // Without dimensions the image's size is known only once it has loaded, and without advanced
  // positioning the focal point is placed by percentages: CSS places it then.
  const css = mode === 'cover' ? `${focal.x * 100}% ${focal.y * 100}%` : ''
  const placed =
    dimensions &&
    placeImage({ width, height }, dimensions, mode, focal, settings.alignment, settings.stretch ? Infinity : 1)
  const at = placed && (settings.advanced || mode === 'contain') ? `${px(placed.left)} ${px(placed.top)}` : css
  if (background) {
    const { style } = img.parentElement!
    style.backgroundSize = placed ? `${px(placed.width)} ${px(placed.height)}` : mode
    style.backgroundPosition = at || 'center'
  } else {
    // An image that may not stretch is drawn at most at its original size: where it is shorter than
    // the box, padding (inside its own box, border-box, so nothing around it moves) leaves the rest
    // empty, and object-fit fills what remains; where it is longer, object-position crops it.
    const pads =
      placed && !settings.stretch
        ? [placed.top, width - placed.width - placed.left, height - placed.height - placed.top, placed.left]
        : undefined
    Object.assign(img.style, {
      objectFit: mode,
      objectPosition: pads ? `${px(Math.min(placed!.left, 0))} ${px(Math.min(placed!.top, 0))}` : at,
      boxSizing: pads ? 'border-box' : '',
      padding: pads ? pads.map((side) => px(Math.max(side, 0))).join(' ') : '',
    })
  }
  return placed ? placed.width : mode === 'cover' ? Math.max(width, height) : width
}

/**
 * The CSS width an image that is its own box is shown at. With a width from CSS (a rule, an inline
 * style or the `width` attribute) that is its box; with an `auto` width the box is only its content
 * (the alt text before the source, then the source's own width), so the image is sized from its
 * parent's content width (inside the padding), at most the original's width.
 */
export function ownWidth(img: HTMLImageElement, dimensions?: Size): number {
  const parent = img.parentElement
  const own = img.offsetWidth
  if (!parent || (own && !hasAutoWidth(img))) return own
  const style = getComputedStyle(parent)
  const column =
    parent.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0)
  if (column <= 0) return own
  return dimensions ? Math.min(column, dimensions.width) : column
}

/**
 * Whether CSS leaves the image's width `auto`. The computed style map says it where the browser has
 * one (Chromium, Safari); elsewhere only the inline style and the `width` attribute can be seen.
 */
function hasAutoWidth(img: HTMLImageElement): boolean {
  const typed = (img as HTMLImageElement & { computedStyleMap?: () => { get(property: string): unknown } })
    .computedStyleMap?.()
    .get('width')
  if (typed !== undefined) return String(typed) === 'auto'
  return !img.hasAttribute('width') && !img.style.width
}

export interface LoadOptions {
  /** Loads even with `data-load="false"`, and again even when that width is already there. */
  force?: boolean
}

/**
 * Fits the image and, unless a width as large is already there or loading, queues the load of the
 * smallest width that covers it. spec: an image already loading is skipped.
 * @returns false when the image cannot be loaded (a warning says why) or has no box yet.
 */
export function loadImage(element: Element, { force = false }: LoadOptions = {}, known?: ImageSettings): boolean {
  const settings = known ?? readImage(element)
  if (!settings || (settings.load === 'false' && !force)) return false
  const img = element as HTMLImageElement
  return request(img, settings, fit(img, settings, measure(img, settings)), force)
}

/**
 * Fits a batch of images and loads those not lazy (as `loadImage` without `force`; a lazy one
 * waits, and is fitted meanwhile only once it shows a source). Every box is read before any image's
 * styles change, as one image's crop would make the next one's read recalculate the page's
 * styles and layout (a carousel's slides coming into view, fitted one by one, would each pay for
 * one).
 */
export function loadImages(batch: readonly Watched[]): void {
  // An image not to load now has nothing to fit until it shows a source (a crop of no source shows
  // nothing): its box is not read. The first report of a page's images then reads only those.
  const due = batch.filter(({ img, settings, lazy }) => !lazy || (settings.mode && img.hasAttribute('src')))
  const boxes = due.map(({ img, settings }) => measure(img, settings))
  due.forEach(({ img, settings, lazy }, i) => {
    const width = fit(img, settings, boxes[i]!)
    if (!lazy) request(img, settings, width, false)
  })
}

/** Queues the load of the smallest width that covers `cssWidth`, unless one as large is there or loading. */
function request(img: HTMLImageElement, settings: ImageSettings, cssWidth: number, force: boolean): boolean {
  if (!cssWidth) return false
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData
  // spec: size adjustment scales the width the source must cover.
  const width = chooseWidth(cssWidth * settings.adjustment, saveData ? 1 : devicePixelRatio, {
    min: settings.minRatio,
    max: settings.maxRatio,
  })
  let state = states.get(img)
  if (!state) states.set(img, (state = { width: serverWidth(img), loading: false }))
  if (state.loading && !force) return true
  if (width <= state.width && !force) return true
  state.cancel?.()
  delete state.cancel
  state.width = Math.max(width, state.width)
  state.loading = true
  const url = sizedSource(settings.src, state.width, settings.format)
  const unqueue = enqueue((done) => {
    const listening = new AbortController()
    const finish = (event: Event) => {
      delete state.cancel
      listening.abort()
      img.classList.remove(LOADING_CLASS)
      state.loading = false
      if (event.type === 'load') {
        img.dataset.imageResolution = `${state.width}w`
        if (settings.background) showBackground(img)
      }
      done()
      // A resize while it loaded may need a larger width now.
      if (event.type === 'load' && img.isConnected) loadImages([{ img, settings, lazy: false }])
    }
    // Cancelled once started, it stops listening and gives its place in the queue to the next.
    state.cancel = () => finish(new Event('abort'))
    img.addEventListener('load', finish, { signal: listening.signal })
    img.addEventListener('error', finish, { signal: listening.signal })
    img.classList.add(LOADING_CLASS)
    // The server's srcset would keep choosing its own candidate over this larger source.
    img.removeAttribute('srcset')
    img.removeAttribute('sizes')
    img.src = url
  })
  // Unless the queue started it at once, and it set its own.
  state.cancel ??= unqueue
  return true
}

/**
 * The width of the source the server rendered (CONTRACT.md section 3, `image`: an image in the first
 * viewport carries `src`, `srcset` and `sizes`): the `w` of the `srcset` candidate the browser chose,
 * else the width in a sized `src` (`?format=750w`, `-750w.jpg`); 0 when the server rendered none.
 * Counted as loaded, so the loader never asks for it again, nor for anything smaller.
 */
function serverWidth(img: HTMLImageElement): number {
  if (!img.hasAttribute('src')) return 0
  const shown = img.currentSrc || img.src
  // A source of another image (the block's data-src changed since) is not this image's.
  const source = img.dataset.src
  // Compared without a width in the file's name (`a-750w.jpg` is a width of `a.jpg`).
  const path = (url: string) => new URL(url, document.baseURI).pathname.replace(/-\d+w(?=\.[^./]+$|$)/, '')
  if (!source || path(shown) !== path(source)) return 0
  const chosen = img.srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([url]) => url && new URL(url, document.baseURI).href === shown)?.[1]
  const width = Number.parseInt(
    /^(\d+)w$/.exec(chosen ?? '')?.[1] ?? /(?:[?&]format=|-)(\d+)w(?:[.?#&]|$)/.exec(shown)?.[1] ?? '',
    10,
  )
  if (!width) return 0
  img.dataset.imageResolution = `${width}w`
  return width
}

/** Forgets the image's load, queued or started (the image left the page or its watcher). */
export function cancelImage(img: HTMLImageElement): void {
  const state = states.get(img)
  if (!state?.cancel) return
  state.cancel()
  delete state.cancel
  state.loading = false
  state.width = Number.parseInt(img.dataset.imageResolution ?? '', 10) || 0
}

/** Forgets what was loaded (the image has a new source): the next load starts from nothing. */
export function resetImage(img: HTMLImageElement): void {
  cancelImage(img)
  states.delete(img)
  delete img.dataset.imageResolution
  // A server's srcset was for the old source.
  img.removeAttribute('srcset')
  img.removeAttribute('sizes')
}

/**
 * An image and its settings; `lazy` while it waits to load: to come near the viewport
 * (`data-load="viewport"`), for the task after the one that added it (`true`), or to be asked
 * (`false`).
 */
export interface Watched {
  img: HTMLImageElement
  settings: ImageSettings
  lazy: boolean
  /** Observed too: an image at its own width is sized from it. */
  parent?: Element | undefined
}

export interface AddOptions {
  /** The load mode of every image added, over its own. */
  load?: LoadMode
  /**
   * The caller's CSS positions every image's parent (a gallery's media boxes): no parent's style is
   * read, so adding them forces no style recalculation after the caller's writes.
   */
  positioned?: boolean
}

export interface ImageWatcher {
  /**
   * Prepares the images and loads each by its load mode (or `load`, which overrides it): `true`
   * ones together in a task after this one, `viewport` ones as they come near, `false` ones when
   * asked. What each needs is read for all of them before any is prepared, as one image's styles
   * would make the next one's read recalculate the page's (a gallery's slides, added one by one, would
   * each pay for one).
   */
  add(imgs: Iterable<HTMLImageElement>, options?: AddOptions): void
  /**
   * Loads watched images in a task after this one, whatever their load mode (a gallery's slides
   * near the one shown), with any others asked for meanwhile, every box read before any is cropped.
   */
  load(imgs: Iterable<HTMLImageElement>): void
  /** Stops watching the image and ends its load, queued or started. */
  remove(img: HTMLImageElement): void
  /** Disconnects the observers and drops the queued loads: nothing is left running. */
  destroy(): void
}

/**
 * Watches images: loads `viewport` ones when they come within 200px of the viewport, refits every
 * image when its box changes size and asks for a larger width when the box has grown.
 * @example
 * const images = watchImages()
 * images.add(document.querySelectorAll('img[data-src]'))
 */
export function watchImages(): ImageWatcher {
  const watched = new Map<Element, Watched>()
  /**
   * A watched image to load now, no longer waiting; none for an image not watched (`remove` and
   * `destroy` forget one) or already awake (the resize observer refits it).
   */
  const wake = (img: Element): Watched[] => {
    const image = watched.get(img)
    if (!image?.lazy) return []
    near.unobserve(img)
    image.lazy = false
    return [image]
  }
  /**
   * The images to load in a task after the current one, all together: `add`'s `data-load="true"`
   * ones and those `load` is given. Their first measure lays the page out, and where they were asked
   * for it made long tasks (on a page of many images, and for a carousel's slides in view, in the
   * engine's own observer callback). They stay lazy until then, so the resize observer's first
   * report, often in a frame before that task, leaves their loads to it.
   */
  let soon: HTMLImageElement[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const loadSoon = () => {
    timer = undefined
    const batch = soon.flatMap(wake)
    soon = []
    loadImages(batch)
  }
  const schedule = () => {
    if (soon.length && !timer) timer = setTimeout(loadSoon)
  }
  const near = new IntersectionObserver(
    (entries) => loadImages(entries.flatMap(({ isIntersecting, target }) => (isIntersecting ? wake(target) : []))),
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  )
  // An image whose width CSS leaves `auto` is sized from its parent: the parent's resizes count too.
  const children = new Map<Element, Set<HTMLImageElement>>()
  const resized = new ResizeObserver((entries) => {
    const images = new Set<HTMLImageElement>()
    for (const { target } of entries) {
      if (watched.has(target)) images.add(target as HTMLImageElement)
      for (const img of children.get(target) ?? []) images.add(img)
    }
    // An image not loaded yet is only refitted; one with a source may need a larger width.
    loadImages(Array.from(images, (img) => watched.get(img)!))
  })
  const unobserveParent = (img: HTMLImageElement, parent: Element | undefined) => {
    if (!parent) return
    const siblings = children.get(parent)
    if (!siblings?.delete(img) || siblings.size) return
    children.delete(parent)
    resized.unobserve(parent)
  }
  const add = (imgs: Iterable<HTMLImageElement>, { load, positioned = false }: AddOptions = {}) => {
    const added: [HTMLImageElement, ImageSettings, boolean][] = []
    for (const img of imgs) {
      const read = watched.has(img) ? undefined : readImage(img)
      if (!read) continue
      const settings = load ? { ...read, load } : read
      const parent = img.parentElement
      // A content-* image's parent must be positioned for the image to cover it.
      const unpositioned =
        !positioned && !!settings.content && !!parent && getComputedStyle(parent).position === 'static'
      added.push([img, settings, unpositioned])
    }
    for (const [img, settings, staticParent] of added) {
      prepareImage(img, settings, staticParent)
      const parent = settings.content ? undefined : (img.parentElement ?? undefined)
      watched.set(img, { img, settings, lazy: true, parent })
      resized.observe(img)
      if (parent) {
        const siblings = children.get(parent) ?? new Set()
        if (!siblings.size) resized.observe(parent)
        children.set(parent, siblings.add(img))
      }
      if (settings.load === 'viewport') near.observe(img)
      else if (settings.load === 'true') soon.push(img)
      // Each is fitted when the observer first reports its box (once it shows a source), after the
      // frame's own layout and before its paint: fitted here, each image would force a layout of its own.
    }
    schedule()
  }
  return {
    add,
    load(imgs) {
      soon.push(...imgs)
      schedule()
    },
    remove(img) {
      const image = watched.get(img)
      if (!image || !watched.delete(img)) return
      near.unobserve(img)
      resized.unobserve(img)
      unobserveParent(img, image.parent)
      cancelImage(img)
    },
    destroy() {
      clearTimeout(timer)
      timer = undefined
      soon = []
      near.disconnect()
      resized.disconnect()
      for (const { img } of watched.values()) cancelImage(img)
      watched.clear()
      children.clear()
    },
  }
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`
