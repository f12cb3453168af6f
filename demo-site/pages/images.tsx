/** @jsxImportSource hono/jsx */
import { Image, type Photo } from '../server/components/Image.tsx'
import { definePage } from '../server/page.ts'

/** The harbour at dawn (3:2), the picture every row of this page shows in another box. */
const HARBOUR: Photo = {
  src: '/media/harbour-dawn.svg',
  width: 1500,
  height: 1000,
  alt: 'The harbour at dawn, a sailing boat by the quay',
}

export const page = definePage({
  title: 'Images',
  description:
    'Responsive images: the width for the box and the screen, every crop and focal point, the size formats and the load modes.',
  stylesheets: ['/demo/media.css'],
  scripts: ['/demo/media.js'],
  heading: <>Images at the right size</>,
  intro: (
    <>
      <p>
        Every <code>img[data-src]</code> on a page loads at the smallest width that covers its box, cropped around its
        focal point, without moving the page. No <code>data-block</code> needed.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="server-heading">
        <h2 id="server-heading">Rendered by the server</h2>
        <p class="note">
          An image in the first viewport carries <code>src</code>, <code>srcset</code> and <code>sizes</code> from the
          template: the browser downloads it before any script runs, and Atoll keeps it (it never asks for a width
          smaller than the one shown).
        </p>
        <Image
          photo={{
            src: '/media/video-poster.svg',
            width: 1600,
            height: 900,
            alt: 'The harbour at dusk, the hills behind',
          }}
          eager
          sizes="(min-width: 46rem) 44rem, calc(100vw - 1.5rem)"
          class="image-full"
          id="server-image"
        />
      </section>
      <section aria-labelledby="widths-heading">
        <h2 id="widths-heading">The width for the box</h2>
        <p class="note">
          The same image in boxes 120, 280, 400 and 640 px wide: each asks for the smallest of the widths 100 to 2500
          that covers its box at this screen's pixel ratio (at most 2x). The chosen width is written on each.
        </p>
        <div class="image-row">
          <figure>
            <Image photo={HARBOUR} class="w-120" load="true" />
            <figcaption>120 px box</figcaption>
          </figure>
          <figure>
            <Image photo={HARBOUR} class="w-280" load="true" />
            <figcaption>280 px box</figcaption>
          </figure>
          <figure>
            <Image photo={HARBOUR} class="w-400" load="true" />
            <figcaption>400 px box</figcaption>
          </figure>
          <figure>
            <Image photo={HARBOUR} class="w-640" load="true" />
            <figcaption>640 px box</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="column-heading">
        <h2 id="column-heading">The width of its column</h2>
        <p class="note">
          Images 2000 px wide with no width of their own, each in a column 400 px wide inside 60 px of padding: each
          asks for the width that covers the column, not the padding. The first is in a flex column, where it has no box
          until its source arrives; the second is decorative, without dimensions.
        </p>
        <div class="image-column is-flex">
          <Image
            photo={{
              src: '/media/market-stalls.svg',
              width: 2000,
              height: 1000,
              alt: 'The market, as wide as its column',
            }}
            reserve={false}
            id="column-image"
            load="true"
          />
        </div>
        <div class="image-column">
          <Image
            photo={{ src: '/media/wheat-fields.svg', width: 0, height: 0, alt: '' }}
            dimensions={false}
            reserve={false}
            id="column-decoration"
            load="true"
          />
        </div>
      </section>
      <section aria-labelledby="fill-heading">
        <h2 id="fill-heading">Cover: fill and content-fill</h2>
        <p class="note">
          Cropped to fill the box around the focal point: on the boat (0.72, 0.56), on the top left corner (0, 0), on
          the sun (0.72, 0.56) in a wide frame.
        </p>
        <div class="image-row">
          <figure>
            <Image
              photo={{ ...HARBOUR, focalPoint: '0.72,0.56', alt: 'Crop around the boat' }}
              class="crop-box"
              fit="fill"
            />
            <figcaption>fill, focal 0.72,0.56</figcaption>
          </figure>
          <figure>
            <Image
              photo={{ ...HARBOUR, focalPoint: '0,0', alt: 'Crop from the top left' }}
              class="crop-box"
              fit="fill"
            />
            <figcaption>fill, focal 0,0</figcaption>
          </figure>
          <figure>
            <div class="crop-frame is-wide">
              <Image
                photo={{
                  src: '/media/lighthouse.svg',
                  width: 1000,
                  height: 1500,
                  focalPoint: '0.5,0.4',
                  alt: 'The lighthouse cropped into a wide frame',
                }}
                fit="content-fill"
              />
            </div>
            <figcaption>content-fill, wide frame</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="fit-heading">
        <h2 id="fit-heading">Contain: fit and content-fit</h2>
        <p class="note">The whole image inside the box, placed by its alignment.</p>
        <div class="image-row">
          <figure>
            <Image
              photo={{ src: '/media/market-stalls.svg', width: 2000, height: 1000, alt: 'The market, fitted' }}
              class="crop-box"
              fit="fit"
            />
            <figcaption>fit (centred)</figcaption>
          </figure>
          <figure>
            <div class="crop-frame">
              <Image
                photo={{ src: '/media/market-stalls.svg', width: 2000, height: 1000, alt: 'The market at the top' }}
                fit="content-fit"
                alignment="top"
              />
            </div>
            <figcaption>content-fit, top</figcaption>
          </figure>
          <figure>
            <div class="crop-frame is-wide">
              <Image
                photo={{ src: '/media/lighthouse.svg', width: 1000, height: 1500, alt: 'The lighthouse on the left' }}
                fit="content-fit"
                alignment="left"
              />
            </div>
            <figcaption>content-fit, left</figcaption>
          </figure>
          <figure>
            <div class="crop-frame is-wide">
              <Image
                photo={{ src: '/media/lighthouse.svg', width: 1000, height: 1500, alt: 'The lighthouse on the right' }}
                fit="content-fit"
                alignment="right"
              />
            </div>
            <figcaption>content-fit, right</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="placing-heading">
        <h2 id="placing-heading">Size adjustment, stretch, background and positioning</h2>
        <p class="note">
          The harbour cropped as above with a size adjustment of 0.5 (half the width asked for), and with the focal
          point placed by percentages (no advanced positioning: the boat at 72% of the box, not centred); a 120 px
          picture that may not stretch, at its own size in a larger frame; and the harbour as its frame's background.
        </p>
        <div class="image-row">
          <figure>
            <Image
              photo={{ ...HARBOUR, focalPoint: '0.72,0.56', alt: 'The boat, asked for at half the width' }}
              id="adjusted-image"
              class="crop-box"
              fit="fill"
              sizeAdjustment="0.5"
            />
            <figcaption>fill, size adjustment 0.5</figcaption>
          </figure>
          <figure>
            <Image
              photo={{ ...HARBOUR, focalPoint: '0.72,0.56', alt: 'The boat, placed by percentages' }}
              id="percent-image"
              class="crop-box"
              fit="fill"
              advanced="false"
            />
            <figcaption>fill, no advanced positioning</figcaption>
          </figure>
          <figure>
            <div class="crop-frame is-wide">
              <Image
                photo={{
                  src: '/media/bakery-loaves.svg',
                  width: 120,
                  height: 120,
                  alt: 'The loaves, at their own size',
                }}
                id="unstretched-image"
                fit="content-fit"
                alignment="center"
                stretch="false"
              />
            </div>
            <figcaption>content-fit, no stretch</figcaption>
          </figure>
          <figure>
            <div class="crop-frame is-wide" id="background-frame">
              <Image
                photo={{ ...HARBOUR, focalPoint: '0.72,0.56', alt: 'The harbour, as the background of its frame' }}
                id="background-image"
                background
              />
            </div>
            <figcaption>background image</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="formats-heading">
        <h2 id="formats-heading">Size formats</h2>
        <p class="note">
          The query-string format (<code>?format=500w</code>, the default) and the filename format (<code>-500w</code>{' '}
          before the extension).
        </p>
        <div class="image-row">
          <figure>
            <Image
              photo={{ src: '/media/bakery-loaves.svg', width: 1200, height: 1200, alt: 'Loaves, query-string format' }}
              class="w-280"
              load="true"
            />
            <figcaption>data-size-format absent</figcaption>
          </figure>
          <figure>
            <Image
              photo={{ src: '/media/bakery-loaves.svg', width: 1200, height: 1200, alt: 'Loaves, filename format' }}
              class="w-280"
              load="true"
              sizeFormat="filename"
            />
            <figcaption>data-size-format="filename"</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="modes-heading">
        <h2 id="modes-heading">Load modes</h2>
        <p class="note">
          <code>data-load="true"</code> loads at once; <code>false</code> never loads by itself (a gallery loads such
          slides when it needs them); <code>viewport</code>, the default, loads within 200 px of the viewport: the last
          image, far below, waits until you scroll to it.
        </p>
        <div class="image-row">
          <figure>
            <Image
              photo={{ src: '/media/fishing-boats.svg', width: 1500, height: 1000, alt: 'Boats, loaded at once' }}
              class="w-280"
              load="true"
            />
            <figcaption>load true</figcaption>
          </figure>
          <figure>
            <Image
              photo={{
                src: '/media/wheat-fields.svg',
                width: 1500,
                height: 1000,
                alt: 'Fields, never loaded by itself',
              }}
              class="w-280"
              id="load-false"
              load="false"
            />
            <figcaption>load false</figcaption>
          </figure>
        </div>
        <div class="spacer-tall" aria-hidden="true">
          Scroll on: the next image loads when it comes near.
        </div>
        <div class="image-row">
          <figure>
            <Image
              photo={{
                src: '/media/old-town.svg',
                width: 1500,
                height: 1000,
                alt: 'The old town, loaded near the viewport',
              }}
              class="w-400"
              id="lazy-image"
            />
            <figcaption>load viewport (the default)</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="later-heading">
        <h2 id="later-heading">Added later</h2>
        <p class="note">The button adds an image to the page; it loads like the others, without a call.</p>
        <p>
          <button type="button" data-action="add-image">
            Add an image
          </button>
        </p>
        <div class="image-row" data-part="added"></div>
      </section>
    </>
  ),
})
