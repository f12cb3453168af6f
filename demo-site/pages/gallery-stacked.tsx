/** @jsxImportSource hono/jsx */
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { COLUMN_SIZES, slides } from './media.ts'

export const page = definePage({
  title: 'Gallery: stacked',
  description:
    'The slideshow design: one image at a time, fading, with autoplay, a pause control and thumbnails; and a swiping one that records the slide in the address.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  // The history hash is written against the collection's address.
  context: { collection: { fullUrl: '/gallery-stacked' } },
  heading: 'The bakery slideshow',
  intro: (
    <p>
      Two gallery blocks with the <code>slideshow</code> design (stacked). The first fades, plays by itself (pause it
      with its button; it stops while the pointer or focus is on it, and with <code>?nomotion=true</code>), and has
      thumbnails. The second swipes, loops, and writes the slide into the address.
    </p>
  ),
  main: () => (
    <>
      <GallerySection
        section="fade"
        heading="A morning at the bakery"
        note="Transition fade, autoplay every 6 s in order, thumbnails, a click on the left half goes back."
        id="slideshow"
        class="gallery-stacked meta-bottom-left"
        label="A morning at the bakery"
        settings={{
          design: 'slideshow',
          autoplay: true,
          'autoplay-duration': 6,
          autoplayOptions: { randomize: false },
          thumbnails: true,
          clickBehavior: 'split',
          'meta-position': 'bottom-left',
        }}
        slides={slides(['harbour', 'loaves', 'lighthouse', 'market', 'boats', 'fields'])}
        output
        eager={COLUMN_SIZES}
      >
        <div data-part="thumbnails"></div>
      </GallerySection>
      <GallerySection
        section="kenburns"
        heading="The harbour, slowly"
        note="Transition ken-burns: each image zooms in slowly while it is shown; autoplay picks a random next one, and waits while the mouse is over the slideshow or over this section's heading."
        id="kenburns-show"
        class="gallery-stacked meta-top-right"
        label="The harbour, slowly"
        settings={{
          design: 'slideshow',
          transition: 'ken-burns',
          autoplay: true,
          'autoplay-duration': 5,
          autoplayOptions: { pauseOnMouseover: ['#kenburns-show', '#kenburns-heading'] },
          'meta-position': 'top-right',
        }}
        slides={slides(['harbour', 'boats', 'town'], { prefix: 'k-' })}
      />
      <GallerySection
        section="swipe"
        heading="Around the valley"
        note="Transition swipe, looping, history on: the slide's id goes into the address, and a reload comes back to it."
        id="swipe-show"
        class="gallery-stacked meta-bottom"
        label="Around the valley"
        settings={{ design: 'slideshow', transition: 'swipe', loop: true, historyHash: true }}
        slides={slides(['market', 'boats', 'fields', 'forest', 'town'], { prefix: 'v-' })}
      />
    </>
  ),
})
