/** @jsxImportSource hono/jsx */
import { Animated } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Animated blocks',
  description:
    'Animated blocks: each comes in once half of it is in view (any part of a taller one), after its images load.',
  stylesheets: ['/demo/blocks.css'],
  heading: <>Harbour Street Bakery: a day in the bakehouse</>,
  intro: (
    <>
      <p>
        Each card below is an animated block (<code>data-animation</code>). It gets the class{' '}
        <code>animation-loaded</code> once half of it is in view, or any part of it when it is taller than the window,
        and only after its images have loaded; the stylesheet fades it in from there.
      </p>
    </>
  ),
  main: () => (
    <>
      <Animated id="card-dawn">
        <h2>4 am: the ovens</h2>
        <p>The first baker lights the ovens and feeds the sourdough starters, which have names.</p>
      </Animated>
      <article class="long-read" aria-labelledby="more-heading">
        <h2 id="more-heading">Scroll down</h2>
        <p>The next cards come in as you reach them.</p>
      </article>
      <Animated id="card-loaf" effect="slide">
        <h2>6 am: the first loaves</h2>
        <img
          src="/demo/blocks-loaf.svg"
          width="600"
          height="400"
          loading="lazy"
          alt="A loaf of sourdough on a wooden board"
        />
        <p>The first sourdough loaves come out, and the shop smells of toasted crust.</p>
      </Animated>
      <Animated id="card-half">
        <h2>7 am: the doors open</h2>
        <p>Regulars queue for cardamom buns before the ferry leaves. By eight the buns are gone.</p>
        <p>The café tables fill with people reading the paper, and a dog or two under them.</p>
      </Animated>
      <Animated id="card-tall" class="tall-card">
        <h2>All day: a card taller than the window</h2>
        <p>
          This card is taller than the window, so it can never be half in view: it comes in as soon as any part of it
          shows.
        </p>
      </Animated>
    </>
  ),
})
