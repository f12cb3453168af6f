import { describe, expect, it } from 'vitest'
import { readDismissed, shouldShowBar } from './bar.ts'
import { normalizeOptions } from './options.ts'

const visitor = { showAnnouncementBar: true, signedIn: false }

describe('announcement bar rules', () => {
  it('shows when the context allows it and this version was not dismissed', () => {
    expect(shouldShowBar(visitor, undefined, 1)).toBe(true)
    expect(shouldShowBar(visitor, 1, 1)).toBe(false)
    expect(shouldShowBar(visitor, 1, 2)).toBe(true)
    expect(shouldShowBar(visitor, 3, 2)).toBe(false)
  })

  it('needs showAnnouncementBar, except for a signed-in user', () => {
    expect(shouldShowBar({ showAnnouncementBar: false, signedIn: false }, undefined, 1)).toBe(false)
    expect(shouldShowBar({ signedIn: false }, undefined, 1)).toBe(false)
    expect(shouldShowBar({ signedIn: true }, undefined, 1)).toBe(true)
    expect(shouldShowBar({ signedIn: true }, 1, 1)).toBe(false)
  })

  it('reads a stored dismissal', () => {
    expect(readDismissed({ version: 4 })).toBe(4)
    expect(readDismissed(undefined)).toBeUndefined()
    expect(readDismissed({ version: '4' })).toBeUndefined()
  })

  it('checks its version setting', () => {
    expect(normalizeOptions({})).toEqual({ version: 0 })
    expect(() => normalizeOptions({ version: 'new' })).toThrow(
      new TypeError('announcement-bar: version must be a number'),
    )
  })
})
