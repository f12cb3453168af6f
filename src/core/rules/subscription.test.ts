import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, PAGE_I18N } from '../i18n/index.ts'
import { subscriptionText } from './subscription.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

describe('subscription text', () => {
  it('renews every week, month or year for a single unit, indefinitely', () => {
    expect(subscriptionText({ billingPeriod: { value: 1, unit: 'week' } }, PAGE_I18N)).toBe('renews every week')
    expect(subscriptionText({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 }, PAGE_I18N)).toBe(
      'renews every month',
    )
    expect(subscriptionText({ billingPeriod: { unit: 'YEAR' } }, PAGE_I18N)).toBe('renews every year')
  })

  it('says every n units for several', () => {
    expect(subscriptionText({ billingPeriod: { value: 2, unit: 'week' } }, PAGE_I18N)).toBe('every 2 weeks')
    expect(subscriptionText({ billingPeriod: { value: 3, unit: 'month' } }, PAGE_I18N)).toBe('every 3 months')
  })

  it('adds the number of payments when the plan is finite', () => {
    expect(subscriptionText({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 }, PAGE_I18N)).toBe(
      'renews every month for 12 payments',
    )
    expect(subscriptionText({ billingPeriod: { value: 6, unit: 'month' }, numBillingCycles: 1 }, PAGE_I18N)).toBe(
      'every 6 months for 1 payment',
    )
  })

  it('refuses a plan it cannot describe, naming the option', () => {
    expect(() => subscriptionText({ billingPeriod: { value: 1, unit: 'day' as 'week' } }, PAGE_I18N)).toThrow(
      new TypeError('subscriptionText: billingPeriod.unit must be week, month or year'),
    )
    for (const value of [0, -1, 1.5, Number.NaN]) {
      expect(() => subscriptionText({ billingPeriod: { value, unit: 'month' } }, PAGE_I18N)).toThrow(
        new TypeError('subscriptionText: billingPeriod.value must be a positive integer'),
      )
    }
  })
})
