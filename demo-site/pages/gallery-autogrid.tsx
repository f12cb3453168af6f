/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: autogrid',
  description: 'The autogrid design: as many 220 px columns as fit, the lightbox on a click.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'Market day',
  intro: (
    <p>
      A gallery block with the <code>autogrid</code> design: columns of at least 220 px, as many as the width takes,
      each image cropped to 4:3 around its focal point.
    </p>
  ),
  main: () => (
    <GallerySection
      section="autogrid"
      sectionClass="media-wide"
      heading="Saturday on the square"
      note={
        <>
          Design <code>autogrid</code>, column width 220, image ratio 75, lightbox on.
        </>
      }
      id="autogrid-gallery"
      class="gallery-autogrid"
      label="Saturday on the square"
      settings={{ design: 'autogrid', columnWidth: '220', gutter: 12, imageAspectRatio: 75, lightbox: true }}
      slides={slides(ALL_PHOTOS, { captions: false })}
      output
      // Columns of at least 220 px in the 44rem column: three a row on a wide screen, two rows in view;
      // one column on a phone, two in view.
      eager="(min-width: 46rem) 14.2rem, (min-width: 484px) calc(50vw - 1.4rem), calc(100vw - 2rem)"
      eagerSlides={6}
      lazyFrom={2}
    />
  ),
})
