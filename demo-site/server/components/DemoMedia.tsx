/** @jsxImportSource hono/jsx */
import { Block } from './Block.tsx'

/**
 * The demo's own short film as a `native-video` block: HLS with the MP4 as fallback and English
 * captions, over its poster; without script, the link to the MP4.
 */
export function BakehouseFilm({ id }: { id: string }) {
  return (
    <Block
      kind="native-video"
      id={id}
      class="native-video"
      settings={{
        hls: '/demo/media/bakehouse.m3u8',
        mp4: '/demo/media/bakehouse.mp4',
        captions: [{ src: '/demo/media/bakehouse.vtt', lang: 'en', label: 'English' }],
      }}
    >
      <img
        src="/demo/media/bakehouse-poster.jpg"
        width="320"
        height="180"
        loading="lazy"
        alt="The bakehouse test card"
      />
      <p data-part="link">
        <a href="/demo/media/bakehouse.mp4">Watch the bakehouse test card (MP4, 4 seconds)</a>
      </p>
    </Block>
  )
}

const ACUITY_CLASSES = 'https://app.acuityscheduling.com/schedule.php?owner=21890012'

/** The bakery's baking classes as an Acuity `embed-widget` block, its link the fallback. */
export function AcuityClasses({ id }: { id: string }) {
  return (
    <Block kind="embed-widget" id={id} class="embed-widget" settings={{ provider: 'acuity' }}>
      <div data-part="widget" data-frame-src={ACUITY_CLASSES} data-title="Book a baking class" />
      <p data-part="fallback">
        <a href={ACUITY_CLASSES}>Book a baking class on Acuity</a>
      </p>
    </Block>
  )
}
