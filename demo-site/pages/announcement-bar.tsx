/** @jsxImportSource hono/jsx */
import { AnnouncementBar } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Announcement bar',
  description: 'An announcement bar the visitor can dismiss; a new version shows again.',
  stylesheets: ['/demo/blocks.css'],
  scripts: ['/demo/blocks.js'],
  context: { showAnnouncementBar: true },
  heading: <>Harbour Street Bakery: news</>,
  intro: (
    <>
      <p>
        The page context allows the bar (<code>showAnnouncementBar</code>). Dismiss it and it stays away at this
        version; the owner bumping the version shows it again.
      </p>
    </>
  ),
  top: (
    <>
      <AnnouncementBar id="announcement" version={2}>
        <p>
          Hot cross buns are back from Friday. <a href="/menu">See the menu</a>
        </p>
      </AnnouncementBar>
    </>
  ),
  main: () => (
    <>
      <p>
        <button type="button" class="button" data-forget="atoll.announcement-bar">
          Forget my dismissal
        </button>
      </p>
      <article aria-labelledby="news-heading">
        <h2 id="news-heading">Easter at the bakery</h2>
        <p>
          From Good Friday to Easter Monday we bake hot cross buns twice a day, at 7 am and at noon. Order a dozen ahead
          and we keep them warm until you come.
        </p>
        <p>
          The shop closes at 1 pm on Easter Sunday and stays closed on Easter Monday, when the bakers finally get to eat
          some buns themselves.
        </p>
      </article>
    </>
  ),
})
