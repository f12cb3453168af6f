// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'

type Consent = typeof import('./index.ts')

/** A fresh gate: its state lives in the module. */
async function load(): Promise<Consent> {
  vi.resetModules()
  return import('./index.ts')
}

const page = (cookieSettings?: Record<string, unknown>): PageContext => ({
  locale: 'en-US',
  ...(cookieSettings && { cookieSettings }),
})
const OPT_IN = page({ isCookieBannerEnabled: true })
const OPT_IN_AND_OUT = page({ isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
const TRACKING_COOKIES = {
  ss_cvr: 'v-1|1|1|1|1',
  ss_cvt: '1',
  SS_ANALYTICS_ID: 'a-1',
  SS_MID: 'm-1',
  SS_SESSION_ID: 's-1',
}

/** Consent Mode commands as Google's tags read them: each an Arguments object, here as an array. */
const dataLayer = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((command) => Array.from(command))
const gpc = (value: boolean | undefined) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true })

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  delete (window as unknown as { dataLayer?: unknown }).dataLayer
  localStorage.clear()
  sessionStorage.clear()
  gpc(undefined)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the consent gate', () => {
  it('allows nothing until a page feature configures it', async () => {
    const { canTrack, consentSnapshot } = await load()
    expect(canTrack()).toBe(false)
    expect(consentSnapshot()).toEqual({ choice: null, source: null, date: null, analytics: false })
    expect(dataLayer()).toEqual([])
  })

  it('in OPT_IN waits for the accept, with Consent Mode denied by default and no update before', async () => {
    const { canTrack, configureConsent, cookiesAllowed } = await load()
    configureConsent(OPT_IN)
    expect([canTrack(), cookiesAllowed()]).toEqual([false, false])
    expect(dataLayer()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    ])
    expect(Array.isArray((window as unknown as { dataLayer: unknown[] }).dataLayer[0])).toBe(false)
  })

  it('in OPT_IN_AND_OUT and without a banner allows tracking at once, and says so to Consent Mode', async () => {
    for (const context of [OPT_IN_AND_OUT, page()]) {
      delete (window as unknown as { dataLayer?: unknown }).dataLayer
      const { canTrack, configureConsent } = await load()
      configureConsent(context)
      expect(canTrack()).toBe(true)
      expect(dataLayer().map((command) => command[1])).toEqual(['default', 'update'])
      expect(dataLayer()[1]![2]).toEqual({
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      })
    }
  })

  it('keeps an accept for 30 days in a version 2 cookie, tells Consent Mode and dispatches atoll:consent', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 1), toFake: ['Date'] })
    const set = vi.spyOn(Cookies, 'set')
    const { choose, configureConsent, canTrack } = await load()
    const events: unknown[] = []
    document.addEventListener('atoll:consent', (event) => events.push(event.detail), { once: true })
    configureConsent(OPT_IN)
    choose('accepted')
    expect(canTrack()).toBe(true)
    expect(Cookies.get('ss_consent')).toBe(`2|accepted|${Date.UTC(2025, 5, 1)}`)
    const [, , attributes] = set.mock.calls.find(([name]) => name === 'ss_consent')!
    expect(attributes?.expires).toBe(30)
    expect(events).toEqual([{ choice: 'accepted', source: 'visitor', date: Date.UTC(2025, 5, 1), analytics: true }])
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })])
  })

  it('reads the stored answer when first asked, not when the core loads', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 1), toFake: ['Date'] })
    const read = vi.spyOn(Document.prototype, 'cookie', 'get')
    const consent = await load()
    expect(read).not.toHaveBeenCalled()
    // Another tab answered after this page's core loaded, before anything here asked.
    Cookies.set('ss_consent', `2|declined|${Date.UTC(2025, 4, 20)}`)
    expect(consent.consentSnapshot()).toEqual({
      choice: 'declined',
      source: 'visitor',
      date: Date.UTC(2025, 4, 20),
      analytics: false,
    })
    read.mockRestore()
  })

  it('reads a stored answer on the next load and updates Consent Mode from it; an expired one is asked again and removed', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 1), toFake: ['Date'] })
    Cookies.set('ss_consent', `2|accepted|${Date.UTC(2025, 4, 20)}`)
    let consent = await load()
    consent.configureConsent(OPT_IN)
    expect(consent.consentSnapshot()).toEqual({
      choice: 'accepted',
      source: 'visitor',
      date: Date.UTC(2025, 4, 20),
      analytics: true,
    })
    expect(dataLayer().map((command) => command[1])).toEqual(['default', 'update'])

    vi.setSystemTime(Date.UTC(2025, 5, 19, 0, 0, 1)) // 30 days and a second after the answer
    consent = await load()
    consent.configureConsent(OPT_IN)
    expect(consent.consentSnapshot().choice).toBeNull()
    expect(consent.canTrack()).toBe(false)
    expect(Cookies.get('ss_consent')).toBeUndefined()
  })

  it('on a decline clears the tracking cookies and session flags before anyone hears of it, and stops tracking', async () => {
    const { choose, configureConsent, canTrack, onConsentChange } = await load()
    configureConsent(OPT_IN_AND_OUT)
    for (const [name, value] of Object.entries(TRACKING_COOKIES)) Cookies.set(name, value)
    localStorage.setItem('SS_HAS_LANDED', '{"v":true}')
    sessionStorage.setItem('SS_IS_FIRST_SESSION', '{"v":true}')
    const heard: string[][] = []
    onConsentChange(() => heard.push(Object.keys(Cookies.get())))
    choose('declined')
    expect(canTrack()).toBe(false)
    expect(heard).toEqual([['ss_consent']])
    expect([localStorage.getItem('SS_HAS_LANDED'), sessionStorage.getItem('SS_IS_FIRST_SESSION')]).toEqual([null, null])
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied' })])
  })

  it('reads Global Privacy Control as a decline that a visitor’s own accept overrides', async () => {
    gpc(true)
    Cookies.set('ss_cvr', TRACKING_COOKIES.ss_cvr)
    const { choose, configureConsent, canTrack, consentSnapshot } = await load()
    configureConsent(OPT_IN_AND_OUT)
    expect(consentSnapshot()).toEqual({ choice: 'declined', source: 'gpc', date: null, analytics: false })
    expect(Cookies.get('ss_cvr')).toBeUndefined()
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })])
    choose('accepted')
    expect(canTrack()).toBe(true)
  })

  it('with the absolute restrictive policy allows requests but no analytics cookie, and clears them on every load', async () => {
    Cookies.set('SS_ANALYTICS_ID', 'a-1')
    const { configureConsent, canTrack, cookiesAllowed } = await load()
    configureConsent(
      page({
        isCookieBannerEnabled: true,
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isRestrictiveCookiePolicyAbsolute: true,
      }),
    )
    expect([canTrack(), cookiesAllowed()]).toEqual([true, false])
    expect(Cookies.get('SS_ANALYTICS_ID')).toBeUndefined()
    expect(dataLayer().at(-1)![2]).toEqual(expect.objectContaining({ analytics_storage: 'denied' }))
  })

  it('configures once; new settings apply only when asked, keeping the answer given on the page', async () => {
    const { choose, configureConsent, consentStore } = await load()
    configureConsent(OPT_IN)
    configureConsent(OPT_IN_AND_OUT)
    expect(consentStore.getState().mode).toBe('OPT_IN')
    choose('accepted')
    Cookies.remove('ss_consent')
    configureConsent(OPT_IN_AND_OUT, true)
    expect(consentStore.getState()).toEqual(expect.objectContaining({ mode: 'OPT_IN_AND_OUT', choice: 'accepted' }))
    expect(dataLayer().filter((command) => command[1] === 'default')).toHaveLength(1)
  })
})

describe('whenConsented', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at once when allowed, after the accept when waiting, never after a decline', async () => {
    vi.useFakeTimers()
    const { choose, configureConsent, whenConsented } = await load()
    const ran: string[] = []
    whenConsented(() => ran.push('before configuring'))
    configureConsent(OPT_IN)
    whenConsented(() => ran.push('waiting'))
    const cancel = whenConsented(() => ran.push('cancelled'))
    cancel()
    expect(ran).toEqual([])
    choose('accepted')
    // Not inside the accept: each waiting run in a task (a timeout) of its own.
    expect(ran).toEqual([])
    expect(vi.getTimerCount()).toBe(2)
    vi.runAllTimers()
    expect(ran).toEqual(['before configuring', 'waiting'])
    whenConsented(() => ran.push('allowed'))
    expect(ran.at(-1)).toBe('allowed')
  })

  it('drops what waits when the visitor declines, and what comes after', async () => {
    const { choose, configureConsent, whenConsented } = await load()
    const ran: string[] = []
    configureConsent(OPT_IN)
    whenConsented(() => ran.push('waiting'))
    choose('declined')
    whenConsented(() => ran.push('after'))
    choose('accepted')
    await new Promise((done) => setTimeout(done))
    expect(ran).toEqual([])
  })

  it('drops a run that was allowed but cancelled, or declined, before its task came', async () => {
    vi.useFakeTimers()
    const { choose, configureConsent, whenConsented } = await load()
    const ran: string[] = []
    configureConsent(OPT_IN)
    const cancel = whenConsented(() => ran.push('cancelled'))
    whenConsented(() => ran.push('declined'))
    choose('accepted')
    cancel()
    choose('declined')
    vi.runAllTimers()
    expect(ran).toEqual([])
  })
})

describe('Atoll.consent', () => {
  it('get() gives the choice; show() opens the registered banner, forced or not', async () => {
    const { consent, registerBanner } = await load()
    expect(consent.show()).toBe(false)
    const opened: boolean[] = []
    const unregister = registerBanner((force) => opened.push(force) > 0)
    expect([consent.show(), consent.show({ force: true })]).toEqual([true, true])
    expect(opened).toEqual([false, true])
    unregister()
    expect(consent.show()).toBe(false)
    expect(consent.get()).toEqual({ choice: null, source: null, date: null, analytics: false })
  })
})
