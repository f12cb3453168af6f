import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowedOrigin, redirectOrigins, safeUrl } from './url.ts'

const BASE = 'https://site.example/shop/page?x=1'
const PROVIDER = 'https://provider.example'

describe('safeUrl', () => {
  it('takes http and https URLs, relative ones against the page', () => {
    expect(safeUrl('/thanks', { base: BASE })).toBe('https://site.example/thanks')
    expect(safeUrl('thanks', { base: BASE })).toBe('https://site.example/shop/thanks')
    expect(safeUrl(' http://other.example/a ', { base: BASE })).toBe('http://other.example/a')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    'blob:https://site.example/x',
    '',
    '   ',
    'http://[bad',
  ])('refuses %j', (value) => {
    expect(safeUrl(value, { base: BASE })).toBeUndefined()
  })

  it('refuses what is not a text', () => {
    for (const value of [undefined, null, 1, {}, ['/a']]) expect(safeUrl(value, { base: BASE })).toBeUndefined()
  })

  it("keeps a same-origin URL on the site's origin, or one the context allows", () => {
    expect(safeUrl('/thanks', { base: BASE, sameOrigin: true })).toBe('https://site.example/thanks')
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      'https://site.example.evil.com/',
      'http://site.example/',
    ]) {
      expect(safeUrl(value, { base: BASE, sameOrigin: true })).toBeUndefined()
    }
    expect(
      safeUrl('https://shop.example/cart', { base: BASE, sameOrigin: true, allow: ['https://shop.example'] }),
    ).toBe('https://shop.example/cart')
  })

  it('never gives a URL of another protocol than http or https (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeUrl(value, { base: BASE })
        return result === undefined || /^https?:$/.test(new URL(result).protocol)
      }),
    )
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob'),
        fc.string(),
        fc.constantFrom('', ' ', '\t', '\n'),
        (scheme, rest, space) => {
          return safeUrl(`${space}${scheme}:${rest}`, { base: BASE }) === undefined
        },
      ),
    )
  })
})

describe('allowedOrigin', () => {
  it("takes a URL of the provider's origin", () => {
    expect(allowedOrigin('https://provider.example/x.js?a=1', [PROVIDER], BASE)).toBe(
      'https://provider.example/x.js?a=1',
    )
    expect(allowedOrigin('https://PROVIDER.example/x.js', [`${PROVIDER}/any/path`], BASE)).toBe(
      'https://provider.example/x.js',
    )
  })

  it('refuses any URL whose parsed origin is not an allowed one (property)', () => {
    const hostile = fc.oneof(
      fc.webUrl(),
      fc.string().map((path) => `/${path}`),
      fc.string().map((path) => `//${path}`),
      fc.string().map((path) => `/\\${path}`),
      fc.domain().map((domain) => `https://provider.example.${domain}/x.js`),
      fc.domain().map((domain) => `https://provider.example@${domain}/x.js`),
      fc.string().map((rest) => `javascript:${rest}`),
    )
    fc.assert(
      fc.property(hostile, (url) => {
        const result = allowedOrigin(url, [PROVIDER], BASE)
        return result === undefined || new URL(result).origin === PROVIDER
      }),
    )
  })

  it('allows nothing with an empty or unparseable list', () => {
    expect(allowedOrigin('https://provider.example/x.js', [], BASE)).toBeUndefined()
    expect(allowedOrigin('https://provider.example/x.js', ['provider.example', 'not a url'], BASE)).toBeUndefined()
  })
})

describe('redirectOrigins', () => {
  it("reads the context's website.allowedRedirectOrigins, texts only", () => {
    expect(redirectOrigins({ allowedRedirectOrigins: ['https://shop.example', 3] })).toEqual(['https://shop.example'])
    expect(redirectOrigins({ allowedRedirectOrigins: 'https://shop.example' })).toEqual([])
    expect(redirectOrigins(undefined)).toEqual([])
  })
})
