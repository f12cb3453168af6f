/** @jsxImportSource hono/jsx */
/**
 * The demo's summary blocks (CONTRACT.md section 11): their items from the blog's posts, the store's
 * products and the events table, and an events summary's rendering as the server answers
 * POST /api/widget/GetWidgetRendering for it (spec: "data.html replaces the block content").
 */
import { BLOCK_TYPE } from '../../../src/core/enums/block-types.ts'
import type { Photo } from '../components/Image.tsx'
import { type SummaryItem, SummaryContent } from '../components/Summary.tsx'
import type { Database } from '../db.ts'
import { listProducts } from '../store/catalog.ts'
import { addDays, dayIn, type DemoEvent, EVENTS_COLLECTION, listEvents, SITE_TIME_ZONE } from './events.ts'
import { ALL_POSTS } from './posts.ts'

export const EVENTS_SUMMARY_HEADING = 'Coming up at the bakery'
export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const

const onDate = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const atTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
})

/** The latest `count` posts, each with a photo of the media library (in turn) when `photos` has some. */
export function postItems(count: number, photos: readonly Photo[] = []): SummaryItem[] {
  return ALL_POSTS.slice(0, count).map((post, index) => ({
    id: post.id,
    title: post.title,
    url: `/blog/${post.slug}`,
    excerpt: post.excerpt,
    date: post.publishOn,
    dateText: onDate.format(new Date(`${post.publishOn}T12:00:00Z`)),
    photo: photos.length ? photos[index % photos.length] : undefined,
  }))
}

/** The store's products with their first image. */
export function productItems(db: Database): SummaryItem[] {
  return listProducts(db).map((product) => {
    const image = product.images[0]
    const [width = 1, height = 1] = (image?.dimensions ?? '').split('x').map(Number)
    return {
      id: product.id,
      title: product.title,
      url: product.url,
      excerpt: product.excerpt,
      photo: image ? { src: image.src, width, height, alt: image.alt } : undefined,
    }
  })
}

/** Events as summary items: the title, when, and where. */
export function eventItems(events: readonly DemoEvent[]): SummaryItem[] {
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    url: event.url,
    excerpt: event.location,
    date: event.startDate,
    dateText: event.allDay
      ? `${onDate.format(new Date(`${event.startDate}T12:00:00Z`))}, all day`
      : atTime.format(Date.parse(event.startDate)),
  }))
}

/** The events from `fromDays` days before today to a year ahead, days of the site's zone. */
export function eventsFrom(db: Database, fromDays: number): DemoEvent[] {
  const today = dayIn(Date.now(), SITE_TIME_ZONE)
  return listEvents(db, addDays(today, fromDays), addDays(today, 365))
}

/** What the widget rendering of a summary answers: HTML, or a refusal with its status. */
export type SummaryRendering = { html: string } | { status: 400 | 404; error: string }

/**
 * An events summary's rendering: the block's content with the upcoming events (a page's HTML kept in
 * a cache may still list some that have passed). The widget is checked (type summary v2, an id, a
 * value with a known design) and the collection must be the events one; every text is escaped by JSX.
 * `upcoming` gives the events from today (the server's from its table, the static demo's from
 * events.ts's demoEvents), asked only once the widget passed its checks.
 */
export async function renderEventsSummary(
  upcoming: () => readonly DemoEvent[],
  widget: { type?: unknown; id?: unknown; value?: unknown },
  collectionId: string | undefined,
): Promise<SummaryRendering> {
  if (widget.type !== BLOCK_TYPE.SUMMARY_V2) return { status: 400, error: 'widgetJSON.type must be 55 (summary v2)' }
  if (typeof widget.id !== 'string' || !/^[A-Za-z][\w-]{0,63}$/.test(widget.id))
    return { status: 400, error: 'widgetJSON.id must be an element id' }
  const value = widget.value as { design?: unknown } | null
  const design = typeof value === 'object' && value !== null ? value.design : undefined
  if (!SUMMARY_DESIGNS.includes(design as (typeof SUMMARY_DESIGNS)[number]))
    return { status: 400, error: `widgetJSON.value.design must be one of ${SUMMARY_DESIGNS.join(', ')}` }
  if (collectionId !== EVENTS_COLLECTION) return { status: 404, error: 'No events collection of that id' }
  const content = (
    <SummaryContent
      id={widget.id}
      heading={EVENTS_SUMMARY_HEADING}
      design={design as string}
      items={eventItems(upcoming())}
    />
  )
  return { html: String(await content.toString()) }
}
