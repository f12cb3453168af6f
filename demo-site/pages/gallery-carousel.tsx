/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { ALL_PHOTOS, slides } from './media.ts'

/** `sizes` of a slide: three a row in the page's 44rem column, two on a phone. */
const CAROUSEL_SIZES = '(max-width: 479px) calc(50vw - 1rem), (min-width: 46rem) 14rem, calc(33vw - 0.9rem)'

const CAROUSEL = { design: 'carousel', slidesPerRow: 3, gutter: 2, imageAspectRatio: 100 }

export const page = definePage({
  title: 'Gallery: carousel',
  description: 'The carousel design: three a row (two on a phone), moving by groups, with arrows disabled at the ends.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: 'From the valley',
  intro: (
    <p>
      A gallery block with the <code>carousel</code> design: it moves three slides at a time, its arrows are disabled at
      the ends, and the last slide links to the shop.
    </p>
  ),
  main: () => (
    <>
      <GallerySection
        section="carousel"
        sectionClass="media-wide"
        heading="From the valley to the shop"
        note={
          <>
            Design <code>carousel</code>, 3 a row, square slides, 2% gutter; the last slide is a click-through link.
          </>
        }
        id="carousel-gallery"
        class="gallery-carousel"
        label="From the valley to the shop"
        settings={CAROUSEL}
        slides={slides(ALL_PHOTOS, { links: { town: '/shop' } })}
        output
        // Before the island the row runs on, clipped by the block: two slides on a phone, three on a
        // wide screen, and the next ones past the block's edge but within the screen's width (the
        // browser's lazy loading leaves the clipped ones until they scroll in).
        eager={CAROUSEL_SIZES}
        eagerSlides={5}
        lazyFrom={2}
      />
      <GallerySection
        section="carousel-fit"
        sectionClass="media-wide"
        heading="Three loaves"
        note="The same design with three slides: they all fit, so it shows no arrows."
        id="carousel-fits"
        class="gallery-carousel"
        label="Three loaves"
        settings={CAROUSEL}
        slides={slides(['harbour', 'loaves', 'lighthouse'], { captions: false, prefix: 'f-' })}
        // In the first viewport on a phone only.
        eager={CAROUSEL_SIZES}
        eagerSlides={3}
        lazyFrom={0}
      />
      <GallerySection
        section="carousel-eager"
        sectionClass="media-wide"
        heading="The whole valley at once"
        note={
          <>
            The same design with <code>lazyLoad: false</code>: every slide's image loads as it mounts, not only the ones
            in view and the next; and <code>keys: false</code>: the left and right keys do not move it.
          </>
        }
        id="carousel-eager"
        class="gallery-carousel"
        label="The whole valley at once"
        settings={{ ...CAROUSEL, lazyLoad: false, keys: false }}
        slides={slides(ALL_PHOTOS, { captions: false, prefix: 'e-' })}
      />
    </>
  ),
})
