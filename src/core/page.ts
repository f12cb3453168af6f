/**
 * The page context, as the loader parsed and checked it once from `#atoll-context`: the loader hands
 * it on as `window.Atoll.page`, the very object islands and features get as `context.page`. The
 * core's readers of the context (the store currency, the API origin, and the messages' locale, which
 * reads the same hand-off in its own chunk) read it here and never the script: a template's mistake
 * is reported once, by the loader, and every part of the page sees the same values. The core cannot
 * import the loader (a chunk of its own), and the loader imports the core only lazily, so
 * `window.Atoll` is the hand-off between the two.
 */
import type { PageContext } from '../contract.ts'

/**
 * The page context the loader read (its defaults applied), or undefined without the loader (a server
 * render, a test that runs none), where each reader takes its own default.
 * @example pageContext()?.websiteSettings?.storeSettings?.currency // 'EUR'
 */
export const pageContext = (): Readonly<PageContext> | undefined => globalThis.window?.Atoll?.page
