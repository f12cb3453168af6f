import { describe, expect, it } from 'vitest'
import { cartSummary, checkoutRoute, checkoutUrl } from './commerce.ts'

const ORIGIN = 'https://bakery.example'
const at = (path: string) => new URL(path, ORIGIN)

describe('checkout routes', () => {
  it('are the four routes of the spec, on the site itself', () => {
    expect(checkoutRoute(at('/commerce/goto-checkout'), ORIGIN)).toBe('/commerce/goto-checkout')
    expect(checkoutRoute(at('/checkout/subscribe?cartToken=t'), ORIGIN)).toBe('/checkout/subscribe')
    expect(checkoutRoute(at('/checkout/donate/'), ORIGIN)).toBe('/checkout/donate')
    expect(checkoutRoute(at('/checkout/giftcard'), ORIGIN)).toBe('/checkout/giftcard')
    expect(checkoutRoute(at('/checkout/other'), ORIGIN)).toBeUndefined()
    expect(checkoutRoute(at('/checkout/constructor'), ORIGIN)).toBeUndefined()
    expect(checkoutRoute(new URL('https://elsewhere.example/commerce/goto-checkout'), ORIGIN)).toBeUndefined()
  })
})

describe('checkout URLs', () => {
  it('subscribe carries cartToken', () => {
    expect(checkoutUrl(at('/checkout/subscribe'), { cartToken: 'c-42' })).toBe(
      `${ORIGIN}/checkout/subscribe?cartToken=c-42`,
    )
  })

  it('donate carries donatePageId', () => {
    expect(checkoutUrl(at('/checkout/donate'), { donatePageId: 'p 7' })).toBe(
      `${ORIGIN}/checkout/donate?donatePageId=p+7`,
    )
  })

  it('gift card carries websiteId, giftCardProductId and an optional sku', () => {
    expect(
      checkoutUrl(at('/checkout/giftcard'), { websiteId: 'w-1', giftCardProductId: 'g-9', sku: 'SQ0000001' }),
    ).toBe(`${ORIGIN}/checkout/giftcard?websiteId=w-1&giftCardProductId=g-9&sku=SQ0000001`)
    expect(checkoutUrl(at('/checkout/giftcard'), { giftCardProductId: 'g-9' }, { websiteId: 'w-1' })).toBe(
      `${ORIGIN}/checkout/giftcard?websiteId=w-1&giftCardProductId=g-9`,
    )
    // The page's website id fills the parameter only when the link has none of its own.
    expect(
      checkoutUrl(at('/checkout/giftcard?websiteId=w-2'), { giftCardProductId: 'g-9' }, { websiteId: 'w-1' }),
    ).toBe(`${ORIGIN}/checkout/giftcard?websiteId=w-2&giftCardProductId=g-9`)
    expect(checkoutUrl(at('/checkout/giftcard?websiteId=w-2'), { websiteId: 'w-3' }, { websiteId: 'w-1' })).toBe(
      `${ORIGIN}/checkout/giftcard?websiteId=w-3`,
    )
  })

  it("keeps the template's own parameters when no value replaces them, and leaves other links alone", () => {
    expect(checkoutUrl(at('/checkout/donate?donatePageId=p-1&utm=x'), { donatePageId: '' })).toBe(
      `${ORIGIN}/checkout/donate?donatePageId=p-1&utm=x`,
    )
    expect(checkoutUrl(at('/commerce/goto-checkout'), { cartToken: 'c' })).toBe(`${ORIGIN}/commerce/goto-checkout`)
    expect(checkoutUrl(at('/shop'), { cartToken: 'c' })).toBe(`${ORIGIN}/shop`)
  })
})

describe('cart summary', () => {
  it("reads the shopping cart's totalQuantity and subtotalCents", () => {
    expect(cartSummary('{"id":"c-1","totalQuantity":5,"subtotalCents":4500,"entries":[]}')).toEqual({
      count: 5,
      subtotal: 4500,
    })
    expect(cartSummary('{}')).toEqual({ count: 0, subtotal: '' })
  })

  it('throws for a cart that is not one', () => {
    expect(() => cartSummary('{')).toThrow(SyntaxError)
    expect(() => cartSummary('null')).toThrow('data-cart must be a shopping cart object')
    expect(() => cartSummary('{"totalQuantity":-2}')).toThrow(
      'data-cart: totalQuantity must be a whole number, 0 or more',
    )
    expect(() => cartSummary('{"totalQuantity":1,"subtotalCents":"12"}')).toThrow(
      'data-cart: subtotalCents must be a whole number of cents',
    )
  })
})
