// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { mount } from './index.ts'

const SCRIPT = 'https://www.opentable.com/widget/reservation/loader?rid=42'
const visitor: PageContext = { locale: 'en-US' }
const owner: PageContext = { locale: 'en-US', authenticatedAccount: { id: 'owner' }, websiteRoles: { admin: true } }

function render(width = 600): HTMLElement {
  document.body.innerHTML = `<div data-block="reservation" id="book"><p data-part="fallback">Call us on 01632 960 123.</p></div>`
  const element = document.getElementById('book')!
  element.getBoundingClientRect = () => ({ width }) as DOMRect
  return element
}

const script = () => document.querySelector<HTMLScriptElement>('#book script')!

/** The next scripts fail as a blocked or unreachable host makes them fail, before the page's loader can load them. */
function failScripts(): void {
  const append = Element.prototype.append
  vi.spyOn(Element.prototype, 'append').mockImplementation(function (this: Element, ...nodes) {
    for (const node of nodes) if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event('error'))
    append.apply(this, nodes)
  })
}

describe('reservation island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it.each([
    '/\\evil.example/x.js',
    '//evil.example/x.js',
    'https://www.opentable.com.evil.com/x.js',
    '/s/x.js',
    'javascript:alert(1)',
  ])('refuses the script %s with one console error, and keeps the fallback', async (scriptUrl) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = render()
    await mount(element, { kind: 'reservation', settings: { scriptUrl }, page: visitor })
    await vi.waitFor(() => expect(element.dataset.widget).toBe('failed'))
    expect(element.querySelector('script')).toBeNull()
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(vi.mocked(console.error).mock.calls[0]![0]).toMatch(
      /^\[atoll:reservation\] #book: Refused the script ".*": only scripts from https:\/\/www\.opentable\.com are loaded$/,
    )
  })

  it('loads the provider script with the theme for the block width', async () => {
    await mount(render(900), { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: visitor })
    expect(script().src).toBe(`${SCRIPT}&iframe=true&overlay=false&theme=wide`)
    document.body.innerHTML = ''
    await mount(render(850), { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: visitor })
    expect(new URL(script().src).searchParams.get('theme')).toBe('standard')
  })

  it('hides the fallback once the widget has loaded', async () => {
    const element = render()
    await mount(element, { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: visitor })
    await vi.waitFor(() => expect(element.dataset.widget).toBe('loaded'))
    expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(true)
  })

  it('keeps the fallback, says so and logs when the script cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = render()
    failScripts()
    await mount(element, { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: visitor })
    expect(element.dataset.widget).toBe('failed')
    expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(false)
    expect(element.querySelector('[role=status]')?.textContent).toBe(
      'The booking widget could not load. Please try again later.',
    )
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[atoll:reservation] #book: The widget script did not load'),
    )
  })

  it('shows a signed-in owner the Preview Only alert instead of the widget', async () => {
    const element = render()
    await mount(element, { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: owner })
    const shield = element.querySelector<HTMLButtonElement>('.atoll-preview-shield')!
    expect(shield.getAttribute('aria-label')).toBe('Preview Only')
    const { dialog } = await import('../../core/dialogs/index.ts')
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue()
    shield.click()
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith({
        title: 'Preview Only',
        message: 'This block is only usable when you are logged out.',
      }),
    )
  })

  it('gives a visitor no shield', async () => {
    const element = render()
    await mount(element, { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: visitor })
    expect(element.querySelector('.atoll-preview-shield')).toBeNull()
  })

  it('leaves nothing behind after destroy', async () => {
    const element = render()
    const handle = await mount(element, { kind: 'reservation', settings: { scriptUrl: SCRIPT }, page: owner })
    const loaded = script()
    handle.destroy()
    loaded.dispatchEvent(new Event('load'))
    expect(element.innerHTML).toBe('<p data-part="fallback">Call us on 01632 960 123.</p>')
    expect(element.dataset.widget).toBeUndefined()
  })
})
