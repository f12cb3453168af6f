/** Cart settings from `data-block-json` (CONTRACT.md section 7). */
import { number, type Options, readOptions, url } from '../../core/kit/options.ts'

/** spec: maximum product price is 100,000,000 cents; a minimum above it could never be met. */
export const MAX_PRICE_CENTS = 100_000_000

const SETTINGS = {
  /** Checkout is disabled below this subtotal, in cents. @default 0 (no minimum) */
  minimumSubtotalCents: number(0, { min: 0, max: MAX_PRICE_CENTS, integer: true }),
  /** Where the empty cart's link goes (the spec is silent): the site's own store page. @default '/' */
  storeUrl: url({ sameOrigin: true }),
}

export type CartOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the cart's settings.
 * @throws TypeError naming the setting when one has the wrong type or range.
 */
export function normalizeOptions(settings: unknown): CartOptions {
  return readOptions('cart', settings, SETTINGS)
}
