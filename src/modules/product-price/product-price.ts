/** What a product's price shows, pure (commerce spec section 4, price display and subscription text). */
import { formatMoney } from '../../core/money/index.ts'
import { priceLabel, priceState, priceText, subscriptionText } from '../../core/rules/index.ts'
import type { ProductPriceSettings } from './options.ts'

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
 * {startingPrice}' for varied prices, money formatted in `currency`. Load the messages first.
 * @param currency ISO code @default the store's currency from the page context
 */
export function priceParts(product: ProductPriceSettings, currency?: string): PriceParts {
  const state = priceState(product)
  return {
    label: priceLabel(product),
    price: priceText(product, currency),
    ...(state.onSale &&
      !state.varied &&
      state.salePriceCents !== undefined && { original: formatMoney(state.priceCents, currency) }),
    ...(product.subscriptionPlan && { subscription: subscriptionText(product.subscriptionPlan) }),
    soldOut: state.soldOut,
    onSale: state.onSale,
  }
}
