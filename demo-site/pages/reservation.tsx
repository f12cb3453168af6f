/** @jsxImportSource hono/jsx */
import { Reservation } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Reservation',
  description: 'A table reservation widget from its provider, wide over 850 px; here, with no network, its fallback.',
  stylesheets: ['/demo/blocks.css'],
  heading: <>Harbour Street Bakery: book a table</>,
  intro: (
    <>
      <p>
        The reservation block loads its provider's widget in an iframe, with the wide theme when the block is over 850
        px wide and the standard one otherwise, and loads it again when that changes. The demo has no network, so the
        provider's script cannot arrive: the block keeps the template's fallback and says the widget could not load. A
        signed-in owner would get the widget behind a 'Preview Only' notice.
      </p>
    </>
  ),
  main: () => (
    <>
      <div class="wide">
        <Reservation
          id="table-booking"
          settings={{
            scriptUrl:
              'https://www.opentable.com/widget/reservation/loader?rid=123456&domain=com&lang=en-US&newtab=false',
          }}
          fallback={
            <div data-part="fallback">
              <p>
                Book a table for the café by phone on <a href="tel:+441632960123">01632 960 123</a>, or on our page at
                the reservation service.
              </p>
              <ul class="booking-fields" aria-hidden="true">
                <li>Date</li>
                <li>Time</li>
                <li>Party size</li>
              </ul>
            </div>
          }
        />
      </div>
    </>
  ),
})
