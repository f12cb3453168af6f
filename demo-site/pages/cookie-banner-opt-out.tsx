/** @jsxImportSource hono/jsx */
import { ButtonBlock } from '../server/components/Blocks.tsx'
import { BAKERY_BANNER_TEXT, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: opt in and out',
    description:
      "OPT_IN_AND_OUT: analytics run at once and stop at the visitor's Decline, which clears the tracking cookies.",
    settings: {
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerText: BAKERY_BANNER_TEXT,
    },
    heading: 'Opt in and out: tracked until you decline',
    intro: (
      <>
        <p>
          With OPT_IN_AND_OUT the banner informs and offers a choice, and analytics run until you decline: the page view
          is sent at once. Decline clears the tracking cookies and stops all sending; Accept keeps things as they are.
        </p>
        <p>
          A browser that sends Global Privacy Control is treated as having declined: the banner does not ask, and the
          Cookie preferences button lets the visitor accept.
        </p>
      </>
    ),
    main: () => (
      <Section id="order" heading="Order for tomorrow" note="A button block: its clicks are counted until you decline.">
        <p>
          <ButtonBlock id="order-button" text="Order bread" href="#order" />
        </p>
      </Section>
    ),
  }),
)
