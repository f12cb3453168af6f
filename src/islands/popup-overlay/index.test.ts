// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { mount as mountIsland } from './index.ts'
import { RECORD_KEY } from './overlay.ts'

const page: PageContext = { locale: 'en-US' }
const settings = { version: 2, displayFrequency: 7, showUntilSignup: true }

function render(): HTMLElement {
  document.body.innerHTML = `<button id="opener">Menu</button>
    <div data-block="popup-overlay" id="overlay" hidden>
      <h2>Join our bread club</h2>
      <p>A loaf a week, delivered.</p>
      <div data-block="form" data-block-json='{"formId":"f-club"}'></div>
    </div>`
  return document.getElementById('overlay')!
}

const handles: { destroy(): void }[] = []
/** Mounts the island and lets its first frame pass: the dialog takes focus in it. */
const mount = async (...args: Parameters<typeof mountIsland>) => {
  const handle = await mountIsland(...args)
  handles.push(handle)
  await new Promise(requestAnimationFrame)
  return handle
}

const events: string[] = []
const record = (event: Event) => events.push((event as CustomEvent<{ action: string }>).detail.action)
const stored = () => JSON.parse(localStorage.getItem(RECORD_KEY) ?? 'null')?.v
const pressEscape = () =>
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
  )

describe('popup overlay island', () => {
  beforeEach(() => {
    localStorage.clear()
    events.length = 0
    document.addEventListener('atoll:overlay', record)
  })
  afterEach(() => {
    for (const handle of handles.splice(0)) handle.destroy()
    document.removeEventListener('atoll:overlay', record)
    document.documentElement.className = ''
    document.body.innerHTML = ''
  })

  it('shows the content as a modal dialog labelled by its heading, with focus inside', async () => {
    const element = render()
    await mount(element, { kind: 'popup-overlay', settings, page })
    const dialog = element.querySelector('[role=dialog]')!
    expect(element.hidden).toBe(false)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Join our bread club')
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(dialog.querySelector('button')?.getAttribute('aria-label')).toBe('Close')
    expect(events).toEqual(['show'])
  })

  it('closes with Escape, remembers the close and gives focus back', async () => {
    const element = render()
    const opener = document.getElementById('opener')!
    opener.focus()
    await mount(element, { kind: 'popup-overlay', settings, page })
    pressEscape()
    expect(element.hidden).toBe(true)
    expect(document.activeElement).toBe(opener)
    expect(stored()).toMatchObject({ version: 2, submitted: false })
    expect(typeof stored().dateClosed).toBe('number')
    expect(events).toEqual(['show', 'close'])
  })

  it('opened by the page, takes focus out of the dialog as it closes, not a rendering step later', async () => {
    const element = render()
    await mount(element, { kind: 'popup-overlay', settings, page })
    expect(element.querySelector('[role=dialog]')!.contains(document.activeElement)).toBe(true)
    pressEscape()
    expect(element.hidden).toBe(true)
    expect(document.activeElement).toBe(document.body)
  })

  it('closes from its close button and from the backdrop', async () => {
    let element = render()
    await mount(element, { kind: 'popup-overlay', settings, page })
    element.querySelector<HTMLElement>('.atoll-overlay__close')!.click()
    expect(element.hidden).toBe(true)
    localStorage.clear()
    element = render()
    await mount(element, { kind: 'popup-overlay', settings, page })
    element.querySelector<HTMLElement>('p')!.click()
    expect(element.hidden).toBe(false)
    element.click()
    expect(element.hidden).toBe(true)
  })

  it('records a submission of its own form only', async () => {
    const element = render()
    await mount(element, { kind: 'popup-overlay', settings, page })
    document.dispatchEvent(new CustomEvent('atoll:form-submit', { detail: { formId: 'f-other' } }))
    expect(stored()).toBeUndefined()
    document.dispatchEvent(new CustomEvent('atoll:form-submit', { detail: { formId: 'f-club' } }))
    expect(stored()).toMatchObject({ version: 2, submitted: true })
    expect(events).toEqual(['show', 'submit'])
  })

  it('stays hidden for a visitor who closed this version within the frequency', async () => {
    localStorage.setItem(
      RECORD_KEY,
      JSON.stringify({ v: { version: 2, submitted: false, dateClosed: Date.now() - 1000 } }),
    )
    const element = render()
    await mount(element, { kind: 'popup-overlay', settings, page })
    expect(element.hidden).toBe(true)
    expect(events).toEqual([])
  })

  it('shows to a signed-in user whatever the record says', async () => {
    localStorage.setItem(RECORD_KEY, JSON.stringify({ v: { version: 2, submitted: true, dateClosed: Date.now() } }))
    const element = render()
    await mount(element, { kind: 'popup-overlay', settings, page: { ...page, authenticatedAccount: { id: 'owner' } } })
    expect(element.hidden).toBe(false)
  })

  it('fails with a TypeError naming the setting', async () => {
    await expect(
      mount(render(), { kind: 'popup-overlay', settings: { displayFrequency: 'weekly' }, page }),
    ).rejects.toThrow('popup-overlay: displayFrequency must be a number')
  })

  it('listens to nothing after destroy and puts the content back', async () => {
    const element = render()
    const handle = await mount(element, { kind: 'popup-overlay', settings, page })
    handle.destroy()
    expect(element.hidden).toBe(true)
    expect(element.querySelector('[role=dialog]')).toBeNull()
    expect(element.querySelector('h2')?.parentElement).toBe(element)
    expect(document.documentElement.classList.contains('atoll-overlay-open')).toBe(false)
    document.dispatchEvent(new CustomEvent('atoll:form-submit', { detail: { formId: 'f-club' } }))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(stored()).toBeUndefined()
    expect(events).toEqual(['show'])
  })
})
