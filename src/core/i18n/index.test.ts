// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileDictionaries } from './validate.ts'
import type { MessageId } from './message-id.ts'

type I18n = typeof import('./index.ts')
type Dictionaries = typeof import('virtual:atoll-dictionaries').default

const NNBSP = '\u202f' // French groups digits with a narrow no-break space

/** A fresh copy of the module: no dictionary loaded yet. */
async function freshI18n(): Promise<I18n> {
  vi.resetModules()
  return import('./index.ts')
}

/** Replaces the dictionary index, as the plugin would build it from these loaders. */
function mockDictionaries(loaders: Dictionaries) {
  vi.doMock('virtual:atoll-dictionaries', () => ({ default: loaders, families: {} }))
}

beforeEach(() => {
  document.head.innerHTML = ''
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.doUnmock('virtual:atoll-dictionaries')
})

describe('loading', () => {
  it('loads a dictionary only when asked, once, and t has its text only after', async () => {
    vi.resetModules()
    const real = (await import('virtual:atoll-dictionaries')).default
    const loadEnglish = vi.fn(real['en-US'])
    const loadFrench = vi.fn(real['fr-FR'])
    mockDictionaries({ 'en-US': loadEnglish, 'fr-FR': loadFrench })
    const { loadMessages, t } = await import('./index.ts')

    expect(t('forms.submitting')).toBe('forms.submitting')
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[atoll:i18n\] .*Missing message: "forms.submitting"/),
    )
    expect(loadEnglish).not.toHaveBeenCalled()

    const first = loadMessages('en-US')
    const second = loadMessages('en-US')
    expect(t('forms.submitting')).toBe('forms.submitting')
    await Promise.all([first, second])

    expect(t('forms.submitting')).toBe('Submitting…')
    expect(loadEnglish).toHaveBeenCalledTimes(1)
    expect(loadFrench).not.toHaveBeenCalled()
  })

  it('loads only the families asked for, each once, and the whole dictionary serves every family after', async () => {
    vi.resetModules()
    const real = (await import('virtual:atoll-dictionaries')) as typeof import('virtual:atoll-dictionaries')
    const loadWhole = vi.fn(real.default['en-US'])
    const loadPages = vi.fn(real.families['en-US']!.pages)
    const loadBlocks = vi.fn(real.families['en-US']!.blocks)
    const loadCommon = vi.fn(real.families['en-US']!.common)
    vi.doMock('virtual:atoll-dictionaries', () => ({
      default: { 'en-US': loadWhole },
      families: { 'en-US': { pages: loadPages, blocks: loadBlocks, common: loadCommon } },
    }))
    const { loadMessages, t } = await import('./index.ts')

    await Promise.all([loadMessages('en-US', ['pages']), loadMessages('en-US', ['pages', 'blocks'])])
    expect(t('pages.infoBar')).toBe('Contact information')
    expect(t('blocks.announcementClose')).toBe('Close announcement')
    expect(loadPages).toHaveBeenCalledTimes(1)
    expect(loadBlocks).toHaveBeenCalledTimes(1)
    expect(loadWhole).not.toHaveBeenCalled()
    // A family not asked for is not there.
    expect(t('forms.submitting')).toBe('forms.submitting')

    await loadMessages('en-US')
    expect(t('forms.submitting')).toBe('Submitting…')
    // Asked by family once the whole is there, nothing more is fetched.
    await loadMessages('en-US', ['common'])
    expect(loadWhole).toHaveBeenCalledTimes(1)
    expect(loadCommon).not.toHaveBeenCalled()
    expect(t('pages.infoBar')).toBe('Contact information')
  })

  it('switches back to a locale already loaded without fetching it again', async () => {
    vi.resetModules()
    const real = (await import('virtual:atoll-dictionaries')).default
    const loadFrench = vi.fn(real['fr-FR'])
    mockDictionaries({ 'en-US': real['en-US'], 'fr-FR': loadFrench })
    const { loadMessages, t } = await import('./index.ts')

    await loadMessages('fr-FR')
    await loadMessages('en-US')
    expect(t('consent.accept')).toBe('Accept')
    await loadMessages('fr-FR')
    expect(t('consent.accept')).toBe('Accepter')
    expect(loadFrench).toHaveBeenCalledTimes(1)
  })

  it('ships messages as compiled ASTs, which the parser-less build can format', async () => {
    const messages = (await import('virtual:atoll-dictionary/fr-FR')).default
    expect(Object.keys(messages).length).toBeGreaterThan(100)
    expect(Object.values(messages).every(Array.isArray)).toBe(true)
    expect(messages['consent.accept']).toEqual([{ type: 0, value: 'Accepter' }])
  })

  it('uses the page context locale by default', async () => {
    document.head.innerHTML = '<script type="application/json" id="atoll-context">{"locale":"fr-FR"}</script>'
    const { loadMessages, t } = await freshI18n()
    await loadMessages()
    expect(t('consent.decline')).toBe('Refuser')
  })

  it('uses en-US without a context, or with a malformed one', async () => {
    let i18n = await freshI18n()
    await i18n.loadMessages()
    expect(i18n.t('consent.decline')).toBe('Decline')

    document.head.innerHTML = '<script type="application/json" id="atoll-context">{"locale":</script>'
    i18n = await freshI18n()
    await i18n.loadMessages()
    expect(i18n.t('consent.decline')).toBe('Decline')
  })

  it('falls back to en-US for an unknown locale, and to fr-FR for another French one', async () => {
    let i18n = await freshI18n()
    await i18n.loadMessages('de-DE')
    expect(i18n.t('logout.title')).toBe('Logout Successful')

    i18n = await freshI18n()
    await i18n.loadMessages('fr-CA')
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
    const { messages } = compileDictionaries(
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
    mockDictionaries({
      'en-US': async () => ({ default: messages['en-US'] ?? {} }),
      'fr-FR': async () => ({ default: messages['fr-FR'] ?? {} }),
    })
    const { loadMessages, t } = await freshI18n()
    await loadMessages('fr-FR')
    // A made-up dictionary: its ids are none of the real ones.
    expect(t('shop.add' as MessageId)).toBe('Ajouter')
    expect(t('shop.buy' as MessageId)).toBe('Buy now')
  })

  it('falls back to en-US when a dictionary chunk fails, and tries again on the next call', async () => {
    vi.resetModules()
    const real = (await import('virtual:atoll-dictionaries')).default
    const loadFrench = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(real['fr-FR'] ?? vi.fn())
    mockDictionaries({ 'en-US': real['en-US'], 'fr-FR': loadFrench })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { loadMessages, t } = await import('./index.ts')

    await expect(loadMessages('fr-FR')).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith('[atoll:i18n] The fr-FR dictionary did not load', expect.any(TypeError))
    expect(t('consent.accept')).toBe('Accept')

    await loadMessages('fr-FR')
    expect(loadFrench).toHaveBeenCalledTimes(2)
    expect(t('consent.accept')).toBe('Accepter')
  })
})

describe('plurals', () => {
  it('formats en-US plural messages', async () => {
    const { loadMessages, t } = await freshI18n()
    await loadMessages('en-US')
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
    await loadMessages('fr-FR')
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
    await loadMessages('en-US')
    const renewal = t('subscription.renewal', { unit: 'month', n: 1 })
    const payments = t('subscription.payments', { p: 6 })
    expect(t('subscription.renewalWithPayments', { renewal, payments })).toBe('renews every month for 6 payments')
  })
})

describe('numbers and dates', () => {
  it('format in the loaded locale', async () => {
    const { loadMessages, formatNumber, formatDate } = await freshI18n()
    expect(formatNumber(1234.5)).toBe('1,234.5')
    await loadMessages('fr-FR')
    expect(formatNumber(1234.5)).toBe(`1${NNBSP}234,5`)
    expect(formatDate(Date.UTC(2024, 0, 15), { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 janvier 2024')
  })
})
