// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { IslandHandle } from '../../contract.ts'
import { current } from '../../core/i18n/dictionary.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { RENDERED_ATTRIBUTE } from '../../core/kit/server-rendered.ts'
import { mount } from './index.ts'
import { readPurchasePost, renderPurchase } from './server.ts'
import messages from 'virtual:atoll-messages'

const APRON = {
  id: 'item-1006',
  title: 'Linen apron',
  url: '/store/linen-apron',
  productType: 1,
  options: [
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['Indigo', 'Natural'] },
  ],
  variants: [
    {
      sku: 'A-M-I',
      price: 2800,
      qtyInStock: 5,
      optionValues: [
        { name: 'Size', value: 'M' },
        { name: 'Colour', value: 'Indigo' },
      ],
    },
    {
      sku: 'A-L-I',
      price: 3000,
      qtyInStock: 0,
      optionValues: [
        { name: 'Size', value: 'L' },
        { name: 'Colour', value: 'Indigo' },
      ],
    },
  ],
}
const PAGE = { locale: 'en-US', website: { id: 'site-1' } }

let handle: IslandHandle | undefined
afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
})

describe('the purchase controls on the server', () => {
  it('render a form that posts the item, the options and the quantity to the add call', async () => {
    const html = await renderPurchase(APRON, { id: 'apron', page: PAGE })
    expect(html.startsWith(`<div ${RENDERED_ATTRIBUTE}="`)).toBe(true)
    expect(html).toContain('<form method="post" action="/api/commerce/cart/entries" class="atoll-purchase">')
    expect(html).toContain('<input type="hidden" name="itemId" value="item-1006"/>')
    expect(html).toContain('<select name="option:Size">')
    expect(html).toContain('<label><input type="radio" name="option:Colour" value="Indigo"/>Indigo</label>')
    expect(html).toContain('<button type="submit" class="atoll-purchase-add">Add to Cart</button>')
    expect(() => renderPurchase({ ...APRON, productType: 9 }, { id: 'apron', page: PAGE })).toThrow(
      'product: productType must be 1, 2, 3 or 4',
    )
  })

  it("read a post with the island's rules: the variant and quantity, or the message", async () => {
    const post = (fields: Record<string, string>) =>
      readPurchasePost(APRON, new URLSearchParams(fields), { page: PAGE })
    expect(await post({ itemId: 'item-1006', 'option:Size': 'M' })).toEqual({
      itemId: 'item-1006',
      error: 'Please select a Colour',
    })
    expect(await post({ 'option:Size': 'M', 'option:Colour': 'Indigo', quantity: '9' })).toEqual({
      itemId: 'item-1006',
      sku: 'A-M-I',
      quantity: 5,
    })
    expect(await post({ 'option:Size': 'L', 'option:Colour': 'Indigo' })).toEqual({
      itemId: 'item-1006',
      error: 'Sold Out',
    })
    // A value the option does not have counts as not chosen.
    expect((await post({ 'option:Size': 'XL', 'option:Colour': 'Indigo' })).error).toBe('Please select a Size')
  })
})

describe('the island on server-rendered controls', () => {
  it('hydrates the form in place and gives it back on destroy', async () => {
    const html = await renderPurchase(APRON, { id: 'apron', page: PAGE })
    document.body.innerHTML = `<div data-block="product" id="apron"><div data-part="purchase">${html}</div></div>`
    const element = document.getElementById('apron')!
    const form = element.querySelector('form')
    handle = await mount(element, { kind: 'product', settings: APRON, page: PAGE })
    expect(element.querySelector('form')).toBe(form)
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).not.toBeNull()
    handle.destroy()
    handle = undefined
    expect(element.querySelectorAll('[data-part=purchase] form.atoll-purchase')).toHaveLength(1)
  })
})

describe('weight and dimensions in the store units', () => {
  const MEASURED = {
    ...APRON,
    options: [],
    variants: [{ sku: 'A', price: 2800, qtyInStock: 5, weight: 0.5, dimensions: { length: 30, width: 20, height: 2 } }],
  }
  const units = (measurementStandard: number) => ({
    ...PAGE,
    websiteSettings: { storeSettings: { measurementStandard } },
  })

  it("write their numbers and words in the render's locale, not the page's messages", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const product = { ...MEASURED, variants: [{ ...MEASURED.variants[0]!, weight: 1.5 }] }
    const html = await renderPurchase(product, { id: 'apron', page: { ...units(2), locale: 'fr-FR' } })
    expect(html).toContain('<dt>Poids</dt><dd>1,5 kg</dd>')
    expect(html).toContain('<span>Quantité</span>')
    expect(html).toContain('Ajouter au panier</button>')
    expect(current).toBe(page)
  })

  it("render the weight and dimensions in the page's units, and hydrate only a rendering of the same units", async () => {
    const imperial = await renderPurchase(MEASURED, { id: 'apron', page: units(1) })
    expect(imperial).toContain('<dt>Weight</dt><dd>0.5 lbs</dd>')
    expect(imperial).toContain('<dt>Dimensions</dt><dd>30&quot; × 20&quot; × 2&quot;</dd>')
    const metric = await renderPurchase(MEASURED, { id: 'apron', page: units(2) })
    expect(metric).toContain('<dt>Weight</dt><dd>0.5 kg</dd>')
    expect(metric).toContain('<dt>Dimensions</dt><dd>30 × 20 × 2 cm</dd>')

    // A rendering in imperial units on a page whose store is metric: drawn afresh, in kg.
    document.body.innerHTML = `<div data-block="product" id="apron"><div data-part="purchase">${imperial}</div></div>`
    const element = document.getElementById('apron')!
    handle = await mount(element, { kind: 'product', settings: MEASURED, page: units(2) })
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).toBeNull()
    expect(element.querySelector('.atoll-purchase-details dd')?.textContent).toBe('0.5 kg')
  })
})
