import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/** The page context of the demo website (CONTRACT.md section 2); pages add their own fields. */
export const DEMO_CONTEXT = {
  website: { id: 'demo-site', identifier: 'atoll-demo', baseUrl: 'http://127.0.0.1' },
  pageType: 2,
  locale: 'en-US',
} as const

export interface DocumentOptions {
  title: string
  body: Html
  /** When set, the page loads the runtime with this context, as a published page would. */
  context?: Record<string, unknown>
}

/**
 * A whole HTML document for the pages the server writes itself (inbox, not found, errors). Every
 * interpolated value is escaped by `html`.
 */
export function htmlDocument({ title, body, context }: DocumentOptions): Html {
  const runtime =
    context === undefined
      ? ''
      : html`<script type="application/json" id="atoll-context">${raw(jsonForScript(context))}</script>
    <script type="module" src="/atoll/atoll.js"></script>`
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/demo.css">
  </head>
  <body>
    ${body}
    ${runtime}
  </body>
</html>
`
}

/** JSON that cannot close the script element it sits in. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
