/** @jsxImportSource hono/jsx */
import { BannerControls, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: defaults',
    description:
      "Only the banner switched on: the spec's text, Accept and Decline, icons, dark, a bar at the bottom, opt-in.",
    settings: { cookieBannerText: '<p></p>' },
    heading: 'Cookie banner with nothing set',
    intro: (
      <p>
        The context enables the banner and gives an empty paragraph as its text. Every other value takes the spec's
        default: the default text, Accept and Decline, ICON, DARK, a BAR at the BOTTOM, OPT_IN.
      </p>
    ),
    main: () => (
      <Section
        id="invalid"
        heading="Invalid values"
        note="Values the spec does not know fall back to the defaults too."
      >
        <BannerControls
          controls={[
            {
              label: 'Invalid variant, theme and buttons',
              settings: { cookieBannerVariant: 'MODAL', cookieBannerTheme: 'SEPIA', cookieBannerCtaVariant: 'LINK' },
            },
            {
              label: 'Blank texts',
              settings: { cookieBannerText: '<p><br></p>', cookieBannerCtaText: ' ', cookieBannerOptOutCtaText: '' },
            },
          ]}
        />
      </Section>
    ),
  }),
)
