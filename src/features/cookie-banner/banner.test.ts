import { describe, expect, it } from 'vitest'
import enUS from '../../dictionaries/en-US/consent.json'
import { bannerOptions, barPosition, isCapablePage, isEmptyText, popupPosition } from './banner.ts'

const texts = { text: enUS['consent.text'], accept: enUS['consent.accept'], decline: enUS['consent.decline'] }

describe('cookie banner defaults', () => {
  it('fills every missing setting with the spec default', () => {
    expect(bannerOptions({}, texts)).toEqual({
      html: null,
      text: 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
      accept: 'Accept',
      decline: 'Decline',
      ctaVariant: 'ICON',
      theme: 'DARK',
      variant: 'BAR',
      position: 'BOTTOM',
      acceptType: 'OPT_IN',
    })
  })

  it('replaces invalid values with the defaults too', () => {
    const options = bannerOptions(
      {
        cookieBannerCtaVariant: 'LINK',
        cookieBannerTheme: 7,
        cookieBannerVariant: 'MODAL',
        cookieBannerAcceptType: 'ALWAYS',
        cookieBannerCtaText: '  ',
        cookieBannerOptOutCtaText: null,
      },
      texts,
    )
    expect(options).toEqual(
      expect.objectContaining({
        ctaVariant: 'ICON',
        theme: 'DARK',
        variant: 'BAR',
        acceptType: 'OPT_IN',
        accept: 'Accept',
        decline: 'Decline',
      }),
    )
  })

  it('keeps valid settings, and reads the visitor layer’s lower-case values', () => {
    const options = bannerOptions(
      {
        cookieBannerText: '<p>We bake <a href="/cookies">cookies</a>.</p>',
        cookieBannerCtaText: 'Fine',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerCtaVariant: 'button',
        cookieBannerTheme: 'LIGHT',
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      },
      texts,
    )
    expect(options).toEqual(
      expect.objectContaining({
        html: '<p>We bake <a href="/cookies">cookies</a>.</p>',
        accept: 'Fine',
        decline: 'No thanks',
        ctaVariant: 'BUTTON',
        theme: 'LIGHT',
        variant: 'POPUP',
        position: 'TOP_RIGHT',
        acceptType: 'OPT_IN_AND_OUT',
      }),
    )
  })

  it('counts an empty paragraph as no text', () => {
    for (const text of ['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<p> </p><p></p>', undefined, 42]) {
      expect(isEmptyText(text)).toBe(true)
      expect(bannerOptions({ cookieBannerText: text }, texts).html).toBeNull()
    }
    expect(isEmptyText('<p>Cookies.</p>')).toBe(false)
  })
})

describe('cookie banner positions', () => {
  it('puts a bar at the top for TOP and the top popup positions, else at the bottom', () => {
    expect(['TOP', 'TOP_LEFT', 'TOP_RIGHT', 'top'].map(barPosition)).toEqual(['TOP', 'TOP', 'TOP', 'TOP'])
    expect(['BOTTOM', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'other', '', undefined].map(barPosition)).toEqual(
      Array(6).fill('BOTTOM'),
    )
    expect(bannerOptions({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }, texts).position).toBe('TOP')
  })

  it('maps TOP to TOP_LEFT and BOTTOM to BOTTOM_LEFT for a popup, and anything else to BOTTOM_LEFT', () => {
    expect(
      ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'top', 'other', undefined].map(
        popupPosition,
      ),
    ).toEqual([
      'TOP_LEFT',
      'BOTTOM_LEFT',
      'TOP_LEFT',
      'TOP_RIGHT',
      'BOTTOM_LEFT',
      'BOTTOM_RIGHT',
      'TOP_LEFT',
      'BOTTOM_LEFT',
      'BOTTOM_LEFT',
    ])
    expect(bannerOptions({ cookieBannerVariant: 'POPUP' }, texts).position).toBe('BOTTOM_LEFT')
  })
})

describe('cookie-banner capable pages', () => {
  it('excludes a popup overlay page and previews', () => {
    expect([2, 1, 50, 100, 200, undefined].map((pageType) => isCapablePage({ locale: 'en-US', pageType }))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ])
    expect([104, 210, 301].map((pageType) => isCapablePage({ locale: 'en-US', pageType }))).toEqual([
      false,
      false,
      false,
    ])
  })
})

describe('isEmptyText against hostile values', () => {
  it('reads 50 KB of unclosed tags in well under 50 ms', () => {
    const started = performance.now()
    expect(isEmptyText('<'.repeat(50_000))).toBe(false)
    expect(performance.now() - started).toBeLessThan(50)
  })
})
