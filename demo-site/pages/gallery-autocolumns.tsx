/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: autocolumns',
  description:
    'The autocolumns design: columns of at least 240 px, each image at its own ratio, the lightbox on a click.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'Seasons by the sea',
  intro: (
    <p>
      A gallery block with the <code>autocolumns</code> design: a masonry of columns, each image keeping its own ratio.
    </p>
  ),
  main: () => (
    <GallerySection
      section="autocolumns"
      sectionClass="media-wide"
      heading="Seasons by the sea"
      note={
        <>
          Design <code>autocolumns</code>, column width 240, 12 px gutter, lightbox on (light theme).
        </>
      }
      id="autocolumns-gallery"
      class="gallery-autocolumns"
      label="Seasons by the sea"
      settings={{ design: 'autocolumns', columnWidth: 240, gutter: 12, lightbox: true, lightboxTheme: 'light' }}
      slides={slides(ALL_PHOTOS, { captions: false })}
      output
      // Columns of at least 240 px in the 44rem column: two on a wide screen, each filled top to
      // bottom, the first two of each in view; one on a phone, its first two in view.
      eager="(min-width: 46rem) 21.6rem, (min-width: 524px) calc(50vw - 1.4rem), calc(100vw - 2rem)"
      eagerSlides={[0, 1, 4, 5]}
      lazyFrom={2}
    />
  ),
})
