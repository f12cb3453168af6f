/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { Gallery } from './Gallery.tsx'
import type { GalleryProps } from './Gallery.tsx'
import { Section } from './Section.tsx'

export interface GallerySectionProps extends GalleryProps {
  /** The section's id: its heading is `<section>-heading`. */
  section: string
  heading: Child
  note: Child
  /** The section's class (`media-wide` for a full-width design). */
  sectionClass?: string
  /** Adds the live line where the media demo script writes `atoll:gallery-change`. */
  output?: boolean
}

/** A demo section holding one gallery block, and the line that reports its slide changes. */
export function GallerySection({
  section,
  heading,
  note,
  sectionClass,
  output = false,
  ...gallery
}: GallerySectionProps) {
  return (
    <Section id={section} heading={heading} note={note} class={sectionClass}>
      <Gallery {...gallery} />
      {output ? <p class="media-output" data-part="gallery-output" aria-live="polite"></p> : null}
    </Section>
  )
}
