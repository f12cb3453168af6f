/** Comments settings from `data-block-json` (CONTRACT.md section 8). */
import { oneOf, type Options, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The item the comments are on. Required. */
  itemId: text(),
  /** Comments kept by the site (`native`) or by Disqus (`disqus`, with `websiteSettings.disqusShortname`). @default 'native' */
  provider: oneOf(['native', 'disqus'] as const, 'native'),
  /** The order comments are shown in first. @default 'oldest' */
  sort: oneOf(['oldest', 'newest'] as const, 'oldest'),
  /**
   * The IANA zone comment times show in, the site's (a server-rendered thread shows the same times
   * in every browser, so the island hydrates it). An unknown zone fails the block with the browser's
   * RangeError; `atoll/server` checks it with a message of its own. @default '' (the visitor's zone)
   */
  timeZone: text(),
}

export type CommentsOptions = Options<typeof SETTINGS>

/** @throws TypeError naming the setting, or `comments: itemId is required`. */
export function normalizeOptions(settings: unknown): CommentsOptions {
  const options = readOptions('comments', settings, SETTINGS)
  if (!options.itemId) throw new TypeError('comments: itemId is required')
  return options
}
