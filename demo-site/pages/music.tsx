/** @jsxImportSource hono/jsx */
import { Block } from '../server/components/Block.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Music',
  description: "The Harbour Quartet's page: their upcoming concerts, grouped by month, with ticket links.",
  heading: <>The Harbour Quartet</>,
  intro: (
    <p>
      The quartet plays the bakery's Friday evenings. Their tour dates come from <code>GET /api/tour-dates</code> when
      the block comes into view; without script, the link goes to their page.
    </p>
  ),
  main: () => (
    <>
      <h2>Tour dates</h2>
      <Block kind="tour-dates" id="tour" settings={{ artist: 'the-harbour-quartet' }}>
        <p>
          <a href="/music">All of the Harbour Quartet's concerts</a>
        </p>
      </Block>
    </>
  ),
})
