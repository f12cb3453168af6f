/** @jsxImportSource hono/jsx */
import { Block } from '../server/components/Block.tsx'
import { AcuityClasses } from '../server/components/DemoMedia.tsx'
import { Image } from '../server/components/Image.tsx'
import { SITE_EXTRAS } from '../server/layout.ts'
import { definePage } from '../server/page.ts'
import { PHOTOS } from './media.ts'

export const page = definePage({
  title: 'Page extras',
  description:
    "The site settings' page extras: web fonts, a Save button over images, the contact bar at 1024 px wide or less, labels on links to members-only pages, embedded widgets and a donate button.",
  stylesheets: ['/demo/extras.css'],
  context: SITE_EXTRAS,
  heading: <>Page extras</>,
  intro: (
    <p>
      Four page-wide features that need no block: the page context (the site's settings) turns them on, and the loader
      imports each only where its settings are.
    </p>
  ),
  main: () => (
    <>
      <section aria-labelledby="extras-fonts">
        <h2 id="extras-fonts" class="extras-serif">
          Fresh bread, set in Fraunces
        </h2>
        <p class="extras-sans">
          The site's Google fonts (<code>googleFonts</code>: Fraunces and Inter) come from one stylesheet with one{' '}
          <code>family</code> parameter each and <code>display=swap</code>: the text shows at once in Georgia and the
          system font, then swaps. A Typekit kit (<code>website.typekitId</code>) loads the same way.
        </p>
      </section>
      <section aria-labelledby="extras-pins">
        <h2 id="extras-pins">Save to Pinterest</h2>
        <p>
          Point at a photo, or Tab to it: a Save button opens Pinterest's pin page for that photo in a small window.
          Nothing is asked of Pinterest before that click.
        </p>
        {/* In the first viewport, so they come with their sources (the second one lazy, below the first on a
            phone): WebKit draws an image without a source that has an alt text as that text, its width and
            height unused, and the photos opened 324 px when the image loader gave them theirs, moving every
            link below. */}
        <div class="extras-figures">
          <figure>
            <Image photo={PHOTOS.loaves} eager sizes="(min-width: 46rem) 22rem, calc(100vw - 2rem)" />
            <figcaption>Sourdough and rye</figcaption>
          </figure>
          <figure>
            <Image photo={PHOTOS.harbour} eager lazy sizes="(min-width: 46rem) 22rem, calc(100vw - 2rem)" />
            <figcaption>The harbour at dawn</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="extras-members">
        <h2 id="extras-members">Members' pages</h2>
        <p>
          Links to pages only members see carry the site's labels, as a tooltip and for screen readers (both lead to the
          members page of this demo, which offers the sign-in).
        </p>
        <ul>
          <li>
            <a href="/members" data-access="members">
              Members' recipes
            </a>
          </li>
          <li>
            <a href="/members" data-access="locked">
              The recipe vault
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="extras-bar">
        <h2 id="extras-bar">Contact bar</h2>
        <p>
          At 1024 px wide or less, a bar at the bottom offers the bakery's email, phone, address (a map search) and
          opening hours. Hide it and it stays away until the tab is closed.
        </p>
      </section>
      <section aria-labelledby="extras-widgets">
        <h2 id="extras-widgets">Embedded widgets</h2>
        <p>
          <code>embed-widget</code> blocks: a Zola registry and Acuity scheduling, loaded from the provider only when
          the block comes into view. Until then, and if the provider cannot be reached, the link goes to the same page.
        </p>
        {/* Zola's own snippet: its link, with its text, is the registry without script; its script draws there. */}
        <Block kind="embed-widget" id="registry" class="embed-widget" settings={{ provider: 'zola' }}>
          <a
            class="zola-registry-embed"
            data-part="widget"
            href="https://www.zola.com/registry/harbourstreetbakery"
            data-registry-key="harbourstreetbakery"
          >
            Our wedding cake registry on Zola
          </a>
        </Block>
        <AcuityClasses id="classes" />
      </section>
      <section aria-labelledby="extras-donate">
        <h2 id="extras-donate">Donate</h2>
        <p>
          A <code>donate</code> block: its button goes to <code>/checkout/donate?donatePageId=</code>. Without script
          the form asks the same checkout; with it, a template's other button-like element answers Enter and Space too.
        </p>
        <Block kind="donate" id="give" settings={{ donatePageId: 'shelter-bread' }}>
          <form action="/checkout/donate" method="get">
            <input type="hidden" name="donatePageId" value="shelter-bread" />
            <button type="submit">Give to the shelter bread fund</button>
          </form>
        </Block>
      </section>
    </>
  ),
})
