/** Search preview settings from `data-block-json` (CONTRACT.md section 8). */
import { readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** Search within one collection only. @default '' (the whole site) */
  collectionId: text(),
}

/** The block's settings. @throws TypeError naming the setting when it has the wrong type. */
export function normalizeOptions(settings: unknown): { collectionId: string } {
  return readOptions('search-preview', settings, SETTINGS)
}
