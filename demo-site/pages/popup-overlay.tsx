/** @jsxImportSource hono/jsx */
import { FormBlock, PopupOverlay } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Popup overlay',
  description: 'A popup overlay with a newsletter sign-up: shown until you sign up, again a week after you close it.',
  stylesheets: ['/demo/blocks.css'],
  scripts: ['/demo/blocks.js'],
  heading: <>Harbour Street Bakery: the bread club</>,
  intro: (
    <>
      <p>
        When the page has settled, the bread club's popup overlay opens. Close it with its button, Escape or a click
        beside it: it stays away for seven days, and for good once you sign up.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading">When it shows</h2>
        <ul>
          <li>
            Version <code>1</code>: when the owner publishes version 2, everyone sees it again.
          </li>
          <li>
            <code>displayFrequency</code> 7: seven days after you close it, it comes back.
          </li>
          <li>
            <code>showUntilSignup</code>: once you have signed up, never again.
          </li>
          <li>
            Signed-in owners always see it; phones see it too (<code>enableMobile</code>).
          </li>
        </ul>
        <p>
          <button type="button" class="button" data-forget="atoll.popup-overlay">
            Forget my choice and show it again
          </button>
        </p>
      </section>
      <article aria-labelledby="club-heading">
        <h2 id="club-heading">What the club is</h2>
        <p>
          Every Friday morning, members pick up a loaf of the week's special bread, baked with flour from the mill up
          the valley. Members hear first about new bakes and workshops.
        </p>
        <p>
          The club is free to join: sign up with your email address in the overlay, and we will send one message a week,
          on Thursday evening, with what comes out of the oven next.
        </p>
      </article>
      <PopupOverlay
        id="bread-club"
        settings={{ style: 3, enableMobile: true, version: 1, showUntilSignup: true, displayFrequency: 7 }}
      >
        <h2>Join the bread club</h2>
        <p>One email a week with Friday's special loaf, and first dibs on our baking workshops.</p>
        <FormBlock
          id="club-form"
          settings={{
            formId: 'f-bread-club',
            collectionId: 'c-club',
            objectName: 'popup-overlay',
            isNewsletter: true,
            submitButtonText: 'Sign up',
            submissionHTML: '<p>Welcome to the club! See you on Friday.</p>',
            fields: [{ id: 'email-club', type: 'email', title: 'Email', required: true }],
          }}
        />
      </PopupOverlay>
    </>
  ),
})
