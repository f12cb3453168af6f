// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IslandHandle, PageContext } from '../../contract.ts'

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const SETTINGS = { isCookieBannerEnabled: true, cookieBannerCtaVariant: 'BUTTON' }
const page = (cookieSettings: Record<string, unknown> = SETTINGS, fields: Partial<PageContext> = {}): PageContext => ({
  locale: 'en-US',
  pageType: 2,
  cookieSettings,
  ...fields,
})

let handle: IslandHandle | undefined

/** A fresh banner and consent gate (the gate's state lives in its module). */
async function start(context = page()) {
  vi.resetModules()
  const { init } = await import('./index.ts')
  const consent = await import('../../core/consent/index.ts')
  handle = await init(context)
  return consent
}

const banner = () => document.querySelector<HTMLElement>('.atoll-cookie-banner')
const preferences = () => document.querySelector<HTMLButtonElement>('[data-part=preferences]')
const button = (part: 'accept' | 'decline') => banner()!.querySelector<HTMLButtonElement>(`[data-part=${part}]`)!

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  document.body.innerHTML = '<header><a href="/">Home</a></header><main><button id="before">Order</button></main>'
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
  happyDOM.setURL('http://localhost:3000/')
})

describe('cookie banner', () => {
  it('asks a visitor without an answer in a labelled region, first in the page, with the default text', async () => {
    await start()
    expect(document.body.firstElementChild).toBe(banner())
    expect(banner()!.getAttribute('role')).toBe('region')
    expect(banner()!.getAttribute('aria-label')).toBe('Cookie consent')
    expect(banner()!.hasAttribute('aria-modal')).toBe(false)
    expect(banner()!.textContent).toContain('By using this website, you agree to our use of cookies.')
    expect([button('accept').textContent, button('decline').textContent]).toEqual(['Accept', 'Decline'])
    expect(preferences()).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })

  it('on Accept keeps the answer, hides and leaves the preferences button, with focus on it', async () => {
    const { consentSnapshot } = await start()
    button('accept').focus()
    button('accept').click()
    expect(consentSnapshot()).toEqual(expect.objectContaining({ choice: 'accepted', analytics: true }))
    expect(Cookies.get('ss_consent')).toMatch(/^2\|accepted\|\d+$/)
    expect(banner()).toBeNull()
    expect(preferences()!.textContent).toBe('Cookie preferences')
    expect(document.activeElement).toBe(preferences())
  })

  it('does not ask again when an answer is on record; the preferences button asks again, focused', async () => {
    Cookies.set('ss_consent', `2|declined|${Date.now()}`)
    await start()
    expect(banner()).toBeNull()
    preferences()!.click()
    expect(banner()!.getAttribute('role')).toBe('region')
    expect(document.activeElement).toBe(button('accept'))
    button('decline').click()
    expect(banner()).toBeNull()
  })

  it('when forced is a modal dialog: the page inert, a body class, focus inside; answering ends it', async () => {
    Cookies.set('ss_consent', `2|accepted|${Date.now()}`)
    const { consentSnapshot } = await start()
    document.getElementById('before')!.focus()
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-force'))
    expect(banner()!.getAttribute('role')).toBe('dialog')
    expect(banner()!.getAttribute('aria-modal')).toBe('true')
    expect(document.body.classList.contains('atoll-cookie-banner-forced')).toBe(true)
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true)
    expect(document.querySelector('.atoll-cookie-backdrop')).not.toBeNull()
    expect(document.activeElement).toBe(button('accept'))
    button('decline').click()
    expect(consentSnapshot().choice).toBe('declined')
    expect(document.body.classList.contains('atoll-cookie-banner-forced')).toBe(false)
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false)
    expect(document.querySelector('.atoll-cookie-backdrop')).toBeNull()
    expect(document.activeElement).toBe(document.getElementById('before'))
  })

  it('re-mounts with the settings of an update event, and shows again with those of an unforce event', async () => {
    await start()
    document.dispatchEvent(
      new CustomEvent('atoll:cookie-banner-update', {
        detail: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP', cookieBannerTheme: 'LIGHT' },
      }),
    )
    expect([
      banner()!.dataset.variant,
      banner()!.dataset.position,
      banner()!.dataset.theme,
      banner()!.dataset.cta,
    ]).toEqual(['POPUP', 'TOP_LEFT', 'LIGHT', 'BUTTON'])
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-force'))
    document.dispatchEvent(
      new CustomEvent('atoll:cookie-banner-unforce', {
        detail: { cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' },
      }),
    )
    expect(document.body.classList.contains('atoll-cookie-banner-forced')).toBe(false)
    expect(banner()!.getAttribute('role')).toBe('region')
    expect([banner()!.dataset.variant, banner()!.dataset.position]).toEqual(['BAR', 'TOP'])
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-force'))
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-update', { detail: { isCookieBannerEnabled: false } }))
    expect([banner(), preferences(), document.querySelector('[inert]')]).toEqual([null, null, null])
    expect(document.body.classList.contains('atoll-cookie-banner-forced')).toBe(false)
  })

  it('shows icon buttons named by their text in the ICON variant', async () => {
    await start(page({ isCookieBannerEnabled: true, cookieBannerCtaText: 'OK', cookieBannerOptOutCtaText: 'No' }))
    expect(banner()!.dataset.cta).toBe('ICON')
    expect([button('accept').getAttribute('aria-label'), button('decline').getAttribute('aria-label')]).toEqual([
      'OK',
      'No',
    ])
    expect([button('accept').querySelector('svg'), button('decline').querySelector('svg')].every(Boolean)).toBe(true)
    expect(button('accept').textContent).toBe('')
  })

  it('opens through Atoll.consent.show()', async () => {
    Cookies.set('ss_consent', `2|accepted|${Date.now()}`)
    const { consent } = await start()
    expect(consent.show()).toBe(true)
    expect(banner()!.getAttribute('role')).toBe('region')
    expect(consent.show({ force: true })).toBe(true)
    expect(banner()!.getAttribute('role')).toBe('dialog')
  })

  it('is skipped in the editor and on pages that cannot show it', async () => {
    happyDOM.setURL('http://localhost:3000/config/pages')
    const { consent } = await start()
    expect([banner(), preferences(), consent.show()]).toEqual([null, null, false])
    happyDOM.setURL('http://localhost:3000/')
    await start(page(SETTINGS, { pageType: 104 }))
    expect(banner()).toBeNull()
  })

  it('leaves nothing behind and hears nothing after destroy', async () => {
    const { consent } = await start()
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-force'))
    handle!.destroy()
    handle = undefined
    expect([banner(), preferences(), document.querySelector('.atoll-cookie-backdrop')]).toEqual([null, null, null])
    expect(document.body.className).toBe('')
    expect(document.querySelector('[inert]')).toBeNull()
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-force'))
    document.dispatchEvent(new CustomEvent('atoll:cookie-banner-update', { detail: {} }))
    expect([banner(), consent.show()]).toEqual([null, false])
  })
})
