// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCookie, removeCookie, setCookie } from './cookies.ts'

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM

/** The `document.cookie` strings written, as the browser received them. */
function written(): string[] {
  return vi.mocked(Cookies.set).mock.results.map((result) => result.value as string)
}

describe('cookies', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
    happyDOM.setURL('http://localhost:3000/')
  })

  it('writes SameSite=Lax with path / and no Secure on an http page', () => {
    vi.spyOn(Cookies, 'set')
    setCookie('flavour', 'a b|c')
    expect(written()).toEqual(['flavour=a%20b|c; path=/; sameSite=Lax'])
    expect(getCookie('flavour')).toBe('a b|c')
  })

  it('adds Secure on an https page', () => {
    happyDOM.setURL('https://shop.example.com/cart')
    vi.spyOn(Cookies, 'set')
    setCookie('flavour', 'mint')
    expect(written()).toEqual(['flavour=mint; path=/; sameSite=Lax; secure'])
    expect(getCookie('flavour')).toBe('mint')
    // Support: a Secure cookie is hidden from the same site over http.
    happyDOM.setURL('http://shop.example.com/cart')
    expect(getCookie('flavour')).toBeUndefined()
  })

  it('takes a lifetime in days or as a date, a path and a domain', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1) })
    try {
      happyDOM.setURL('https://www.example.com/')
      vi.spyOn(Cookies, 'set')
      setCookie('a', '1', { expires: 2 })
      setCookie('b', '2', { expires: new Date(Date.UTC(2026, 5, 1)), path: '/shop', domain: 'example.com' })
      expect(written()).toEqual([
        'a=1; path=/; expires=Fri, 03 Jan 2025 00:00:00 GMT; sameSite=Lax; secure',
        'b=2; path=/shop; expires=Mon, 01 Jun 2026 00:00:00 GMT; domain=example.com; sameSite=Lax; secure',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('removes a cookie written with the same path and domain', () => {
    happyDOM.setURL('https://www.example.com/')
    setCookie('a', '1')
    setCookie('b', '2', { domain: 'example.com' })
    expect(document.cookie).toBe('a=1; b=2')
    removeCookie('a')
    removeCookie('b', { domain: 'example.com' })
    expect(document.cookie).toBe('')
    expect(getCookie('a')).toBeUndefined()
  })
})
