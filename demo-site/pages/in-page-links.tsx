/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

/** The page's sections: each a heading the contents link to, and what a visitor reads there. */
const SECTIONS = [
  {
    id: 'opening-hours',
    title: 'Opening hours',
    text: 'Monday to Friday 7 am to 6 pm, Saturday 8 am to 4 pm, closed on Sundays. The first loaves come out of the oven at 7; the rye sells out by noon.',
  },
  {
    id: 'finding-us',
    title: 'Finding us',
    text: '12 Harbour Street, on the corner by the ferry terminal. The number 4 bus stops across the road; from the station it is a ten-minute walk along the quay.',
  },
  {
    id: 'parking',
    title: 'Parking',
    text: 'Two bays in front of the shop for twenty minutes, free; the harbour car park behind the fish market is open all day.',
  },
  {
    id: 'access',
    title: 'Step-free access',
    text: 'The door is step-free and wide enough for a wheelchair; ask at the counter for the ramp to the garden tables.',
  },
] as const

export const page = definePage({
  title: 'In-page links',
  description:
    'Links to a section of the same page: the spec’s scroll-to (50 ms, easing out, 30 px above the section), the focus on the section and its address in the history; a jump under reduced motion.',
  stylesheets: ['/demo/in-page-links.css'],
  heading: <>Harbour Street Bakery: visiting us</>,
  intro: (
    <p>
      The contents link to the sections below. Following one scrolls the page until the section’s heading is 30 px below
      the top, moves the keyboard’s focus there, and adds the section to the address, so Back returns here. A visitor
      who asks for reduced motion goes there at once.
    </p>
  ),
  main: () => (
    <>
      <nav class="visit-contents" aria-labelledby="contents">
        <h2 id="contents">Contents</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section) => (
        <section class="visit-section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          <p>{section.text}</p>
          <p>
            <a href="#contents">Back to the contents</a>
          </p>
        </section>
      ))}
    </>
  ),
})
