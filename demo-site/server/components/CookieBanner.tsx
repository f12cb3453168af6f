/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import type { DemoPage } from '../page.ts'
import { Section } from './Section.tsx'

/** The bakery's banner text (CONTRACT.md section 2, `cookieSettings.cookieBannerText`): HTML the island sanitises. */
export const BAKERY_BANNER_TEXT =
  '<p>Harbour Street Bakery uses cookies to count visits and to remember your basket. Read our <a href="/accordion">questions and answers</a>.</p>'

/** One of the demo's controls: `settings` re-mounts the banner with new settings (the update event). */
export interface BannerControl {
  label: string
  /** @default 'settings' */
  action?: 'settings' | 'force' | 'unforce'
  settings?: Record<string, unknown>
}

/** A row of the demo's banner controls, which `/demo/cookie-banner.js` wires to the banner's events. */
export function BannerControls({ controls }: { controls: readonly BannerControl[] }) {
  return (
    <p class="banner-controls">
      {controls.map(({ label, action = 'settings', settings }, index) => (
        <>
          {/* A space between the buttons, as between inline elements of a hand-written page. */}
          {index > 0 ? ' ' : null}
          <button
            type="button"
            class="button"
            data-banner={action}
            data-settings={settings === undefined ? undefined : JSON.stringify(settings)}
          >
            {label}
          </button>
        </>
      ))}
    </p>
  )
}

/** The choice the banner stored, and the ways to show it again or forget it. */
export function BannerChoice() {
  return (
    <Section id="choice" heading="Your choice" class="banner-choice">
      <p>
        Stored choice:{' '}
        <output data-part="choice" aria-live="polite">
          none yet
        </output>
      </p>
      <p class="banner-controls">
        <button type="button" class="button" data-banner="show">
          Show the banner
        </button>{' '}
        <button type="button" class="button" data-banner="forget">
          Forget my choice and reload
        </button>{' '}
        <a href="/inbox">What the server received</a>
      </p>
    </Section>
  )
}

export interface CookieBannerPageProps extends Omit<DemoPage, 'main' | 'context' | 'stylesheets' | 'scripts'> {
  /** The page's `cookieSettings`, after `isCookieBannerEnabled: true`. */
  settings: Record<string, unknown>
  /** The sections before the choice. */
  main: () => Child
}

/**
 * A cookie banner demo page: the banner's settings in the page context, the page's own sections,
 * then the stored choice; every variant is this page with other settings.
 */
export function cookieBannerPage({ settings, main, ...page }: CookieBannerPageProps): DemoPage {
  return {
    ...page,
    stylesheets: ['/demo/cookie-banner.css'],
    scripts: ['/demo/cookie-banner.js'],
    context: { cookieSettings: { isCookieBannerEnabled: true, ...settings } },
    main: () => (
      <>
        {main()}
        <BannerChoice />
      </>
    ),
  }
}
