// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeAll, dialog, tooltip } from './index.ts'
import type { ConfirmationStyle } from './index.ts'

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

/** The open dialog, once it has rendered. */
async function opened(): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('.atoll-dialog-layer[data-state=shown] [aria-modal]')
    if (!found) throw new Error('no dialog yet')
    return found
  })
}

const buttonTexts = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map((button) => button.textContent)
const button = (element: HTMLElement, text: string) =>
  [...element.querySelectorAll('button')].find((b) => b.textContent === text)!
const press = (key: string, shiftKey = false) =>
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
  )

let opener: HTMLButtonElement

beforeEach(() => {
  document.body.innerHTML = '<main><button id="opener">Delete</button><a href="/elsewhere">elsewhere</a></main>'
  opener = document.getElementById('opener') as HTMLButtonElement
  opener.focus()
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('dialog.confirm', () => {
  it.each<[ConfirmationStyle, string[], string, string]>([
    ['confirm-reject', ['Reject', 'Confirm'], 'Reject', 'reject'],
    ['confirm-reject', ['Reject', 'Confirm'], 'Confirm', 'confirm'],
    ['confirm-cancel', ['Cancel', 'Confirm'], 'Cancel', 'cancel'],
    ['confirm-cancel', ['Cancel', 'Confirm'], 'Confirm', 'confirm'],
    ['confirm', ['Confirm'], 'Confirm', 'confirm'],
  ])('%s shows %j; pressing %s resolves %s and returns focus to the opener', async (style, texts, pressed, outcome) => {
    const answer = dialog.confirm({ title: 'Delete this page?', message: 'It cannot be restored.', style })
    const element = await opened()
    expect(buttonTexts(element)).toEqual(texts)
    expect(document.activeElement).toBe(button(element, 'Confirm'))
    button(element, pressed).click()
    await expect(answer).resolves.toBe(outcome)
    expect(document.activeElement).toBe(opener)
  })

  it('is an alertdialog, modal, labelled by its title and described by its message', async () => {
    void dialog.confirm({ title: 'Delete this page?', message: 'It cannot be restored.' })
    const element = await opened()
    expect(element.getAttribute('role')).toBe('alertdialog')
    expect(element.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent).toBe('Delete this page?')
    expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It cannot be restored.',
    )
    press('Escape')
  })

  it.each<ConfirmationStyle>(['confirm-reject', 'confirm-cancel', 'confirm', 'none'])(
    '%s: Escape means cancel',
    async (style) => {
      const answer = dialog.confirm({ message: 'Leave the editor?', style })
      await opened()
      press('Escape')
      await expect(answer).resolves.toBe('cancel')
      expect(document.activeElement).toBe(opener)
    },
  )

  it.each<ConfirmationStyle>(['confirm-reject', 'confirm-cancel', 'confirm', 'none'])(
    '%s: a click on the overlay means cancel',
    async (style) => {
      const answer = dialog.confirm({ message: 'Leave the editor?', style })
      await opened()
      document.querySelector<HTMLElement>('.atoll-dialog-overlay')!.click()
      await expect(answer).resolves.toBe('cancel')
    },
  )

  it('style none has no buttons, is a plain dialog and takes focus itself', async () => {
    void dialog.confirm({ title: 'Saving', message: 'Please wait.', style: 'none' })
    const element = await opened()
    expect(element.querySelectorAll('button')).toHaveLength(0)
    expect(element.getAttribute('role')).toBe('dialog')
    expect(document.activeElement).toBe(element)
    press('Escape')
  })

  it('takes the caller’s button texts', async () => {
    void dialog.confirm({ message: 'Publish?', confirmText: 'Publish', rejectText: 'Keep as draft' })
    expect(buttonTexts(await opened())).toEqual(['Keep as draft', 'Publish'])
    press('Escape')
  })

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    void dialog.confirm({ message: 'Delete?' })
    const element = await opened()
    press('Tab')
    expect(document.activeElement).toBe(button(element, 'Reject'))
    press('Tab')
    expect(document.activeElement).toBe(button(element, 'Confirm'))
    press('Tab', true)
    press('Tab', true)
    expect(document.activeElement).toBe(button(element, 'Confirm'))
    document.querySelector<HTMLElement>('a[href]')!.focus()
    expect(element.contains(document.activeElement)).toBe(true)
    press('Escape')
  })

  it('makes the page behind inert while open, and only then', async () => {
    const main = document.querySelector('main')!
    const answer = dialog.confirm({ message: 'Delete?' })
    await opened()
    expect(main.hasAttribute('inert')).toBe(true)
    press('Escape')
    await answer
    expect(main.hasAttribute('inert')).toBe(false)
  })

  it('keeps the Escape that closed it from the page’s own Escape handling', async () => {
    const pageEscape = vi.fn()
    document.addEventListener('keydown', pageEscape)
    const answer = dialog.confirm({ message: 'Delete?' })
    await opened()
    press('Escape')
    await answer
    expect(pageEscape).not.toHaveBeenCalled()
    document.removeEventListener('keydown', pageEscape)
  })

  it('leaves the toasts’ live region out of the inert page, so a toast is still announced', async () => {
    void dialog.toast('Saved')
    void dialog.confirm({ message: 'Delete?' })
    await opened()
    expect(document.querySelector('[role=status]')!.hasAttribute('inert')).toBe(false)
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true)
    press('Escape')
  })

  it('is 350 px wide with a padding of 20, stacked from z-index 30000', async () => {
    void dialog.confirm({ message: 'Delete?' })
    const first = await opened()
    expect(first.style.width).toBe('350px')
    expect(first.style.padding).toBe('20px')
    expect((first.parentElement as HTMLElement).style.zIndex).toBe('30000')
    const inner = dialog.confirm({ message: 'Really?', padding: 8 })
    const second = await vi.waitFor(() => {
      const all = document.querySelectorAll<HTMLElement>('.atoll-dialog-layer[data-state=shown] [aria-modal]')
      if (all.length < 2) throw new Error('one dialog')
      return all[1]!
    })
    expect(second.style.padding).toBe('8px')
    expect((second.parentElement as HTMLElement).style.zIndex).toBe('30001')
    press('Escape')
    await expect(inner).resolves.toBe('cancel')
    // Focus returns to where it was in the first dialog, which is still open.
    expect(document.activeElement).toBe(button(first, 'Confirm'))
    press('Escape')
  })

  it('hides, then removes the dialog at the latest 600 ms after the outcome', async () => {
    vi.useFakeTimers()
    const answer = dialog.confirm({ message: 'Delete?' })
    const element = await opened()
    button(element, 'Confirm').click()
    await answer
    const layer = element.parentElement!
    expect(layer.dataset.state).toBe('hiding')
    vi.advanceTimersByTime(599)
    expect(layer.isConnected).toBe(true)
    vi.advanceTimersByTime(1)
    expect(layer.isConnected).toBe(false)
  })

  it('removes the dialog at once when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    )
    const answer = dialog.confirm({ message: 'Delete?' })
    const element = await opened()
    button(element, 'Reject').click()
    await answer
    expect(element.isConnected).toBe(false)
  })

  it('places the dialog with the caller’s position functions', async () => {
    const left = vi.fn(() => 40)
    void dialog.confirm({ message: 'Delete?', left, top: () => 60 })
    const element = await opened()
    expect(left).toHaveBeenCalledWith({ width: expect.any(Number), height: expect.any(Number) })
    expect([element.style.left, element.style.top]).toEqual(['40px', '60px'])
    press('Escape')
  })

  it.each([
    [{ padding: '20' }, 'dialog: padding must be a number'],
    [{ left: 40 }, 'dialog: left must be a function'],
    [{ top: 'center' }, 'dialog: top must be a function'],
    [{ style: 'yes-no' }, 'dialog: style must be one of confirm-reject, confirm-cancel, confirm, none'],
    [{ title: 3 }, 'dialog: title must be a string'],
  ])('rejects %j with a TypeError naming the option', (options, message) => {
    expect(() => dialog.confirm(options as never)).toThrow(new TypeError(message))
    expect(document.querySelector('.atoll-dialog-layer')).toBeNull()
  })
})

describe('dialog.alert', () => {
  it('has one Okay button and resolves when it is pressed', async () => {
    const dismissed = dialog.alert({ title: 'Logout Successful', message: 'You have been successfully logged out.' })
    const element = await opened()
    expect(element.getAttribute('role')).toBe('alertdialog')
    expect(buttonTexts(element)).toEqual(['Okay'])
    expect(document.activeElement).toBe(button(element, 'Okay'))
    button(element, 'Okay').click()
    await expect(dismissed).resolves.toBeUndefined()
    expect(document.activeElement).toBe(opener)
  })

  it('resolves on Escape', async () => {
    const dismissed = dialog.alert({ message: 'Saved.' })
    await opened()
    press('Escape')
    await expect(dismissed).resolves.toBeUndefined()
  })
})

describe('closeAll (Atoll.destroy)', () => {
  it('closes and removes open dialogs, toasts and tooltips, and leaves nothing of the page inert', async () => {
    const confirmed = dialog.confirm({ title: 'Delete this page?' })
    await opened()
    const alerted = dialog.alert({ title: 'Saved' })
    await vi.waitFor(() => expect(document.querySelectorAll('.atoll-dialog-layer')).toHaveLength(2))
    const toasted = dialog.toast('Added to your basket')
    await vi.waitFor(() => expect(document.querySelector('.atoll-toast')).not.toBeNull())
    vi.useFakeTimers()
    tooltip(opener, 'Deletes the page')
    opener.dispatchEvent(new Event('focusin'))
    vi.advanceTimersByTime(1200)
    expect(document.querySelector('[role=tooltip]')).not.toBeNull()
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true)

    closeAll()
    await expect(confirmed).resolves.toBe('cancel')
    await expect(alerted).resolves.toBeUndefined()
    await expect(toasted).resolves.toBeUndefined()
    expect(document.body.innerHTML).toBe(
      '<main><button id="opener">Delete</button><a href="/elsewhere">elsewhere</a></main>',
    )
    // The tooltip's target no longer listens.
    opener.dispatchEvent(new Event('focusin'))
    vi.advanceTimersByTime(5000)
    expect(document.querySelector('[role=tooltip]')).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })
})
