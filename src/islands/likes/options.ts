/** Likes settings from `data-block-json` (CONTRACT.md section 8). */
import { number, type Options, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The liked item (a post, a product). Required. */
  itemId: text(),
  /** The count the server rendered; the button's own count text wins when it has one. @default 0 */
  count: number(0, { min: 0, integer: true }),
}

export type LikesOptions = Options<typeof SETTINGS>

/** @throws TypeError naming the setting, or `likes: itemId is required`. */
export function normalizeOptions(settings: unknown): LikesOptions {
  const options = readOptions('likes', settings, SETTINGS)
  if (!options.itemId) throw new TypeError('likes: itemId is required')
  return options
}
