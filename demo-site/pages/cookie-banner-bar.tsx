/** @jsxImportSource hono/jsx */
import { BAKERY_BANNER_TEXT, BannerControls, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

const position = (label: string, cookieBannerPosition: string) => ({ label, settings: { cookieBannerPosition } })

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: bars',
    description: 'A bar across the top or the bottom of the window, and where other positions fall back to.',
    settings: {
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerText: BAKERY_BANNER_TEXT,
    },
    heading: 'Cookie banner as a bar',
    intro: (
      <>
        <p>
          A bar spans the width of the window. TOP and the top popup positions put it at the top; anything else at the
          bottom (spec: bar position falls back to BOTTOM).
        </p>
        <p>
          The bar is a region named Cookie consent, first in the page so the keyboard reaches it first. Accept and
          Decline are the same kind of button.
        </p>
      </>
    ),
    main: () => (
      <Section
        id="position"
        heading="Positions"
        note="Each button re-mounts the banner with the update event and shows it."
      >
        <BannerControls
          controls={[
            position('TOP', 'TOP'),
            position('BOTTOM', 'BOTTOM'),
            position('TOP_RIGHT (top)', 'TOP_RIGHT'),
            position('BOTTOM_LEFT (bottom)', 'BOTTOM_LEFT'),
            position('other (bottom)', 'other'),
          ]}
        />
      </Section>
    ),
  }),
)
