import { describe, expect, it } from 'vitest'
import { normalizeOptions } from './options.ts'
import { isOwner, themeFor, widgetUrl } from './reservation.ts'

describe('reservation widget', () => {
  it('uses the wide theme over 850 px, else the standard one', () => {
    expect(themeFor(851)).toBe('wide')
    expect(themeFor(850)).toBe('standard')
    expect(themeFor(320)).toBe('standard')
  })

  it('asks the provider for an iframe, no overlay and the theme', () => {
    expect(
      widgetUrl(
        'https://www.opentable.com/widget/reservation/loader?rid=42&theme=tall&iframe=false',
        'wide',
        'https://site.test/',
      ),
    ).toBe('https://www.opentable.com/widget/reservation/loader?rid=42&theme=wide&iframe=true&overlay=false')
    expect(widgetUrl('/widgets/booking.js', 'standard', 'https://site.test/menu')).toBe(
      'https://site.test/widgets/booking.js?iframe=true&overlay=false&theme=standard',
    )
  })

  it('counts a signed-in user with a role other than viewer as an owner', () => {
    expect(isOwner({ locale: 'en-US' })).toBe(false)
    expect(isOwner({ locale: 'en-US', authenticatedAccount: { id: 'a' }, websiteRoles: { admin: true } })).toBe(true)
    expect(isOwner({ locale: 'en-US', authenticatedAccount: { id: 'a' }, websiteRoles: { viewer: true } })).toBe(false)
    expect(isOwner({ locale: 'en-US', authenticatedAccount: { id: 'a' } })).toBe(false)
    expect(isOwner({ locale: 'en-US', websiteRoles: { admin: true } })).toBe(false)
  })

  it('needs the provider script URL', () => {
    expect(
      normalizeOptions({ scriptUrl: 'https://www.opentable.com/widget/reservation/loader?rid=42' }).scriptUrl,
    ).toContain('rid=42')
    // Another origin is refused where the script is loaded (index.test.ts).
    for (const scriptUrl of [undefined, '', ' ']) {
      expect(() => normalizeOptions({ scriptUrl })).toThrow(new TypeError('reservation: scriptUrl must be set'))
    }
    expect(() => normalizeOptions({ scriptUrl: 42 })).toThrow(new TypeError('reservation: scriptUrl must be a text'))
  })
})
