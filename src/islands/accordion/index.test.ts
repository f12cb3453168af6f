// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from './index.ts'

function render(settings: Record<string, unknown>, trigger = 'button type="button"'): HTMLElement {
  const tag = trigger.split(' ')[0]
  document.body.innerHTML = `<div data-block="accordion" id="acc" data-block-json='${JSON.stringify(settings)}'>
    ${[1, 2].map((n) => `<div data-part="item"><${trigger} data-part="trigger">Item ${n}</${tag}><div data-part="panel" hidden>Panel ${n}</div></div>`).join('')}
  </div>`
  return document.getElementById('acc')!
}

const triggers = () => [...document.querySelectorAll<HTMLElement>('[data-part=trigger]')]
const state = () => triggers().map((t) => t.getAttribute('aria-expanded'))

describe('accordion island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('gives triggers and panels their ids and ARIA wiring', () => {
    mount(render({ expandFirst: true }), {
      kind: 'accordion',
      settings: { expandFirst: true },
      page: { locale: 'en-US' },
    })
    const [first] = triggers()
    const panel = document.getElementById(first!.getAttribute('aria-controls')!)
    expect(first!.id).toBe('acc-trigger-1')
    expect(panel?.getAttribute('aria-labelledby')).toBe('acc-trigger-1')
    expect(state()).toEqual(['true', 'false'])
    expect(panel?.hidden).toBe(false)
  })

  it('makes non-button triggers focusable buttons that open with Enter and Space', () => {
    // Reduced motion: no animation, so the second key is not ignored as a click during one.
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    const element = render({}, 'div')
    mount(element, { kind: 'accordion', settings: {}, page: { locale: 'en-US' } })
    const [first] = triggers()
    expect(first!.getAttribute('role')).toBe('button')
    expect(first!.tabIndex).toBe(0)
    first!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(state()).toEqual(['true', 'false'])
    first!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    expect(state()).toEqual(['false', 'false'])
  })

  it('fails with a TypeError naming the setting', () => {
    expect(() =>
      mount(render({}), { kind: 'accordion', settings: { allowMultipleOpen: 1 }, page: { locale: 'en-US' } }),
    ).toThrow('accordion: allowMultipleOpen must be true or false')
  })

  it('listens to nothing after destroy', () => {
    const handle = mount(render({}), { kind: 'accordion', settings: {}, page: { locale: 'en-US' } })
    triggers()[0]!.click()
    expect(state()).toEqual(['true', 'false'])
    handle.destroy()
    triggers()[1]!.click()
    expect(state()).toEqual(['true', 'false'])
  })
})
