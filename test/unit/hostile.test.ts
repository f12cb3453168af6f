import { afterAll, describe, expect, it } from 'vitest'
import { isEmptyText } from '../../src/features/cookie-banner/banner.ts'
import { normalizeOptions } from '../../src/islands/text-effect/options.ts'
import { allowedOrigin, safeUrl } from '../../src/core/security/url.ts'

/**
 * Hostile values against the runtime's gates, in one place: every URL that must never be followed
 * or loaded, and long values that must be read in one pass. Browser-level payloads (user content,
 * restoring, embeds, sanitised HTML) are in test/e2e/loader-security.test.ts and the islands' tests.
 */
const BASE = 'https://site.example/blog/post'
const PROVIDER = 'https://www.exploretock.com'
let tried = 0

const NEVER_FOLLOWED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)'.replace('&#106;', 'j'),
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'blob:https://site.example/1',
]
const OTHER_ORIGINS = [
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  'https://evil.example/',
  'https://site.example.evil.example/',
  'https://site.example@evil.example/',
  'http://site.example/',
  'https://site.example:8443/',
]
const NOT_THE_PROVIDER = [
  '/s/x.js',
  '/\\evil.example/x.js',
  '//evil.example/x.js',
  'https://www.exploretock.com.evil.example/tock.js',
  'https://evil.example/www.exploretock.com/tock.js',
  'http://www.exploretock.com/tock.js',
  'https://user:pass@www.exploretock.com/tock.js',
  'https://www.exploretock.com:444/tock.js',
  'javascript:alert(1)',
  'data:text/javascript,alert(1)',
]

describe('hostile values', () => {
  afterAll(() => console.info(`hostile values tried: ${tried}`))

  it.each(NEVER_FOLLOWED)('never follows %j', (value) => {
    tried++
    expect(safeUrl(value, { base: BASE })).toBeUndefined()
  })

  it.each(OTHER_ORIGINS)('keeps a redirect to %j on the site', (value) => {
    tried++
    expect(safeUrl(value, { base: BASE, sameOrigin: true })).toBeUndefined()
  })

  it.each(NOT_THE_PROVIDER)('loads no script from %j', (value) => {
    tried++
    expect(allowedOrigin(value, [PROVIDER], BASE)).toBeUndefined()
  })

  it('still follows the site and loads from the provider', () => {
    tried += 2
    expect(safeUrl('/thanks', { base: BASE, sameOrigin: true })).toBe('https://site.example/thanks')
    expect(allowedOrigin(`${PROVIDER}/tock.js`, [PROVIDER], BASE)).toBe(`${PROVIDER}/tock.js`)
  })

  it.each([
    [
      'a thickness of 50 KB of digits',
      () => expect(() => normalizeOptions({ thickness: `${'9'.repeat(50_000)}x` })).toThrow(TypeError),
    ],
    ['banner text of 50 KB of unclosed tags', () => expect(isEmptyText('<'.repeat(50_000))).toBe(false)],
    [
      'a redirect of 50 KB of slashes',
      () => expect(safeUrl(`/${'/'.repeat(50_000)}x`, { base: BASE, sameOrigin: true })).toBeUndefined(),
    ],
  ])('reads %s in under 50 ms', (_, read) => {
    tried++
    const started = performance.now()
    read()
    expect(performance.now() - started).toBeLessThan(50)
  })
})
