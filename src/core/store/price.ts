/**
 * What a product's price shows (commerce spec section 4: price display and subscription text), the
 * one price rule of every store block: the product price block, the product page and quick views.
 * Pure; in the page's messages (load them first) or a server render's, as the translator given says.
 */
import type { I18n } from '../i18n/index.ts'
import { formatMoney } from '../money/index.ts'
import { type ProductContent, priceLabel, priceState, priceText } from '../rules/price.ts'
import { type SubscriptionPlan, subscriptionText } from '../rules/subscription.ts'

export interface PriceParts {
  /** 'Sold out', 'Sale' or ''. */
  label: string
  /** The price a visitor pays, or 'from {startingPrice}' when the variants differ. */
  price: string
  /** The regular price, struck through beside a sale price (one price on sale only). */
  original?: string
  /** The subscription's renewal text. */
  subscription?: string
  soldOut: boolean
  onSale: boolean
}

/**
 * The parts of a product's price: sold out (physical and service only), on sale, 'from
 * {startingPrice}' for varied prices, money formatted in `currency`.
 * @param i18n the translator of the texts: the page's (`PAGE_I18N`), or a server render's.
 * @param plan a subscription product's plan: its renewal text follows the price.
 * @param currency ISO code @default the store's currency from the page context
 */
export function priceParts(
  product: ProductContent,
  i18n: I18n,
  plan?: SubscriptionPlan,
  currency?: string,
): PriceParts {
  const state = priceState(product)
  return {
    label: priceLabel(product, i18n),
    price: priceText(product, i18n, currency),
    ...(state.onSale &&
      !state.varied &&
      state.salePriceCents !== undefined && { original: formatMoney(state.priceCents, currency) }),
    ...(plan && { subscription: subscriptionText(plan, i18n) }),
    soldOut: state.soldOut,
    onSale: state.onSale,
  }
}
