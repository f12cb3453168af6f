// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from './index.ts'

const page = { locale: 'en-US' }
const settings = { businessName: 'harbour-street-bakery' }

function render(width = 900): HTMLElement {
  document.body.innerHTML = `<div data-block="tock" id="tock"><div data-part="widget" data-tock-display-mode="Button"></div><p data-part="fallback">Book at exploretock.com.</p></div>`
  const element = document.getElementById('tock')!
  element.getBoundingClientRect = () => ({ width }) as DOMRect
  return element
}

describe('tock island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    delete window.tock
    delete window._tock
  })

  it('loads the provider script and asks it for the business widget in its container', async () => {
    const element = render()
    await mount(element, { kind: 'tock', settings, page })
    expect(element.querySelector('script')?.src).toBe('https://www.exploretock.com/tock.js')
    expect(element.querySelector('[data-part=widget]')?.id).toBe('Tock_widget_container')
    expect(window.tock?.queue).toEqual([['init', 'harbour-street-bakery']])
    await vi.waitFor(() => expect(element.dataset.widget).toBe('loaded'))
    expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(true)
  })

  it('lays the block out as a column at 750 px or less', async () => {
    await mount(render(750), { kind: 'tock', settings, page })
    expect(document.getElementById('tock')!.dataset.layout).toBe('column')
    document.body.innerHTML = ''
    await mount(render(751), { kind: 'tock', settings, page })
    expect(document.getElementById('tock')!.dataset.layout).toBe('row')
  })

  it('keeps the fallback and says so when the script cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const append = Element.prototype.append
    vi.spyOn(Element.prototype, 'append').mockImplementation(function (this: Element, ...nodes) {
      for (const node of nodes) if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event('error'))
      append.apply(this, nodes)
    })
    const element = render()
    await mount(element, { kind: 'tock', settings, page })
    expect(element.dataset.widget).toBe('failed')
    expect(element.querySelector('[role=status]')?.textContent).toBe(
      'The booking widget could not load. Please try again later.',
    )
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[atoll:tock] #tock: The widget script did not load'),
    )
  })

  it.each(['/\\evil.example/x.js', '//evil.example/x.js', 'https://www.exploretock.com.evil.com/x.js', '/s/x.js'])(
    'refuses the script %s with one console error, and keeps the fallback',
    async (scriptUrl) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const element = render()
      await mount(element, { kind: 'tock', settings: { ...settings, scriptUrl }, page })
      await vi.waitFor(() => expect(element.dataset.widget).toBe('failed'))
      expect(element.querySelector('script')).toBeNull()
      expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(false)
      expect(console.error).toHaveBeenCalledTimes(1)
      expect(console.error).toHaveBeenCalledWith(
        `[atoll:tock] #tock: Refused the script ${JSON.stringify(scriptUrl)}: only scripts from https://www.exploretock.com are loaded`,
      )
    },
  )

  it('leaves nothing behind after destroy', async () => {
    const element = render()
    const before = element.innerHTML
    const append = Element.prototype.append
    // A script that has not arrived yet: the island's queue goes with it.
    vi.spyOn(Element.prototype, 'append').mockImplementation(function (this: Element, ...nodes) {
      append.apply(
        this,
        nodes.filter((node) => !(node instanceof HTMLScriptElement)),
      )
    })
    const handle = await mount(element, { kind: 'tock', settings, page })
    handle.destroy()
    expect(element.innerHTML).toBe(before)
    expect(element.dataset.layout).toBeUndefined()
    expect(window.tock).toBeUndefined()
  })
})
