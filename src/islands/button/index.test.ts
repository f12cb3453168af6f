// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AtollEventMap, PageContext } from '../../contract.ts'
import { mount } from './index.ts'

const page: PageContext = { locale: 'en-US', pageType: 2, website: { id: 'site-1' }, itemId: 'i-1' }

function render(): HTMLElement {
  document.body.innerHTML = '<a id="order" href="/order" target="_blank" data-block="button">  Order bread </a>'
  const element = document.getElementById('order')!
  element.addEventListener('click', (event) => event.preventDefault())
  return element
}

/** What the page hears of the button: the `atoll:button` events the tracking feature counts. */
const heard: AtollEventMap['atoll:button']['detail'][] = []
const hear = (event: AtollEventMap['atoll:button']) => heard.push(event.detail)

beforeEach(() => document.addEventListener('atoll:button', hear))
afterEach(() => {
  document.removeEventListener('atoll:button', hear)
  heard.length = 0
  document.body.innerHTML = ''
})

describe('button island', () => {
  it('tells of its render and each click with its settings, falling back on what the link says', () => {
    const element = render()
    mount(element, { kind: 'button', settings: { alignment: 'center', size: 'large', context: 1 }, page })
    element.click()
    const fields = {
      id: 'order',
      buttonText: 'Order bread',
      clickthroughUrl: '/order',
      newWindow: true,
      alignment: 'center',
      size: 'large',
      context: 1,
    }
    expect(heard).toEqual([
      { action: 'render', ...fields },
      { action: 'click', ...fields },
    ])
  })

  it('fails with a TypeError naming the setting', () => {
    expect(() => mount(render(), { kind: 'button', settings: { buttonText: 3 }, page })).toThrow(
      'button: buttonText must be a text',
    )
    expect(() => mount(render(), { kind: 'button', settings: { newWindow: 'yes' }, page })).toThrow(
      'button: newWindow must be true or false',
    )
    expect(() => mount(render(), { kind: 'button', settings: { context: {} }, page })).toThrow(
      'button: context must be a text or a number',
    )
    expect(heard).toEqual([])
  })

  it('tells of no click after destroy', () => {
    const element = render()
    const handle = mount(element, { kind: 'button', settings: {}, page })
    handle.destroy()
    element.click()
    expect(heard.map(({ action }) => action)).toEqual(['render'])
  })
})
