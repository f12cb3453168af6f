/** @jsxImportSource hono/jsx */
import { Tock } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Tock',
  description: 'A Tock booking widget, laid out as a column at 750 px or less; here, with no network, its fallback.',
  stylesheets: ['/demo/blocks.css'],
  heading: <>Harbour Street Bakery: bakehouse visits</>,
  intro: (
    <>
      <p>
        The Tock block loads the provider's script and asks it for the bakery's booking widget. At 750 px wide or less
        it is laid out as a column (narrow your window to see the fields stack). The demo has no network, so the block
        keeps the template's fallback and says the widget could not load.
      </p>
    </>
  ),
  main: () => (
    <>
      <div class="wide">
        <Tock
          id="bakehouse-visits"
          settings={{ businessName: 'harbour-street-bakery' }}
          widget={{
            'data-tock-display-mode': 'Button',
            'data-tock-color-mode': 'Blue',
            'data-tock-locale': 'en-us',
            'data-tock-timezone': 'Europe/London',
          }}
          fallback={
            <div data-part="fallback">
              <p>
                Book a bakehouse visit (first Saturday of the month, 6 am, six places) in the shop or on our Tock page.
              </p>
              <ul class="booking-fields" aria-hidden="true">
                <li>Date</li>
                <li>Time</li>
                <li>Guests</li>
              </ul>
            </div>
          }
        />
      </div>
    </>
  ),
})
