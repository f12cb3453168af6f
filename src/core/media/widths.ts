/**
 * Which width of an image to ask the server for, and how to ask for it (CONTRACT.md section 3,
 * `image`): the smallest of the spec's widths that covers the box times the pixel ratio.
 */

export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const // spec: widths 2500, 1500, 1000, 750, 500, 300, 100
export const LAZY_MARGIN_PX = 200 // spec: images load lazily when within 200px of the viewport
export const MIN_PIXEL_RATIO = 1 // a 1x screen never asks for less than the box
/**
 * Beyond 2x the eye barely tells the difference while the bytes grow with the square of the ratio:
 * a 3x phone gets the 2x width unless the image asks for more with `data-max-pixel-ratio`.
 */
export const MAX_PIXEL_RATIO = 2

export type SizeFormat = 'queryString' | 'filename'

export interface PixelRatioLimits {
  /** @default 1 */
  min?: number
  /** @default 2 */
  max?: number
}

/**
 * The smallest of the spec's widths that covers `boxWidth` CSS pixels at `pixelRatio` (clamped to
 * `min` and `max`), else the largest.
 * @example chooseWidth(320, 2) // 750
 */
export function chooseWidth(
  boxWidth: number,
  pixelRatio = 1,
  { min = MIN_PIXEL_RATIO, max = MAX_PIXEL_RATIO }: PixelRatioLimits = {},
): number {
  const needed = Math.max(0, boxWidth) * Math.min(Math.max(pixelRatio || 1, min), Math.max(min, max))
  return IMAGE_WIDTHS.find((width) => width >= Math.floor(needed)) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/**
 * The address of `src` at `width`: `?format=500w` (the query-string format, the default) or `-500w`
 * before the extension (the filename format). Other query parameters and the hash are kept.
 * @example sizedSource('/media/harbour.jpg', 500) // '/media/harbour.jpg?format=500w'
 * @example sizedSource('/media/harbour.jpg', 500, 'filename') // '/media/harbour-500w.jpg'
 */
export function sizedSource(src: string, width: number, format: SizeFormat = 'queryString'): string {
  const [, path = '', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(src) ?? []
  const size = `${width}w`
  if (format === 'filename') {
    // The extension of the last path segment only: a dot in a folder name is not one.
    const named = /(\.[^./]+)$/.exec(path)
    return `${named ? `${path.slice(0, named.index)}-${size}${named[1]}` : `${path}-${size}`}${query}${hash}`
  }
  const params = query
    .replace(/^\?/, '')
    .split('&')
    .filter((param) => param && !param.startsWith('format='))
  params.push(`format=${size}`)
  return `${path}?${params.join('&')}${hash}`
}
