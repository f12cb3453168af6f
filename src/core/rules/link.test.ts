import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyLink, validateLink } from './link.ts'

const pad = (prefix: string, length: number, fill = '1') => prefix + fill.repeat(length - prefix.length)

describe('link categories', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#contact', 'anchor'],
    ['/about', 'content-link'],
    ['/', 'content-link'],
    ['/s/menu.pdf', 'file-link'],
    ['http://example.com', 'external-link'],
    ['HTTPS://example.com/a?b=c', 'external-link'],
    ['ftp://files.example.com', 'external-link'],
    ['http:/example.com', 'malformed-protocol'],
    ['https:example.com', 'malformed-protocol'],
    ['ftp:files', 'malformed-protocol'],
    ['htps://example.com', 'malformed-protocol'],
    ['file:///etc/passwd', 'malformed-protocol'],
    ['//example.com', 'malformed-protocol'],
    ['www.example.com', 'malformed-protocol'],
    ['mailto:a@b.co', 'other-protocol'],
    ['tel:5551234', 'other-protocol'],
    ['sms:5551234', 'other-protocol'],
    ['javascript:void(0)', 'other-protocol'],
    ['skype:someone?call', 'other-protocol'],
  ])('%j is %s', (href, category) => {
    expect(classifyLink(href)).toBe(category)
  })
})

describe('link validation', () => {
  it('accepts an empty link (no link) and refuses a malformed protocol', () => {
    expect(validateLink('')).toEqual({ valid: true, category: 'empty' })
    expect(validateLink('http:/example.com')).toEqual({ valid: false, category: 'malformed-protocol', reason: 'protocol' })
  })

  it.each([
    ['anchors', '#', 100],
    ['internal links', '/', 150],
    ['file links', '/s/', 150],
    ['ftp links', 'ftp://', 100],
    ['javascript links', 'javascript:', 250],
    ['tel links', 'tel:', 50],
    ['sms links', 'sms:', 1000],
  ])('keeps %s under %i characters', (_, prefix, limit) => {
    expect(validateLink(pad(prefix, limit - 1)).valid).toBe(true)
    expect(validateLink(pad(prefix, limit))).toMatchObject({ valid: false, reason: 'too-long' })
  })

  it('keeps mailto links under 1000 characters', () => {
    const link = (length: number) => `mailto:${'a'.repeat(length - 'mailto:'.length - '@b.co'.length)}@b.co`
    expect(validateLink(link(999)).valid).toBe(true)
    expect(validateLink(link(1000))).toMatchObject({ valid: false, reason: 'too-long' })
  })

  it('puts no length limit on http links', () => {
    expect(validateLink(pad('https://example.com/', 5000, 'a')).valid).toBe(true)
  })

  it('needs at least 4 digits or plus/minus signs in a tel number', () => {
    expect(validateLink('tel:5551').valid).toBe(true)
    expect(validateLink('tel:+1-555-1234').valid).toBe(true)
    expect(validateLink('tel:+-+-').valid).toBe(true)
    expect(validateLink('tel:555')).toEqual({ valid: false, category: 'other-protocol', reason: 'tel-number' })
    expect(validateLink('tel:555 1234')).toMatchObject({ valid: false, reason: 'tel-number' })
    expect(validateLink('tel:call-me')).toMatchObject({ valid: false, reason: 'tel-number' })
  })

  it('allows digits, plus, minus, brackets and commas in sms numbers', () => {
    expect(validateLink('sms:+1(555)123-4567,5551234').valid).toBe(true)
    expect(validateLink('sms:5551234?body=Hello there').valid).toBe(true)
    expect(validateLink('sms:555 1234')).toEqual({ valid: false, category: 'other-protocol', reason: 'sms-number' })
    expect(validateLink('sms:5551234;5550000')).toMatchObject({ valid: false, reason: 'sms-number' })
    expect(validateLink('sms:?body=hi')).toMatchObject({ valid: false, reason: 'sms-number' })
  })

  it('needs exactly one @ and a dotted domain in a mailto', () => {
    expect(validateLink('mailto:hello@example.com').valid).toBe(true)
    expect(validateLink('MAILTO:hello@mail.example.co.uk?subject=Hi').valid).toBe(true)
    expect(validateLink('mailto:hello@example')).toEqual({ valid: false, category: 'other-protocol', reason: 'mailto-address' })
    expect(validateLink('mailto:hello@@example.com')).toMatchObject({ valid: false, reason: 'mailto-address' })
    expect(validateLink('mailto:a@example.com,b@example.com')).toMatchObject({ valid: false, reason: 'mailto-address' })
    expect(validateLink('mailto:example.com')).toMatchObject({ valid: false, reason: 'mailto-address' })
    expect(validateLink('mailto:hello@example.')).toMatchObject({ valid: false, reason: 'mailto-address' })
  })

  it('never throws, and always answers with a category', () => {
    const categories = ['empty', 'anchor', 'content-link', 'external-link', 'file-link', 'malformed-protocol', 'other-protocol']
    const links = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 1200 }),
      fc.webUrl(),
      fc.tuple(fc.constantFrom('tel:', 'sms:', 'mailto:', 'javascript:', 'ftp://', '#', '/', '/s/', 'constructor:', '__proto__:'), fc.string()).map(
        ([prefix, rest]) => prefix + rest,
      ),
    )
    fc.assert(
      fc.property(links, (href) => {
        const result = validateLink(href)
        expect(categories).toContain(result.category)
        expect(result.category).toBe(classifyLink(href))
        expect(result.valid).toBe(result.reason === undefined)
      }),
      { numRuns: 1000 },
    )
    fc.assert(fc.property(fc.anything(), (value) => void validateLink(value as string)))
  })
})
