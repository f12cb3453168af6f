/** @jsxImportSource hono/jsx */
import { Video } from '../server/components/Video.tsx'
import { GallerySection } from '../server/components/GallerySection.tsx'
import { definePage } from '../server/page.ts'
import { PHOTOS, slides } from './media.ts'

/** The posters' picture, in the media library. */
const POSTER = { src: '/media/video-poster.svg', width: 1600, height: 900, alt: 'The harbour at dusk' }

/** A video in a 40rem frame: the width its poster takes. */
const FRAME_SIZES = '(min-width: 40rem) 40rem, 100vw'

export const page = definePage({
  title: 'Video',
  description: 'Click-to-play videos: nothing is fetched from the player before the click, and one plays at a time.',
  stylesheets: ['/demo/media.css'],
  heading: <>Films from the harbour</>,
  intro: (
    <>
      <p>
        Each video shows its poster until you play it (click, Enter or Space): only then is the player loaded. Starting
        one pauses the other. The players here are the demo's own stand-in, answering the same play and pause commands
        as YouTube and Vimeo.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="first-heading">
        <h2 id="first-heading">Dusk at the harbour</h2>
        <p class="note">Provider YouTube, mode fit.</p>
        <Video
          id="video-dusk"
          class="video-frame"
          provider="YouTube"
          mode="fit"
          embed={'<iframe src="/media/fake-player.html?v=dusk" width="640" height="360" allowfullscreen></iframe>'}
          poster={POSTER}
          eager
          sizes={FRAME_SIZES}
        />
      </section>
      <section aria-labelledby="second-heading">
        <h2 id="second-heading">The ferry leaves</h2>
        <p class="note">Provider Vimeo, mode fill.</p>
        <Video
          id="video-ferry"
          class="video-frame"
          provider="Vimeo"
          mode="fill"
          embed={'<iframe src="/media/fake-player.html?v=ferry" width="640" height="360" allowfullscreen></iframe>'}
          poster={POSTER}
          // In the first viewport on a phone only.
          eager
          lazy
          sizes={FRAME_SIZES}
        />
      </section>
      <section aria-labelledby="thumbnail-heading">
        <h2 id="thumbnail-heading">The lighthouse walk</h2>
        <p class="note">
          Its poster is a 3:2 photo, and the page gives it no frame: the video shows it as a 16:9 thumbnail, cropped
          around the photo's focal point (the boat by the quay).
        </p>
        <Video
          id="video-walk"
          class="video-column"
          provider="YouTube"
          mode="fit"
          embed={'<iframe src="/media/fake-player.html?v=walk" width="640" height="360" allowfullscreen></iframe>'}
          poster={{ ...PHOTOS.harbour, alt: 'A walk from the harbour to the lighthouse' }}
        />
      </section>
      <section aria-labelledby="broken-heading">
        <h2 id="broken-heading">A broken embed</h2>
        <p class="note">Its embed HTML is not a player: the notice replaces the play button.</p>
        <Video
          id="video-broken"
          class="video-frame"
          provider="YouTube"
          mode="fit"
          embed={'<p>Not a player</p>'}
          poster={POSTER}
        />
      </section>
      <GallerySection
        section="in-gallery"
        heading="A video in a slideshow"
        note="A swiping slideshow that plays by itself every 8 s, but not while its video plays; leaving the video's slide pauses it and brings its poster back. Its thumbnails are square, the video's 16:9."
        id="video-gallery"
        class="gallery-stacked meta-bottom"
        label="The harbour in pictures and film"
        settings={{
          design: 'slideshow',
          transition: 'swipe',
          loop: true,
          autoplay: true,
          'autoplay-duration': 8,
          autoplayOptions: { randomize: false },
          thumbnails: true,
        }}
        slides={slides(['harbour', 'loaves'], { prefix: 'g-' })}
      >
        <div data-part="slide" data-type="video" data-slide-id="g-film" data-slide-url="g-harbour-film">
          <Video
            provider="Vimeo"
            mode="fill"
            embed={'<iframe src="/media/fake-player.html?v=gallery" width="640" height="360"></iframe>'}
            poster={{ ...POSTER, alt: 'A film of the harbour at dusk' }}
          />
          <p data-part="caption">A short film of the harbour at dusk.</p>
        </div>
        <div data-part="thumbnails"></div>
      </GallerySection>
    </>
  ),
})
