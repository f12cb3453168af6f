// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from './index.ts'
import { setPageContext } from '../../../test/page-context.ts'

const page = { locale: 'en-US' }
const render = () => {
  document.body.innerHTML = '<p data-block="product-price" id="price"></p>'
  return document.getElementById('price')!
}

describe('product price island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('renders the sale badge, the original price for screen readers and eyes, and the sale price', async () => {
    const element = render()
    await mount(element, {
      kind: 'product-price',
      settings: { productType: 1, variants: [{ price: 2000, salePrice: 1500, onSale: true, qtyInStock: 3 }] },
      page,
    })
    expect(element.textContent).toBe('Sale Original price: $20.00 Sale price: $15.00')
    expect(element.querySelector('del')?.textContent).toBe('Original price: $20.00')
    expect(element.hasAttribute('data-on-sale')).toBe(true)
    expect(element.hasAttribute('data-sold-out')).toBe(false)
  })

  it('renders sold out and varied prices', async () => {
    const element = render()
    const handle = await mount(element, {
      kind: 'product-price',
      settings: { productType: 1, variants: [{ price: 900, qtyInStock: 0 }, { price: 1200 }] },
      page,
    })
    expect(element.textContent).toBe('Sold out from $9.00')
    expect(element.hasAttribute('data-sold-out')).toBe(true)
    handle.destroy()
    expect(element.innerHTML).toBe('')
    expect(element.hasAttribute('data-sold-out')).toBe(false)
  })

  it('uses the store currency of the page', async () => {
    const gbp = setPageContext({ websiteSettings: { storeSettings: { currency: 'GBP' } } })!
    try {
      const element = render()
      await mount(element, { kind: 'product-price', settings: { productType: 'digital', priceCents: 499 }, page: gbp })
      expect(element.textContent).toBe('£4.99')
    } finally {
      setPageContext()
    }
  })

  it('fails with a TypeError naming the setting', async () => {
    await expect(mount(render(), { kind: 'product-price', settings: { productType: 'ticket' }, page })).rejects.toThrow(
      'priceState: productType must be physical, digital, service or gift card (1 to 4)',
    )
  })
})
