/**
 * What the islands' server parts (`atoll/server`) share: the page they render for, their messages
 * in the render's own locale, and the renderer they render with.
 */
import { createElement, type ReactElement } from 'react'
// react-dom's server renderer in the React flavour; preact-render-to-string in the Preact one, where
// the build aliases this import to it as it aliases react-dom to preact/compat (build/flavours.ts),
// so each flavour's islands hydrate HTML their own renderer wrote.
import { renderToString } from 'react-dom/server'
import type { ServerPage } from '../../contract.ts'
import { DEFAULT_CURRENCY } from '../money/index.ts'
import type { I18n, MessageParts } from '../i18n/index.ts'
import { translatorIn } from '../i18n/server.ts'
import { I18nContext } from './i18n-context.ts'
import { RENDERED_ATTRIBUTE, renderedKey } from './server-rendered.ts'

/**
 * Runs `work` with the translator of `parts` in `locale`, once its messages are loaded (each render
 * waits for its own only). The page's `t` is left as it is: `work` formats with the translator it is given.
 * @example withLocale(messages, 'fr-FR', ({ t }) => t('commerce.soldOut')) // resolves to 'Épuisé'
 */
export const withLocale = <T>(parts: MessageParts, locale: string, work: (i18n: I18n) => T): Promise<T> =>
  translatorIn(parts, locale).then(work)

/**
 * An island's view as HTML in `locale`, inside the element its island recognises, keyed by what
 * shaped it (core/kit/server-rendered.ts). The view's components read the render's translator from
 * `I18nContext` (`useI18n`), which the render provides. Rendered with the flavour's renderer:
 * React's string for React's `hydrateRoot`, Preact's for preact/compat's.
 */
export const renderIsland = <P>(
  parts: MessageParts,
  { locale, inputs }: { locale: string; inputs: unknown },
  view: () => ReactElement<P>,
): Promise<string> =>
  withLocale(parts, locale, (i18n) => {
    const html = renderToString(createElement(I18nContext.Provider, { value: i18n }, view()))
    return `<div ${RENDERED_ATTRIBUTE}="${renderedKey(inputs)}">${html}</div>`
  })

/** The store's currency a page's render shows money in: its context's, else USD (as `pageCurrency` in the browser). */
export const serverCurrency = (page: ServerPage): string =>
  page.websiteSettings?.storeSettings?.currency || DEFAULT_CURRENCY
