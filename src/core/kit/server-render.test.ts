import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { current } from '../i18n/dictionary.ts'
import { loadMessages, type MessageParts, t } from '../i18n/index.ts'
import { translatorIn } from '../i18n/server.ts'
import messages from 'virtual:atoll-messages'
import { I18nContext, useI18n } from './i18n-context.ts'
import { renderIsland, withLocale } from './server-render.ts'

const NNBSP = '\u202f' // French groups digits with a narrow no-break space

/** A view that shows a message and a number in the locale of what renders it. */
const Accept = () => {
  const { t, formatNumber } = useI18n()
  return createElement('p', null, `${t('consent.accept')} ${formatNumber(1234.5)}`)
}

describe('server renders in their locales', () => {
  // A queue would hold the English render for good: the test fails well before the run's own timeout.
  it('run at once: a render whose messages are loaded does not wait for another still loading its own', {
    timeout: 2000,
  }, async () => {
    let releaseFrench!: () => void
    const frenchHeld = new Promise<void>((resolve) => {
      releaseFrench = resolve
    })
    const parts: MessageParts = {
      'en-US': messages['en-US'],
      // The French part arrives only once the English render has drawn: renders that waited in one
      // queue would wait for each other for good.
      'fr-FR': () => frenchHeld.then(messages['fr-FR']!),
    }
    const french = renderIsland(parts, { locale: 'fr-FR', inputs: 'fr' }, () => createElement(Accept, null))
    const english = renderIsland(parts, { locale: 'en-US', inputs: 'en' }, () => {
      releaseFrench()
      return createElement(Accept, null)
    })
    expect(await english).toMatch(/<p>Accept 1,234\.5<\/p><\/div>$/)
    expect(await french).toMatch(new RegExp(`<p>Accepter 1${NNBSP}234,5</p></div>$`))
  })

  it("give their components the render's translator, and leave the page's messages as they are", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const seen: unknown[] = []
    /** What the page's own `t` and messages are while the French render draws. */
    const Page = () => {
      seen.push(current, t('consent.accept'))
      return null
    }
    const html = await renderIsland(messages, { locale: 'fr-FR', inputs: 'fr' }, () =>
      createElement('div', null, createElement(Accept, null), createElement(Page, null)),
    )
    expect(html).toMatch(new RegExp(`<p>Accepter 1${NNBSP}234,5</p>`))
    // The page's messages were never swapped for the render's, not even while it rendered.
    expect(seen).toEqual([page, 'Accept'])
    expect(current).toBe(page)
  })

  it('render two locales in one tree: each component reads the translator nearest it', async () => {
    await loadMessages(messages, 'en-US')
    const english = await translatorIn(messages, 'en-US')
    const html = await renderIsland(messages, { locale: 'fr-FR', inputs: 'both' }, () =>
      createElement(
        'div',
        null,
        createElement(Accept, null),
        createElement(I18nContext.Provider, { value: english }, createElement(Accept, null)),
      ),
    )
    expect(html).toContain(`<div><p>Accepter 1${NNBSP}234,5</p><p>Accept 1,234.5</p></div>`)
  })

  it("give the page's translator to a component no render provides one to (the browser)", async () => {
    await loadMessages(messages, 'fr-FR')
    try {
      const { renderToString } = await import('react-dom/server')
      expect(renderToString(createElement(Accept, null))).toBe(`<p>Accepter 1${NNBSP}234,5</p>`)
    } finally {
      await loadMessages(messages, 'en-US')
    }
  })

  it("hand work outside a render the locale's translator, and the page's t stays the page's", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const read = await withLocale(messages, 'fr-FR', (i18n) => [
      i18n.locale,
      i18n.t('consent.accept'),
      t('consent.accept'),
    ])
    expect(read).toEqual(['fr-FR', 'Accepter', 'Accept'])
    expect(current).toBe(page)
  })
})
