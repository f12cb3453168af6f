/** @jsxImportSource hono/jsx */
import { ButtonBlock } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Tracking',
  description:
    'What the tracking core sent: page views, census calls, events, error reports, traces and performance records, live.',
  stylesheets: ['/demo/tracking.css'],
  scripts: ['/demo/tracking.js'],
  context: { templateId: 'bakery-template', sessionRecording: { enabled: true, variant: 'sampled' } },
  heading: <>What the tracking core sent</>,
  intro: (
    <>
      <p>
        This page has no cookie banner, so visitor analytics run at once: its page view, the track image of a first
        landing, the button's render count and the performance settings leave as it loads. The lists below show what the
        demo server received from every demo page, newest first.
      </p>
      <p>
        The session-recording decision is logged in the console: this site's settings make a visitor eligible, and the
        demo server answers the recording id <code>automated-mock-id</code>, which means skip. No recording script is
        ever loaded.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="try-heading">
        <h2 id="try-heading">Try it</h2>
        <p class="tracking-controls">
          <ButtonBlock id="menu-button" text="See the week’s bakes" href="#sent-heading" />{' '}
          <button type="button" class="button" data-demo="error">
            Throw an uncaught error
          </button>{' '}
          <button type="button" class="button" data-demo="rejection">
            Reject a promise
          </button>
        </p>
        <p class="note">
          Errors are reported one second after the last one, and an identical error only once. Switch to another tab to
          send the performance records and traces at once; otherwise the records leave 30 seconds after load. Forms and
          overlays send theirs from their own pages: <a href="/newsletter">newsletter</a>,{' '}
          <a href="/popup-overlay">popup overlay</a>, and the <a href="/cookie-banner-opt-in">opt-in banner</a> shows
          the same calls waiting for consent.
        </p>
      </section>
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">Received by the server</h2>
        <p class="tracking-controls">
          <button type="button" class="button" data-demo="refresh">
            Refresh
          </button>{' '}
          <span class="note" data-part="updated" aria-live="polite"></span>
        </p>
        <div data-part="kinds"></div>
      </section>
    </>
  ),
})
