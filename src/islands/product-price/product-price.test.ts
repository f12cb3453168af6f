import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages } from '../../core/i18n/index.ts'
import { normalizeOptions } from './options.ts'
import { priceParts } from './product-price.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

describe('product price', () => {
  it('shows one price', () => {
    expect(priceParts({ productType: 1, variants: [{ price: 1250, qtyInStock: 4 }] }, 'USD')).toEqual({
      label: '',
      price: '$12.50',
      soldOut: false,
      onSale: false,
    })
  })

  it("shows 'Sold out' for a physical or service product with nothing in stock", () => {
    expect(priceParts({ productType: 'physical', variants: [{ price: 900, qtyInStock: 0 }] }, 'USD')).toMatchObject({
      label: 'Sold out',
      soldOut: true,
    })
    expect(priceParts({ productType: 3, variants: [{ price: 900 }] }, 'USD')).toMatchObject({
      label: 'Sold out',
      soldOut: true,
    })
  })

  it('never shows a digital product or a gift card as sold out', () => {
    expect(priceParts({ productType: 2, priceCents: 500 }, 'USD')).toMatchObject({
      label: '',
      price: '$5.00',
      soldOut: false,
    })
    expect(priceParts({ productType: 4, variants: [{ price: 2500, qtyInStock: 0 }] }, 'USD')).toMatchObject({
      soldOut: false,
    })
  })

  it("shows 'Sale', the sale price and the original price struck through", () => {
    expect(
      priceParts(
        { productType: 1, variants: [{ price: 2000, salePrice: 1500, onSale: true, unlimited: true }] },
        'EUR',
      ),
    ).toEqual({
      label: 'Sale',
      price: '€15.00',
      original: '€20.00',
      soldOut: false,
      onSale: true,
    })
  })

  it("shows 'from {startingPrice}' when the variants differ in price or sale", () => {
    const varied = {
      productType: 1,
      variants: [
        { price: 1500, unlimited: true },
        { price: 1000, unlimited: true },
      ],
    }
    expect(priceParts(varied, 'USD')).toMatchObject({ price: 'from $10.00', label: '' })
    const sale = {
      productType: 1,
      variants: [
        { price: 1500, unlimited: true },
        { price: 1500, salePrice: 1200, onSale: true, unlimited: true },
      ],
    }
    expect(priceParts(sale, 'USD')).toEqual({ label: 'Sale', price: 'from $12.00', soldOut: false, onSale: true })
  })

  it('adds the subscription text', () => {
    const plan = { billingPeriod: { value: 1, unit: 'month' as const }, numBillingCycles: 12 }
    expect(
      priceParts({ productType: 1, variants: [{ price: 3000, unlimited: true }], subscriptionPlan: plan }, 'USD')
        .subscription,
    ).toBe('renews every month for 12 payments')
    expect(
      priceParts(
        {
          productType: 1,
          variants: [{ price: 3000, unlimited: true }],
          subscriptionPlan: { billingPeriod: { value: 2, unit: 'week' } },
        },
        'USD',
      ).subscription,
    ).toBe('every 2 weeks')
  })
})

describe('product price settings', () => {
  it('throw a TypeError naming the setting', () => {
    expect(() => normalizeOptions({})).toThrow('product-price: productType must be set')
    expect(() => normalizeOptions({ productType: 1, variants: {} })).toThrow('product-price: variants must be a list')
    expect(() => normalizeOptions({ productType: 1, variants: [null] })).toThrow(
      'product-price: variants[0] must be an object',
    )
    expect(() => normalizeOptions({ productType: 1, variants: [{ price: 12.5 }] })).toThrow(
      'product-price: variants[0].price must be a whole number of cents',
    )
    expect(() => normalizeOptions({ productType: 2, priceCents: '5' })).toThrow(
      'product-price: priceCents must be a whole number of cents',
    )
    expect(() => normalizeOptions({ productType: 1, subscriptionPlan: 'monthly' })).toThrow(
      'product-price: subscriptionPlan must be an object',
    )
  })
})
