/** Summary block settings from `data-block-json` (CONTRACT.md section 11, `summary`; spec: summary v2, imageAspectRatio). */
import { type Options, type Reader, number, oneOf, optional, readOptions, text } from '../../core/kit/options.ts'

/** spec: block variant types "summary wall, carousel, list and grid". */
export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const
export const COLLECTION_TYPES = ['blog', 'products', 'events'] as const

/** The most items a row takes. */
export const MAX_ITEMS_PER_ROW = 6

/**
 * `imageAspectRatio` as a CSS `aspect-ratio` (`'4 / 3'`), or undefined for each image's own ratio.
 * Read as the editor writes it (`'4:3'`, `'16:9'`), as the gallery's height in percent of the width
 * (`75`, `'75'`), or `'auto'`.
 */
const aspectRatio: Reader<string | undefined> = (value, name) => {
  if (value === undefined || value === null || value === '' || value === 'auto' || value === 'Auto') return undefined
  const pair = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(value) : null
  if (pair && Number(pair[1]) > 0 && Number(pair[2]) > 0) return `${Number(pair[1])} / ${Number(pair[2])}`
  const percent = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof percent === 'number' && Number.isFinite(percent) && percent > 0) return `100 / ${percent}`
  throw new TypeError(`${name} must be a ratio such as 4:3, a height in percent of the width, or auto`)
}

const SETTINGS = {
  /** How the items are laid out. @default 'grid' */
  design: oneOf(SUMMARY_DESIGNS, 'grid'),
  /** The images' box as a CSS aspect-ratio; undefined keeps each image's own. */
  imageAspectRatio: aspectRatio,
  /** Columns of the wall and the grid, items in view of the carousel (one on a phone). @default 3 */
  itemsPerRow: number(3, { min: 1, max: MAX_ITEMS_PER_ROW, integer: true }),
  /** The collection the items come from (sent with an events summary's rendering). */
  collectionId: optional(text()),
  /** What the items are; an events summary asks the server for its rendering. @default 'blog' */
  collectionType: oneOf(COLLECTION_TYPES, 'blog'),
}

export type SummaryOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for a summary block's settings.
 * @throws TypeError `summary: <name> must be ...` naming the first wrong setting; an events summary
 *   without `collectionId` is one (spec: its rendering is asked for with the collectionId).
 */
export function normalizeOptions(settings: unknown): SummaryOptions {
  const options = readOptions('summary', settings, SETTINGS)
  if (options.collectionType === 'events' && !options.collectionId)
    throw new TypeError('summary: collectionId must be set for an events summary')
  return options
}
