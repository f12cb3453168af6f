/** @jsxImportSource hono/jsx */
import { MemberPricing } from '../server/components/Blocks.tsx'
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
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Membership plans</h2>
      <MemberPricing
        id="membership"
        options={['Monthly', 'Yearly']}
        plans={[
          {
            id: 'plan-home',
            name: 'Home baker',
            description: 'Video lessons and the monthly recipe card.',
            options: [
              { price: '$8 a month', join: 'Join monthly', href: '/member-pricing?join=home-monthly' },
              { price: '$80 a year', join: 'Join yearly', href: '/member-pricing?join=home-yearly' },
            ],
          },
          {
            id: 'plan-bench',
            name: 'At the bench',
            description: 'Everything above, and one Saturday class in the bakehouse each month.',
            options: [
              { price: '$35 a month', join: 'Join monthly', href: '/member-pricing?join=bench-monthly' },
              { price: '$350 a year', join: 'Join yearly', href: '/member-pricing?join=bench-yearly' },
            ],
          },
        ]}
      />
    </section>
  ),
})
