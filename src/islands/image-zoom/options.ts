/** Image zoom settings from `data-block-json` (CONTRACT.md section 7). */
import { number, type Options, readOptions } from '../../core/kit/options.ts'

export const DEFAULT_SCALE = 2 // the issue: magnified twice by default
export const MAX_SCALE = 5 // beyond this the larger width variant runs out of pixels (the spec is silent)

const SETTINGS = {
  /** How many times the image is magnified under the pointer. @default 2 */
  scale: number(DEFAULT_SCALE, { min: 1, max: MAX_SCALE }),
}

export type ImageZoomOptions = Options<typeof SETTINGS>

/** @throws TypeError `image-zoom: scale must be between 1 and 5` and the like. */
export const normalizeOptions = (settings: unknown): ImageZoomOptions => readOptions('image-zoom', settings, SETTINGS)
