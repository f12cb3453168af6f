/** @jsxImportSource hono/jsx */
import { Block } from '../server/components/Block.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Integrator islands',
  description:
    "Islands a site's own code defines with Atoll.define: one that mounts, one that fails and keeps its server HTML.",
  stylesheets: ['/demo/blocks.css'],
  scripts: ['/demo/define.js'],
  context: { analyticsDisabled: true },
  heading: <>Harbour Street Bakery: islands of the site's own</>,
  intro: (
    <>
      <p>
        The two blocks below are kinds Atoll does not have: the site's own script defines them with{' '}
        <code>Atoll.define</code>. The opening hours say whether the shop is open now; the oven camera fails on purpose,
        and its block stays as the server rendered it.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading">Opening hours</h2>
        <Block kind="opening-hours" id="hours" settings={{ opens: 7, closes: 18 }}>
          <p data-part="status">Open daily from 7:00 to 18:00.</p>
        </Block>
      </section>
      <section aria-labelledby="oven-heading">
        <h2 id="oven-heading">The oven, live</h2>
        <Block kind="oven-camera" id="oven" hydrate="load">
          <p>The oven camera is resting. Come by the shop to see the loaves rise.</p>
        </Block>
      </section>
    </>
  ),
})
