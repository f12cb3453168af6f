import { describe, expect, it } from 'vitest'
import { googleFamilies, googleFontsUrl, missingFaces, typekitFaces, typekitUrl } from './fonts.ts'

describe('web fonts', () => {
  it('asks Google for every family in one stylesheet, one family parameter each, with display=swap', () => {
    expect(googleFontsUrl(googleFamilies([' Inter ', 'Playfair Display:ital,wght@0,400;1,700', 'Inter']))).toBe(
      'https://fonts.googleapis.com/css2?family=Inter&family=Playfair+Display%3Aital%2Cwght%400%2C400%3B1%2C700&display=swap',
    )
    expect(googleFontsUrl(googleFamilies(undefined))).toBeUndefined()
    expect(googleFontsUrl(googleFamilies([]))).toBeUndefined()
  })

  it('refuses a googleFonts field that is not a list of names, naming it', () => {
    expect(() => googleFamilies('Inter')).toThrow(new TypeError('fonts: googleFonts must be a list of family names'))
    expect(() => googleFamilies(['Inter', 3])).toThrow(TypeError)
  })

  it("loads a kit from Typekit's own host only, by an id of letters and digits", () => {
    expect(typekitUrl('abc1def')).toBe('https://use.typekit.net/abc1def.css')
    expect(typekitUrl(undefined)).toBeUndefined()
    expect(typekitUrl('')).toBeUndefined()
    for (const id of ['../x', 'a.b', 'x?y', 7])
      expect(() => typekitUrl(id)).toThrow('fonts: website.typekitId must be a kit id (letters and digits)')
  })

  it('reads Typekit faces with the default variation n4', () => {
    expect(typekitFaces(['proxima-nova:n4,i7', 'adobe-caslon-pro', 'odd:x9', 4, ':n4'])).toEqual([
      { family: 'proxima-nova', variation: 'n4' },
      { family: 'proxima-nova', variation: 'i7' },
      { family: 'adobe-caslon-pro', variation: 'n4' },
      { family: 'odd', variation: 'n4' },
    ])
    expect(typekitFaces('proxima-nova')).toEqual([])
  })

  it('finds the faces the loaded fonts do not provide, by family, style and weight (ranges included)', () => {
    const known = [
      { family: '"proxima-nova"', style: 'normal', weight: '400' },
      { family: 'Variable', style: 'italic', weight: '100 900' },
    ]
    const faces = typekitFaces(['proxima-nova:n4,n7', 'variable:i3', 'gone'])
    expect(missingFaces(faces, known)).toEqual([
      { family: 'proxima-nova', variation: 'n7' },
      { family: 'gone', variation: 'n4' },
    ])
  })
})
