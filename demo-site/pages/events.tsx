/** @jsxImportSource hono/jsx */
import {
  addDays,
  dayIn,
  type DemoEvent,
  EVENTS_COLLECTION,
  listEvents,
  SITE_TIME_ZONE,
} from '../server/content/events.ts'
import { Block } from '../server/components/Block.tsx'
import { DEMO_CONTEXT } from '../server/layout.ts'
import { definePage } from '../server/page.ts'

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
})
const onDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

/** An event as the server lists it: what a visitor without script reads. */
function EventItem({ event }: { event: DemoEvent }) {
  const time = event.allDay
    ? `${onDay.format(new Date(`${event.startDate}T12:00:00Z`))} · All day`
    : when.format(Date.parse(event.startDate))
  return (
    <li>
      {event.url ? <a href={event.url}>{event.title}</a> : <strong>{event.title}</strong>} <span>{time}</span>{' '}
      <span>{event.location}</span>
    </li>
  )
}

export const page = definePage({
  searchBox: true,
  title: 'Events',
  description:
    "The bakery's workshops, concerts and closures: the upcoming ones as a list or a month grid, each to add to a calendar.",
  context: { website: { ...DEMO_CONTEXT.website, timeZone: SITE_TIME_ZONE } },
  heading: <>What's on at Harbour Street</>,
  intro: (
    <p>
      Events come from <code>GET /api/content/events</code> in the site's time zone (Europe/Oslo). The month grid
      follows the keyboard: arrows between days, Page Up and Page Down between months, Home and End to the week's ends,
      Enter to list a day's events. Without script, the server's list of upcoming events.
    </p>
  ),
  main: ({ request }) => {
    const today = dayIn(Date.now(), SITE_TIME_ZONE)
    const upcoming = request ? listEvents(request.db, today, addDays(today, 365)) : []
    return (
      <>
        <h2>Upcoming events</h2>
        <Block
          kind="calendar"
          id="calendar"
          class="calendar-block"
          settings={{ collectionId: EVENTS_COLLECTION, view: 'list' }}
        >
          <ul>
            {upcoming.map((event) => (
              <EventItem event={event} />
            ))}
          </ul>
        </Block>
      </>
    )
  },
})
