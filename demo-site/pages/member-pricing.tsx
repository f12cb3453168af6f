/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Member pricing',
  description: 'A member access page: monthly or yearly pricing, toggling the prices and join buttons.',
  stylesheets: ['/demo/blocks.css'],
  heading: <>Harbour Street Bakery: baking school membership</>,
  intro: (
    <>
      <p>Two pricing options. Choosing one presses it, and swaps the prices and join buttons shown.</p>
    </>
  ),
  main: () => (
    <>
      <div data-block="member-pricing" id="membership">
        <div class="pricing-options" role="group" aria-label="Billing">
          <button type="button" data-part="option" aria-pressed="true">
            Monthly
          </button>{' '}
          <button type="button" data-part="option" aria-pressed="false">
            Yearly
          </button>
        </div>
        <div class="plans">
          <section class="plan" aria-labelledby="plan-home">
            <h3 id="plan-home">Home baker</h3>
            <p>Video lessons and the monthly recipe card.</p>
            <p data-part="price">$8 a month</p>
            <p data-part="price" hidden>
              $80 a year
            </p>
            <a class="button" data-part="join" href="/member-pricing?join=home-monthly">
              Join monthly
            </a>{' '}
            <a class="button" data-part="join" href="/member-pricing?join=home-yearly" hidden>
              Join yearly
            </a>
          </section>
          <section class="plan" aria-labelledby="plan-bench">
            <h3 id="plan-bench">At the bench</h3>
            <p>Everything above, and one Saturday class in the bakehouse each month.</p>
            <p data-part="price">$35 a month</p>
            <p data-part="price" hidden>
              $350 a year
            </p>
            <a class="button" data-part="join" href="/member-pricing?join=bench-monthly">
              Join monthly
            </a>{' '}
            <a class="button" data-part="join" href="/member-pricing?join=bench-yearly" hidden>
              Join yearly
            </a>
          </section>
        </div>
      </div>
    </>
  ),
})
