/** @jsxImportSource hono/jsx */
import { Block } from '../server/components/Block.tsx'
import { BakehouseFilm } from '../server/components/DemoMedia.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  searchBox: true,
  title: 'Music',
  description:
    "The Harbour Quartet's page: an audio player, a SoundCloud track, a video of the site's own, and their upcoming concerts by month with ticket links.",
  heading: <>The Harbour Quartet</>,
  intro: (
    <p>
      The quartet plays the bakery's Friday evenings. Their tour dates come from <code>GET /api/tour-dates</code> when
      the block comes into view; without script, the link goes to their page.
    </p>
  ),
  main: () => (
    <>
      <h2>Listen</h2>
      <Block kind="audio" id="tune" class="audio-block" settings={{ download: true }}>
        <p>
          <span data-part="title">Harbour morning</span> · <span data-part="author">The Harbour Quartet</span>
        </p>
        {/* Without script, the browser's own controls; nothing is downloaded before play. */}
        <audio preload="none" controls src="/demo/media/harbour-morning.ogg">
          <track kind="captions" src="/demo/media/harbour-morning.vtt" srclang="en" label="English" />
        </audio>
      </Block>
      <Block
        kind="audio"
        id="live"
        class="audio-block"
        settings={{ soundcloudUrl: 'https://soundcloud.com/the-harbour-quartet/live-at-the-mill' }}
      >
        <p>
          <span data-part="title">Live at the Mill</span> · <span data-part="author">The Harbour Quartet</span>
        </p>
        <p>
          <a href="https://soundcloud.com/the-harbour-quartet/live-at-the-mill">Listen on SoundCloud</a>
        </p>
      </Block>
      <h2>Watch</h2>
      <BakehouseFilm id="film" />
      <h2>Tour dates</h2>
      <Block kind="tour-dates" id="tour" settings={{ artist: 'the-harbour-quartet' }}>
        <p>
          <a href="/music">All of the Harbour Quartet's concerts</a>
        </p>
      </Block>
    </>
  ),
})
