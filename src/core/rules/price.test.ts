import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, PAGE_I18N } from '../i18n/index.ts'
import { priceLabel, priceState, priceText, type ProductContent, type Variant } from './price.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

const inStock: Variant = { price: 1000, qtyInStock: 5 }
const none: Variant = { price: 1000, qtyInStock: 0 }
const product = (productType: ProductContent['productType'], ...variants: Variant[]): ProductContent => ({
  productType,
  variants,
})

describe('sold out', () => {
  it('is a physical or service product whose every variant has no stock and is not unlimited', () => {
    for (const type of [1, 'physical', 3, 'service']) {
      expect(priceState(product(type, none, { ...none, qtyInStock: -1 }, { price: 1000 })).soldOut).toBe(true)
      expect(priceState(product(type, none, inStock)).soldOut).toBe(false)
      expect(priceState(product(type, none, { ...none, unlimited: true })).soldOut).toBe(false)
    }
  })

  it('never applies to digital products or gift cards', () => {
    expect(priceState(product(2, none)).soldOut).toBe(false)
    expect(priceState({ productType: 'digital', priceCents: 500 }).soldOut).toBe(false)
    expect(priceState(product(4, none)).soldOut).toBe(false)
    expect(priceState(product('gift card', none)).soldOut).toBe(false)
  })

  it('shows the Sold out label first', () => {
    expect(priceLabel(product(1, { ...none, onSale: true, salePrice: 800 }), PAGE_I18N)).toBe('Sold out')
  })
})

describe('on sale', () => {
  it('is any variant on sale, shown as Sale', () => {
    const p = product(1, inStock, { price: 1000, salePrice: 800, onSale: true, qtyInStock: 1 })
    expect(priceState(p).onSale).toBe(true)
    expect(priceLabel(p, PAGE_I18N)).toBe('Sale')
    expect(priceLabel(product(1, inStock), PAGE_I18N)).toBe('')
  })

  it('shows the sale price and keeps the regular one', () => {
    const p = product(1, { price: 1000, salePrice: 750, onSale: true, qtyInStock: 1 })
    expect(priceState(p)).toEqual({
      soldOut: false,
      onSale: true,
      varied: false,
      startingPriceCents: 750,
      priceCents: 1000,
      salePriceCents: 750,
    })
    expect(priceText(p, PAGE_I18N, 'USD')).toBe('$7.50')
  })

  it('ignores a sale price of a variant not on sale', () => {
    const p = product(1, { price: 1000, salePrice: 750, onSale: false, qtyInStock: 1 })
    expect(priceState(p)).toMatchObject({ onSale: false, startingPriceCents: 1000, salePriceCents: undefined })
  })
})

describe('varied prices', () => {
  it('shows "from" the lowest price when variants differ in price', () => {
    const p = product(1, { ...inStock, price: 1500 }, inStock, { ...inStock, price: 2500 })
    expect(priceState(p)).toMatchObject({ varied: true, startingPriceCents: 1000, priceCents: 1000 })
    expect(priceText(p, PAGE_I18N, 'USD')).toBe('from $10.00')
  })

  it('shows "from" when variants differ in sale status only', () => {
    const p = product(1, inStock, { ...inStock, onSale: true, salePrice: 900 })
    expect(priceState(p)).toMatchObject({ varied: true, onSale: true, startingPriceCents: 900, salePriceCents: 900 })
    expect(priceText(p, PAGE_I18N, 'EUR')).toBe('from €9.00')
  })

  it('shows "from" when variants on sale differ in sale price', () => {
    const sale = { ...inStock, onSale: true, salePrice: 900 }
    expect(priceState(product(1, sale, { ...sale, salePrice: 800 })).varied).toBe(true)
    expect(priceState(product(1, sale, { ...sale, qtyInStock: 0 })).varied).toBe(false)
  })

  it('shows one price when every variant costs the same', () => {
    const p = product(3, inStock, { ...inStock, qtyInStock: 0 })
    expect(priceState(p).varied).toBe(false)
    expect(priceText(p, PAGE_I18N, 'USD')).toBe('$10.00')
  })
})

describe('digital products', () => {
  it('are priced by their own cents and sale', () => {
    const p: ProductContent = {
      productType: 2,
      priceCents: 1299,
      salePriceCents: 999,
      onSale: true,
      variants: [inStock],
    }
    expect(priceState(p)).toEqual({
      soldOut: false,
      onSale: true,
      varied: false,
      startingPriceCents: 999,
      priceCents: 1299,
      salePriceCents: 999,
    })
    expect(priceText(p, PAGE_I18N, 'USD')).toBe('$9.99')
    expect(priceText({ productType: 'digital', priceCents: 1299, salePriceCents: 999 }, PAGE_I18N, 'USD')).toBe(
      '$12.99',
    )
  })

  it('fall back to their variants without a price of their own', () => {
    expect(priceText(product(2, { price: 500 }, { price: 700 }), PAGE_I18N, 'USD')).toBe('from $5.00')
  })
})

describe('product types', () => {
  it('are read by number or by name', () => {
    expect(priceState(product('GIFT_CARD', none)).soldOut).toBe(false)
    expect(priceState(product('Physical', none)).soldOut).toBe(true)
  })

  it('refuse an unknown type, naming the option', () => {
    for (const type of [5, 'paywall', 'toString', undefined as unknown as string]) {
      expect(() => priceState(product(type, inStock))).toThrow(
        new TypeError('priceState: productType must be physical, digital, service or gift card (1 to 4)'),
      )
    }
  })

  it('show nothing to buy as sold out at 0', () => {
    expect(priceState(product(1))).toMatchObject({ soldOut: true, onSale: false, varied: false, startingPriceCents: 0 })
  })
})
