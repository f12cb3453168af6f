// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

const WARNING = '[atoll:storage] Unable access local/session storage.'

/** A fresh copy of the module: each store probes Web Storage once, on first use. */
async function load(): Promise<typeof import('./storage.ts')> {
  vi.resetModules()
  return import('./storage.ts')
}

function blockStorage(kind: 'localStorage' | 'sessionStorage'): void {
  vi.spyOn(window, kind, 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('localStore and sessionStore', () => {
  it('keep JSON values, each in its own Web Storage', async () => {
    const { localStore, sessionStore } = await load()
    localStore.set('cart', { count: 2, items: ['a', 'b'] })
    sessionStore.set('cart', 7)
    sessionStore.set('flag', false)
    expect(localStore.get('cart')).toEqual({ count: 2, items: ['a', 'b'] })
    expect(sessionStore.get('cart')).toBe(7)
    expect(sessionStore.get('flag')).toBe(false)
    expect(localStore.get('flag')).toBeUndefined()
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ v: { count: 2, items: ['a', 'b'] } })
    localStore.remove('cart')
    expect(localStore.get('cart')).toBeUndefined()
    expect(localStorage.getItem('cart')).toBeNull()
    expect(document.cookie).toBe('')
  })

  it('reads a value that is not its JSON as absent', async () => {
    const { localStore } = await load()
    localStorage.setItem('broken', '{not json')
    localStorage.setItem('bare', '"text"')
    expect(localStore.get('broken')).toBeUndefined()
    expect(localStore.get('bare')).toBeUndefined()
  })

  it('discards and removes a value whose expiry has passed, on read', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1) })
    const { sessionStore } = await load()
    sessionStore.set('actions', ['open-cart'], { expiresAt: Date.now() + 60_000 })
    vi.setSystemTime(Date.now() + 59_999)
    expect(sessionStore.get('actions')).toEqual(['open-cart'])
    vi.setSystemTime(Date.now() + 1)
    expect(sessionStore.get('actions')).toBeUndefined()
    expect(sessionStorage.getItem('actions')).toBeNull()
  })

  it('falls back to cookies when local storage is unavailable, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    blockStorage('localStorage')
    blockStorage('sessionStorage')
    const set = vi.spyOn(Cookies, 'set')
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1) })
    const { localStore, sessionStore } = await load()

    localStore.set('analyticsId', 'a-1')
    sessionStore.set('analyticsId', { landed: true })
    expect(localStore.get('analyticsId')).toBe('a-1')
    expect(sessionStore.get('analyticsId')).toEqual({ landed: true })
    expect(Cookies.get('atoll.local.analyticsId')).toBe('{"v":"a-1"}')
    expect(Cookies.get('atoll.session.analyticsId')).toBe('{"v":{"landed":true}}')
    // Local values outlive the browser session (390 days, as analytics cookies); session ones do not.
    expect(set.mock.calls.map(([name, , attributes]) => [name, attributes?.expires])).toEqual([
      ['atoll.local.analyticsId', 390],
      ['atoll.session.analyticsId', undefined],
    ])

    localStore.remove('analyticsId')
    expect(localStore.get('analyticsId')).toBeUndefined()
    expect(Object.keys(Cookies.get())).toEqual(['atoll.session.analyticsId'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toBe(WARNING)
  })

  it('discards an expired value kept in a fallback cookie', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    blockStorage('sessionStorage')
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1) })
    const { sessionStore } = await load()
    sessionStore.set('actions', 'scroll', { expiresAt: Date.now() + 1000 })
    expect(sessionStore.get('actions')).toBe('scroll')
    vi.setSystemTime(Date.now() + 1000)
    expect(sessionStore.get('actions')).toBeUndefined()
    expect(Cookies.get('atoll.session.actions')).toBeUndefined()
  })

  it('gives local fallback cookies the expiry of their value', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    blockStorage('localStorage')
    const set = vi.spyOn(Cookies, 'set')
    const { localStore } = await load()
    const expiresAt = Date.UTC(2030, 0, 1)
    localStore.set('consent', 'accepted', { expiresAt })
    expect(set.mock.results[0]?.value).toContain('expires=Tue, 01 Jan 2030 00:00:00 GMT')
  })

  it('warns and carries on when the browser refuses a write', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { localStore } = await load()
    localStore.set('small', 1)
    // happy-dom's storage keeps a spy on it through the spy's restore (its proxy refuses to delete the
    // method): put the method back, or the files after this one in the worker could write nothing.
    const { setItem } = localStorage
    onTestFinished(() => {
      Object.defineProperty(localStorage, 'setItem', { value: setItem, configurable: true, writable: true })
    })
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => localStore.set('big', 'x'.repeat(100))).not.toThrow()
    expect(localStore.get('small')).toBe(1)
    expect(localStore.get('big')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toBe(WARNING)
  })
})
