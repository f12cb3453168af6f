/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { Image, isEager } from './Image.tsx'
import type { EagerImages, Photo } from './Image.tsx'

/** One image slide of a gallery block (CONTRACT.md section 3, `gallery`). */
export interface SlideData {
  /** `data-slide-id`: the lightbox's `#itemId=` and the history's hash. */
  id: string
  /** `data-slide-url`: the slide's own address segment. */
  url: string
  photo: Photo
  caption?: string | undefined
  /** `data-click-through-url`: the slide is a link. */
  clickThroughUrl?: string | undefined
  /** The image is an `image-zoom` block with these settings (a product image). */
  zoom?: Record<string, unknown> | undefined
}

export interface GalleryProps {
  /** The element id, which `atoll:gallery-change` reports. */
  id: string
  /** The demo stylesheet's class for the design (`gallery-grid`, ...). */
  class: string
  label: string
  /** The gallery block data of the spec, written as `data-block-json`. */
  settings: Record<string, unknown>
  slides: readonly SlideData[]
  /**
   * The gallery is in the first viewport: the first slide's image carries `src`, `srcset` and these
   * `sizes` (the width its box takes, crop included), so the largest paint waits for no script.
   */
  eager?: string
  /**
   * The eager slides: the first n, or these indexes; each in the first viewport on some screen (a
   * grid's first rows, a carousel's row, the top of each column). The others keep no `src`: the
   * image loader chooses their width. @default 1
   */
  eagerSlides?: EagerImages
  /**
   * The index of the first eager slide in the first viewport on some screens only (a phone's one
   * column, a wide screen's second row): it and the eager slides after it are `loading="lazy"`, so a
   * browser starts each only where it is on screen. @default every eager slide is on every screen
   */
  lazyFrom?: number
  /** Parts after the slides (`<div data-part="thumbnails">`). */
  children?: Child
}

/** A gallery block: its settings and a `[data-part=slide]` for each slide. */
export function Gallery({
  id,
  class: className,
  label,
  settings,
  slides,
  eager,
  eagerSlides = 1,
  lazyFrom = Number.POSITIVE_INFINITY,
  children,
}: GalleryProps) {
  return (
    <div class={className} data-block="gallery" id={id} aria-label={label} data-block-json={JSON.stringify(settings)}>
      {slides.map((slide, index) => (
        <Slide {...slide} eager={isEager(eagerSlides, index) ? eager : undefined} lazy={index >= lazyFrom} />
      ))}
      {children}
    </div>
  )
}

/** A `[data-part=slide]` holding its image, and its caption when it has one. */
export function Slide({
  id,
  url,
  photo,
  caption,
  clickThroughUrl,
  zoom,
  eager,
  lazy = false,
}: SlideData & { eager?: string | undefined; lazy?: boolean }) {
  return (
    <div
      data-part="slide"
      data-type="image"
      data-slide-id={id}
      data-slide-url={url}
      data-click-through-url={clickThroughUrl}
    >
      <div data-part="media">
        {zoom ? (
          <div data-block="image-zoom" data-block-json={JSON.stringify(zoom)}>
            <Image photo={photo} eager={eager !== undefined} sizes={eager} lazy={lazy} />
          </div>
        ) : (
          <Image photo={photo} eager={eager !== undefined} sizes={eager} lazy={lazy} />
        )}
      </div>
      {caption ? <p data-part="caption">{caption}</p> : null}
    </div>
  )
}
