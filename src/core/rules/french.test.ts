import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, PAGE_I18N, t } from '../i18n/index.ts'
import { emailError } from './email.ts'
import { LIKERT_VALUES, likertLabel, summaryValue, workflowLabel } from './labels.ts'
import { priceLabel, priceText } from './price.ts'
import { subscriptionText } from './subscription.ts'
import messages from 'virtual:atoll-messages'

// The page locale is loaded once per page, so French has a file of its own.
beforeAll(() => loadMessages(messages, 'fr-FR'))

describe('rules on a French page', () => {
  it('name the likert answers', () => {
    expect(LIKERT_VALUES.map((value) => likertLabel(value, PAGE_I18N))).toEqual([
      'Pas du tout d’accord',
      'Pas d’accord',
      'Neutre',
      'D’accord',
      'Tout à fait d’accord',
    ])
  })

  it('show empty summaries and workflow labels', () => {
    expect(summaryValue('')).toBe('Non renseigné')
    expect(['published', 'scheduled', 'draft', 'deleted'].map(workflowLabel)).toEqual([
      'Disponible',
      'Programmé',
      'Masqué',
      'Non pris en charge',
    ])
  })

  it('show price phrases', () => {
    const varied = {
      productType: 1,
      variants: [
        { price: 1000, qtyInStock: 0 },
        { price: 1500, qtyInStock: 0 },
      ],
    }
    expect(priceText(varied, PAGE_I18N, 'EUR')).toBe('à partir de €10.00')
    expect(priceLabel(varied, PAGE_I18N)).toBe('Épuisé')
    expect(priceLabel({ productType: 2, priceCents: 900, salePriceCents: 500, onSale: true }, PAGE_I18N)).toBe('Promo')
  })

  it('describe subscriptions', () => {
    expect(subscriptionText({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 }, PAGE_I18N)).toBe(
      'se renouvelle chaque mois pour 12 paiements',
    )
    expect(subscriptionText({ billingPeriod: { value: 2, unit: 'year' } }, PAGE_I18N)).toBe('tous les 2 ans')
  })

  it('explain an invalid email', () => {
    const error = emailError('bob', { required: true })!
    expect(t(error.id, error.values)).toBe(
      'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format name@example.com.',
    )
  })
})
