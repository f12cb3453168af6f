/** @jsxImportSource hono/jsx */
import { ButtonBlock } from '../server/components/Blocks.tsx'
import { BAKERY_BANNER_TEXT, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: opt in',
    description:
      'OPT_IN: no analytics request and no tracking cookie until Accept; Decline clears them and stops everything.',
    settings: {
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerText: BAKERY_BANNER_TEXT,
    },
    heading: 'Opt in: nothing is tracked before you accept',
    intro: (
      <>
        <p>
          With OPT_IN, this page sends no analytics request and writes no tracking cookie until you accept. The page
          view, the button's render count and the performance records leave only then. Decline clears the tracking
          cookies, and nothing is sent after it.
        </p>
        <p>Your choice is kept for 30 days; the Cookie preferences button in the corner asks again.</p>
      </>
    ),
    main: () => (
      <Section
        id="order"
        heading="Order for tomorrow"
        note="A button block: its render and its clicks are counted once you accept."
      >
        <p>
          <ButtonBlock id="order-button" text="Order bread" href="#order" />
        </p>
      </Section>
    ),
  }),
)
