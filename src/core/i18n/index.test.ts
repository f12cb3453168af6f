// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setPageContext } from '../../../test/page-context.ts'
import { compileDictionaries } from './validate.ts'
import type { MessageId } from './message-id.ts'

import messages from 'virtual:atoll-messages'
import type { CompiledMessages } from './validate.ts'

type I18n = typeof import('./index.ts')
type Part = () => Promise<{ default: CompiledMessages }>

const NNBSP = '\u202f' // French groups digits with a narrow no-break space

/** A fresh copy of the module: no message loaded yet. */
async function freshI18n(): Promise<I18n> {
  vi.resetModules()
  return import('./index.ts')
}

/** A module's part: these ids of a locale's whole dictionary, as the build would emit it. */
function part(locale: string, ids: string[]): Part {
  return async () => {
    const whole = (await messages[locale]!()).default
    return { default: Object.fromEntries(ids.map((id) => [id, whole[id]!])) }
  }
}

beforeEach(() => {
  setPageContext()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('loading', () => {
  it('loads a part only when asked, once, and t has its text only after', async () => {
    const loadEnglish = vi.fn(messages['en-US']!)
    const loadFrench = vi.fn(messages['fr-FR']!)
    const { loadMessages, t } = await freshI18n()

    expect(t('forms.submitting')).toBe('forms.submitting')
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[atoll:i18n\] .*Missing message: "forms.submitting"/),
    )
    const parts = { 'en-US': loadEnglish, 'fr-FR': loadFrench }
    const first = loadMessages(parts, 'en-US')
    const second = loadMessages(parts, 'en-US')
    expect(t('forms.submitting')).toBe('forms.submitting')
    await Promise.all([first, second])

    expect(t('forms.submitting')).toBe('Submitting…')
    expect(loadEnglish).toHaveBeenCalledTimes(1)
    expect(loadFrench).not.toHaveBeenCalled()
  })

  it('lets each caller waiting on the same part go on in a task of its own', async () => {
    const { loadMessages } = await freshI18n()
    const parts = { 'en-US': part('en-US', ['blocks.announcementClose']) }
    // A mutation observer hears at the end of a task's microtasks: heard between the two callers,
    // they went on in two tasks; heard after both, in one.
    const heard: string[] = []
    new MutationObserver(() => heard.push('task ended')).observe(document.head, { childList: true })
    await Promise.all([
      loadMessages(parts, 'en-US').then(() => {
        heard.push('first')
        document.head.append(document.createElement('meta'))
      }),
      loadMessages(parts, 'en-US').then(() => heard.push('second')),
    ])
    expect(heard).toEqual(['first', 'task ended', 'second'])
  })

  it("gives t every module's ids once each module's part is loaded, each part fetched once", async () => {
    const { loadMessages, t } = await freshI18n()
    const infoBar = { 'en-US': vi.fn(part('en-US', ['pages.infoBar'])) }
    const announcement = { 'en-US': vi.fn(part('en-US', ['blocks.announcementClose'])) }

    await Promise.all([loadMessages(infoBar, 'en-US'), loadMessages(announcement, 'en-US')])
    expect(t('pages.infoBar')).toBe('Contact information')
    expect(t('blocks.announcementClose')).toBe('Close announcement')
    // An id of no loaded part is not there.
    expect(t('forms.submitting')).toBe('forms.submitting')

    await loadMessages(infoBar, 'en-US')
    expect(infoBar['en-US']).toHaveBeenCalledTimes(1)
    expect(announcement['en-US']).toHaveBeenCalledTimes(1)
  })

  it('switches back to a locale already loaded without fetching it again', async () => {
    const loadFrench = vi.fn(messages['fr-FR']!)
    const parts = { 'en-US': messages['en-US'], 'fr-FR': loadFrench }
    const { loadMessages, t } = await freshI18n()

    await loadMessages(parts, 'fr-FR')
    await loadMessages(parts, 'en-US')
    expect(t('consent.accept')).toBe('Accept')
    await loadMessages(parts, 'fr-FR')
    expect(t('consent.accept')).toBe('Accepter')
    expect(loadFrench).toHaveBeenCalledTimes(1)
  })

  it('ships messages as compiled ASTs, which the parser-less build can format', async () => {
    const french = (await import('virtual:atoll-dictionary/fr-FR')).default
    expect(Object.keys(french).length).toBeGreaterThan(100)
    expect(Object.values(french).every(Array.isArray)).toBe(true)
    expect(french['consent.accept']).toEqual([{ type: 0, value: 'Accepter' }])
  })

  it('uses the page context locale by default', async () => {
    setPageContext({ locale: 'fr-FR' })
    const { loadMessages, t } = await freshI18n()
    await loadMessages(messages)
    expect(t('consent.decline')).toBe('Refuser')
  })

  it('uses en-US without a context, or with a malformed one or an invalid locale', async () => {
    let i18n = await freshI18n()
    await i18n.loadMessages(messages)
    expect(i18n.t('consent.decline')).toBe('Decline')

    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const context of ['{"locale":', '{"locale":"en_US"}', '{"locale":7}']) {
      setPageContext(context)
      i18n = await freshI18n()
      await i18n.loadMessages(messages)
      expect(i18n.t('consent.decline')).toBe('Decline')
    }
  })

  it('falls back to en-US for an unknown locale, and to fr-FR for another French one', async () => {
    let i18n = await freshI18n()
    await i18n.loadMessages(messages, 'de-DE')
    expect(i18n.t('logout.title')).toBe('Logout Successful')

    i18n = await freshI18n()
    await i18n.loadMessages(messages, 'fr-CA')
    expect(i18n.t('logout.title')).toBe('Déconnexion réussie')
    // Numbers follow the page's own region.
    expect(i18n.formatNumber(1234.5)).toBe(`1${'\u00a0'}234,5`)
  })

  it('matches locales by tag, then by language, else en-US', async () => {
    const { matchLocale } = await freshI18n()
    const available = ['en-US', 'fr-FR']
    expect(matchLocale('fr-fr', available)).toBe('fr-FR')
    expect(matchLocale('fr', available)).toBe('fr-FR')
    expect(matchLocale('fr_BE', available)).toBe('fr-FR')
    expect(matchLocale('en-GB', available)).toBe('en-US')
    expect(matchLocale('ja-JP', available)).toBe('en-US')
    expect(matchLocale('', available)).toBe('en-US')
  })

  it('falls back to the en-US message for an id a partial locale lacks', async () => {
    const { messages: compiled } = compileDictionaries(
      [
        {
          locale: 'en-US',
          family: 'shop',
          path: 'en-US/shop.json',
          messages: { 'shop.add': 'Add', 'shop.buy': 'Buy now' },
        },
        { locale: 'fr-FR', family: 'shop', path: 'fr-FR/shop.json', messages: { 'shop.add': 'Ajouter' } },
      ],
      { partialLocales: ['fr-FR'] },
    )
    const { loadMessages, t } = await freshI18n()
    await loadMessages(
      {
        'en-US': async () => ({ default: compiled['en-US'] ?? {} }),
        'fr-FR': async () => ({ default: compiled['fr-FR'] ?? {} }),
      },
      'fr-FR',
    )
    // A made-up dictionary: its ids are none of the real ones.
    expect(t('shop.add' as MessageId)).toBe('Ajouter')
    expect(t('shop.buy' as MessageId)).toBe('Buy now')
  })

  it('falls back to en-US when a part fails, and tries again on the next call', async () => {
    const loadFrench = vi
      .fn<Part>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(messages['fr-FR']!)
    const parts = { 'en-US': messages['en-US'], 'fr-FR': loadFrench }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { loadMessages, t } = await freshI18n()

    await expect(loadMessages(parts, 'fr-FR')).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith('[atoll:i18n] The fr-FR dictionary did not load', expect.any(TypeError))
    expect(t('consent.accept')).toBe('Accept')

    await loadMessages(parts, 'fr-FR')
    expect(loadFrench).toHaveBeenCalledTimes(2)
    expect(t('consent.accept')).toBe('Accepter')
  })
})

describe('plurals', () => {
  it('formats en-US plural messages', async () => {
    const { loadMessages, t } = await freshI18n()
    await loadMessages(messages, 'en-US')
    expect(t('subscription.payments', { p: 1 })).toBe('for 1 payment')
    expect(t('subscription.payments', { p: 12 })).toBe('for 12 payments')
    expect(t('subscription.renewal', { unit: 'week', n: 1 })).toBe('renews every week')
    expect(t('subscription.renewal', { unit: 'month', n: 3 })).toBe('every 3 months')
    expect(t('subscription.renewal', { unit: 'year', n: 1 })).toBe('renews every year')
    expect(t('cart.itemCount', { count: 0 })).toBe('No items in cart')
    expect(t('cart.itemCount', { count: 1 })).toBe('1 item in cart')
    expect(t('cart.itemCount', { count: 1200 })).toBe('1,200 items in cart')
  })

  it('formats fr-FR plural messages with French categories (0 is singular, millions take "de")', async () => {
    const { loadMessages, t } = await freshI18n()
    await loadMessages(messages, 'fr-FR')
    expect(t('subscription.payments', { p: 0 })).toBe('pour 0 paiement')
    expect(t('subscription.payments', { p: 1 })).toBe('pour 1 paiement')
    expect(t('subscription.payments', { p: 12 })).toBe('pour 12 paiements')
    expect(t('subscription.payments', { p: 1_000_000 })).toBe(`pour 1${NNBSP}000${NNBSP}000 de paiements`)
    expect(t('subscription.renewal', { unit: 'week', n: 1 })).toBe('se renouvelle chaque semaine')
    expect(t('subscription.renewal', { unit: 'week', n: 2 })).toBe('toutes les 2 semaines')
    expect(t('subscription.renewal', { unit: 'month', n: 3 })).toBe('tous les 3 mois')
  })

  it('composes the renewal and the payment count in one message', async () => {
    const { loadMessages, t } = await freshI18n()
    await loadMessages(messages, 'en-US')
    const renewal = t('subscription.renewal', { unit: 'month', n: 1 })
    const payments = t('subscription.payments', { p: 6 })
    expect(t('subscription.renewalWithPayments', { renewal, payments })).toBe('renews every month for 6 payments')
  })
})

describe('numbers and dates', () => {
  it('format in the loaded locale', async () => {
    const { loadMessages, formatNumber, formatDate } = await freshI18n()
    expect(formatNumber(1234.5)).toBe('1,234.5')
    await loadMessages(messages, 'fr-FR')
    expect(formatNumber(1234.5)).toBe(`1${NNBSP}234,5`)
    expect(formatDate(Date.UTC(2024, 0, 15), { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 janvier 2024')
  })
})
