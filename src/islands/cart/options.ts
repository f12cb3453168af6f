/** Cart settings from `data-block-json` (CONTRACT.md section 7). */
import { number, type Options, readOptions } from '../../core/kit/options.ts'
import { url } from '../../core/kit/url-option.ts'

/** spec: maximum product price is 100,000,000 cents; a minimum above it could never be met. */
export const MAX_PRICE_CENTS = 100_000_000

/** The settings, a relative store address resolved against `base` (the page's address). */
const settingsOn = (base?: string) => ({
  /** Checkout is disabled below this subtotal, in cents. @default 0 (no minimum) */
  minimumSubtotalCents: number(0, { min: 0, max: MAX_PRICE_CENTS, integer: true }),
  /** Where the empty cart's link goes (the spec is silent): the site's own store page. @default '/' */
  storeUrl: url({ sameOrigin: true, base }),
})

export type CartOptions = Options<ReturnType<typeof settingsOn>>

/**
 * Defaults and checks for the cart's settings; `base` is the page's address (location's in the browser).
 * @throws TypeError naming the setting when one has the wrong type or range.
 */
export function normalizeOptions(settings: unknown, base?: string): CartOptions {
  return readOptions('cart', settings, settingsOn(base))
}
