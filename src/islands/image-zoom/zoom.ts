/** Where the magnified image sits under the pointer, and which width it is loaded at. Pure. */
import { chooseWidth, type SizeFormat, sizedSource } from '../../core/media/widths.ts'

/** The image's drawn rectangle in its box, in CSS pixels from the box's top left. */
export interface Drawn {
  left: number
  top: number
  width: number
  height: number
}

/**
 * Where an image of `ratio` (width / height) is drawn in a box `width` x `height`: filling it and
 * cropped (`cover`, what the image loader does), or whole inside it (`contain`), centred.
 * @example drawnRect(400, 200, 1, 'cover') // { left: 0, top: -100, width: 400, height: 400 }
 */
export function drawnRect(width: number, height: number, ratio: number, fit: string): Drawn {
  if (!(ratio > 0) || (fit !== 'cover' && fit !== 'contain')) return { left: 0, top: 0, width, height }
  const wide = width / height > ratio
  const byWidth = fit === 'cover' ? wide : !wide
  const drawn = byWidth ? { width, height: width / ratio } : { width: height * ratio, height }
  return { left: (width - drawn.width) / 2, top: (height - drawn.height) / 2, ...drawn }
}

/**
 * The background size and position that put the point of the image under the pointer (`x`, `y`
 * from the box's top left), magnified `scale` times, under the pointer itself.
 * @example lens(50, 50, { left: 0, top: 0, width: 100, height: 100 }, 2) // { size: '200px 200px', position: '-50px -50px' }
 */
export function lens(x: number, y: number, drawn: Drawn, scale: number): { size: string; position: string } {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size)
  const u = clamp(x - drawn.left, drawn.width)
  const v = clamp(y - drawn.top, drawn.height)
  return {
    size: `${drawn.width * scale}px ${drawn.height * scale}px`,
    position: `${x - u * scale}px ${y - v * scale}px`,
  }
}

/** The larger width variant: the spec's width covering the drawn width at `scale` times the pixel ratio. */
export function zoomSource(src: string, drawnWidth: number, scale: number, ratio: number, format?: SizeFormat): string {
  return sizedSource(src, chooseWidth(drawnWidth * scale, ratio), format)
}
