/** @jsxImportSource hono/jsx */
import { postItems } from '../server/content/summary.tsx'
import { Summary } from '../server/components/Summary.tsx'
import { definePage } from '../server/page.ts'
import { PHOTOS } from './media.ts'

const PHOTOS_IN_TURN = [PHOTOS.harbour, PHOTOS.lighthouse, PHOTOS.loaves, PHOTOS.market, PHOTOS.forest, PHOTOS.boats]

export const page = definePage({
  title: 'Summary: wall',
  description: 'The latest posts as a wall: three columns of images at their own shapes, laid out by CSS columns.',
  stylesheets: ['/demo/summary.css'],
  heading: 'From the blog',
  intro: (
    <p>
      A summary block with the <code>wall</code> design: each image keeps its own shape (its <code>width</code> and{' '}
      <code>height</code> reserve its box), and the columns are CSS columns, so nothing is measured and nothing moves
      once the page is drawn.
    </p>
  ),
  main: () => (
    <Summary
      id="posts-wall"
      heading="Latest posts"
      settings={{ design: 'wall', itemsPerRow: 3, collectionId: 'blog', collectionType: 'blog' }}
      items={postItems(6, PHOTOS_IN_TURN)}
      // Three columns on a wide screen, each filled top to bottom: the first two of the first, the
      // first of the others in view; one column on a phone, two in view.
      eager={[0, 1, 2, 4]}
      lazyFrom={2}
    />
  ),
})
