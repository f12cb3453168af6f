// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/blog/harbour-loaf"}
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { mount } from './index.ts'
import { shareLink } from './share.ts'

const page: PageContext = { locale: 'en-US' }
const url = 'https://site.example/blog/harbour-loaf'
const settings = { url, title: 'The harbour loaf', services: ['facebook', 'x', 'email', 'copy'] }

function render(): HTMLElement {
  document.body.innerHTML = `<ul data-block="share">
    <li><a data-service="facebook" href="${shareLink('facebook', settings)}">Facebook</a></li>
    <li><a data-service="x" href="${shareLink('x', settings)}">X</a></li>
    <li><a data-service="email" href="${shareLink('email', settings)}">Email</a></li>
    <li><a data-service="copy" href="${url}">Copy link</a></li>
  </ul>`
  return document.querySelector('ul')!
}
const link = (name: string) => document.querySelector<HTMLAnchorElement>(`[data-service=${name}]`)!

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('share links', () => {
  it('are built from the address and title, encoded', () => {
    expect(shareLink('facebook', settings)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Fblog%2Fharbour-loaf',
    )
    expect(shareLink('x', settings)).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fsite.example%2Fblog%2Fharbour-loaf&text=The+harbour+loaf',
    )
    expect(shareLink('email', settings)).toBe(
      'mailto:?subject=The%20harbour%20loaf&body=https%3A%2F%2Fsite.example%2Fblog%2Fharbour-loaf',
    )
  })
})

describe('share island without the Web Share API', () => {
  it("opens a service's page in a small window, and only its own service's page", async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await mount(render(), { kind: 'share', settings, page })
    link('facebook').click()
    expect(open).toHaveBeenCalledWith(
      shareLink('facebook', settings),
      'atoll-share-facebook',
      expect.stringMatching(/^popup,width=600,height=520/),
    )
    link('x').href = 'https://x.com.evil.example/intent'
    link('x').click()
    expect(open).toHaveBeenCalledOnce()
    expect(errors).toHaveBeenCalledWith(
      '[atoll:share] <ul>: the x link does not go to https://x.com: https://x.com.evil.example/intent',
    )
  })

  it("copies the link and says 'Link copied'", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await mount(render(), { kind: 'share', settings, page })
    link('copy').click()
    // In the click itself: Safari refuses the clipboard once the click's user activation is spent.
    expect(writeText).toHaveBeenCalledWith(url)
    await vi.waitFor(() => expect(document.querySelector('[role=status]')?.textContent).toBe('Link copied'))
  })

  it("says 'Unable to copy the link' when the browser refuses, or has no clipboard", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const writeText = vi.fn(() => Promise.reject(new DOMException('refused', 'NotAllowedError')))
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await mount(render(), { kind: 'share', settings, page })
    link('copy').click()
    await vi.waitFor(() => expect(document.querySelector('[role=status]')?.textContent).toBe('Unable to copy the link'))
    expect(errors).toHaveBeenCalledWith('[atoll:share] <ul>: the link was not copied', expect.any(DOMException))

    document.querySelector('[role=status]')?.remove()
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    link('copy').click()
    await vi.waitFor(() => expect(document.querySelector('[role=status]')?.textContent).toBe('Unable to copy the link'))
    expect(errors).toHaveBeenLastCalledWith('[atoll:share] <ul>: the link was not copied', expect.any(TypeError))
  })

  it('leaves the email link to the browser and nothing listening once destroyed', async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const handle = await mount(render(), { kind: 'share', settings, page })
    const email = new MouseEvent('click', { bubbles: true, cancelable: true })
    link('email').dispatchEvent(email)
    expect(email.defaultPrevented).toBe(false)
    handle.destroy()
    const facebook = new MouseEvent('click', { bubbles: true, cancelable: true })
    link('facebook').dispatchEvent(facebook)
    expect(facebook.defaultPrevented).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})

describe('share island with the Web Share API', () => {
  it("shows one Share button for the system's sheet, and the links again once destroyed", async () => {
    const share = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true })
    const element = render()
    const handle = await mount(element, { kind: 'share', settings, page })
    const button = element.querySelector('button')!
    expect(button.textContent).toBe('Share')
    expect([...element.querySelectorAll('li')].every((item) => item.hidden)).toBe(true)
    button.click()
    expect(share).toHaveBeenCalledWith({ url, title: 'The harbour loaf' })
    handle.destroy()
    expect(element.querySelector('button')).toBeNull()
    expect([...element.querySelectorAll('li')].some((item) => item.hidden)).toBe(false)
  })
})
