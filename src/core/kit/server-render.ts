/**
 * What the islands' server parts (`atoll/server`) share: the page they render for, their messages
 * in the render's own locale, and the renderer they render with.
 */
import type { ReactElement } from 'react'
// react-dom's server renderer in the React flavour; preact-render-to-string in the Preact one, where
// the build aliases this import to it as it aliases react-dom to preact/compat (build/flavours.ts),
// so each flavour's islands hydrate HTML their own renderer wrote.
import { renderToString } from 'react-dom/server'
import type { ServerPage } from '../../contract.ts'
import { DEFAULT_CURRENCY } from '../money/index.ts'
import type { MessageParts } from '../i18n/index.ts'
import { inLocale, messagesIn } from '../i18n/server.ts'
import { RENDERED_ATTRIBUTE, renderedKey } from './server-rendered.ts'

/**
 * Runs `work` with `parts` loaded in `locale`: `t` gives that locale's text within it, whatever other
 * renders run meanwhile (each waits for its own messages only, then runs `work` at once, synchronously).
 */
export const withLocale = <T>(parts: MessageParts, locale: string, work: () => T): Promise<T> =>
  messagesIn(parts, locale).then((messages) => inLocale(messages, work))

/**
 * An island's view as HTML in `locale`, inside the element its island recognises, keyed by what
 * shaped it (core/kit/server-rendered.ts). Rendered with the flavour's renderer: React's string for
 * React's `hydrateRoot`, Preact's for preact/compat's.
 */
export const renderIsland = <P>(
  parts: MessageParts,
  { locale, inputs }: { locale: string; inputs: unknown },
  view: () => ReactElement<P>,
): Promise<string> =>
  withLocale(parts, locale, () => {
    const html = renderToString(view())
    return `<div ${RENDERED_ATTRIBUTE}="${renderedKey(inputs)}">${html}</div>`
  })

/** The store's currency a page's render shows money in: its context's, else USD (as `pageCurrency` in the browser). */
export const serverCurrency = (page: ServerPage): string =>
  page.websiteSettings?.storeSettings?.currency || DEFAULT_CURRENCY
