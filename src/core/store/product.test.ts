import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY } from '../cart/store.ts'
import { giftCardUrl, subscriptionUrl } from './checkout.ts'
import {
  choose,
  chosenVariant,
  isSoldOut,
  matchingVariants,
  maxQuantity,
  missingOption,
  readProduct,
  sharedValue,
} from './product.ts'

const variant = (sku: string, size: string, colour: string, qtyInStock: number, price = 2800) => ({
  sku,
  price,
  salePrice: 0,
  onSale: false,
  qtyInStock,
  unlimited: false,
  optionValues: [
    { name: 'Size', value: size },
    { name: 'Colour', value: colour },
  ],
})

const APRON = readProduct('product', {
  id: 'item-1007',
  title: 'Linen apron',
  url: '/store/linen-apron',
  productType: 1,
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Natural', 'Indigo'] },
  ],
  variants: [
    variant('A1', 'M', 'Natural', 6),
    variant('A2', 'M', 'Indigo', 5),
    variant('A3', 'L', 'Natural', 2, 3000),
    variant('A4', 'L', 'Indigo', 0, 3000),
  ],
})

describe('the variant rules', () => {
  it('narrows the variants with each option chosen and names the first one missing', () => {
    const size = choose({}, 'Size', 'L')
    expect(matchingVariants(APRON, size).map((v) => v.sku)).toEqual(['A3', 'A4'])
    expect(missingOption(APRON, {})).toBe('Size')
    expect(missingOption(APRON, size)).toBe('Colour')
    expect(chosenVariant(APRON, size)).toBeUndefined()
    const both = choose(size, 'Colour', 'Natural')
    expect(missingOption(APRON, both)).toBeUndefined()
    expect(chosenVariant(APRON, both)?.sku).toBe('A3')
    expect(choose(both, 'Size', '')).toEqual({ Colour: 'Natural' })
  })

  it('is sold out without stock for physical products and services only, and caps the quantity at the stock', () => {
    const empty = APRON.variants[3]!
    expect(isSoldOut(APRON, empty)).toBe(true)
    expect(isSoldOut({ ...APRON, productType: 3 }, empty)).toBe(true)
    expect(isSoldOut({ ...APRON, productType: 2 }, empty)).toBe(false)
    expect(isSoldOut({ ...APRON, productType: 4 }, empty)).toBe(false)
    expect(isSoldOut(APRON, { ...empty, unlimited: true })).toBe(false)
    expect(maxQuantity(APRON, APRON.variants[2])).toBe(2)
    expect(maxQuantity(APRON, { ...empty, unlimited: true })).toBe(MAX_QUANTITY)
    expect(maxQuantity({ ...APRON, productType: 2 }, empty)).toBe(MAX_QUANTITY)
  })

  it('reads a product without options as its one variant, with defaults for missing fields', () => {
    const rye = readProduct('product', { id: 'r', productType: 1, variants: [{ sku: 'R1', price: 720 }] })
    expect(chosenVariant(rye, {})).toEqual({
      sku: 'R1',
      price: 720,
      salePrice: 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: false,
      optionValues: [],
    })
    expect(rye.options).toEqual([])
  })

  it('refuses settings of the wrong shape with a TypeError naming the field', () => {
    expect(() => readProduct('product', {})).toThrow('product: id must be a text')
    expect(() => readProduct('product', { id: 'x', productType: 5 })).toThrow(
      'product: productType must be 1, 2, 3 or 4',
    )
    expect(() => readProduct('quick-view', { id: 'x', productType: 1, options: [{ name: 'Size' }] })).toThrow(
      'quick-view: options[0] must be { name, values: [text] }',
    )
    expect(() => readProduct('product', { id: 'x', productType: 1, variants: [{ sku: 'a', price: 1.5 }] })).toThrow(
      'product: variants[0].price must be a whole number',
    )
  })
})

describe('weight and dimensions', () => {
  const SIZE = { length: 10, width: 8, height: 4 }
  const measured = (variants: unknown[]) => readProduct('product', { id: 'x', productType: 1, variants })

  it("keeps a variant's weight and dimensions, and refuses them in another shape, naming the field", () => {
    expect(measured([{ sku: 'a', weight: 1.5, dimensions: { ...SIZE, extra: 1 } }]).variants[0]).toMatchObject({
      weight: 1.5,
      dimensions: SIZE,
    })
    expect(measured([{ sku: 'a' }]).variants[0]).not.toHaveProperty('weight')
    expect(() => measured([{ sku: 'a', weight: -1 }])).toThrow(
      'product: variants[0].weight must be a number, 0 or more',
    )
    expect(() => measured([{ sku: 'a', weight: '2' }])).toThrow('variants[0].weight must be a number, 0 or more')
    expect(() => measured([{ sku: 'a', dimensions: { length: 1, width: 2 } }])).toThrow(
      'product: variants[0].dimensions must be { length, width, height }, each a number, 0 or more',
    )
  })

  it('shares a value only when every variant the choice allows has the same', () => {
    const { variants } = measured([
      { sku: 'a', weight: 1, dimensions: SIZE },
      { sku: 'b', weight: 2, dimensions: { ...SIZE } },
      { sku: 'c' },
    ])
    expect(sharedValue(variants.slice(0, 2), (v) => v.dimensions)).toEqual(SIZE)
    expect(sharedValue(variants.slice(0, 2), (v) => v.weight)).toBeUndefined()
    expect(sharedValue(variants.slice(1), (v) => v.dimensions)).toBeUndefined()
    expect(sharedValue(variants.slice(0, 1), (v) => v.weight)).toBe(1)
    expect(sharedValue([], (v) => v.weight)).toBeUndefined()
  })
})

describe('the checkout addresses', () => {
  it("builds the spec's gift card and subscription parameters", () => {
    expect(giftCardUrl('site-1', 'item-1011', 'SQ1011002')).toBe(
      '/checkout/giftcard?websiteId=site-1&giftCardProductId=item-1011&sku=SQ1011002',
    )
    expect(giftCardUrl(undefined, 'item 1', undefined)).toBe('/checkout/giftcard?giftCardProductId=item+1')
    expect(subscriptionUrl('c-1')).toBe('/checkout/subscribe?cartToken=c-1')
  })
})
