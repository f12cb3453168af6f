import { describe, expect, it } from 'vitest'
import { generateSku, isUsZip, isValidPrice, isValidSku, MAX_PRICE_CENTS, MAX_SKU_LENGTH } from './commerce.ts'

describe('US zip', () => {
  it('accepts exactly 5 digits', () => {
    expect(isUsZip('10001')).toBe(true)
    expect(isUsZip('02134')).toBe(true)
  })

  it('refuses anything else', () => {
    for (const zip of ['1000', '100011', '10001-1234', ' 10001', '1000a', '١٠٠٠١', '', 10001]) expect(isUsZip(zip)).toBe(false)
  })
})

describe('price', () => {
  it('allows whole cents up to and including 100,000,000', () => {
    expect(MAX_PRICE_CENTS).toBe(100_000_000)
    expect(isValidPrice(0)).toBe(true)
    expect(isValidPrice(100_000_000)).toBe(true)
    expect(isValidPrice(100_000_001)).toBe(false)
  })

  it('refuses negative, fractional and non-number prices', () => {
    for (const price of [-1, 1.5, Number.NaN, Infinity, '100']) expect(isValidPrice(price)).toBe(false)
  })
})

describe('SKU', () => {
  it('allows up to 60 characters', () => {
    expect(MAX_SKU_LENGTH).toBe(60)
    expect(isValidSku('A'.repeat(60))).toBe(true)
    expect(isValidSku('A'.repeat(61))).toBe(false)
    expect(isValidSku('  ')).toBe(false)
  })

  it('generates SQ and 7 digits, keeping leading zeros', () => {
    expect(generateSku(() => 0)).toBe('SQ0000000')
    expect(generateSku(() => 0.0123456)).toBe('SQ0123456')
    expect(generateSku(() => 0.99999999999)).toBe('SQ9999999')
    expect(generateSku()).toMatch(/^SQ\d{7}$/)
    expect(isValidSku(generateSku())).toBe(true)
  })

  it('stays in range when the random source misbehaves', () => {
    expect(generateSku(() => 1)).toBe('SQ9999999')
    expect(generateSku(() => -0.5)).toBe('SQ0000000')
  })
})
