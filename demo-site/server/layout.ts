import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/** The page context of the demo website (CONTRACT.md section 2); pages add their own fields. */
export const DEMO_CONTEXT = {
  website: { id: 'demo-site', identifier: 'atoll-demo', baseUrl: 'http://127.0.0.1' },
  pageType: 2,
  locale: 'en-US',
} as const

/**
 * The demo store's settings (CONTRACT.md section 2, `websiteSettings.storeSettings`), on the pages
 * that show its products: a US store, measured in imperial units, so weights read in lbs and sizes
 * in inches (spec: "Weight unit is lbs with imperial measures, else kg").
 */
export const DEMO_STORE_SETTINGS = { currency: 'USD', measurementStandard: 1 } as const

/**
 * The demo website's page extras (CONTRACT.md section 9) as its site settings hold them: the web
 * fonts, the Pinterest overlay and the mobile information bar. They are site-wide settings on a real
 * site; here the pages that show them take these fields (`/page-extras` and the kitchen sink), so
 * that the other pages, and the tests that load them, make no request to a font host and keep their
 * small-screen layout without a bar.
 */
export const SITE_EXTRAS = {
  googleFonts: ['Fraunces', 'Inter'],
  websiteSettings: {
    pinterestOverlayOptions: { mode: 'auto' },
    mobileInfoBarSettings: {
      style: 'light',
      isContactEmailEnabled: true,
      isContactPhoneNumberEnabled: true,
      isLocationEnabled: true,
      isBusinessHoursEnabled: true,
      contactEmail: 'hello@harbour-street.example',
      contactPhoneNumber: '+47 22 33 44 55',
      location: { addressTitle: 'Harbour Street Bakery', addressLine1: '12 Harbour Street', addressCountry: 'Norway' },
      businessHours: 'Mon–Fri 7–18, Sat 8–14',
    },
  },
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
