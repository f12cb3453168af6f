/** Search settings from `data-block-json` (CONTRACT.md section 8). */
import { number, type Options, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** Search one collection only. @default the whole site */
  collectionId: text(),
  /** Results a page holds. @default 10 */
  pageSize: number(10, { min: 1, max: 50, integer: true }),
}

export type SearchOptions = Options<typeof SETTINGS>

/** @throws TypeError naming the setting. */
export function normalizeOptions(settings: unknown): SearchOptions {
  return readOptions('search', settings, SETTINGS)
}
