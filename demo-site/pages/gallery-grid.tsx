/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, GRID_SIZES, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: grid',
  description: 'The grid design: four square thumbnails a row, the lightbox on a click.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'The bakery grid',
  intro: (
    <p>
      A gallery block with the <code>grid</code> design: square thumbnails, four a row. Click (or Tab to and press Enter
      on) a thumbnail for the lightbox; left and right move between thumbnails.
    </p>
  ),
  main: () => (
    <GallerySection
      section="grid"
      heading="This week"
      note={
        <>
          Design <code>grid</code>, square thumbnails, 12 px apart.
        </>
      }
      id="grid-gallery"
      class="gallery-grid"
      label="This week"
      settings={{ design: 'grid', 'square-thumbs': true, padding: 12 }}
      slides={slides(ALL_PHOTOS, { captions: false })}
      output
      // Two rows of four: all eight in the first viewport on a wide screen and on a phone.
      eager={GRID_SIZES}
      eagerSlides={8}
    />
  ),
})
