/** What a product's price shows: the store's one price rule (src/core/store/price.ts). */
import { PAGE_I18N } from '../../core/i18n/index.ts'
import { type PriceParts, priceParts as storePriceParts } from '../../core/store/price.ts'
import type { ProductPriceSettings } from './options.ts'

export type { PriceParts }

/**
 * The parts of a product's price: sold out (physical and service only), on sale, 'from
 * {startingPrice}' for varied prices, money formatted in `currency`, in the page's messages (load them first).
 * @param currency ISO code @default the store's currency from the page context
 */
export const priceParts = (product: ProductPriceSettings, currency?: string): PriceParts =>
  storePriceParts(product, PAGE_I18N, product.subscriptionPlan, currency)
