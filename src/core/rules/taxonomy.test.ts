import { describe, expect, it } from 'vitest'
import { isValidCategory, isValidTag, MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './taxonomy.ts'

describe('tags and categories', () => {
  it('allows tags of up to 50 characters', () => {
    expect(MAX_TAG_LENGTH).toBe(50)
    expect(isValidTag('t'.repeat(50))).toBe(true)
    expect(isValidTag('t'.repeat(51))).toBe(false)
  })

  it('allows categories of up to 25 characters', () => {
    expect(MAX_CATEGORY_LENGTH).toBe(25)
    expect(isValidCategory('c'.repeat(25))).toBe(true)
    expect(isValidCategory('c'.repeat(26))).toBe(false)
  })

  it('refuses blank names', () => {
    expect(isValidTag('')).toBe(false)
    expect(isValidCategory('   ')).toBe(false)
  })
})
