/** @jsxImportSource hono/jsx */
import { Accordion } from '../server/components/Accordion.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Accordions',
  description: 'One open at a time, several open, and one that loads on first interaction.',
  heading: 'Harbour Street Bakery: questions and answers',
  intro: <p>Three accordions. The server renders their first state, so nothing moves when the island mounts.</p>,
  main: () => (
    <>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">Ordering online</h2>
        <p class="note">One panel open at a time; the first starts open.</p>
        <Accordion
          id="faq"
          expandFirst
          items={[
            {
              title: 'Can I order bread online?',
              content: (
                <p>
                  Yes. Choose your loaves on the Order page before 8 pm and pick them up the next morning from 7 am.
                  Your basket keeps its contents for a week, so you can come back to it.
                </p>
              ),
            },
            {
              title: 'When do delivery orders go out?',
              content: (
                <p>
                  Our bike courier leaves the bakehouse at 9 am on weekdays and delivers within three kilometres of
                  Harbour Street. Orders after 8 pm go out the day after next.
                </p>
              ),
            },
            {
              title: 'Do you bake anything gluten-free?',
              content: (
                <p>
                  We bake a buckwheat loaf and almond cakes on Fridays in a separate oven. Our kitchen handles wheat
                  every day, so we cannot promise that anything is free of traces.
                </p>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="visit-heading">
        <h2 id="visit-heading">Visiting the shop</h2>
        <p class="note">Any number of panels open; all start closed.</p>
        <Accordion
          id="multi"
          allowMultipleOpen
          items={[
            {
              title: 'Opening hours',
              content: (
                <p>
                  Tuesday to Saturday, 7 am to 3 pm; Sunday, 8 am to noon. We close on Mondays, when the sourdough
                  starters get their day off.
                </p>
              ),
            },
            {
              title: 'Where to find us',
              content: (
                <p>
                  14 Harbour Street, next to the ferry terminal. Look for the blue door and the smell of cardamom buns.
                </p>
              ),
            },
            {
              title: 'Parking and bikes',
              content: (
                <p>
                  There are bike racks by the door and two short-stay parking spaces behind the shop. The harbour car
                  park is a three-minute walk.
                </p>
              ),
            },
          ]}
        />
      </section>

      <article class="long-read" aria-labelledby="story-heading">
        <h2 id="story-heading">How our new website came together</h2>
        <p>
          For eleven years the bakery's website was a single page with our opening hours and a photograph of the shop
          front that had faded in the sun. Customers phoned to ask whether we had rye on Thursdays, and we answered the
          same five questions every morning while the ovens were heating.
        </p>
        <p>
          When we started taking orders for collection, the phone became a problem. Orders were written on the back of
          receipts, and on busy Saturdays some of them went into the bin with the flour bags. We needed a page where
          people could choose their bread themselves.
        </p>
        <p>
          We built the new site with a website builder because nobody in the bakery wants to look after a server. The
          template we picked shows the week's bakes as a gallery, takes orders through a simple form, and answers the
          common questions on this page.
        </p>
        <p>
          Most of our customers visit the site on their phones, often on the ferry with a weak signal. We asked for
          pages that appear quickly and stay still while they load, so that nobody taps the wrong loaf because a picture
          pushed the button down.
        </p>
        <p>
          The answers above are written by the people who bake the bread. When the buckwheat loaf sold out three Fridays
          in a row, Maren added a line about ordering it ahead, and the number of disappointed customers dropped the
          next week.
        </p>
        <p>
          We also learned that fewer words work better. The first version of the delivery answer was four paragraphs
          long; now it is two sentences, and the courier gets fewer calls asking where he is.
        </p>
        <p>
          The site remembers nothing about you unless you order. If you do, we keep your name and phone number for the
          order and delete them after a month. The cookie notice tells you exactly which cookies we use, and you can
          change your mind at any time.
        </p>
        <p>
          Next spring we plan to add a small page about the bakehouse itself: who works there, which flour we buy from
          the mill up the valley, and why the oven is older than most of the staff.
        </p>
        <p>
          Until then, the questions below cover the two things people ask us most after opening hours: whether we bake
          for events, and whether they can come and watch.
        </p>
      </article>

      <section aria-labelledby="more-heading">
        <h2 id="more-heading">Events and visits</h2>
        <p class="note">This accordion waits for your first interaction before its island loads.</p>
        <Accordion
          id="late"
          hydrate="interaction"
          items={[
            {
              title: 'Do you bake for weddings and events?',
              content: (
                <p>
                  Yes, for up to two hundred guests. Tell us the date at least three weeks ahead through the order form,
                  and we will suggest breads and cakes for the season.
                </p>
              ),
            },
            {
              title: 'Can I visit the bakehouse?',
              content: (
                <p>
                  On the first Saturday of each month we open the bakehouse at 6 am for six visitors. Book a place in
                  the shop; children over ten are welcome with an adult.
                </p>
              ),
            },
          ]}
        />
      </section>
    </>
  ),
})
