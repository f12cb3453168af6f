/** Product price settings: the product's `structuredContent` (CONTRACT.md section 3), prices in cents. */
import { boolean, list, optional, type Reader, readOptions, required } from '../../core/kit/options.ts'
import type { ProductContent, SubscriptionPlan, Variant } from '../../core/rules/index.ts'

export interface ProductPriceSettings extends ProductContent {
  /** A subscription product's plan: its renewal text follows the price. */
  subscriptionPlan?: SubscriptionPlan | undefined
}

/** A product type by number or by name; the price rules say which ones they know. */
const productType: Reader<number | string> = (value, name) => {
  if (typeof value !== 'number' && typeof value !== 'string') throw new TypeError(`${name} must be set`)
  return value
}

/** Cents as the store sends them: a whole number, never a text. */
const cents: Reader<number> = (value, name) => {
  if (!Number.isSafeInteger(value)) throw new TypeError(`${name} must be a whole number of cents`)
  return value as number
}

/** An object the price rules read as it is (a variant's stock, a plan's period), its prices checked. */
function object<T>(prices: readonly string[] = []): Reader<T> {
  return (value, name) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new TypeError(`${name} must be an object`)
    for (const field of prices) optional(cents)((value as Record<string, unknown>)[field], `${name}.${field}`)
    return value as T
  }
}

const SETTINGS = {
  productType: required(productType),
  variants: optional(list(object<Variant>(['price', 'salePrice']))),
  priceCents: optional(cents),
  salePriceCents: optional(cents),
  onSale: optional(boolean()),
  subscriptionPlan: optional(object<SubscriptionPlan>()),
}

/**
 * Checks the settings' shape; the price rules check the product type and the plan's period.
 * @throws TypeError naming the setting that is wrong.
 */
export function normalizeOptions(settings: unknown): ProductPriceSettings {
  return readOptions('product-price', settings, SETTINGS)
}
