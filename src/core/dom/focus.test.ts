// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { containFocus } from './focus.ts'

function tab(shiftKey = false): void {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }))
}

function build(): { outside: HTMLButtonElement; box: HTMLElement; first: HTMLButtonElement; last: HTMLButtonElement } {
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <div id="box">
      <button id="first">first</button>
      <button disabled>disabled</button>
      <input type="hidden">
      <a id="link" href="/x">link</a>
      <button id="last">last</button>
    </div>`
  const get = (id: string) => document.getElementById(id) as HTMLButtonElement
  return { outside: get('outside'), box: get('box'), first: get('first'), last: get('last') }
}

let release = () => {}
afterEach(() => {
  release()
  document.body.innerHTML = ''
})

describe('containFocus', () => {
  it.each([
    ['neither', {}],
    ['both', { container: document.createElement('div'), predicate: () => true }],
  ])('throws the spec error when %s of container and predicate is set', (_, options) => {
    expect(() => containFocus(options)).toThrow(
      new TypeError('One (and only one) of container and predicate must be set'),
    )
  })

  it('cycles Tab and Shift+Tab through the container, skipping disabled and hidden inputs', () => {
    const { first, last } = build()
    release = containFocus({ container: document.getElementById('box')! })
    first.focus()
    tab()
    expect(document.activeElement?.id).toBe('link')
    tab()
    expect(document.activeElement).toBe(last)
    tab()
    expect(document.activeElement).toBe(first)
    tab(true)
    expect(document.activeElement).toBe(last)
  })

  it('brings focus that lands outside back inside', () => {
    const { outside, first } = build()
    release = containFocus({ container: document.getElementById('box')! })
    outside.focus()
    expect(document.activeElement).toBe(first)
  })

  it('keeps focus on the elements a predicate accepts', () => {
    const { outside, last } = build()
    release = containFocus({ predicate: (element) => element.id === 'outside' || element.id === 'last' })
    outside.focus()
    tab()
    expect(document.activeElement).toBe(last)
    tab()
    expect(document.activeElement).toBe(outside)
  })

  it('lets only the latest containment act, and stops after release', () => {
    const { outside, first, last } = build()
    const releaseOuter = containFocus({ container: document.getElementById('box')! })
    const releaseInner = containFocus({ predicate: (element) => element === outside })
    outside.focus()
    expect(document.activeElement).toBe(outside)
    releaseInner()
    last.focus()
    tab()
    expect(document.activeElement).toBe(first)
    releaseOuter()
    outside.focus()
    expect(document.activeElement).toBe(outside)
  })
})
