/** @jsxImportSource hono/jsx */
import { FormBlock } from '../server/components/Blocks.tsx'
import { DELIVERY } from '../server/routes/form.ts'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Delivery address',
  description:
    'A form whose address field suggests addresses as the visitor types, and fills the address from the one chosen.',
  stylesheets: ['/demo/form.css'],
  context: { collectionId: 'delivery-page', templateId: 'harbour-street' },
  heading: <>Harbour Street Bakery: deliveries</>,
  nav: (
    <>
      {' '}
      · <a href="/inbox/forms">Form submissions</a>
    </>
  ),
  intro: (
    <>
      <p>We deliver bread and cakes around the harbour on Saturdays. Tell us where, and we add you to the round.</p>
    </>
  ),
  main: () => (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Where should we deliver?</h2>
      <p class="note">
        Type the start of a street in Address 1 (<kbd>Harb</kbd>, <kbd>Quay</kbd>, <kbd>Mill</kbd>): the demo server
        suggests addresses from a small table. Choose one with the arrow keys and Enter, or a click, and the city,
        state, ZIP code and country are filled in. When the lookup is down, the field is a plain one.
      </p>
      <FormBlock id="delivery-form" class="form-block" settings={{ ...DELIVERY }} />
    </section>
  ),
})
