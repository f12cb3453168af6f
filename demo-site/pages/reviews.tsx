/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

const TOKENS = [
  ['demo-review-valid', 'two products to review'],
  ['demo-review-expired', 'expired'],
  ['demo-review-used', 'already used'],
  ['demo-review-empty', 'nothing to review'],
] as const

export const page = definePage({
  title: 'Product reviews',
  description: 'A review request page (type 209): a star rating, title, text and name per product of the request.',
  heading: 'Harbour Street Bakery: review your purchase',
  // spec: page type 209, reviews request.
  context: { pageType: 209 },
  intro: (
    <p>
      A customer reaches this page from the link in an email: <code>?token=</code> names the purchase. The demo store's
      requests:{' '}
      {TOKENS.map(([token, state], index) => (
        <>
          {index > 0 ? ', ' : ''}
          <a href={`/reviews?token=${token}`}>{state}</a>
        </>
      ))}
      .
    </p>
  ),
  main: () => <div data-block="product-reviews" id="reviews" />,
})
