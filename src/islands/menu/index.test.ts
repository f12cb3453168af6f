// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from './index.ts'

function render(inline = false): HTMLElement {
  const tabs = ['Breakfast', 'Lunch', 'Dinner']
    .map((name) => `<button type="button" data-part="tab">${name}</button>`)
    .join('')
  const panels = ['Eggs', 'Soup', 'Stew'].map((dish) => `<div data-part="panel">${dish}</div>`).join('')
  document.body.innerHTML = `<div data-block="menu" id="menu">${inline ? tabs : `<div class="tabs">${tabs}</div>`}${panels}</div>`
  return document.getElementById('menu')!
}

const tabs = () => [...document.querySelectorAll<HTMLElement>('[data-part=tab]')]
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'))
const shown = () => [...document.querySelectorAll<HTMLElement>('[data-part=panel]')].map((panel) => !panel.hidden)
const key = (name: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

describe('menu tabs island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('wires the WAI-ARIA tabs pattern with a roving tabindex', () => {
    mount(render())
    const [first, second] = tabs()
    expect(document.querySelector('.tabs')?.getAttribute('role')).toBe('tablist')
    expect(first!.getAttribute('role')).toBe('tab')
    const panel = document.getElementById(first!.getAttribute('aria-controls')!)!
    expect(panel.getAttribute('role')).toBe('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(first!.id)
    expect(selected()).toEqual(['true', 'false', 'false'])
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(shown()).toEqual([true, false, false])
    expect(second!.id).toBe('menu-tab-2')
  })

  it('moves focus with the arrows (wrapping) and selects with Enter or Space only', () => {
    mount(render())
    tabs()[0]!.focus()
    key('ArrowLeft')
    expect(document.activeElement).toBe(tabs()[2])
    expect(selected()).toEqual(['true', 'false', 'false'])
    key('ArrowRight')
    key('ArrowRight')
    expect(document.activeElement).toBe(tabs()[1])
    key('End')
    expect(document.activeElement).toBe(tabs()[2])
    key('Home')
    expect(document.activeElement).toBe(tabs()[0])
    tabs()[1]!.focus()
    tabs()[1]!.click() // what a native button does with Enter and Space
    expect(selected()).toEqual(['false', 'true', 'false'])
    expect(shown()).toEqual([false, true, false])
  })

  it('gives tabs that share their parent with the panels a tab list of their own', () => {
    const element = render(true)
    const handle = mount(element)
    const list = document.querySelector('[role=tablist]')!
    expect(list.parentElement).toBe(element)
    expect([...list.children]).toEqual(tabs())
    handle.destroy()
    expect(document.querySelector('[role=tablist]')).toBeNull()
    expect(tabs()[0]!.parentElement).toBe(element)
  })

  it('refuses tabs and panels that do not pair up', () => {
    const element = render()
    element.querySelector('[data-part=panel]')!.remove()
    expect(() => mount(element)).toThrow(
      new TypeError('menu: needs as many [data-part=panel] as [data-part=tab], at least one'),
    )
  })

  it('listens to nothing after destroy', () => {
    const handle = mount(render())
    handle.destroy()
    tabs()[2]!.click()
    tabs()[0]!.focus()
    key('ArrowRight')
    expect(selected()).toEqual(['true', 'false', 'false'])
    expect(document.activeElement).toBe(tabs()[0])
  })
})
