/** @jsxImportSource hono/jsx */
import { ButtonBlock } from '../server/components/Blocks.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Privacy settings',
  description:
    'A site with the restrictive cookie policy and restricted visitor data: page views are counted, with no analytics cookie and no activity log.',
  context: {
    templateId: 'bakery-template',
    cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isVisitorDataRestricted: true },
  },
  heading: 'No analytics cookies, no activity log',
  intro: (
    <>
      <p>
        This site turns analytics cookies off (<code>isRestrictiveCookiePolicyEnabled</code>) and restricts visitor data
        (<code>isVisitorDataRestricted</code>, the editor's activity log turned off). The page view is still counted,
        without a visitor cookie; no analytics cookie is written, and those a visitor had are cleared.
      </p>
      <p>
        What one visitor does is not logged: the button below counts neither its render nor its clicks. The{' '}
        <a href="/tracking">tracking page</a> lists what the server received.
      </p>
    </>
  ),
  main: () => (
    <Section id="order" heading="Order for tomorrow" note="A button block: on this site it sends no census call.">
      <p>
        <ButtonBlock id="order-button" text="Order bread" href="#order" />
      </p>
    </Section>
  ),
})
