/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'

export interface SectionProps {
  /** The heading's id is `<id>-heading`, which labels the section. */
  id: string
  heading: Child
  /** The demo's note under the heading: which settings the block below has. */
  note?: Child
  class?: string
  children?: Child
}

/** A demo section: a labelled `<section>` with its heading and note, then its blocks. */
export function Section({ id, heading, note, class: className, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} class={className}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {note ? <p class="note">{note}</p> : null}
      {children}
    </section>
  )
}
