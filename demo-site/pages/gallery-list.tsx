/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: list',
  description: 'The list design: each image beside its text, the lightbox on a click.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'Where our flour comes from',
  intro: (
    <p>
      A gallery block with the <code>list</code> design: the image takes 40% of the row and its text the rest.
    </p>
  ),
  main: () => (
    <GallerySection
      section="list"
      heading="From field to loaf"
      note={
        <>
          Design <code>list</code>, list image size 40, lightbox on.
        </>
      }
      id="list-gallery"
      class="gallery-list"
      label="From field to loaf"
      settings={{ design: 'list', listImageSize: 40, lightbox: true }}
      slides={slides(['harbour', 'loaves', 'lighthouse', 'market', 'boats'])}
      output
      // The image takes 40% of the column: two slides in view on a wide screen, three on a phone.
      eager="(min-width: 46rem) 17.6rem, calc(40vw - 1rem)"
      eagerSlides={3}
      lazyFrom={2}
    />
  ),
})
