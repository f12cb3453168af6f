/** @jsxImportSource hono/jsx */
import { definePage, SITE_NAME } from '../server/page.ts'

export const page = definePage({
  title: SITE_NAME,
  nav: false,
  heading: SITE_NAME,
  intro: <p>Server-rendered pages, one small loader, and an island for each block that needs one.</p>,
  // Every page of the folder, from its title and description: a page added there is listed here.
  main: ({ pages }) => (
    <>
      <h2>Pages</h2>
      <ul class="page-list">
        {pages.map(({ name, title, description }) => (
          <li>
            <a href={`/${name}`}>{title}</a>
            {description ? `: ${description}` : ''}
          </li>
        ))}
      </ul>
      <h2>Content from the site's data</h2>
      <ul class="page-list">
        <li>
          <a href="/blog">Blog</a>: posts loaded in place, filtered by category, each with likes, share links and
          comments.
        </li>
        <li>
          <a href="/search">Search</a>: the site's posts, products, pages and events, with results as you type.
        </li>
        <li>
          <a href="/events">Events</a>: the coming events as a list and a month grid, each to add to a calendar.
        </li>
      </ul>
      <h2>Server</h2>
      <ul class="page-list">
        <li>
          <a href="/inbox">Inbox</a>: every request the pages sent to <code>/api/</code>.
        </li>
      </ul>
    </>
  ),
})
