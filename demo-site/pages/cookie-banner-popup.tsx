/** @jsxImportSource hono/jsx */
import { BAKERY_BANNER_TEXT, BannerControls, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

const corner = (label: string, cookieBannerPosition: string) => ({ label, settings: { cookieBannerPosition } })

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: popups',
    description: 'A popup card in each corner, with TOP, BOTTOM and unknown positions mapped as the spec says.',
    settings: {
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerText: BAKERY_BANNER_TEXT,
    },
    heading: 'Cookie banner as a popup',
    intro: (
      <p>
        A popup is a card in a corner of the window. TOP maps to TOP_LEFT, BOTTOM to BOTTOM_LEFT, and anything else
        falls back to BOTTOM_LEFT.
      </p>
    ),
    main: () => (
      <Section
        id="corner"
        heading="Corners"
        note="Each button re-mounts the banner with the update event and shows it."
      >
        <BannerControls
          controls={[
            corner('TOP_LEFT', 'TOP_LEFT'),
            corner('TOP_RIGHT', 'TOP_RIGHT'),
            corner('BOTTOM_LEFT', 'BOTTOM_LEFT'),
            corner('BOTTOM_RIGHT', 'BOTTOM_RIGHT'),
            corner('TOP (top left)', 'TOP'),
            corner('BOTTOM (bottom left)', 'BOTTOM'),
            corner('unknown (bottom left)', 'MIDDLE'),
          ]}
        />
      </Section>
    ),
  }),
)
