// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from './index.ts'

function render(): HTMLElement {
  document.body.innerHTML = `<div data-block="member-pricing" id="pricing">
    <button type="button" data-part="option" aria-pressed="true">Monthly</button>
    <button type="button" data-part="option" aria-pressed="false">Yearly</button>
    <p data-part="price">$9 a month</p><p data-part="price" hidden>$90 a year</p>
    <a data-part="join" href="/join?plan=monthly">Join monthly</a>
    <a data-part="join" href="/join?plan=yearly" hidden>Join yearly</a>
  </div>`
  return document.getElementById('pricing')!
}

const options = () => [...document.querySelectorAll<HTMLElement>('[data-part=option]')]
const pressed = () => options().map((option) => option.getAttribute('aria-pressed'))
const visible = (part: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-part=${part}]`)]
    .filter((node) => !node.hidden)
    .map((node) => node.textContent)

describe('member pricing island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('toggles the pressed state and swaps prices and join links, both ways', () => {
    mount(render())
    options()[1]!.click()
    expect(pressed()).toEqual(['false', 'true'])
    expect(visible('price')).toEqual(['$90 a year'])
    expect(visible('join')).toEqual(['Join yearly'])
    options()[0]!.click()
    expect(pressed()).toEqual(['true', 'false'])
    expect(visible('price')).toEqual(['$9 a month'])
    expect(visible('join')).toEqual(['Join monthly'])
  })

  it('needs two option buttons', () => {
    const element = render()
    options()[1]!.remove()
    expect(() => mount(element)).toThrow(new TypeError('member-pricing: needs exactly two [data-part=option] buttons'))
  })

  it('listens to nothing after destroy', () => {
    const handle = mount(render())
    handle.destroy()
    options()[1]!.click()
    expect(pressed()).toEqual(['true', 'false'])
    expect(visible('price')).toEqual(['$9 a month'])
  })
})
