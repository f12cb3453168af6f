/** @jsxImportSource hono/jsx */
import {
  Animated,
  AnnouncementBar,
  FormBlock,
  MapBlock,
  MemberPricing,
  Marquee,
  Menu,
  PopupOverlay,
  Reservation,
  TextEffect,
  Tock,
} from '../server/components/Blocks.tsx'
import { Image } from '../server/components/Image.tsx'
import { Video } from '../server/components/Video.tsx'
import { Accordion } from '../server/components/Accordion.tsx'
import { Block } from '../server/components/Block.tsx'
import { AcuityClasses, BakehouseFilm } from '../server/components/DemoMedia.tsx'
import { ChartBlock } from '../server/components/Chart.tsx'
import { SITE_EXTRAS } from '../server/layout.ts'
import { definePage } from '../server/page.ts'

export const page = definePage({
  searchBox: true,
  title: 'Kitchen sink',
  description:
    'Every block on one page: announcement bar, popup overlay, accordion, menu, pricing, marquee, text effects, animated blocks, image, gallery, video, map, form, booking widgets, audio, platform video, chart, tour dates, an embedded widget and a donate button; and the page extras (fonts, Pinterest, the mobile bar, member labels).',
  stylesheets: ['/demo/blocks.css', '/demo/media.css', '/demo/extras.css', '/demo/charts.css'],
  context: { showAnnouncementBar: true, ...SITE_EXTRAS },
  headingAttributes: { 'data-dynamic-text': '' },
  heading: (
    <>
      Harbour Street Bakery:{' '}
      <TextEffect id="sink-title-effect" settings={{ shape: 'underline', color: '#c2410c' }}>
        everything
      </TextEffect>
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
      <AnnouncementBar id="sink-announcement" version={1}>
        <p>
          Everything on one page. <a href="/">Back to the index</a>
        </p>
      </AnnouncementBar>
    </>
  ),
  mainClass: 'sink-grid',
  main: () => (
    <>
      <section aria-labelledby="sink-marquee">
        <h2 id="sink-marquee">Marquee</h2>
        <Marquee
          id="sink-ticker"
          class="marquee marquee--small"
          settings={{ waveFrequency: 2, waveIntensity: 0.3, animationSpeed: 1, pausedOnHover: true }}
        >
          Fresh bread every morning · Open from 7 am ·
        </Marquee>
      </section>
      <section aria-labelledby="sink-accordion">
        <h2 id="sink-accordion">Accordion</h2>
        <Accordion
          id="sink-faq"
          expandFirst
          items={[
            { title: 'Can I order bread online?', content: <p>Yes, before 8 pm for the next morning.</p> },
            { title: 'Do you deliver?', content: <p>Within three kilometres, on weekdays.</p> },
          ]}
        />
      </section>
      <section aria-labelledby="sink-menu">
        <h2 id="sink-menu">Menu</h2>
        <Menu
          id="sink-cafe-menu"
          tabs={[
            {
              label: 'Breakfast',
              content: (
                <>
                  <dl class="dishes">
                    <dt>Cardamom bun</dt>
                    <dd>$4.00</dd>
                  </dl>
                </>
              ),
            },
            {
              label: 'Lunch',
              content: (
                <>
                  <dl class="dishes">
                    <dt>Soup of the day</dt>
                    <dd>$11.00</dd>
                  </dl>
                </>
              ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="sink-pricing">
        <h2 id="sink-pricing">Member pricing</h2>
        <MemberPricing
          id="sink-membership"
          options={['Monthly', 'Yearly']}
          plans={[
            {
              name: 'Home baker',
              options: [
                { price: '$8 a month', join: 'Join monthly', href: '/member-pricing' },
                { price: '$80 a year', join: 'Join yearly', href: '/member-pricing' },
              ],
            },
          ]}
        />
      </section>
      <section aria-labelledby="sink-effects">
        <h2 id="sink-effects">Text effects</h2>
        <p class="effects-line">
          <TextEffect id="sink-circle" settings={{ shape: 'circle' }}>
            drawn
          </TextEffect>
          ,{' '}
          <TextEffect
            id="sink-fade"
            settings={{ animation: 'fade', shape: 'marker', color: '#fde047', layer: 'behind' }}
          >
            faded
          </TextEffect>{' '}
          and{' '}
          <TextEffect id="sink-scale" settings={{ animation: 'fadeScale', shape: 'enclose' }}>
            scaled
          </TextEffect>
        </p>
      </section>
      <section aria-labelledby="sink-image">
        <h2 id="sink-image">Image</h2>
        <Block kind="image" id="sink-photo" class="sink-media">
          <Image
            photo={{
              src: '/demo/blocks-loaf.svg',
              width: 600,
              height: 400,
              focalPoint: '0.5,0.5',
              alt: 'A loaf of sourdough on a board',
            }}
          />
        </Block>
      </section>
      <section aria-labelledby="sink-extras">
        <h2 id="sink-extras" class="extras-serif">
          Page extras
        </h2>
        <p>
          From the site settings: this heading's web font, a Save button over the image above, the contact bar at 1024
          px wide or less, and the label of a link to a{' '}
          <a href="/members" data-access="members">
            members' page
          </a>
          .
        </p>
      </section>
      <section aria-labelledby="sink-gallery">
        <h2 id="sink-gallery">Gallery</h2>
        <Block
          kind="gallery"
          id="sink-slides"
          attributes={{ 'aria-label': 'The bakery in pictures' }}
          settings={{ design: 'grid', lightbox: true, slidesPerRow: 2 }}
        >
          <div data-part="slide" data-type="image" data-slide-id="loaf-1" data-slide-url="loaf-on-the-board">
            <Image photo={{ src: '/demo/blocks-loaf.svg', width: 600, height: 400, alt: 'The morning loaf' }} />
          </div>
          <div data-part="slide" data-type="image" data-slide-id="loaf-2" data-slide-url="loaf-again">
            <Image
              photo={{ src: '/demo/blocks-loaf.svg', width: 600, height: 400, alt: 'The same loaf, a second time' }}
            />
          </div>
        </Block>
      </section>
      <section aria-labelledby="sink-video">
        <h2 id="sink-video">Video</h2>
        <Video
          id="sink-film"
          provider="YouTube"
          mode="fit"
          embed={'<iframe src="/empty" width="640" height="360" title="A morning in the bakehouse"></iframe>'}
          poster={{ src: '/demo/blocks-loaf.svg', width: 600, height: 400, alt: 'A morning in the bakehouse (video)' }}
        />
      </section>
      <section aria-labelledby="sink-map">
        <h2 id="sink-map">Map</h2>
        <MapBlock
          id="sink-shop-map"
          settings={{
            location: {
              mapLat: 40.7207559,
              mapLng: -74.0007613,
              mapZoom: 14,
              addressTitle: 'Harbour Street Bakery',
              addressLine1: '14 Harbour Street',
              addressCountry: 'United States',
            },
            style: 2,
          }}
          card={
            <>
              <p data-part="title">Harbour Street Bakery</p>
              <p>14 Harbour Street</p>
            </>
          }
        />
      </section>
      <section aria-labelledby="sink-form">
        <h2 id="sink-form">Form</h2>
        <FormBlock
          id="sink-contact"
          settings={{
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
          }}
        />
      </section>
      <section aria-labelledby="sink-booking">
        <h2 id="sink-booking">Booking widgets</h2>
        <Reservation
          id="sink-reservation"
          settings={{
            scriptUrl: 'https://www.opentable.com/widget/reservation/loader?rid=123456&domain=com&lang=en-US',
          }}
          fallback={<p data-part="fallback">Book a table by phone on 01632 960 123.</p>}
        />
        <Tock
          id="sink-tock"
          settings={{ businessName: 'harbour-street-bakery' }}
          fallback={<p data-part="fallback">Book a bakehouse visit on our Tock page.</p>}
        />
      </section>
      <section aria-labelledby="sink-donate">
        <h2 id="sink-donate">Donate</h2>
        <p>Every loaf we do not sell by closing time goes to the harbour shelter; a gift buys the flour for more.</p>
        {/* Without script the form asks the same checkout; the island adds the spec's keys to other buttons. */}
        <Block kind="donate" id="sink-give" settings={{ donatePageId: 'shelter-bread' }}>
          <form action="/checkout/donate" method="get">
            <input type="hidden" name="donatePageId" value="shelter-bread" />
            <button type="submit">Give to the shelter bread fund</button>
          </form>
        </Block>
      </section>
      <section aria-labelledby="sink-listen">
        <h2 id="sink-listen">Listen and watch</h2>
        <Block kind="audio" id="sink-tune" class="audio-block">
          <p>
            <span data-part="title">Harbour morning</span> · <span data-part="author">The Harbour Quartet</span>
          </p>
          <audio preload="none" controls src="/demo/media/harbour-morning.ogg">
            <track kind="captions" src="/demo/media/harbour-morning.vtt" srclang="en" label="English" />
          </audio>
        </Block>
        <BakehouseFilm id="sink-bakehouse" />
      </section>
      <section aria-labelledby="sink-figures">
        <h2 id="sink-figures">Figures and dates</h2>
        <ChartBlock
          id="sink-chart"
          type="bar"
          title="Loaves sold each month, 2026"
          labels={['Jan', 'Feb', 'Mar']}
          rows={[['Loaves', 1180, 1040, 1225]]}
        />
        <Block kind="tour-dates" id="sink-tour" settings={{ artist: 'the-harbour-quartet' }}>
          <p>
            <a href="/music">The Harbour Quartet's concerts</a>
          </p>
        </Block>
        <AcuityClasses id="sink-classes" />
      </section>
      <Animated id="sink-animated">
        <h2>Animated block</h2>
        <p>This card comes in once half of it is in view.</p>
      </Animated>
      <PopupOverlay id="sink-overlay" settings={{ style: 2, version: 1, showUntilSignup: true, displayFrequency: 7 }}>
        <h2>Join the bread club</h2>
        <p>One email a week with Friday's special loaf.</p>
        <FormBlock
          id="sink-club-form"
          settings={{
            formId: 'sink-club',
            collectionId: 'c-club',
            objectName: 'popup-overlay',
            isNewsletter: true,
            submitButtonText: 'Sign up',
            submissionHTML: '<p>Welcome to the club!</p>',
            fields: [{ id: 'email-club', type: 'email', title: 'Email', required: true }],
          }}
        />
      </PopupOverlay>
    </>
  ),
})
