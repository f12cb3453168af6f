// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

const SETTINGS = {
  isContactEmailEnabled: true,
  isContactPhoneNumberEnabled: true,
  isBusinessHoursEnabled: true,
  contactEmail: 'hello@bakery.example',
  contactPhoneNumber: '+47 22 33 44 55',
  businessHours: 'Mon–Fri 7–18',
}
const page = (settings?: Record<string, unknown>): PageContext => ({
  locale: 'en-US',
  websiteSettings: settings ? { mobileInfoBarSettings: settings } : {},
})
const bar = () => document.querySelector('aside')
/** The window's size, as a visitor resizing it or turning a tablet: happy-dom's media queries follow it. */
const viewport = (size: { width: number }) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport(size)

afterEach(() => {
  viewport({ width: 1024 })
  document.body.innerHTML = ''
  sessionStorage.clear()
})

describe('mobile information bar feature', () => {
  it('is wanted with bar settings only', () => {
    expect(wanted(page(SETTINGS))).toBe(true)
    expect(wanted(page())).toBe(false)
  })

  it('shows a named landmark of links and the hours, and goes on destroy', async () => {
    const handle = await init(page(SETTINGS))
    expect(bar()!.getAttribute('aria-label')).toBe('Contact information')
    expect([...bar()!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Email hello@bakery.example', 'mailto:hello@bakery.example'],
      ['Call +47 22 33 44 55', 'tel:+4722334455'],
    ])
    expect(bar()!.querySelector('details')!.textContent).toBe('HoursMon–Fri 7–18')
    handle.destroy()
    expect(bar()).toBeNull()
    expect(document.body.children.length).toBe(0)
  })

  it('stays away for the session once dismissed', async () => {
    await init(page(SETTINGS))
    bar()!.querySelector<HTMLButtonElement>('button[aria-label="Hide contact information"]')!.click()
    expect(bar()).toBeNull()
    await init(page(SETTINGS))
    expect(bar()).toBeNull()
  })

  it('draws nothing when no item has a value', async () => {
    await init(page({ isContactEmailEnabled: true }))
    expect(bar()).toBeNull()
  })

  describe('at a desktop width (wider than 1024 px)', () => {
    /** Settles once the bar's module has had its turns to load and draw. */
    const settled = () => vi.waitFor(() => expect(bar()).not.toBeNull())

    it('draws nothing, and draws the bar when the window narrows to 1024 px', async () => {
      viewport({ width: 1280 })
      const handle = await init(page(SETTINGS))
      expect(bar()).toBeNull()
      viewport({ width: 1024 })
      await settled()
      expect(bar()!.getAttribute('aria-label')).toBe('Contact information')
      handle.destroy()
      await vi.waitFor(() => expect(bar()).toBeNull())
    })

    it('draws nothing once destroyed, however the window changes after', async () => {
      viewport({ width: 1280 })
      const handle = await init(page(SETTINGS))
      handle.destroy()
      viewport({ width: 800 })
      // The bar's module, had it been asked for, would have drawn by the time another feature's init settles.
      await init(page(SETTINGS)).then((other) => other.destroy())
      expect(document.querySelectorAll('aside')).toHaveLength(0)
    })
  })
})
