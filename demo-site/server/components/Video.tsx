/** @jsxImportSource hono/jsx */
import { Block } from './Block.tsx'
import { Image } from './Image.tsx'
import type { Photo } from './Image.tsx'

export interface VideoProps {
  id?: string
  class?: string
  /** `data-provider-name`: YouTube, Vimeo, ... */
  provider: string
  mode: 'none' | 'fit' | 'fill'
  /** `data-html`: the provider's embed HTML, inserted only when the visitor plays the video. */
  embed: string
  /** The poster, shown until the visitor plays the video. */
  poster: Photo
  /** The poster is in the first viewport (CONTRACT.md section 3, `image`). */
  eager?: boolean
  /** `sizes` of an eager poster: the width the block takes. */
  sizes?: string
  /** An eager poster in the first viewport on some screens only: `loading="lazy"`. */
  lazy?: boolean
}

/** A click-to-play video block: its poster, and the embed the island inserts on play. */
export function Video({ id, class: className, provider, mode, embed, poster, eager, sizes, lazy }: VideoProps) {
  return (
    <Block
      kind="video"
      id={id}
      class={className}
      settings={{ mode }}
      attributes={{ 'data-provider-name': provider, 'data-html': embed }}
    >
      <Image photo={poster} eager={eager} sizes={sizes} lazy={lazy} />
    </Block>
  )
}
