/** @jsxImportSource hono/jsx */
import { productItems } from '../server/content/summary.tsx'
import { Summary } from '../server/components/Summary.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Summary: carousel',
  description:
    "The shop's products as a carousel of three square images, moved by its buttons, the arrow keys or a swipe.",
  stylesheets: ['/demo/summary.css'],
  heading: 'From the shop',
  intro: (
    <p>
      A summary block with the <code>carousel</code> design, three in view (one on a phone) and{' '}
      <code>imageAspectRatio</code> 1:1. Previous and Next move a group; so do the left and right arrows while the focus
      is in the block. Each button is disabled at its end.
    </p>
  ),
  main: ({ request }) => (
    <Summary
      id="products-carousel"
      heading="Our products"
      settings={{
        design: 'carousel',
        itemsPerRow: 3,
        imageAspectRatio: '1:1',
        collectionId: 'store',
        collectionType: 'products',
      }}
      items={request ? productItems(request.db) : []}
      // Three a row, and the next two past the list's clipped edge but within a wide screen's width.
      // None lazy: a browser starts a lazy image only once it is in view, so the items past the
      // edge would slide in as blank boxes when the carousel moves (the summary leaves them to the
      // browser once the server wrote their sources).
      eager={5}
      lazyFrom={5}
    />
  ),
})
