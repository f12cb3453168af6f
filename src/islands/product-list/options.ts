/** Product list settings from `data-block-json` (CONTRACT.md section 7). */
import { boolean, type Options, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The store collection the cards come from (the template's; the island does not fetch it). @default '' */
  collectionId: text(),
  /** The cards carry quick-view buttons (their own `quick-view` blocks). @default false */
  quickView: boolean(),
}

export type ProductListOptions = Options<typeof SETTINGS>

/** The product list's settings. @throws TypeError naming the setting when one has the wrong type. */
export const normalizeOptions = (settings: unknown): ProductListOptions =>
  readOptions('product-list', settings, SETTINGS)
