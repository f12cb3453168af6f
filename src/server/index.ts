/**
 * `atoll/server`: what a site's server (a Node template) renders of Atoll's islands, so the first
 * paint has them before any script (docs/server-rendering.md). Each island's server part lives beside
 * its island; this entry gathers them. Built to `dist-server/` by `npm run build`.
 */
export type { FormPost, ServerPage } from '../islands/form/server.ts'
export { FORM_STYLES, formIdOf, readFormPost, renderForm } from '../islands/form/server.ts'
