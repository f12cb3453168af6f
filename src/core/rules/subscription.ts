import type { I18n } from '../i18n/index.ts'

export const BILLING_UNITS = ['week', 'month', 'year'] as const // spec: billing period unit week, month or year
export type BillingUnit = (typeof BILLING_UNITS)[number]

/** A subscription plan: billed every `value` `unit`s, `numBillingCycles` times (0 or absent: indefinitely). */
export interface SubscriptionPlan {
  billingPeriod: { value?: number; unit: BillingUnit | Uppercase<BillingUnit> }
  numBillingCycles?: number
}

/**
 * The plan's billing phrase: 'renews every month' for one unit, 'every 3 months' for several, with
 * 'for 12 payments' added when the plan is finite. The words are the `subscription` dictionary family:
 * `subscription.renewal` ({unit}, {n}), `subscription.payments` ({p}) and the two joined by
 * `subscription.renewalWithPayments` ({renewal}, {payments}).
 * @throws TypeError naming `billingPeriod.unit` or `billingPeriod.value` when they are not usable.
 */
export function subscriptionText(plan: SubscriptionPlan, { t }: I18n): string {
  const { value = 1, unit: given } = plan.billingPeriod ?? {}
  const unit = String(given).toLowerCase() as BillingUnit
  if (!BILLING_UNITS.includes(unit)) {
    throw new TypeError('subscriptionText: billingPeriod.unit must be week, month or year')
  }
  if (!(Number.isInteger(value) && value > 0)) {
    throw new TypeError('subscriptionText: billingPeriod.value must be a positive integer')
  }
  const renewal = t('subscription.renewal', { unit, n: value })
  const p = plan.numBillingCycles ?? 0
  if (p <= 0) return renewal
  return t('subscription.renewalWithPayments', { renewal, payments: t('subscription.payments', { p }) })
}
