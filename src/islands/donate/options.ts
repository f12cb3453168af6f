/** Donate block settings from `data-block-json` (CONTRACT.md section 9). */
import { readOptions, required, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The donation page the checkout takes (spec: `/checkout/donate?donatePageId=`). */
  donatePageId: required(text()),
}

/**
 * The donate block's settings.
 * @throws TypeError naming the setting when `donatePageId` is missing or not a text.
 */
export function normalizeOptions(settings: unknown): { donatePageId: string } {
  return readOptions('donate', settings, SETTINGS)
}
