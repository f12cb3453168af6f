// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from './index.ts'

const page = { locale: 'en-US' }

function render(attributes = ''): HTMLElement {
  document.body.innerHTML = `<div data-block="shape" id="s" ${attributes}><svg viewBox="0 0 100 150"></svg></div>`
  return document.getElementById('s')!
}

describe('shape island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('sets the dimension the stylesheet reads and the shadow as a filter, and takes both back on destroy', () => {
    const element = render()
    const handle = mount(element, {
      kind: 'shape',
      page,
      settings: {
        dimension: 'tall',
        dropShadow: {
          angle: { value: 90, unit: 'deg' },
          distance: { value: 6, unit: 'px' },
          blur: { value: 8, unit: 'px' },
        },
        color: 'rebeccapurple',
      },
    })
    expect(element.dataset.dimension).toBe('tall')
    expect(element.style.filter).toBe('drop-shadow(0px 6px 8px rgb(0 0 0 / 0.35))')
    expect(element.style.color).toBe('rebeccapurple')
    handle.destroy()
    expect(element.hasAttribute('data-dimension')).toBe(false)
    expect(element.getAttribute('style') ?? '').toBe('')
  })

  it("keeps the server's dimension attribute through a mount and a destroy", () => {
    const element = render('data-dimension="wide"')
    mount(element, { kind: 'shape', page, settings: { dimension: 'wide' } }).destroy()
    expect(element.dataset.dimension).toBe('wide')
  })

  it('refuses a unit the spec cannot mean, naming the setting, and changes nothing', () => {
    const element = render()
    expect(() =>
      mount(element, {
        kind: 'shape',
        page,
        settings: { dimension: 'tall', dropShadow: { blur: { value: 2, unit: 'parsec' } } },
      }),
    ).toThrow('shape: dropShadow.blur.unit must be one of px, em, rem, pt, vw, vh, vmin, vmax')
    expect(element.hasAttribute('data-dimension')).toBe(false)
    expect(element.style.filter).toBe('')
  })
})
