// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://bakery.example/cart"}
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { current } from '../../core/i18n/dictionary.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { RENDERED_ATTRIBUTE } from '../../core/kit/server-rendered.ts'
import type { Cart } from './cart.ts'
import { mount } from './index.ts'
import { renderCart } from './server.ts'
import { setPageContext } from '../../../test/page-context.ts'
import messages from 'virtual:atoll-messages'

const ORIGIN = 'https://bakery.example'
const LOAF = {
  id: 'e-1',
  itemId: 'item-1',
  sku: 'SQ1',
  title: 'Sourdough loaf',
  url: '/store/sourdough-loaf',
  image: { src: 'https://elsewhere.example/track.gif', dimensions: '80x80', alt: '' },
  optionValues: [{ name: 'Size', value: 'Small' }],
  quantity: 2,
  unitPriceCents: 650,
  priceCents: 1300,
}
const CART: Cart = { id: 'c-1', entries: [LOAF], subtotalCents: 1300, totalQuantity: 2 }
const SETTINGS = { minimumSubtotalCents: 1000, storeUrl: '/store' }
const PAGE = { locale: 'en-US', websiteSettings: { storeSettings: { currency: 'EUR' } } }
const OPTIONS = { id: 'sqs-cart-root', url: `${ORIGIN}/cart`, page: PAGE }

let answered: Cart = CART
useServer(http.get(`${ORIGIN}/api/commerce/cart`, () => HttpResponse.json(answered)))

let handle: IslandHandle | undefined
afterEach(() => {
  handle?.destroy()
  handle = undefined
  answered = CART
  setPageContext()
})

async function serverPage() {
  const html = await renderCart(SETTINGS, CART, OPTIONS)
  setPageContext(PAGE)
  document.body.innerHTML = `<div id="sqs-cart-root" data-block="cart">${html}</div>`
  return document.getElementById('sqs-cart-root')!
}

describe('the cart on the server', () => {
  it('renders the cart in the store currency, each change a plain form, links on the site only', async () => {
    const html = await renderCart(SETTINGS, CART, OPTIONS)
    expect(html.startsWith(`<div ${RENDERED_ATTRIBUTE}="`)).toBe(true)
    expect(html).toContain('<span data-part="subtotal">€13.00</span>')
    expect(html).toContain('<a href="https://bakery.example/store/sourdough-loaf">Sourdough loaf</a>')
    // The image is on another origin: not shown.
    expect(html).not.toContain('elsewhere.example')
    expect(html).toContain(
      '<button type="submit" form="sqs-cart-root-e-1-more" aria-label="Increase quantity of Sourdough loaf">+</button>',
    )
    expect(html).toContain(
      '<form id="sqs-cart-root-e-1-more" method="post" action="/api/commerce/cart/entries/e-1" hidden><input type="hidden" name="quantity" value="3"/></form>',
    )
    expect(html).toContain(
      '<form id="sqs-cart-root-e-1-remove" method="post" action="/api/commerce/cart/entries/e-1" hidden><input type="hidden" name="quantity" value="0"/></form>',
    )
    expect(html).toContain('<a href="/commerce/goto-checkout" class="atoll-cart-checkout">Checkout</a>')
    expect(() => renderCart(SETTINGS, { entries: 'none' }, OPTIONS)).toThrow('the server did not answer a cart')
    expect(() => renderCart({ storeUrl: 'javascript:alert(1)' }, CART, OPTIONS)).toThrow(
      'storeUrl must be an http(s) URL of this site',
    )
  })
})

describe('the cart on the server, in its own locale', () => {
  it("renders in fr-FR on a page whose messages are en-US, and leaves the page's messages as they are", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const html = await renderCart(SETTINGS, CART, { ...OPTIONS, page: { ...PAGE, locale: 'fr-FR' } })
    expect(html).toContain('aria-label="Panier"')
    expect(html).toContain('<span>Sous-total</span>')
    expect(html).toContain('Commander</a>')
    expect(html).toContain('Retirer</button>')
    expect(html).not.toMatch(/Shopping cart|Subtotal|Checkout|Remove</)
    expect(current).toBe(page)
  })
})

describe('the cart totals on the server', () => {
  it('renders the totals the cart has, and hydrates them only when the server prices the cart the same', async () => {
    const priced: Cart = { ...CART, discountCents: 200, shippingCostCents: 500, taxCents: 88, grandTotalCents: 1688 }
    const html = await renderCart(SETTINGS, priced, OPTIONS)
    expect(html).toContain('<span data-part="discount">-€2.00</span>')
    expect(html).toContain('<span data-part="shipping">€5.00</span>')
    expect(html).toContain('<span data-part="tax">€0.88</span>')
    expect(html).toContain('<span data-part="total">€16.88</span>')
    setPageContext(PAGE)
    document.body.innerHTML = `<div id="sqs-cart-root" data-block="cart">${html}</div>`
    const element = document.getElementById('sqs-cart-root')!
    // Same entries, another tax: the drawn cart replaces the rendering.
    answered = { ...priced, taxCents: 90, grandTotalCents: 1690 }
    handle = await mount(element, { kind: 'cart', settings: SETTINGS, page: PAGE })
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).toBeNull()
    expect(element.querySelector('[data-part=total]')?.textContent).toBe('€16.90')
  })
})

describe('the island on a server-rendered cart', () => {
  it('hydrates the cart in place when the server answers the same cart', async () => {
    const element = await serverPage()
    const entry = element.querySelector('.atoll-cart-entry')
    handle = await mount(element, { kind: 'cart', settings: SETTINGS, page: PAGE })
    expect(element.querySelector('.atoll-cart-entry')).toBe(entry)
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).not.toBeNull()
    handle.destroy()
    handle = undefined
    expect(element.querySelector('[data-part=subtotal]')?.textContent).toBe('€13.00')
  })

  it('draws the cart the server answers now in place of an older rendering', async () => {
    const element = await serverPage()
    answered = { ...CART, entries: [{ ...LOAF, quantity: 3, priceCents: 1950 }], subtotalCents: 1950, totalQuantity: 3 }
    handle = await mount(element, { kind: 'cart', settings: SETTINGS, page: PAGE })
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).toBeNull()
    expect(element.querySelector('[data-part=subtotal]')?.textContent).toBe('€19.50')
    expect(element.querySelectorAll('.atoll-cart-entry')).toHaveLength(1)
  })
})
