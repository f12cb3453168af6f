/** @jsxImportSource hono/jsx */
import { IMAGE_MASKS } from '../../src/features/image/designs.ts'
import { Image, type Photo } from '../server/components/Image.tsx'
import { IslandStyles } from '../server/components/IslandStyles.tsx'
import { definePage } from '../server/page.ts'
import { atollServer } from '../server/ssr.ts'

const DAWN: Photo = {
  src: '/media/harbour-dawn.svg',
  width: 1500,
  height: 1000,
  alt: 'The harbour at dawn, a sailing boat by the quay',
}

const DESIGNS = [
  {
    design: 'inline',
    mask: 'arched-window',
    caption: 'Inline: the caption under the image. Masked as an arched window.',
  },
  { design: 'poster', caption: 'Poster: the caption over the image.' },
  {
    design: 'card',
    mask: 'circle',
    caption: 'Card: the image beside its text, one above the other when narrow. Circle mask.',
  },
  { design: 'overlap', caption: 'Overlap: the text box over the image’s right edge.' },
  {
    design: 'collage',
    mask: 'octagon',
    caption: 'Collage: the text box over the image’s lower right corner. Octagon mask.',
  },
  { design: 'stack', mask: 'tv', caption: 'Stack: the text box centred over the image’s foot. TV mask.' },
] as const

/** An image block as CONTRACT.md section 11 has a template render it, with the attributes its design reads. */
async function ImageBlock({
  id,
  settings,
  caption,
  eager = false,
  lazy = false,
}: {
  id: string
  settings: Record<string, string>
  caption: string
  /** In the first viewport: its image starts before any script (CONTRACT.md section 3, `image`). */
  eager?: boolean
  /** Eager, but in the first viewport on some screens only: `loading="lazy"`. */
  lazy?: boolean
}) {
  const { imageDesignAttributes } = await atollServer()
  return (
    <figure data-block="image" id={id} data-block-json={JSON.stringify(settings)} {...imageDesignAttributes(settings)}>
      <div data-part="image">
        <Image photo={DAWN} load="true" eager={eager} lazy={lazy} sizes="(max-width: 672px) 100vw, 640px" />
      </div>
      <figcaption data-part="caption">{caption}</figcaption>
    </figure>
  )
}

export const page = definePage({
  title: 'Image designs',
  description:
    'Image blocks in the six designs (inline, poster, card, overlap, collage, stack) and every named shape mask, styled from the first paint.',
  stylesheets: ['/demo/designs.css'],
  heading: 'Image designs and masks',
  intro: (
    <p>
      Each image block names its <code>design</code> and <code>mask</code> in its settings; the server renders them as{' '}
      <code>data-design</code> and <code>data-mask</code> and links the designs' stylesheet, so nothing moves when the
      block mounts. The layout is CSS grid, the masks CSS clip paths and SVG masks.
    </p>
  ),
  main: () => (
    <>
      <IslandStyles name="designs" />
      <section aria-labelledby="designs-heading">
        <h2 id="designs-heading">Six designs</h2>
        <div class="design-list">
          {DESIGNS.map(({ caption, ...settings }, index) => (
            // The first design in the first viewport on every screen, the second on a phone's only.
            <ImageBlock
              id={`design-${settings.design}`}
              settings={settings}
              caption={caption}
              eager={index < 2}
              lazy={index === 1}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="masks-heading">
        <h2 id="masks-heading">Every shape mask</h2>
        <div class="mask-grid">
          {IMAGE_MASKS.map((mask) => (
            <ImageBlock id={`mask-${mask}`} settings={{ design: 'inline', mask }} caption={mask} />
          ))}
        </div>
      </section>
    </>
  ),
})
