// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setPageContext } from '../../test/page-context.ts'
import { API_ORIGIN_ERROR } from '../core/data/client.ts'
import messages from 'virtual:atoll-messages'

/**
 * The page context is parsed once, by the entry, and the core reads that parse: the locale of the
 * messages, the store currency of money, the API origin of the data layer.
 */
const CONTEXT = {
  locale: 'fr-FR',
  pageType: 'two',
  analyticsDisabled: true,
  websiteSettings: { storeSettings: { currency: 'EUR' } },
  website: { apiOrigin: 'https://api.bakery.example' },
}

/** Runs the entry (`dist/atoll.js`) on a page whose context script holds `context`. */
async function runEntry(context: unknown) {
  vi.resetModules()
  document.head.innerHTML = `<script type="application/json" id="atoll-context">${JSON.stringify(context)}</script>`
  await import('./index.ts')
  const [i18n, money, data] = await Promise.all([
    import('../core/i18n/index.ts'),
    import('../core/money/index.ts'),
    import('../core/data/index.ts'),
  ])
  return { ...i18n, ...money, ...data }
}

afterEach(async () => {
  window.Atoll?.destroy()
  await window.Atoll?.ready
  setPageContext()
  document.head.innerHTML = ''
})

describe("the page context's one parse", () => {
  it('reports a field of the wrong type once, and the core reads the locale, currency and API origin the entry read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const core = await runEntry(CONTEXT)
    expect(error.mock.calls).toEqual([['[atoll] #atoll-context: wrong type, default used: pageType']])
    expect(window.Atoll!.page).toEqual({ ...CONTEXT, pageType: undefined })
    expect('pageType' in window.Atoll!.page).toBe(false)

    const parse = vi.spyOn(JSON, 'parse')
    await core.loadMessages(messages)
    expect(core.t('consent.decline')).toBe('Refuser')
    expect(core.formatMoney(123450)).toBe('€1,234.50')
    expect(await window.Atoll!.format.money(250)).toBe('€2.50')
    expect(core.apiUrl('/api/commerce/cart')).toBe('https://api.bakery.example/api/commerce/cart')
    expect(parse).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('is not read again: a script changed after the entry ran changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const core = await runEntry(CONTEXT)
    document.getElementById('atoll-context')!.textContent = JSON.stringify({
      locale: 'en-US',
      websiteSettings: { storeSettings: { currency: 'GBP' } },
      website: {},
    })
    expect(core.formatMoney(100)).toBe('€1.00')
    expect(core.apiUrl('/api/commerce/cart')).toBe('https://api.bakery.example/api/commerce/cart')
    await core.loadMessages(messages)
    expect(core.t('consent.decline')).toBe('Refuser')
  })

  it('an API origin that is not one is reported once, however many calls read it, and calls stay on the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const core = await runEntry({ website: { apiOrigin: 'https://api.bakery.example/v1' } })
    expect(core.apiUrl('/api/a')).toBe(`${location.origin}/api/a`)
    expect(core.apiUrl('/api/b')).toBe(`${location.origin}/api/b`)
    expect(error.mock.calls).toEqual([[API_ORIGIN_ERROR, '"https://api.bakery.example/v1"']])
  })
})

describe('Atoll.destroy() before the first paint', () => {
  it('keeps the runtime from starting when the paint comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<div data-block="accordion" id="faq"></div>'
    await runEntry({})
    window.Atoll!.destroy()
    // The paint (here the second's cap) comes after the destroy: nothing is mounted, nothing loaded.
    await window.Atoll!.ready
    expect(document.getElementById('faq')!.dataset.islandState).toBeUndefined()
    expect(document.body.innerHTML).toBe('<div data-block="accordion" id="faq"></div>')
  })
})
