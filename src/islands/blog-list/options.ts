/** Blog list settings from `data-block-json` (CONTRACT.md section 8). */
import { number, oneOf, type Options, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The blog's collection. Required. */
  collectionId: text(),
  /** Posts a "Load more" adds. @default 10 */
  pageSize: number(10, { min: 1, max: 50, integer: true }),
  /** The category and tag the list starts filtered by. */
  category: text(),
  tag: text(),
  /** How dates read: the site locale's date, or how long ago ('3 days ago'), kept fresh. @default 'absolute' */
  dates: oneOf(['absolute', 'relative'] as const, 'absolute'),
}

export type BlogListOptions = Options<typeof SETTINGS>

/** @throws TypeError naming the setting, or `blog-list: collectionId is required`. */
export function normalizeOptions(settings: unknown): BlogListOptions {
  const options = readOptions('blog-list', settings, SETTINGS)
  if (!options.collectionId) throw new TypeError('blog-list: collectionId is required')
  return options
}
