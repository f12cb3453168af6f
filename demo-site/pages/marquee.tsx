/** @jsxImportSource hono/jsx */
import { Marquee } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Marquee',
  description: 'Marquee text on a straight line and on waves, left and right, slowing to a stop under the pointer.',
  stylesheets: ['/demo/blocks.css'],
  heading: <>Harbour Street Bakery: this week</>,
  intro: (
    <>
      <p>
        Marquees run only while you can see them, stand still if you prefer reduced motion, and the wavy one slows to a
        stop under your pointer.
      </p>
    </>
  ),
  main: () => (
    <>
      <Marquee id="ticker" settings={{ animationDirection: 'left', animationSpeed: 1 }}>
        Fresh bread every morning · Open from 7 am ·
      </Marquee>
      <Marquee
        id="wave"
        settings={{
          waveFrequency: 2,
          waveIntensity: 0.4,
          animationDirection: 'left',
          animationSpeed: 1.5,
          pausedOnHover: true,
        }}
      >
        Cardamom buns · Rye · Focaccia · Almond cake ·
      </Marquee>
      <Marquee
        id="rightward"
        class="marquee marquee--small"
        settings={{ waveFrequency: 4, waveIntensity: 0.25, animationDirection: 'right', animationSpeed: 0.8 }}
      >
        Baking workshops on Saturdays ·
      </Marquee>
      <article class="long-read" aria-labelledby="story-heading">
        <h2 id="story-heading">Why the signs move</h2>
        <p>
          Our shop window has a chalkboard that nobody reads from across the street. On the website, a line of moving
          text does the same job: it catches the eye without taking much space.
        </p>
        <p>
          We keep it calm. The text moves slowly, stops when you point at it so you can read it, and does not move at
          all if your device asks for less motion. When it is off screen it does not move either: there is nobody to see
          it, and a phone's battery has better things to do.
        </p>
      </article>
      <Marquee
        id="below"
        settings={{ waveFrequency: 1, waveIntensity: 0.3, animationDirection: 'left', animationSpeed: 1 }}
      >
        See you on Harbour Street ·
      </Marquee>
    </>
  ),
})
