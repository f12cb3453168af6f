/** @jsxImportSource hono/jsx */
import { EVENTS_COLLECTION } from '../server/content/events.ts'
import { EVENTS_SUMMARY_HEADING, eventItems, eventsFrom } from '../server/content/summary.tsx'
import { Summary } from '../server/components/Summary.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Summary: list',
  description: "The bakery's events as a list, as the server renders them when the block asks for it.",
  stylesheets: ['/demo/summary.css'],
  heading: "What's on",
  intro: (
    <p>
      A summary block with the <code>list</code> design over the events collection. The page's HTML, as a cache may keep
      it, lists the last month's events too; the block asks <code>POST /api/widget/GetWidgetRendering</code> and shows
      the server's rendering, sanitised, which lists only those to come. Should that call fail, the page's list stays.
    </p>
  ),
  main: ({ request }) => (
    <Summary
      id="events-list"
      heading={EVENTS_SUMMARY_HEADING}
      settings={{ design: 'list', collectionId: EVENTS_COLLECTION, collectionType: 'events' }}
      items={request ? eventItems(eventsFrom(request.db, -30)) : []}
      eager={3}
    />
  ),
})
