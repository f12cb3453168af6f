/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Kitchen sink',
  description:
    'Every block on one page: announcement bar, popup overlay, accordion, menu, pricing, marquee, text effects, animated blocks, image, gallery, video, map, form and booking widgets.',
  stylesheets: ['/demo/blocks.css'],
  context: { showAnnouncementBar: true },
  headingAttributes: { 'data-dynamic-text': '' },
  heading: (
    <>
      Harbour Street Bakery:{' '}
      <span
        data-block="text-effect"
        id="sink-title-effect"
        data-block-json={JSON.stringify({ shape: 'underline', color: '#c2410c' })}
      >
        everything
      </span>
    </>
  ),
  intro: (
    <>
      <p>
        Every kind of block the runtime knows, on one page, each as a template renders it. The loader imports an island
        for each kind when its block needs it.
      </p>
    </>
  ),
  top: (
    <>
      <div
        data-block="announcement-bar"
        id="sink-announcement"
        class="announcement"
        hidden
        data-block-json={JSON.stringify({ version: 1 })}
      >
        <p>
          Everything on one page. <a href="/">Back to the index</a>
        </p>
      </div>
    </>
  ),
  mainClass: 'sink-grid',
  main: () => (
    <>
      <section aria-labelledby="sink-marquee">
        <h2 id="sink-marquee">Marquee</h2>
        <p
          data-block="marquee"
          id="sink-ticker"
          class="marquee marquee--small"
          data-block-json={JSON.stringify({
            waveFrequency: 2,
            waveIntensity: 0.3,
            animationSpeed: 1,
            pausedOnHover: true,
          })}
        >
          Fresh bread every morning · Open from 7 am ·
        </p>
      </section>
      <section aria-labelledby="sink-accordion">
        <h2 id="sink-accordion">Accordion</h2>
        <div
          class="accordion"
          data-block="accordion"
          data-block-json={JSON.stringify({ allowMultipleOpen: false, expandFirst: true })}
          id="sink-faq"
        >
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded="true">
                Can I order bread online?
              </button>
            </h3>
            <div data-part="panel">
              <p>Yes, before 8 pm for the next morning.</p>
            </div>
          </div>
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded="false">
                Do you deliver?
              </button>
            </h3>
            <div data-part="panel" hidden>
              <p>Within three kilometres, on weekdays.</p>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="sink-menu">
        <h2 id="sink-menu">Menu</h2>
        <div data-block="menu" id="sink-cafe-menu" class="menu-tabs">
          <div class="tabs">
            <button type="button" data-part="tab" aria-selected="true">
              Breakfast
            </button>{' '}
            <button type="button" data-part="tab">
              Lunch
            </button>
          </div>
          <div data-part="panel">
            <dl class="dishes">
              <dt>Cardamom bun</dt>
              <dd>$4.00</dd>
            </dl>
          </div>
          <div data-part="panel" hidden>
            <dl class="dishes">
              <dt>Soup of the day</dt>
              <dd>$11.00</dd>
            </dl>
          </div>
        </div>
      </section>
      <section aria-labelledby="sink-pricing">
        <h2 id="sink-pricing">Member pricing</h2>
        <div data-block="member-pricing" id="sink-membership">
          <div class="pricing-options" role="group" aria-label="Billing">
            <button type="button" data-part="option" aria-pressed="true">
              Monthly
            </button>{' '}
            <button type="button" data-part="option" aria-pressed="false">
              Yearly
            </button>
          </div>
          <div class="plans">
            <section class="plan" aria-label="Home baker">
              <p data-part="price">$8 a month</p>
              <p data-part="price" hidden>
                $80 a year
              </p>
              <a class="button" data-part="join" href="/member-pricing">
                Join monthly
              </a>{' '}
              <a class="button" data-part="join" href="/member-pricing" hidden>
                Join yearly
              </a>
            </section>
          </div>
        </div>
      </section>
      <section aria-labelledby="sink-effects">
        <h2 id="sink-effects">Text effects</h2>
        <p class="effects-line">
          <span data-block="text-effect" id="sink-circle" data-block-json={JSON.stringify({ shape: 'circle' })}>
            drawn
          </span>
          ,{' '}
          <span
            data-block="text-effect"
            id="sink-fade"
            data-block-json={JSON.stringify({ animation: 'fade', shape: 'marker', color: '#fde047', layer: 'behind' })}
          >
            faded
          </span>{' '}
          and{' '}
          <span
            data-block="text-effect"
            id="sink-scale"
            data-block-json={JSON.stringify({ animation: 'fadeScale', shape: 'enclose' })}
          >
            scaled
          </span>
        </p>
      </section>
      <section aria-labelledby="sink-image">
        <h2 id="sink-image">Image</h2>
        <div data-block="image" id="sink-photo" class="sink-media">
          <img
            data-src="/demo/blocks-loaf.svg"
            data-image-dimensions="600x400"
            data-image-focal-point="0.5,0.5"
            width="600"
            height="400"
            alt="A loaf of sourdough on a board"
          />
        </div>
      </section>
      <section aria-labelledby="sink-gallery">
        <h2 id="sink-gallery">Gallery</h2>
        <div
          data-block="gallery"
          id="sink-slides"
          aria-label="The bakery in pictures"
          data-block-json={JSON.stringify({ design: 'grid', lightbox: true, slidesPerRow: 2 })}
        >
          <div data-part="slide" data-type="image" data-slide-id="loaf-1" data-slide-url="loaf-on-the-board">
            <img
              data-src="/demo/blocks-loaf.svg"
              data-image-dimensions="600x400"
              width="600"
              height="400"
              alt="The morning loaf"
            />
          </div>
          <div data-part="slide" data-type="image" data-slide-id="loaf-2" data-slide-url="loaf-again">
            <img
              data-src="/demo/blocks-loaf.svg"
              data-image-dimensions="600x400"
              width="600"
              height="400"
              alt="The same loaf, a second time"
            />
          </div>
        </div>
      </section>
      <section aria-labelledby="sink-video">
        <h2 id="sink-video">Video</h2>
        <div
          data-block="video"
          id="sink-film"
          data-provider-name="YouTube"
          data-block-json={JSON.stringify({ mode: 'fit' })}
          data-html={'<iframe src="/empty" width="640" height="360" title="A morning in the bakehouse"></iframe>'}
        >
          <img
            data-src="/demo/blocks-loaf.svg"
            data-image-dimensions="600x400"
            width="600"
            height="400"
            alt="A morning in the bakehouse (video)"
          />
        </div>
      </section>
      <section aria-labelledby="sink-map">
        <h2 id="sink-map">Map</h2>
        <div
          data-block="map"
          id="sink-shop-map"
          data-block-json={JSON.stringify({
            location: {
              mapLat: 40.7207559,
              mapLng: -74.0007613,
              mapZoom: 14,
              addressTitle: 'Harbour Street Bakery',
              addressLine1: '14 Harbour Street',
              addressCountry: 'United States',
            },
            style: 2,
          })}
        >
          <div data-part="card">
            <p data-part="title">Harbour Street Bakery</p>
            <p>14 Harbour Street</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="sink-form">
        <h2 id="sink-form">Form</h2>
        <div
          data-block="form"
          id="sink-contact"
          data-block-json={JSON.stringify({
            formId: 'sink-contact',
            collectionId: 'kitchen-sink',
            objectName: 'contact-form',
            isNewsletter: false,
            submitButtonText: 'Send',
            submissionHTML: '<p>Thanks!</p>',
            fields: [
              { id: 'name-1', type: 'name', title: 'Name', required: true },
              { id: 'email-1', type: 'email', title: 'Email', required: true },
              { id: 'message-1', type: 'textarea', title: 'Message', maxLength: 500 },
            ],
          })}
        ></div>
      </section>
      <section aria-labelledby="sink-booking">
        <h2 id="sink-booking">Booking widgets</h2>
        <div
          data-block="reservation"
          id="sink-reservation"
          class="booking"
          data-block-json={JSON.stringify({
            scriptUrl: 'https://www.opentable.com/widget/reservation/loader?rid=123456&domain=com&lang=en-US',
          })}
        >
          <p data-part="fallback">Book a table by phone on 01632 960 123.</p>
        </div>
        <div
          data-block="tock"
          id="sink-tock"
          class="booking"
          data-block-json={JSON.stringify({ businessName: 'harbour-street-bakery' })}
        >
          <div data-part="widget"></div>
          <p data-part="fallback">Book a bakehouse visit on our Tock page.</p>
        </div>
      </section>
      <section data-animation="fade" class="animated-card" id="sink-animated">
        <h2>Animated block</h2>
        <p>This card comes in once half of it is in view.</p>
      </section>
      <div
        data-block="popup-overlay"
        id="sink-overlay"
        class="overlay-content"
        hidden
        data-block-json={JSON.stringify({ style: 2, version: 1, showUntilSignup: true, displayFrequency: 7 })}
      >
        <h2>Join the bread club</h2>
        <p>One email a week with Friday's special loaf.</p>
        <div
          data-block="form"
          id="sink-club-form"
          data-block-json={JSON.stringify({
            formId: 'sink-club',
            collectionId: 'c-club',
            objectName: 'popup-overlay',
            isNewsletter: true,
            submitButtonText: 'Sign up',
            submissionHTML: '<p>Welcome to the club!</p>',
            fields: [{ id: 'email-club', type: 'email', title: 'Email', required: true }],
          })}
        ></div>
      </div>
    </>
  ),
})
