/** Where the magnified image sits under the pointer, and which width it is loaded at. Pure. */
import { chooseWidth, sizedSource, type SizeFormat } from '../../core/media/widths.ts'

/**
 * The background position that puts the point under the pointer of the magnified image under the
 * pointer itself: at `x`, `y` (CSS pixels from the box's top left) in a box `width` x `height`.
 * @example lensPosition(50, 50, 100, 100, 2) // '-50px -50px'
 */
export function lensPosition(x: number, y: number, width: number, height: number, scale: number): string {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size)
  return `${-clamp(x, width) * (scale - 1)}px ${-clamp(y, height) * (scale - 1)}px`
}

/** The larger width variant: the spec's width covering the box at `scale` times the pixel ratio. */
export function zoomSource(src: string, boxWidth: number, scale: number, ratio: number, format?: SizeFormat): string {
  return sizedSource(src, chooseWidth(boxWidth * scale, ratio), format)
}
