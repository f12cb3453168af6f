/** @jsxImportSource hono/jsx */

/** An image of the site's media library, as the template knows it. */
export interface Photo {
  /** Served by the demo's image server at each width of the spec. */
  src: string
  width: number
  height: number
  /** `x,y` from 0 to 1: the crop keeps this point in view. */
  focalPoint: string
  alt: string
}

export interface ImageProps {
  photo: Photo
}

/**
 * An `img[data-src]` as CONTRACT.md section 3 has a template render it: the runtime picks the width.
 * `width` and `height` reserve the box before any script runs.
 */
export function Image({ photo }: ImageProps) {
  const { src, width, height, focalPoint, alt } = photo
  return (
    <img
      data-src={src}
      data-image-dimensions={`${width}x${height}`}
      data-image-focal-point={focalPoint}
      width={width}
      height={height}
      alt={alt}
    />
  )
}
