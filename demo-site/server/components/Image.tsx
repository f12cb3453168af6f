/** @jsxImportSource hono/jsx */
import { IMAGE_WIDTHS, sizedSource } from '../../../src/core/media/widths.ts'

/** An image of the site's media library, as the template knows it. */
export interface Photo {
  /** Served by the demo's image server at each width of the spec. */
  src: string
  width: number
  height: number
  /** `x,y` from 0 to 1: the crop keeps this point in view. */
  focalPoint?: string
  alt: string
}

/** The width of the `src` a browser without `srcset` shows: a phone's screen at 2x. */
const FALLBACK_WIDTH = 750

export interface ImageProps {
  photo: Photo
  /**
   * In the first viewport: the server writes `src`, `srcset` and `sizes` too (CONTRACT.md section 3,
   * `image`), so the browser starts the download before any script and the largest paint waits for none.
   */
  eager?: boolean
  /** `sizes` of an eager image: the width its box takes. @default '100vw' */
  sizes?: string
  /**
   * An eager image in the first viewport on some screens only (the second of a row that is one
   * column on a phone): `loading="lazy"`, so the browser starts it only where it is on screen.
   */
  lazy?: boolean
  class?: string
  id?: string
  /** `data-load`: `true` at once, `false` when asked; `viewport`, the default, near the viewport. */
  load?: 'true' | 'false'
  /** `data-fit`: the crop (`fill`, `content-fill`, `fit`, `content-fit`). */
  fit?: string
  /** `data-alignment` of a `content-fit` image. */
  alignment?: string
  /** `data-size-format="filename"`: `-500w` before the extension. */
  sizeFormat?: 'filename'
  /** `data-size-adjustment`: the width asked for is the drawn one times this. */
  sizeAdjustment?: string
  /** `data-stretch="false"`: a contain crop is never drawn larger than the original. */
  stretch?: 'false'
  /** `data-use-background-image="true"`: the parent shows the image as its background. */
  background?: boolean
  /** `data-use-advanced-positioning="false"`: the focal point placed by percentages. */
  advanced?: 'false'
  /** Write `data-image-dimensions`. @default true */
  dimensions?: boolean
  /** Write `width` and `height`, which reserve the box before any script. @default true */
  reserve?: boolean
}

/**
 * Which of a block's images are eager: the first `eager`, or those at the indexes `eager` lists (a
 * design of columns fills each column top to bottom, so the first viewport holds the first images of
 * each column).
 */
export type EagerImages = number | readonly number[]

/** Whether the image at `index` of a block is one of its {@link EagerImages}. */
export const isEager = (eager: EagerImages, index: number) =>
  typeof eager === 'number' ? index < eager : eager.includes(index)

/**
 * An `img[data-src]` as CONTRACT.md section 3 has a template render it: the runtime picks the width.
 * `width` and `height` reserve the box before any script runs.
 */
export function Image({
  photo,
  eager = false,
  sizes = '100vw',
  lazy = false,
  dimensions = true,
  reserve = true,
  ...props
}: ImageProps) {
  const { src, width, height, focalPoint, alt } = photo
  const format = props.sizeFormat === 'filename' ? 'filename' : 'queryString'
  // The spec's widths up to the original's; the next one up when the original is between two.
  const widths = IMAGE_WIDTHS.filter((w, i) => w <= width || (IMAGE_WIDTHS[i - 1] ?? 0) < width)
  const fallback = widths.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? widths[0]!
  return (
    <img
      src={eager ? sizedSource(src, fallback, format) : undefined}
      srcset={eager ? widths.map((w) => `${sizedSource(src, w, format)} ${w}w`).join(', ') : undefined}
      sizes={eager ? sizes : undefined}
      loading={eager && lazy ? 'lazy' : undefined}
      data-src={src}
      data-image-dimensions={dimensions ? `${width}x${height}` : undefined}
      data-image-focal-point={focalPoint}
      width={reserve ? width : undefined}
      height={reserve ? height : undefined}
      alt={alt}
      class={props.class}
      id={props.id}
      data-load={props.load}
      data-fit={props.fit}
      data-alignment={props.alignment}
      data-size-format={props.sizeFormat}
      data-size-adjustment={props.sizeAdjustment}
      data-stretch={props.stretch}
      data-use-background-image={props.background ? 'true' : undefined}
      data-use-advanced-positioning={props.advanced}
    />
  )
}
