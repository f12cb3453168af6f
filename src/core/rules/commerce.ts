export const MAX_PRICE_CENTS = 100_000_000 // spec: maximum product price is 100,000,000 cents
export const MAX_SKU_LENGTH = 60 // spec: maximum SKU length is 60 characters
export const SKU_PREFIX = 'SQ' // spec: a generated SKU is the prefix SQ plus 7 random digits
export const SKU_DIGITS = 7 // spec: a generated SKU is the prefix SQ plus 7 random digits

/** A US zip code: exactly 5 digits (no ZIP+4). */
export function isUsZip(value: unknown): boolean {
  return typeof value === 'string' && /^\d{5}$/.test(value)
}

/** A product price in whole cents, from 0 up to and including {@link MAX_PRICE_CENTS}. */
export function isValidPrice(cents: unknown): boolean {
  return Number.isInteger(cents) && (cents as number) >= 0 && (cents as number) <= MAX_PRICE_CENTS
}

/** A SKU: not blank and at most {@link MAX_SKU_LENGTH} characters. */
export function isValidSku(sku: unknown): boolean {
  return typeof sku === 'string' && sku.trim() !== '' && sku.length <= MAX_SKU_LENGTH
}

/**
 * A new SKU: 'SQ' and 7 random digits, leading zeros kept.
 * @param random a source of numbers in [0, 1) @default Math.random
 * @example generateSku() // 'SQ0482913'
 */
export function generateSku(random: () => number = Math.random): string {
  const limit = 10 ** SKU_DIGITS
  const n = Math.min(limit - 1, Math.max(0, Math.floor(random() * limit)))
  return SKU_PREFIX + String(n).padStart(SKU_DIGITS, '0')
}
