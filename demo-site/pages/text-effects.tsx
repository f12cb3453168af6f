/** @jsxImportSource hono/jsx */
import { Animated, TextEffect } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Text effects',
  description: 'Text effects: the twelve shapes, drawn, faded or faded and scaled as the text comes into view.',
  stylesheets: ['/demo/blocks.css'],
  headingAttributes: { class: 'highlight-title' },
  heading: (
    <>
      Bread that is{' '}
      <TextEffect id="hero-effect" settings={{ shape: 'underlineCurve', color: '#c2410c', thickness: '0.08em' }}>
        worth the wait
      </TextEffect>
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
          <TextEffect id="fx-circle" settings={{ shape: 'circle' }}>
            circle
          </TextEffect>
          <small>circle, draw</small>
        </li>
        <li>
          <TextEffect id="fx-cross" settings={{ shape: 'cross', linecap: 'round' }}>
            cross
          </TextEffect>
          <small>cross, round caps</small>
        </li>
        <li>
          <TextEffect id="fx-enclose" settings={{ shape: 'enclose', direction: 'left' }}>
            enclose
          </TextEffect>
          <small>enclose, drawn to the left</small>
        </li>
        <li>
          <TextEffect id="fx-jagged" settings={{ shape: 'jagged' }}>
            jagged
          </TextEffect>
          <small>jagged</small>
        </li>
        <li>
          <TextEffect
            id="fx-marker"
            settings={{ shape: 'marker', color: '#fde047', layer: 'behind', blend: 'multiply' }}
          >
            marker
          </TextEffect>
          <small>marker, behind, multiply</small>
        </li>
        <li>
          <TextEffect id="fx-scribble" settings={{ shape: 'scribble', duration: '2' }}>
            scribble
          </TextEffect>
          <small>scribble, 2 s</small>
        </li>
        <li>
          <TextEffect id="fx-strike" settings={{ shape: 'strike' }}>
            strike
          </TextEffect>
          <small>strike</small>
        </li>
        <li>
          <TextEffect id="fx-strike-diagonal" settings={{ shape: 'strikeDiagonal' }}>
            diagonal
          </TextEffect>
          <small>strikeDiagonal</small>
        </li>
        <li>
          <TextEffect id="fx-underline" settings={{ shape: 'underline' }}>
            underline
          </TextEffect>
          <small>underline</small>
        </li>
        <li>
          <TextEffect id="fx-underline-curve" settings={{ shape: 'underlineCurve' }}>
            curve
          </TextEffect>
          <small>underlineCurve</small>
        </li>
        <li>
          <TextEffect id="fx-underline-double" settings={{ shape: 'underlineDouble' }}>
            double
          </TextEffect>
          <small>underlineDouble</small>
        </li>
        <li>
          <TextEffect id="fx-wave" settings={{}}>
            wave
          </TextEffect>
          <small>wave, every default</small>
        </li>
      </ul>
      <h2>Faded in</h2>
      <p class="effects-line">
        <TextEffect id="fx-fade" settings={{ animation: 'fade', shape: 'circle', color: '#0b6e8a' }}>
          fade
        </TextEffect>{' '}
        and{' '}
        <TextEffect id="fx-fade-scale" settings={{ animation: 'fadeScale', shape: 'enclose', color: '#0b6e8a' }}>
          fadeScale
        </TextEffect>
      </p>
      <article class="long-read" aria-labelledby="why-heading">
        <h2 id="why-heading">Below the fold</h2>
        <p>The effects further down wait until you scroll to them, so you see them drawn.</p>
      </article>
      <Animated id="card-with-effect">
        <h2>Inside an animated block</h2>
        <p>
          This card comes in when half of it is in view; its highlight starts 250 ms into that entrance:{' '}
          <TextEffect id="fx-in-card" settings={{ shape: 'scribble', color: '#c2410c' }}>
            sold out by noon
          </TextEffect>
          .
        </p>
      </Animated>
    </>
  ),
})
