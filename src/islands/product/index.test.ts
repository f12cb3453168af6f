// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from './index.ts'

const SETTINGS = {
  id: 'item-1002',
  title: 'Rye loaf',
  url: '/store/rye-loaf',
  productType: 1,
  variants: [{ sku: 'R1', price: 720, qtyInStock: 0 }],
}
const page = { locale: 'en-US' }

function render(): HTMLElement {
  document.body.innerHTML = `<div data-block="product" id="rye">
    <div data-part="images"><img data-src="/media/rye.svg" alt="Rye"></div>
    <div data-part="purchase"><a href="/store/rye-loaf">Buy Rye loaf</a></div></div>`
  return document.getElementById('rye')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('product island', () => {
  it('puts the purchase controls in place of the no-script link, leaves the images, and puts the link back on destroy', async () => {
    const element = render()
    const images = element.querySelector('[data-part=images]')!.innerHTML
    const handle = await mount(element, { kind: 'product', settings: SETTINGS, page })
    const purchase = element.querySelector('[data-part=purchase]')!
    expect(purchase.querySelector('a')).toBeNull()
    expect(purchase.querySelector('.atoll-purchase-price')?.textContent).toBe('Sold out $7.20')
    expect(purchase.querySelector('button')?.textContent).toBe('Sold Out')
    expect(element.querySelector('[data-part=images]')!.innerHTML).toBe(images)
    handle.destroy()
    expect(purchase.innerHTML).toBe('<a href="/store/rye-loaf">Buy Rye loaf</a>')
  })

  it('fails on settings of the wrong shape, naming the field', async () => {
    await expect(mount(render(), { kind: 'product', settings: { ...SETTINGS, productType: 9 }, page })).rejects.toThrow(
      'product: productType must be 1, 2, 3 or 4',
    )
  })
})
