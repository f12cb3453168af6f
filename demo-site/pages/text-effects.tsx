/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Text effects',
  description: 'Text effects: the twelve shapes, drawn, faded or faded and scaled as the text comes into view.',
  stylesheets: ['/demo/blocks.css'],
  headingAttributes: { class: 'highlight-title' },
  heading: (
    <>
      Bread that is{' '}
      <span
        data-block="text-effect"
        id="hero-effect"
        data-block-json={JSON.stringify({ shape: 'underlineCurve', color: '#c2410c', thickness: '0.08em' })}
      >
        worth the wait
      </span>
    </>
  ),
  intro: (
    <>
      <p>
        Each shape is drawn, faded in, or faded in while it grows, when its words come into view. With reduced motion,
        they are simply there.
      </p>
    </>
  ),
  main: () => (
    <>
      <h2>The twelve shapes, drawn</h2>
      <ul class="effects">
        <li>
          <span data-block="text-effect" id="fx-circle" data-block-json={JSON.stringify({ shape: 'circle' })}>
            circle
          </span>
          <small>circle, draw</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-cross"
            data-block-json={JSON.stringify({ shape: 'cross', linecap: 'round' })}
          >
            cross
          </span>
          <small>cross, round caps</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-enclose"
            data-block-json={JSON.stringify({ shape: 'enclose', direction: 'left' })}
          >
            enclose
          </span>
          <small>enclose, drawn to the left</small>
        </li>
        <li>
          <span data-block="text-effect" id="fx-jagged" data-block-json={JSON.stringify({ shape: 'jagged' })}>
            jagged
          </span>
          <small>jagged</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-marker"
            data-block-json={JSON.stringify({ shape: 'marker', color: '#fde047', layer: 'behind', blend: 'multiply' })}
          >
            marker
          </span>
          <small>marker, behind, multiply</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-scribble"
            data-block-json={JSON.stringify({ shape: 'scribble', duration: '2' })}
          >
            scribble
          </span>
          <small>scribble, 2 s</small>
        </li>
        <li>
          <span data-block="text-effect" id="fx-strike" data-block-json={JSON.stringify({ shape: 'strike' })}>
            strike
          </span>
          <small>strike</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-strike-diagonal"
            data-block-json={JSON.stringify({ shape: 'strikeDiagonal' })}
          >
            diagonal
          </span>
          <small>strikeDiagonal</small>
        </li>
        <li>
          <span data-block="text-effect" id="fx-underline" data-block-json={JSON.stringify({ shape: 'underline' })}>
            underline
          </span>
          <small>underline</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-underline-curve"
            data-block-json={JSON.stringify({ shape: 'underlineCurve' })}
          >
            curve
          </span>
          <small>underlineCurve</small>
        </li>
        <li>
          <span
            data-block="text-effect"
            id="fx-underline-double"
            data-block-json={JSON.stringify({ shape: 'underlineDouble' })}
          >
            double
          </span>
          <small>underlineDouble</small>
        </li>
        <li>
          <span data-block="text-effect" id="fx-wave" data-block-json={JSON.stringify({})}>
            wave
          </span>
          <small>wave, every default</small>
        </li>
      </ul>
      <h2>Faded in</h2>
      <p class="effects-line">
        <span
          data-block="text-effect"
          id="fx-fade"
          data-block-json={JSON.stringify({ animation: 'fade', shape: 'circle', color: '#0b6e8a' })}
        >
          fade
        </span>{' '}
        and{' '}
        <span
          data-block="text-effect"
          id="fx-fade-scale"
          data-block-json={JSON.stringify({ animation: 'fadeScale', shape: 'enclose', color: '#0b6e8a' })}
        >
          fadeScale
        </span>
      </p>
      <article class="long-read" aria-labelledby="why-heading">
        <h2 id="why-heading">Below the fold</h2>
        <p>The effects further down wait until you scroll to them, so you see them drawn.</p>
      </article>
      <section data-animation="fade" class="animated-card" id="card-with-effect">
        <h2>Inside an animated block</h2>
        <p>
          This card comes in when half of it is in view; its highlight starts 250 ms into that entrance:{' '}
          <span
            data-block="text-effect"
            id="fx-in-card"
            data-block-json={JSON.stringify({ shape: 'scribble', color: '#c2410c' })}
          >
            sold out by noon
          </span>
          .
        </p>
      </section>
    </>
  ),
})
