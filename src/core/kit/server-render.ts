/**
 * What the islands' server parts (`atoll/server`) share: the page they render for, their messages
 * loaded one render at a time, and the renderer they render with.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'preact-render-to-string'
import type { ServerPage } from '../../contract.ts'
import { DEFAULT_CURRENCY } from '../money/index.ts'
import { loadMessages, type MessageParts } from '../i18n/index.ts'
import { RENDERED_ATTRIBUTE, renderedKey } from './server-rendered.ts'

const none = () => {}
// `t` reads the locale loaded last: renders run one at a time, each with its own locale loaded.
let queue: Promise<unknown> = Promise.resolve()

/** Runs `work` with `parts` loaded in `locale`, after every render asked for before it. */
export function withLocale<T>(parts: MessageParts, locale: string, work: () => T): Promise<T> {
  const run = queue.then(async () => {
    await loadMessages(parts, locale)
    return work()
  })
  queue = run.catch(none)
  return run
}

/**
 * An island's view as HTML in `locale`, inside the element its island recognises, keyed by what
 * shaped it (core/kit/server-rendered.ts). The server renders on Preact whatever the browser
 * flavour: under React's types the element is React's, which preact-render-to-string reads all the same.
 */
export const renderIsland = <P>(
  parts: MessageParts,
  { locale, inputs }: { locale: string; inputs: unknown },
  view: () => ReactElement<P>,
): Promise<string> =>
  withLocale(parts, locale, () => {
    const html = renderToString(view() as unknown as Parameters<typeof renderToString>[0])
    return `<div ${RENDERED_ATTRIBUTE}="${renderedKey(inputs)}">${html}</div>`
  })

/** The store's currency a page's render shows money in: its context's, else USD (as `pageCurrency` in the browser). */
export const serverCurrency = (page: ServerPage): string =>
  page.websiteSettings?.storeSettings?.currency || DEFAULT_CURRENCY
