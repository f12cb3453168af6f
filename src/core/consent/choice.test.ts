import { describe, expect, it } from 'vitest'
import { acceptTypeOf, allowsTracking, CONSENT_MS, consentModeState, formatChoice, parseChoice } from './choice.ts'

const NOW = Date.UTC(2025, 5, 1)

describe('the stored choice', () => {
  it('is written as version 2, the answer and its date, and read back', () => {
    expect(formatChoice('accepted', NOW)).toBe(`2|accepted|${NOW}`)
    expect(parseChoice(formatChoice('declined', NOW), NOW + 1000)).toEqual({ choice: 'declined', date: NOW })
  })

  it('lasts 30 days to the millisecond', () => {
    const text = formatChoice('accepted', NOW)
    expect(parseChoice(text, NOW + CONSENT_MS - 1)).toEqual({ choice: 'accepted', date: NOW })
    expect(parseChoice(text, NOW + CONSENT_MS)).toBeUndefined()
    expect(CONSENT_MS).toBe(30 * 24 * 60 * 60 * 1000)
  })

  it('is no choice from another banner version, malformed, or dated in the future', () => {
    for (const text of [
      `1|accepted|${NOW}`,
      `3|accepted|${NOW}`,
      'accepted',
      `2|maybe|${NOW}`,
      `2|accepted|${NOW + 1}`,
      '',
      undefined,
      42,
    ]) {
      expect(parseChoice(text, NOW)).toBeUndefined()
    }
  })
})

describe('the gate', () => {
  it('allows nothing before it is configured', () => {
    expect(allowsTracking({ configured: false, mode: 'NONE', choice: 'accepted' })).toBe(false)
  })

  it('waits for an accept in OPT_IN, runs until a decline in OPT_IN_AND_OUT and without a banner', () => {
    const gate = (mode: 'OPT_IN' | 'OPT_IN_AND_OUT' | 'NONE', choice: 'accepted' | 'declined' | null) =>
      allowsTracking({ configured: true, mode, choice })
    expect([gate('OPT_IN', null), gate('OPT_IN', 'accepted'), gate('OPT_IN', 'declined')]).toEqual([false, true, false])
    expect([
      gate('OPT_IN_AND_OUT', null),
      gate('OPT_IN_AND_OUT', 'accepted'),
      gate('OPT_IN_AND_OUT', 'declined'),
    ]).toEqual([true, true, false])
    expect([gate('NONE', null), gate('NONE', 'declined')]).toEqual([true, false])
  })

  it('reads the accept type with OPT_IN as the default, in either case', () => {
    expect([
      acceptTypeOf('OPT_IN_AND_OUT'),
      acceptTypeOf('opt_in_and_out'),
      acceptTypeOf('OPT_IN'),
      acceptTypeOf(undefined),
      acceptTypeOf('ALWAYS'),
    ]).toEqual(['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT', 'OPT_IN', 'OPT_IN', 'OPT_IN'])
  })

  it('gives Consent Mode every storage type granted or denied', () => {
    expect(consentModeState(false)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    expect(Object.values(consentModeState(true))).toEqual(['granted', 'granted', 'granted', 'granted'])
  })
})
