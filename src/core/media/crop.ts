/**
 * Crop maths for the image loader: where an image of a known size sits in a box, covering it around
 * its focal point or fitting inside it along an alignment. Pure functions, no DOM.
 */

export interface Size {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

/** The image's rectangle relative to its box (left and top may be negative when it is cropped). */
export interface Placement extends Size {
  left: number
  top: number
}

/** cover fills the box and crops what overflows; contain shows the whole image inside the box. */
export type CropMode = 'cover' | 'contain'

/** The contract's `data-fit` terms. spec: crop mode cover or contain, from fill, content-fill, fit, content-fit */
export const FIT_TERMS: Readonly<Record<string, CropMode>> = {
  fill: 'cover',
  'content-fill': 'cover',
  fit: 'contain',
  'content-fit': 'contain',
}

/** spec: fit alignment top, left, center, right, bottom */
export const FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const
export type FitAlignment = (typeof FIT_ALIGNMENTS)[number]

export const DEFAULT_FOCAL_POINT: Readonly<Point> = { x: 0.5, y: 0.5 } // spec: focal point default 0.5,0.5

/**
 * Reads `WIDTHxHEIGHT` (`data-image-dimensions`).
 * @returns undefined unless both are positive numbers.
 * @example parseDimensions('2500x1667') // { width: 2500, height: 1667 }
 */
export function parseDimensions(text: string | null | undefined): Size | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(text ?? '')
  const width = Number(match?.[1])
  const height = Number(match?.[2])
  return width > 0 && height > 0 ? { width, height } : undefined
}

/**
 * Reads `x,y` fractions (`data-image-focal-point`), each clamped to 0..1; the centre when absent or
 * unreadable.
 * @example parseFocalPoint('0.2,0.8') // { x: 0.2, y: 0.8 }
 */
export function parseFocalPoint(text: string | null | undefined): Point {
  const [x, y] = (text ?? '').split(',').map((part) => Number.parseFloat(part))
  if (!Number.isFinite(x) || !Number.isFinite(y)) return { ...DEFAULT_FOCAL_POINT }
  return { x: clamp(x!, 0, 1), y: clamp(y!, 0, 1) }
}

/**
 * Reads the alignments of a `content-fit` image (`data-alignment`: one or two of top, left, center,
 * right, bottom); unknown words are dropped.
 */
export function parseAlignment(text: string | null | undefined): FitAlignment[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word): word is FitAlignment => (FIT_ALIGNMENTS as readonly string[]).includes(word))
}

/**
 * Where an image of `natural` size sits in `box`. cover: scaled to fill the box, the focal point as
 * near the box's centre as the image's edges allow. contain: scaled to fit inside, placed along the
 * alignment (centred on an axis that has none). `maxScale` 1 never draws it larger than `natural`
 * (spec: stretch): a cover crop then leaves the box's rest empty, the image centred on that axis.
 * @example placeImage({ width: 300, height: 300 }, { width: 600, height: 300 }, 'cover', { x: 0, y: 0.5 })
 * // { width: 600, height: 300, left: 0, top: 0 }: the focal point on the left edge keeps the left edge
 */
export function placeImage(
  box: Size,
  natural: Size,
  mode: CropMode,
  focal: Point = DEFAULT_FOCAL_POINT,
  alignment: readonly FitAlignment[] = [],
  maxScale = Infinity,
): Placement {
  const scales = [box.width / natural.width, box.height / natural.height]
  const scale = Math.min(mode === 'cover' ? Math.max(...scales) : Math.min(...scales), maxScale)
  const width = natural.width * scale
  const height = natural.height * scale
  if (mode === 'cover') {
    return {
      width,
      height,
      left: around(box.width, width, focal.x),
      top: around(box.height, height, focal.y),
    }
  }
  const along = (start: FitAlignment, end: FitAlignment, free: number) =>
    alignment.includes(start) ? 0 : alignment.includes(end) ? free : free / 2
  return {
    width,
    height,
    left: along('left', 'right', box.width - width),
    top: along('top', 'bottom', box.height - height),
  }
}

/** Where an image `size` long sits along a box `box` long: its focal point `at` as near the middle as its edges allow, centred when it is shorter. */
function around(box: number, size: number, at: number): number {
  return size < box ? (box - size) / 2 : clamp(box / 2 - at * size, box - size, 0)
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}
