/** Tour dates block settings from `data-block-json` (CONTRACT.md section 9). */
import { readOptions, required, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The artist whose concerts are listed (`GET /api/tour-dates?artist=`). */
  artist: required(text()),
}

/**
 * The block's settings.
 * @throws TypeError naming the setting when `artist` is missing.
 */
export function normalizeOptions(settings: unknown): { artist: string } {
  return readOptions('tour-dates', settings, SETTINGS)
}
