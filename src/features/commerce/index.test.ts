// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { cartStore } from '../../core/cart/store.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

const alert = vi.hoisted(() => vi.fn(async () => {}))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../../core/dialogs/index.ts', () => ({ dialog: { alert } }))

const page: PageContext = { locale: 'en-US', website: { id: 'w-1' } }
let handle: { destroy(): void } | undefined

/** Clicks a link as a visitor does; returns whether the browser would follow it. */
const follow = (selector: string) =>
  document
    .querySelector<HTMLAnchorElement>(selector)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))

beforeEach(() => {
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://bakery.example/shop')
  document.body.innerHTML = `
    <a id="checkout" href="/commerce/goto-checkout">Checkout</a>
    <a id="donate" href="/checkout/donate" data-donate-page-id="food-bank">Donate</a>
    <a id="gift" href="/checkout/giftcard" data-gift-card-product-id="g-9" data-sku="SQ0000001">Gift card</a>
    <a id="subscribe" href="/checkout/subscribe" data-cart-token="c-42">Subscribe</a>
    <a id="other" href="/about">About</a>`
  alert.mockClear()
  cartStore.setState(cartStore.getInitialState(), true)
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.cookie = 'ss_cart=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('wanted', () => {
  it('loads where a checkout link or the full-page cart is', () => {
    const matches = () => document.querySelector(wanted) !== null
    expect(matches()).toBe(true)
    document.body.innerHTML = '<a href="/about">About</a>'
    expect(matches()).toBe(false)
    document.body.innerHTML = '<div id="sqs-cart-root"></div>'
    expect(matches()).toBe(true)
  })
})

describe('checkout hand-off', () => {
  it('alerts without the cart cookie on the cart checkout, and does not navigate', async () => {
    handle = init(page)
    expect(follow('#checkout')).toBe(false)
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith({
        message: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
      }),
    )
    expect(alert).toHaveBeenCalledTimes(1)
    expect(follow('#other')).toBe(true)
  })

  it('without a cart cookie, still hands off the donation, gift card and subscription checkouts (spec: the check is for the cart checkout only)', async () => {
    handle = init(page)
    expect(follow('#donate')).toBe(true)
    expect(follow('#gift')).toBe(true)
    expect(follow('#subscribe')).toBe(true)
    const href = (id: string) => document.getElementById(id)!.getAttribute('href')
    expect(href('donate')).toBe('https://bakery.example/checkout/donate?donatePageId=food-bank')
    expect(href('gift')).toBe(
      'https://bakery.example/checkout/giftcard?websiteId=w-1&giftCardProductId=g-9&sku=SQ0000001',
    )
    expect(href('subscribe')).toBe('https://bakery.example/checkout/subscribe?cartToken=c-42')
    // The cart checkout's alert, asked for last, is the only one: the three did not ask for one before it.
    expect(follow('#checkout')).toBe(false)
    await vi.waitFor(() => expect(alert).toHaveBeenCalled())
    expect(alert).toHaveBeenCalledTimes(1)
  })

  it('with the cart cookie, navigates to the URL built with its parameters', () => {
    document.cookie = 'ss_cart=cart-1; path=/'
    handle = init(page)
    expect(follow('#checkout')).toBe(true)
    expect(follow('#gift')).toBe(true)
    expect(follow('#donate')).toBe(true)
    expect(follow('#subscribe')).toBe(true)
    const href = (id: string) => document.getElementById(id)!.getAttribute('href')
    expect(href('checkout')).toBe('https://bakery.example/commerce/goto-checkout')
    expect(href('gift')).toBe(
      'https://bakery.example/checkout/giftcard?websiteId=w-1&giftCardProductId=g-9&sku=SQ0000001',
    )
    expect(href('donate')).toBe('https://bakery.example/checkout/donate?donatePageId=food-bank')
    expect(href('subscribe')).toBe('https://bakery.example/checkout/subscribe?cartToken=c-42')
    expect(alert).not.toHaveBeenCalled()
  })

  it('listens to nothing after destroy', () => {
    handle = init(page)
    handle.destroy()
    expect(follow('#checkout')).toBe(true)
  })
})

describe('full-page cart', () => {
  it('keeps the cart store in step with #sqs-cart-root', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="sqs-cart-root" data-cart=\'{"totalQuantity":2,"subtotalCents":900}\'></div>',
    )
    handle = init(page)
    expect(cartStore.getState()).toEqual({ count: 2, subtotal: '$9.00', initialised: true })
    document.getElementById('sqs-cart-root')!.dataset.cart = '{"totalQuantity":150,"subtotalCents":67500}'
    await vi.waitFor(() => expect(cartStore.getState().count).toBe(150))
    expect(cartStore.getState().subtotal).toBe('$675.00')
  })

  it('logs a console error for a cart it cannot read', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="sqs-cart-root" data-cart=\'{"totalQuantity":"many"}\'></div>',
    )
    handle = init(page)
    expect(errors).toHaveBeenCalledWith(
      '[atoll:commerce] #sqs-cart-root: data-cart: totalQuantity must be a whole number, 0 or more',
    )
    expect(cartStore.getState().initialised).toBe(false)
  })
})
