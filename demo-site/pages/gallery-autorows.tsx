/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: autorows',
  description:
    'The autorows design: rows 250 px high as wide as the page, each image at its own ratio, the lightbox on.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'Along the coast',
  intro: (
    <p>
      A gallery block with the <code>autorows</code> design and its defaults: rows 250 px high, 20 px apart, each image
      as wide as its own ratio makes it, every row but the last grown to the full width, and the lightbox on a click.
    </p>
  ),
  main: () => (
    <GallerySection
      section="autorows"
      sectionClass="media-wide"
      heading="A week along the coast"
      note={
        <>
          Design <code>autorows</code>, nothing else set: row height 250, gutter 20, lightbox on.
        </>
      }
      id="autorows-gallery"
      class="gallery-autorows"
      label="A week along the coast"
      settings={{ design: 'autorows' }}
      slides={slides(ALL_PHOTOS, { captions: false })}
      output
      // The first image starts before any script: as wide as a 250 px row makes it, at most the screen.
      eager="(max-width: 432px) 100vw, 400px"
      // The first row on a wide screen; the first two on a phone too, each alone in its row.
      eagerSlides={4}
      lazyFrom={2}
    />
  ),
})
