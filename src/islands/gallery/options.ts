/**
 * Gallery settings from `data-block-json` (CONTRACT.md section 3, `gallery`; spec: gallery block
 * data, gallery settings, gallery defaults, validation rules). A wrong value throws a TypeError that
 * starts with the spec's 'Error evaluating gallery block data.' and names the setting; the loader
 * then leaves the block as the server rendered it, with one console error.
 */
import { boolean, list, number as numberReader, oneOf, type Reader, text } from '../../core/kit/options.ts'
import { type DesignName, designFor, mapDesign } from './designs.ts'

export const EVALUATION_ERROR = 'Error evaluating gallery block data.' // spec: gallery console messages

export const AUTOPLAY_TIMEOUT_MS = 5000 // spec: autoplay timeout 5000 ms
export const AUTOPLAY_RANDOMIZE = true // spec: randomize on
export const RESIZE_TIMEOUT_MS = 100 // spec: resize debounce 100 ms in galleries
export const THUMBNAIL_MARGIN_CAP = 5 // spec: thumbnail margin cap 5
export const STRIP_V_SIZE = 10 // spec: default vSize 10 when no aspect ratio or vSize is set
export const COLUMN_WIDTH = 250 // spec: autogrid and autocolumns column width 250
export const GRID_PER_ROW = 4 // spec: grid 4 per row
export const GRID_PADDING = 20 // spec: grid thumbnail padding 20
export const CAROUSEL_PER_ROW = 3 // spec: carousel 3 slides per row
export const CAROUSEL_GUTTER = 1 // spec: carousel gutter 1
export const LIST_IMAGE_SIZE = 50 // the list's image takes half the row unless listImageSize says
export const THUMBNAIL_STRIP_HEIGHT = 64 // px: the thumbnail strip's height unless set

/** spec: transitions fade, ken-burns, new-swipe, scroll, swipe */
export const TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const
export type Transition = (typeof TRANSITIONS)[number]

/** spec: stacked slideshow click behaviour next, previous, or by half of the slide */
export const CLICK_BEHAVIORS = ['next', 'previous', 'split'] as const
export type ClickBehavior = (typeof CLICK_BEHAVIORS)[number]

/** spec: strip alignment start, middle or end; block data says left, center, right */
export type StripAlignment = 'start' | 'middle' | 'end'
const ALIGNMENTS: Readonly<Record<string, StripAlignment>> = {
  left: 'start',
  center: 'middle',
  right: 'end',
  start: 'start',
  middle: 'middle',
  end: 'end',
}

/** spec: swipe boundaries none, hard or inertial */
export const BOUNDARIES = ['none', 'hard', 'inertial'] as const
export type Boundary = (typeof BOUNDARIES)[number]

/** spec: meta-position */
export const META_POSITIONS = [
  'top',
  'bottom',
  'top-left',
  'bottom-left',
  'top-right',
  'bottom-right',
  'center',
] as const
export type MetaPosition = (typeof META_POSITIONS)[number]

export interface GalleryOptions {
  design: DesignName
  /** The slide box's height as a percentage of its width; undefined ('Auto') keeps each image's ratio. */
  imageAspectRatio?: number
  slidesPerRow: number
  lightbox: boolean
  lightboxTheme: 'light' | 'dark'
  columnWidth: number
  /** px between slides (the carousel's is a percentage of its width). */
  gutter: number
  padding: number
  listImageSize: number
  /** The strip's height, in steps of 5% of the viewport's height. */
  vSize: number
  squareThumbs: boolean
  /** Crops images to their box (cover) rather than fitting them inside (contain). */
  autoCrop: boolean
  thumbnails: boolean
  thumbnailStripHeight: number
  thumbnailStripMargin: number
  thumbnailsPerRow?: number
  autoplay: boolean
  autoplayTimeout: number
  autoplayRandomize: boolean
  /**
   * spec: autoplayOptions' pauseOnMouseover list, of CSS selectors, as one selector list: a mouse
   * over an element it matches holds autoplay ('' for an empty list: none does); undefined holds it
   * over the gallery and its controls (spec: the default).
   */
  pauseOnMouseover?: string
  alignment: StripAlignment
  metaPosition: MetaPosition
  transition: Transition
  clickBehavior: ClickBehavior
  loop: boolean
  /** The left and right keys move it: spec: keyboard and keys, both on unless set false. */
  keyboard: boolean
  /** spec: lazyLoad: only the slides in view and their neighbours load; false loads every slide at mount. */
  lazyLoad: boolean
  historyHash: boolean
  /** Ids of galleries whose index follows this one's, and the other way round. */
  linkedGalleries: string[]
  /** A percentage (`'50%'`) of the strip where the active slide snaps, or 'none' for free scrolling. */
  snapPoint?: number | 'none'
  boundaries: Boundary
  /** ms */
  speed: number
  preload: number
  resizeTimeout: number
  resizeThreshold: number
}

type Settings = Record<string, unknown>

/** A count of slides: a whole number, 1 or more. */
const WHOLE = { min: 1, integer: true }

const fail = (message: string): never => {
  throw new TypeError(`${EVALUATION_ERROR} ${message}`)
}

/**
 * The gallery's options: the design from its setting (spec mapping), then the design's defaults,
 * then the block's settings, checked.
 * @throws TypeError naming the setting that is wrong.
 */
export function normalizeOptions(settings: Settings): GalleryOptions {
  const design = designFor(mapDesign(settings.design))
  const defaults = design.defaults
  const has = (name: string) => settings[name] !== undefined && settings[name] !== null
  const ratio = aspectRatio(settings.imageAspectRatio)
  const autoplayOptions = (settings.autoplayOptions ?? {}) as Settings
  if (typeof autoplayOptions !== 'object') fail('autoplayOptions must be an object')
  const seconds = has('autoplay-duration') ? positive(settings, 'autoplay-duration') * 1000 : undefined // spec: autoplay-duration seconds convert to ms
  const alignment = settings['active-alignment'] ?? settings.alignment ?? defaults.alignment ?? 'middle'
  if (typeof alignment !== 'string' || !ALIGNMENTS[alignment]) fail('Strip alignment must be start, middle or end')
  const transition = settings.transition ?? defaults.transition ?? 'fade'
  if (!TRANSITIONS.includes(transition as Transition)) fail(`Unknown stacked transition: ${String(transition)}`)
  const linked = settings.linkedGalleries ?? []
  if (!Array.isArray(linked) || linked.some((id) => typeof id !== 'string'))
    fail('linkedGalleries must be a list of gallery ids')
  return {
    design: design.name,
    ...(ratio !== undefined && { imageAspectRatio: ratio }),
    slidesPerRow: read(settings, 'slidesPerRow', numberReader(defaults.slidesPerRow ?? 1, WHOLE)),
    lightbox: read(settings, 'lightbox', boolean(defaults.lightbox ?? false)),
    lightboxTheme: read(settings, 'lightboxTheme', oneOf(['light', 'dark'], 'dark')),
    columnWidth: has('columnWidth')
      ? positive(settings, 'columnWidth', 'Column width must be a positive number')
      : COLUMN_WIDTH,
    gutter: read(settings, 'gutter', numberReader(defaults.gutter ?? 0)),
    padding: read(settings, 'padding', numberReader(defaults.padding ?? 0)),
    listImageSize: read(settings, 'listImageSize', numberReader(LIST_IMAGE_SIZE, { min: 1, max: 100 })),
    vSize: read(settings, 'vSize', numberReader(STRIP_V_SIZE, { min: 1 })),
    squareThumbs: read(settings, 'square-thumbs', boolean(false)),
    autoCrop: read(settings, 'auto-crop', boolean(true)),
    thumbnails: read(settings, 'thumbnails', boolean(false)),
    thumbnailStripHeight: read(settings, 'thumbnail-strip-height', numberReader(THUMBNAIL_STRIP_HEIGHT, { min: 1 })),
    thumbnailStripMargin: Math.min(
      read(settings, 'thumbnail-strip-margin', numberReader(THUMBNAIL_MARGIN_CAP)),
      THUMBNAIL_MARGIN_CAP,
    ),
    ...(has('thumbnails-per-row') && {
      thumbnailsPerRow: read(settings, 'thumbnails-per-row', numberReader(1, WHOLE)),
    }),
    autoplay: read(settings, 'autoplay', boolean(false)),
    autoplayTimeout:
      seconds ?? (autoplayOptions.timeout !== undefined ? positive(autoplayOptions, 'timeout') : AUTOPLAY_TIMEOUT_MS),
    autoplayRandomize: read(autoplayOptions, 'randomize', boolean(AUTOPLAY_RANDOMIZE)),
    ...(autoplayOptions.pauseOnMouseover != null && {
      pauseOnMouseover: selectors(read(autoplayOptions, 'pauseOnMouseover', list(text()))),
    }),
    alignment: ALIGNMENTS[alignment as string]!,
    metaPosition: read(settings, 'meta-position', oneOf(META_POSITIONS, 'bottom')),
    transition: transition as Transition,
    clickBehavior: read(settings, 'clickBehavior', oneOf(CLICK_BEHAVIORS, 'next')),
    loop: read(settings, 'loop', boolean(defaults.loop ?? false)),
    keyboard: read(settings, 'keyboard', boolean(true)) && read(settings, 'keys', boolean(true)),
    lazyLoad: read(settings, 'lazyLoad', boolean(true)),
    historyHash: read(settings, 'historyHash', boolean(false)),
    linkedGalleries: linked as string[],
    ...(has('snapPoint') && { snapPoint: snapPoint(settings.snapPoint) }),
    boundaries: read(settings, 'boundaries', oneOf(BOUNDARIES, 'inertial')),
    speed: defaults.speed ?? 500,
    preload: defaults.preload ?? 1,
    resizeTimeout: has('resizeTimeout')
      ? number(settings, 'resizeTimeout', 'Resize timeout must be a number')
      : RESIZE_TIMEOUT_MS,
    resizeThreshold: has('resizeThreshold')
      ? number(settings, 'resizeThreshold', 'Resize threshold must be a number')
      : 0,
  }
}

/** `imageAspectRatio`: a positive number (strings parsed), or 'Auto' (and absent) for none. */
function aspectRatio(value: unknown): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.toLowerCase() === 'auto'))
    return undefined
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value
  if (typeof parsed !== 'number' || !(parsed > 0) || !Number.isFinite(parsed))
    fail("imageAspectRatio must be a positive number or 'Auto'")
  return parsed as number
}

/** `pauseOnMouseover`: CSS selectors, joined into one list and checked as `closest` will read it. */
function selectors(list: string[]): string {
  const joined = list.join()
  try {
    // 'a' stands for an empty list, which matches nothing.
    document.querySelector(joined || 'a')
  } catch {
    fail('pauseOnMouseover must be a list of CSS selectors')
  }
  return joined
}

/** `snapPoint`: a percentage ending with a percent sign, or 'none'. */
function snapPoint(value: unknown): number | 'none' {
  if (value === 'none') return 'none'
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)%$/.exec(value.trim()) : null
  if (!match || Number(match[1]) > 100) fail('Snap points must end with a percent sign or be none')
  return Number(match![1]) / 100
}

/** `settings[name]` through one of the kit's readers; what it refuses carries the spec's prefix. */
function read<T>(settings: Settings, name: string, reader: Reader<T>): T {
  try {
    return reader(settings[name], name)
  } catch (error) {
    return fail((error as Error).message)
  }
}

/** A number; a numeric string is parsed (spec: strings are parsed). */
function number(settings: Settings, name: string, message = `${name} must be a number`): number {
  const value = settings[name]
  const parsed = typeof value === 'string' && value.trim() ? Number(value) : value
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) fail(message)
  return parsed as number
}

function positive(settings: Settings, name: string, message = `${name} must be a positive number`): number {
  const value = number(settings, name, message)
  if (!(value > 0)) fail(message)
  return value
}
