/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, GRID_SIZES, slides } from './media.ts'

export const page = definePage({
  title: 'Lightbox',
  description:
    "The lightbox, dark and light, opened by a click, by #itemId=... in the address, or by a slide's url as the last path segment.",
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'The lightbox',
  intro: (
    <p>
      Click an image. The lightbox also opens from the address:{' '}
      <a href="/lightbox#itemId=boats">/lightbox#itemId=boats</a>, or{' '}
      <a href="/lightbox/saturday-market">/lightbox/saturday-market</a> (a slide's url as the last path segment). Back,
      Escape and the close button close it.
    </p>
  ),
  main: () => (
    <>
      <GallerySection
        section="dark"
        heading="Dark theme"
        note="A grid, lightbox on, the dark theme (the default)."
        id="dark-gallery"
        class="gallery-grid"
        label="Dark theme gallery"
        settings={{ design: 'grid', 'square-thumbs': true, padding: 12, lightboxTheme: 'dark' }}
        slides={slides(ALL_PHOTOS)}
        output
        // Two rows of four: all eight in the first viewport on a wide screen and on a phone.
        eager={GRID_SIZES}
        eagerSlides={8}
      />
      <GallerySection
        section="light"
        heading="Light theme"
        note="Autocolumns, lightbox on, the light theme."
        id="light-gallery"
        class="gallery-autocolumns"
        label="Light theme gallery"
        settings={{ design: 'autocolumns', columnWidth: 200, gutter: 12, lightbox: true, lightboxTheme: 'light' }}
        slides={slides(['boats', 'fields', 'forest', 'town'], { prefix: 'light-' })}
      />
    </>
  ),
})
