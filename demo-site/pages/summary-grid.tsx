/** @jsxImportSource hono/jsx */
import { postItems } from '../server/content/summary.tsx'
import { Summary } from '../server/components/Summary.tsx'
import { definePage } from '../server/page.ts'
import { PHOTOS } from './media.ts'

const PHOTOS_IN_TURN = [PHOTOS.loaves, PHOTOS.lighthouse, PHOTOS.market, PHOTOS.harbour]

export const page = definePage({
  title: 'Summary: grid',
  description: 'The latest posts as a grid of three, every image cropped to 4:3 by imageAspectRatio.',
  stylesheets: ['/demo/summary.css'],
  heading: 'News from the bakery',
  intro: (
    <p>
      A summary block with the <code>grid</code> design and <code>imageAspectRatio</code> 4:3: tall, wide and square
      photos all take the same box, so the rows line up.
    </p>
  ),
  main: () => (
    <Summary
      id="posts-grid"
      heading="Recent posts"
      settings={{
        design: 'grid',
        itemsPerRow: 3,
        imageAspectRatio: '4:3',
        collectionId: 'blog',
        collectionType: 'blog',
      }}
      items={postItems(6, PHOTOS_IN_TURN)}
      // Two rows of three in the first viewport on a wide screen; one column on a phone, two in view.
      eager={6}
      lazyFrom={2}
    />
  ),
})
