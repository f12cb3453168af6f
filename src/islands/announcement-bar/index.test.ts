// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { DISMISSED_KEY } from './bar.ts'
import { mount } from './index.ts'

const page: PageContext = { locale: 'en-US', showAnnouncementBar: true }

function render(): HTMLElement {
  document.body.innerHTML = `<div data-block="announcement-bar" id="bar" hidden><p>Hot cross buns are back on Friday.</p></div>`
  return document.getElementById('bar')!
}

describe('announcement bar island', () => {
  afterEach(() => {
    localStorage.clear()
    document.body.innerHTML = ''
  })

  it('shows the bar as a labelled region with a close button', async () => {
    const element = render()
    await mount(element, { kind: 'announcement-bar', settings: { version: 3 }, page })
    expect(element.hidden).toBe(false)
    expect(element.getAttribute('role')).toBe('region')
    expect(element.getAttribute('aria-label')).toBe('Announcement')
    expect(element.querySelector('button')?.getAttribute('aria-label')).toBe('Close announcement')
  })

  it("keeps the template's own labels and close button, in the page's language", async () => {
    document.body.innerHTML = `<div data-block="announcement-bar" id="bar" hidden aria-label="Annonce">Pain frais
      <button type="button" data-part="close" aria-label="Fermer l'annonce">×</button></div>`
    const element = document.getElementById('bar')!
    const handle = await mount(element, { kind: 'announcement-bar', settings: { version: 3 }, page })
    expect(element.hidden).toBe(false)
    expect(element.getAttribute('aria-label')).toBe('Annonce')
    expect(element.querySelectorAll('button')).toHaveLength(1)
    expect(element.querySelector('button')?.getAttribute('aria-label')).toBe("Fermer l'annonce")
    handle.destroy()
    expect(element.getAttribute('aria-label')).toBe('Annonce')
    expect(element.querySelector('button')?.className).toBe('')
  })

  it('stays hidden when the context does not allow it', async () => {
    const element = render()
    await mount(element, { kind: 'announcement-bar', settings: { version: 3 }, page: { locale: 'en-US' } })
    expect(element.hidden).toBe(true)
  })

  it('remembers the dismissed version, and shows a newer one', async () => {
    let element = render()
    await mount(element, { kind: 'announcement-bar', settings: { version: 3 }, page })
    element.querySelector('button')!.click()
    expect(element.hidden).toBe(true)
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!).v).toEqual({ version: 3 })
    element = render()
    await mount(element, { kind: 'announcement-bar', settings: { version: 3 }, page })
    expect(element.hidden).toBe(true)
    await mount(element, { kind: 'announcement-bar', settings: { version: 4 }, page })
    expect(element.hidden).toBe(false)
  })

  it('listens to nothing after destroy', async () => {
    const element = render()
    const handle = await mount(element, { kind: 'announcement-bar', settings: { version: 1 }, page })
    const close = element.querySelector('button')!
    handle.destroy()
    close.click()
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull()
    expect(element.querySelector('button')).toBeNull()
    expect(element.hidden).toBe(true)
  })
})
