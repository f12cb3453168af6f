import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { formatNumber, loadMessages, type MessageParts, t } from '../i18n/index.ts'
import messages from 'virtual:atoll-messages'
import { renderIsland, withLocale } from './server-render.ts'

const NNBSP = '\u202f' // French groups digits with a narrow no-break space

/** A view that shows a message and a number in the render's locale. */
const Accept = () => createElement('p', null, `${t('consent.accept')} ${formatNumber(1234.5)}`)

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

  it('leave t in the page’s locale outside them', async () => {
    await loadMessages(messages, 'en-US')
    expect(await withLocale(messages, 'fr-FR', () => t('consent.accept'))).toBe('Accepter')
    expect(t('consent.accept')).toBe('Accept')
  })
})
