// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

const page = (mode?: string): PageContext => ({
  locale: 'en-US',
  websiteSettings: mode === undefined ? {} : { pinterestOverlayOptions: { mode } },
})
const saves = () =>
  [...document.querySelectorAll('button')].map((b) => [
    b.previousElementSibling?.id,
    b.getAttribute('aria-label'),
    b.textContent,
  ])

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('pinterest feature', () => {
  it('is wanted unless the overlay options are absent or disabled', () => {
    expect(wanted(page('auto'))).toBe(true)
    expect(wanted(page('disabled'))).toBe(false)
    expect(wanted(page())).toBe(false)
  })

  it('puts a Save button after each content image only, opens the pin page on click, and leaves on destroy', async () => {
    document.body.innerHTML = `<main>
      <img id="rye" data-src="/media/rye.jpg" alt="Rye loaf" width="400" height="300">
      <img id="icon" src="/i.png" alt="" width="24" height="24">
      <a href="/bread"><img id="linked" src="/b.jpg" alt="" width="400" height="300"></a>
      <img id="opted-out" data-pin-nopin src="/c.jpg" alt="" width="400" height="300">
      <div data-atoll-ignore><img id="user" src="/d.jpg" alt="" width="400" height="300"></div>
      <div data-block="gallery"><img id="slide" src="/g.jpg" alt="" width="400" height="300"></div>
      <div data-block="image"><img id="block" src="/h.jpg" alt="" width="400" height="300"></div>
    </main><img id="outside" src="/e.jpg" alt="" width="400" height="300">`
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const handle = await init(page('auto'))
    expect(saves()).toEqual([
      ['rye', 'Save to Pinterest', 'Save'],
      ['block', 'Save to Pinterest', 'Save'],
    ])
    document.querySelector('button')!.click()
    expect(open).toHaveBeenCalledWith(
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(location.href)}&media=${encodeURIComponent(new URL('/media/rye.jpg', location.href).href)}&description=Rye+loaf`,
      'pinterest',
      'popup,width=750,height=620,noopener,noreferrer',
    )
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<img id="late" src="/f.jpg" alt="" width="200" height="200">')
    await vi.waitFor(() => expect(saves().map(([id]) => id)).toEqual(['rye', 'block', 'late']))
    handle.destroy()
    expect(saves()).toEqual([])
  })
})
