// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SystemErrorDetails } from './system-error.ts'

// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../i18n/index.ts', async () => {
  const { default: messages } = await import('../../dictionaries/en-US/dialog.json')
  return {
    loadMessages: async () => {},
    t: (id: string, values: Record<string, unknown> = {}) =>
      ((messages as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  }
})

/** A fresh module per test: the dialog is shown once per page. */
async function load(): Promise<typeof import('./system-error.ts')> {
  vi.resetModules()
  return import('./system-error.ts')
}

async function opened(): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('.atoll-dialog-layer[data-state=shown] [aria-modal]')
    if (!found) throw new Error('no dialog yet')
    return found
  })
}

const message = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby')!)?.textContent
const button = (element: HTMLElement, text: string) =>
  [...element.querySelectorAll('button')].find((b) => b.textContent === text)!

beforeEach(() => {
  document.body.innerHTML = '<main><button>Save</button></main>'
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('showSystemError', () => {
  it.each<[SystemErrorDetails, string]>([
    [{ kind: 'cleaned' }, 'Something Went Wrong! Our system has encountered an error...'],
    [{ kind: 'network', message: 'Unauthorized request' }, 'Unauthorized request'],
    [{ kind: 'network' }, 'Unable to connect to the product'],
    [
      { kind: 'other', url: '/api/commerce/cart', format: 'json', message: 'Unexpected token <' },
      'URL: /api/commerce/cart\nFormat: json\nMessage: Unexpected token <',
    ],
  ])('%j shows %j with Clear and Reload Page', async (details, text) => {
    const { showSystemError } = await load()
    const closed = showSystemError(details)
    const element = await opened()
    expect(element.getAttribute('role')).toBe('alertdialog')
    expect(message(element)).toBe(text)
    expect([...element.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Clear', 'Reload Page'])
    button(element, 'Clear').click()
    await expect(closed).resolves.toBeUndefined()
    // The dialog fades out from the frame after the answer.
    await vi.waitFor(() => expect(document.querySelector('.atoll-dialog-layer[data-state=shown]')).toBeNull())
  })

  it('is shown once: later calls resolve without a second dialog, while open and after', async () => {
    const { showSystemError } = await load()
    const first = showSystemError({ kind: 'cleaned' })
    const element = await opened()
    await expect(showSystemError({ kind: 'network' })).resolves.toBeUndefined()
    expect(document.querySelectorAll('[aria-modal]')).toHaveLength(1)
    button(element, 'Clear').click()
    await first
    await expect(showSystemError({ kind: 'other', message: 'again' })).resolves.toBeUndefined()
    // The dialog fades out from the frame after the answer.
    await vi.waitFor(() => expect(document.querySelector('.atoll-dialog-layer[data-state=shown]')).toBeNull())
  })

  it('Reload Page reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const { showSystemError } = await load()
    const closed = showSystemError({ kind: 'network' })
    button(await opened(), 'Reload Page').click()
    await closed
    expect(reload).toHaveBeenCalledOnce()
  })

  it('Escape clears it without reloading', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const { showSystemError } = await load()
    const closed = showSystemError({ kind: 'cleaned' })
    const element = await opened()
    expect(document.activeElement).toBe(button(element, 'Reload Page'))
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await closed
    expect(reload).not.toHaveBeenCalled()
  })

  it('refuses an unknown kind', async () => {
    const { showSystemError } = await load()
    expect(() => showSystemError({ kind: 'fatal' } as never)).toThrow(
      new TypeError('showSystemError: kind must be one of cleaned, network, other'),
    )
  })
})
