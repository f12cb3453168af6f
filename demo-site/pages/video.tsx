/** @jsxImportSource hono/jsx */
import { Video } from '../server/components/Video.tsx'
import { Image } from '../server/components/Image.tsx'
import { definePage } from '../server/page.ts'

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
          poster={{ src: '/media/video-poster.svg', width: 1600, height: 900, alt: 'The harbour at dusk' }}
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
          poster={{ src: '/media/video-poster.svg', width: 1600, height: 900, alt: 'The harbour at dusk' }}
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
          poster={{ src: '/media/video-poster.svg', width: 1600, height: 900, alt: 'The harbour at dusk' }}
        />
      </section>
      <section aria-labelledby="in-gallery-heading">
        <h2 id="in-gallery-heading">A video in a slideshow</h2>
        <p class="note">
          A swiping slideshow that plays by itself every 8 s, but not while its video plays; leaving the video's slide
          pauses it and brings its poster back.
        </p>
        <div
          class="gallery-stacked meta-bottom"
          data-block="gallery"
          id="video-gallery"
          aria-label="The harbour in pictures and film"
          data-block-json={JSON.stringify({
            design: 'slideshow',
            transition: 'swipe',
            loop: true,
            autoplay: true,
            'autoplay-duration': 8,
            autoplayOptions: { randomize: false },
          })}
        >
          <div data-part="slide" data-type="image" data-slide-id="g-harbour" data-slide-url="g-harbour-at-dawn">
            <div data-part="media">
              <Image
                photo={{
                  src: '/media/harbour-dawn.svg',
                  width: 1500,
                  height: 1000,
                  focalPoint: '0.72,0.56',
                  alt: 'The harbour at dawn, a sailing boat by the quay',
                }}
              />
            </div>
            <p data-part="caption">Harbour Street at dawn, before the first ferry.</p>
          </div>
          <div data-part="slide" data-type="image" data-slide-id="g-loaves" data-slide-url="g-morning-loaves">
            <div data-part="media">
              <Image
                photo={{
                  src: '/media/bakery-loaves.svg',
                  width: 1200,
                  height: 1200,
                  focalPoint: '0.5,0.6',
                  alt: 'Two sourdough loaves and a round rye on the counter',
                }}
              />
            </div>
            <p data-part="caption">The morning bake: sourdough and a round rye.</p>
          </div>
          <div data-part="slide" data-type="video" data-slide-id="g-film" data-slide-url="g-harbour-film">
            <Video
              provider="Vimeo"
              mode="fill"
              embed={'<iframe src="/media/fake-player.html?v=gallery" width="640" height="360"></iframe>'}
              poster={{
                src: '/media/video-poster.svg',
                width: 1600,
                height: 900,
                alt: 'A film of the harbour at dusk',
              }}
            />
            <p data-part="caption">A short film of the harbour at dusk.</p>
          </div>
        </div>
      </section>
    </>
  ),
})
