/** @jsxImportSource hono/jsx */
import { BAKERY_BANNER_TEXT, BannerControls, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: forced',
    description:
      'The force, unforce and update events, and Atoll.consent.show: a modal dialog that asks even after an answer.',
    settings: {
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_LEFT',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerText: BAKERY_BANNER_TEXT,
    },
    heading: 'Asking again: the forced banner',
    intro: (
      <p>
        atoll:cookie-banner-force shows the banner as a modal dialog even after you have answered: the page behind is
        inert, focus stays in the dialog, and the body gets the class atoll-cookie-banner-forced. Answering, or
        atoll:cookie-banner-unforce, ends it; unforce shows the banner again with its settings when no answer is on
        record.
      </p>
    ),
    main: () => (
      <Section id="events" heading="Events">
        <BannerControls
          controls={[
            { label: 'Force the banner', action: 'force' },
            {
              label: 'Unforce, as a bar at the top',
              action: 'unforce',
              settings: { cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' },
            },
            { label: 'Update: light theme', settings: { cookieBannerTheme: 'LIGHT' } },
          ]}
        />
      </Section>
    ),
  }),
)
