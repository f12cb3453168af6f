/** Video settings from `data-block-json` (CONTRACT.md section 3, `video`). */
import { type Options, oneOf, readOptions } from '../../core/kit/options.ts'

const SETTINGS = {
  /** How the player sits in the block's box (spec: none, fit, fill or null; null and absent fit). @default 'fit' */
  mode: oneOf(['none', 'fit', 'fill'] as const, 'fit'),
}

export type VideoOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the video's settings.
 * @throws TypeError naming `mode` for a mode it does not know.
 */
export function normalizeOptions(settings: unknown): VideoOptions {
  return readOptions('video', settings, SETTINGS)
}
