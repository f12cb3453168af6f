/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { Block } from './Block.tsx'
import { type EagerImages, Image, isEager, type Photo } from './Image.tsx'

/** One item of a summary as the server renders it: a link, and optionally an image, an excerpt, a date. */
export interface SummaryItem {
  id: string
  title: string
  url: string | null
  excerpt?: string | undefined
  /** ISO date or instant: the `datetime` of the item's `<time>`. */
  date?: string | undefined
  /** The date as a visitor reads it. */
  dateText?: string | undefined
  photo?: Photo | undefined
}

export interface SummaryProps {
  id: string
  /** The block's heading (an `h2`); the items' titles are `h3`s. */
  heading: string
  /** The block's settings (CONTRACT.md section 11): design, imageAspectRatio, itemsPerRow, collectionId, collectionType. */
  settings: { design: 'wall' | 'carousel' | 'list' | 'grid'; itemsPerRow?: number; imageAspectRatio?: string } & Record<
    string,
    unknown
  >
  items: readonly SummaryItem[]
  /**
   * The items whose images are in the first viewport (the first n, or these indexes): the server
   * writes their `src`, `srcset` and `sizes` (CONTRACT.md section 3, `image`), so the browser starts
   * them before any script. @default 0
   */
  eager?: EagerImages
  /**
   * The first eager item that is in the first viewport on some screens only (a phone's one column
   * shows the first item alone): it and the eager items after it are `loading="lazy"`. @default 1
   */
  lazyFrom?: number
}

/** `4:3` as the demo stylesheet's class part `4-3`. */
const ratioClass = (ratio: string | undefined) => (ratio ? ` summary-ratio-${ratio.replace(':', '-')}` : '')

/**
 * A summary block as CONTRACT.md section 11 has a template render it: a heading, the items in a
 * `[data-part=items]` list, and for the carousel the prev and next buttons (disabled until the island
 * runs it). Its classes give the design's boxes before the island mounts (demo/summary.css).
 */
export function Summary({ id, heading, settings, items, eager = 0, lazyFrom = 1 }: SummaryProps) {
  const className = `summary-block summary-${settings.design} summary-cols-${settings.itemsPerRow ?? 3}${ratioClass(settings.imageAspectRatio)}`
  return (
    <Block kind="summary" id={id} class={className} settings={settings}>
      <SummaryContent
        id={id}
        heading={heading}
        design={settings.design}
        items={items}
        eager={eager}
        lazyFrom={lazyFrom}
      />
    </Block>
  )
}

/** What a summary block holds: also what the server answers as an events summary's rendering. */
export function SummaryContent({
  id,
  heading,
  design,
  items,
  note,
  eager = 0,
  lazyFrom = 1,
}: {
  id: string
  heading: string
  design: string
  items: readonly SummaryItem[]
  note?: Child
  /** The items whose images are written to load at once (see SummaryProps). */
  eager?: EagerImages
  /** The first eager item written `loading="lazy"` (see SummaryProps). */
  lazyFrom?: number
}) {
  const list = (
    <ul data-part="items" aria-labelledby={`${id}-heading`}>
      {items.map((item, index) => (
        <li data-part="item" data-item-id={item.id}>
          {item.photo ? (
            <Image
              photo={item.photo}
              eager={isEager(eager, index)}
              lazy={index >= lazyFrom}
              sizes="(max-width: 432px) 100vw, 33vw"
            />
          ) : null}
          <h3>{item.url ? <a href={item.url}>{item.title}</a> : item.title}</h3>
          {item.date ? <time datetime={item.date}>{item.dateText ?? item.date}</time> : null}
          {item.excerpt ? <p>{item.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  )
  // The carousel's viewport is the template's: the island moves the list in it without moving the
  // list's images off the page (their first paint stays the page's largest).
  return (
    <>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {note}
      {design === 'carousel' ? <div data-part="viewport">{list}</div> : list}
      {design === 'carousel' ? (
        <div class="summary-controls">
          <button type="button" data-part="prev" aria-label="Previous items" disabled>
            ‹
          </button>
          <button type="button" data-part="next" aria-label="Next items" disabled>
            ›
          </button>
        </div>
      ) : null}
    </>
  )
}
