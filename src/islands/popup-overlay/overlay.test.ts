import { describe, expect, it } from 'vitest'
import { normalizeOptions } from './options.ts'
import { DAY_MS, nextRecord, readRecord, shouldShow } from './overlay.ts'

const NOW = Date.UTC(2025, 4, 1)
const visitor = { mobile: false, signedIn: false }
const options = (settings: Record<string, unknown> = {}) =>
  normalizeOptions({ version: 2, displayFrequency: 7, ...settings })
const closed = (daysAgo: number, more: Partial<{ version: number; submitted: boolean }> = {}) => ({
  version: 2,
  submitted: false,
  dateClosed: NOW - daysAgo * DAY_MS,
  ...more,
})

describe('popup overlay rules', () => {
  it('shows to a visitor with no record', () => {
    expect(shouldShow(options(), undefined, NOW, visitor)).toBe(true)
  })

  it('shows again when the stored version is older than the setting', () => {
    expect(shouldShow(options(), closed(1, { version: 1 }), NOW, visitor)).toBe(true)
    expect(shouldShow(options(), closed(1, { version: 1, submitted: true }), NOW, visitor)).toBe(true)
    expect(shouldShow(options(), closed(1, { version: 2 }), NOW, visitor)).toBe(false)
  })

  it('does not show when submitted and showUntilSignup, whatever the days', () => {
    expect(shouldShow(options({ showUntilSignup: true }), closed(400, { submitted: true }), NOW, visitor)).toBe(false)
    expect(shouldShow(options({ showUntilSignup: false }), closed(400, { submitted: true }), NOW, visitor)).toBe(true)
  })

  it('shows again once displayFrequency days have passed since it was closed', () => {
    expect(shouldShow(options(), { ...closed(7), dateClosed: NOW - 7 * DAY_MS + 1 }, NOW, visitor)).toBe(false)
    expect(shouldShow(options(), closed(7), NOW, visitor)).toBe(true)
    expect(shouldShow(options({ displayFrequency: 0 }), closed(0), NOW, visitor)).toBe(true)
  })

  it('never shows again with displayFrequency -1, until the version changes', () => {
    expect(shouldShow(options({ displayFrequency: -1 }), closed(3650), NOW, visitor)).toBe(false)
    expect(shouldShow(options({ displayFrequency: -1, version: 3 }), closed(1), NOW, visitor)).toBe(true)
  })

  it('skips phones unless enableMobile, for everyone', () => {
    expect(shouldShow(options({ enableMobile: false }), undefined, NOW, { mobile: true, signedIn: false })).toBe(false)
    expect(shouldShow(options({ enableMobile: false }), undefined, NOW, { mobile: true, signedIn: true })).toBe(false)
    expect(shouldShow(options({ enableMobile: false }), undefined, NOW, visitor)).toBe(true)
    expect(shouldShow(options(), undefined, NOW, { mobile: true, signedIn: false })).toBe(true)
  })

  it('always shows to a signed-in user', () => {
    const signedIn = { mobile: false, signedIn: true }
    expect(
      shouldShow(
        options({ displayFrequency: -1, showUntilSignup: true }),
        closed(0, { submitted: true }),
        NOW,
        signedIn,
      ),
    ).toBe(true)
  })
})

describe('popup overlay record', () => {
  it('keeps the version, the submission and the close date', () => {
    expect(nextRecord(options(), undefined, NOW, false)).toEqual({ version: 2, submitted: false, dateClosed: NOW })
    expect(nextRecord(options(), closed(1, { submitted: true }), NOW, false)).toEqual({
      version: 2,
      submitted: true,
      dateClosed: NOW,
    })
    expect(nextRecord(options(), closed(1), NOW, true)).toEqual({ version: 2, submitted: true, dateClosed: NOW })
  })

  it('forgets a submission made at an older version', () => {
    expect(nextRecord(options(), closed(1, { version: 1, submitted: true }), NOW, false).submitted).toBe(false)
  })

  it('reads anything that is not a record as none', () => {
    expect(readRecord(undefined)).toBeUndefined()
    expect(readRecord('x')).toBeUndefined()
    expect(readRecord({ submitted: true })).toBeUndefined()
    expect(readRecord({ version: 1, submitted: 'yes', dateClosed: 'today' })).toEqual({ version: 1, submitted: false })
  })
})

describe('popup overlay options', () => {
  it('defaults', () => {
    expect(normalizeOptions({})).toEqual({
      style: 3,
      enableMobile: true,
      version: 0,
      showUntilSignup: false,
      displayFrequency: 0,
    })
  })

  it.each([
    [{ style: 4 }, 'popup-overlay: style must be one of 1, 2, 3'],
    [{ enableMobile: 'no' }, 'popup-overlay: enableMobile must be true or false'],
    [{ version: 'two' }, 'popup-overlay: version must be a number'],
    [{ displayFrequency: -2 }, 'popup-overlay: displayFrequency must be -1 or more'],
  ])('names the setting that is wrong: %o', (settings, message) => {
    expect(() => normalizeOptions(settings)).toThrow(new TypeError(message))
  })
})
