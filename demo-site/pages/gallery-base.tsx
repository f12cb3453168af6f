/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { COLUMN_SIZES, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: base',
  description: 'The stacked design: every image one under the other, the lightbox on a click.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'Harbour Street in pictures',
  intro: (
    <p>
      A gallery block whose design setting is <code>stacked</code>, which the spec maps to the base design: the images
      one under another. Click one to open the lightbox; arrows, keys and swipes move through it.
    </p>
  ),
  main: () => (
    <GallerySection
      section="base"
      heading="The week on Harbour Street"
      note={
        <>
          Design <code>stacked</code>, lightbox on, 24 px between images.
        </>
      }
      id="base-gallery"
      class="gallery-base"
      label="Harbour Street in pictures"
      settings={{ design: 'stacked', lightbox: true, gutter: 24 }}
      slides={slides(['harbour', 'loaves', 'lighthouse', 'market', 'boats'])}
      output
      eager={COLUMN_SIZES}
      // A phone's screen is tall enough for the second image's top.
      eagerSlides={2}
      lazyFrom={1}
    />
  ),
})
