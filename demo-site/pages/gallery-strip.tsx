/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: strip',
  description:
    'The slider design: a strip of images at their own ratio, dragged, swiped or stepped with arrows and keys.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'Along the harbour',
  intro: (
    <p>
      A gallery block with the <code>slider</code> design (the strip): the active image in the middle, drag or swipe it,
      use the arrows, or the left and right keys.
    </p>
  ),
  main: () => (
    <GallerySection
      section="strip"
      sectionClass="media-wide"
      heading="A walk along the harbour"
      note={
        <>
          Design <code>slider</code>, vSize 8, 8 px between images, the active one centred.
        </>
      }
      id="strip-gallery"
      class="gallery-strip"
      label="A walk along the harbour"
      settings={{ design: 'slider', vSize: 8, gutter: 8, 'active-alignment': 'center' }}
      slides={slides(ALL_PHOTOS)}
      output
      // Images 40% of the screen's height, at their own shape: four in view on a wide screen, one on a phone.
      eager="60vh"
      eagerSlides={4}
      lazyFrom={1}
    />
  ),
})
