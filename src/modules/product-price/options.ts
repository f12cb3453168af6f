/** Product price settings: the product's `structuredContent` (CONTRACT.md section 3), prices in cents. */
import type { ProductContent } from '../../core/rules/index.ts'
import type { SubscriptionPlan } from '../../core/rules/index.ts'

export interface ProductPriceSettings extends ProductContent {
  /** A subscription product's plan: its renewal text follows the price. */
  subscriptionPlan?: SubscriptionPlan
}

const CENTS = ['price', 'salePrice'] as const

/**
 * Checks the settings' shape; the price rules check the product type and the plan's period.
 * @throws TypeError naming the setting that is wrong.
 */
export function normalizeOptions(settings: Record<string, unknown>): ProductPriceSettings {
  const { productType, variants, subscriptionPlan } = settings
  if (typeof productType !== 'number' && typeof productType !== 'string')
    throw new TypeError('product-price: productType must be set')
  if (variants !== undefined && !Array.isArray(variants)) throw new TypeError('product-price: variants must be a list')
  for (const [index, variant] of ((variants ?? []) as Record<string, unknown>[]).entries()) {
    if (!variant || typeof variant !== 'object')
      throw new TypeError(`product-price: variants[${index}] must be an object`)
    for (const field of CENTS) {
      if (variant[field] !== undefined && !Number.isSafeInteger(variant[field])) {
        throw new TypeError(`product-price: variants[${index}].${field} must be a whole number of cents`)
      }
    }
  }
  for (const field of ['priceCents', 'salePriceCents'] as const) {
    if (settings[field] !== undefined && !Number.isSafeInteger(settings[field]))
      throw new TypeError(`product-price: ${field} must be a whole number of cents`)
  }
  if (subscriptionPlan !== undefined && (typeof subscriptionPlan !== 'object' || subscriptionPlan === null)) {
    throw new TypeError('product-price: subscriptionPlan must be an object')
  }
  return settings as unknown as ProductPriceSettings
}
