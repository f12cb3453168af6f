// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { mount, NO_BUTTON } from './index.ts'

const SETTINGS = { donatePageId: 'page-7' }
const CHECKOUT = '/checkout/donate?donatePageId=page-7'

function render(inner: string): HTMLElement {
  document.body.innerHTML = `<div data-block="donate" id="give">${inner}</div>`
  return document.getElementById('give')!
}

const key = (target: Element, type: 'keydown' | 'keyup', key: string) => {
  const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event
}

describe('donate island', () => {
  let assign: MockInstance<(url: string | URL) => void>

  beforeEach(() => {
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('goes to the donation checkout with the page id when the button is clicked, instead of the form it is in', () => {
    const element = render(
      '<form action="/checkout/donate"><input type="hidden" name="donatePageId" value="page-7"><button>Donate</button></form>',
    )
    mount(element, { kind: 'donate', settings: SETTINGS, page: { locale: 'en-US' } })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    element.querySelector('button')!.dispatchEvent(click)
    expect(assign.mock.calls).toEqual([[CHECKOUT]])
    expect(click.defaultPrevented).toBe(true)
  })

  it('activates a role=button with Enter, and with Space on release without scrolling', () => {
    const element = render('<span role="button" tabindex="0">Give</span>')
    mount(element, { kind: 'donate', settings: SETTINGS, page: { locale: 'en-US' } })
    const button = element.querySelector('[role=button]')!
    key(button, 'keydown', 'Enter')
    expect(assign).toHaveBeenCalledTimes(1)
    expect(key(button, 'keydown', ' ').defaultPrevented).toBe(true)
    expect(assign).toHaveBeenCalledTimes(1)
    key(button, 'keyup', ' ')
    expect(assign.mock.calls).toEqual([[CHECKOUT], [CHECKOUT]])
  })

  it('leaves Enter and Space to a native button, which clicks for them', () => {
    const element = render('<button type="button">Donate</button>')
    mount(element, { kind: 'donate', settings: SETTINGS, page: { locale: 'en-US' } })
    const button = element.querySelector('button')!
    expect(key(button, 'keydown', ' ').defaultPrevented).toBe(false)
    key(button, 'keydown', 'Enter')
    key(button, 'keyup', ' ')
    expect(assign).not.toHaveBeenCalled()
  })

  it("fails without a button, with the spec's error", () => {
    const element = render('<p>Support the bakery</p>')
    expect(() => mount(element, { kind: 'donate', settings: SETTINGS, page: { locale: 'en-US' } })).toThrow(
      new Error(NO_BUTTON),
    )
  })

  it('refuses a block without its donation page', () => {
    const element = render('<button>Donate</button>')
    expect(() => mount(element, { kind: 'donate', settings: {}, page: { locale: 'en-US' } })).toThrow(TypeError)
  })

  it('leaves nothing listening once destroyed', () => {
    const element = render('<button>Donate</button>')
    mount(element, { kind: 'donate', settings: SETTINGS, page: { locale: 'en-US' } }).destroy()
    element.querySelector('button')!.click()
    expect(assign).not.toHaveBeenCalled()
  })
})
