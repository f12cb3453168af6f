import { describe, expect, it } from 'vitest'
import { cardCategories, categoryOf, shows } from './product-list.ts'

describe('product list filtering', () => {
  it('reads the category of an address, relative to the page', () => {
    expect(categoryOf('?category=bread', 'https://bakery.example/store')).toBe('bread')
    expect(categoryOf('/store', 'https://bakery.example/store?category=cakes')).toBeUndefined()
    expect(categoryOf('?category=', 'https://bakery.example/store')).toBeUndefined()
  })

  it("reads a card's categories and whether it shows", () => {
    expect(cardCategories(' bread, cakes ,,')).toEqual(['bread', 'cakes'])
    expect(cardCategories(null)).toEqual([])
    expect(shows(['bread', 'cakes'], 'cakes')).toBe(true)
    expect(shows(['bread'], 'cakes')).toBe(false)
    expect(shows([], undefined)).toBe(true)
  })
})
