/** @jsxImportSource hono/jsx */
import { BAKERY_BANNER_TEXT, BannerControls, cookieBannerPage } from '../server/components/CookieBanner.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

const theme = (value: string) => ({ label: value, settings: { cookieBannerTheme: value } })
const cta = (label: string, value = label) => ({ label, settings: { cookieBannerCtaVariant: value } })

export const page = definePage(
  cookieBannerPage({
    title: 'Cookie banner: themes and buttons',
    description: 'Light and dark themes, and Accept and Decline as text, buttons or icons.',
    settings: {
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_LEFT',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerCtaText: 'Allow cookies',
      cookieBannerOptOutCtaText: 'No cookies',
      cookieBannerText: BAKERY_BANNER_TEXT,
    },
    heading: 'Cookie banner themes and call-to-action variants',
    intro: (
      <p>
        The theme is LIGHT or DARK; the call to action is TEXT, BUTTON or ICON. In every variant Decline is the same
        kind of control as Accept. Icons are named by their text for screen readers and show it as a tooltip.
      </p>
    ),
    main: () => (
      <>
        <Section id="theme" heading="Themes" note="The banner keeps its other settings.">
          <BannerControls controls={[theme('LIGHT'), theme('DARK')]} />
        </Section>
        <Section
          id="cta"
          heading="Call to action"
          note="Lower-case values, as the visitor layer writes them, are read too."
        >
          <BannerControls controls={[cta('TEXT'), cta('BUTTON'), cta('ICON'), cta('icon (lower case)', 'icon')]} />
        </Section>
      </>
    ),
  }),
)
