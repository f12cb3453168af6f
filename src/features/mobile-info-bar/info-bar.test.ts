import { describe, expect, it } from 'vitest'
import { infoItems, liftAbove } from './info-bar.ts'

const ALL = {
  isContactEmailEnabled: true,
  isContactPhoneNumberEnabled: true,
  isLocationEnabled: true,
  isBusinessHoursEnabled: true,
  contactEmail: 'hello@bakery.example',
  contactPhoneNumber: '+47 22 33-44 55',
  location: { addressTitle: 'Harbour Street Bakery', addressLine1: '12 Harbour Street', addressCountry: 'Norway' },
  businessHours: 'Mon–Fri 7–18',
}

describe('mobile information bar items', () => {
  it('lists the enabled items in order as mailto:, tel: and maps search links, the hours as text', () => {
    expect(infoItems(ALL)).toEqual([
      { kind: 'email', text: 'hello@bakery.example', href: 'mailto:hello@bakery.example' },
      { kind: 'phone', text: '+47 22 33-44 55', href: 'tel:+4722334455' },
      {
        kind: 'location',
        text: 'Harbour Street Bakery, 12 Harbour Street, Norway',
        href: 'https://www.google.com/maps/search/?api=1&query=Harbour+Street+Bakery%2C+12+Harbour+Street%2C+Norway',
      },
      { kind: 'hours', text: 'Mon–Fri 7–18' },
    ])
  })

  it('leaves out items switched off, or on without a usable value', () => {
    expect(
      infoItems({ ...ALL, isContactEmailEnabled: false, isBusinessHoursEnabled: 'yes' }).map((i) => i.kind),
    ).toEqual(['phone', 'location'])
    expect(infoItems({ ...ALL, contactEmail: 'not an address', contactPhoneNumber: 'call us', location: '' })).toEqual([
      { kind: 'hours', text: 'Mon–Fri 7–18' },
    ])
    expect(infoItems({ ...ALL, contactEmail: 'x@y.example?cc=z@w.example' })[0]?.kind).toBe('phone')
    expect(infoItems(undefined)).toEqual([])
  })

  it('moves above fixed parts in the lower half of the viewport, not for one at the top', () => {
    expect(liftAbove([], 800)).toBe(0)
    expect(liftAbove([{ top: 0, bottom: 120, height: 120 }], 800)).toBe(0)
    expect(
      liftAbove(
        [
          { top: 650.5, bottom: 800, height: 149.5 },
          { top: 700, bottom: 784, height: 84 },
        ],
        800,
      ),
    ).toBe(150)
    expect(liftAbove([{ top: 800, bottom: 800, height: 0 }], 800)).toBe(0)
  })
})
