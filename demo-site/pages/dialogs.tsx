/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Dialogs',
  description:
    'Every confirmation style, the alert, the toast, a tooltip and the system error dialog, by keyboard or pointer.',
  scripts: ['/demo/dialogs.js'],
  heading: <>Harbour Street Bakery: managing the menu</>,
  intro: (
    <>
      <p>
        Confirmations in their four styles, an alert, a toast, a tooltip and the system error dialog. Every dialog works
        with the keyboard alone: focus moves in, Tab stays inside, Escape cancels, and focus comes back to the button
        that opened it.
      </p>
    </>
  ),
  main: () => (
    <>
      <div id="dialogs">
        <section aria-labelledby="confirm-heading">
          <h2 id="confirm-heading">Confirmations</h2>
          <p class="note">Escape or a click outside the dialog means cancel.</p>
          <p>
            <button
              type="button"
              class="button"
              data-part="open"
              data-dialog="confirm-reject"
              data-title="Take the rye loaf off the menu?"
              data-message="Customers can no longer order it. You can put it back at any time."
            >
              Confirm or reject
            </button>{' '}
            <button
              type="button"
              class="button"
              data-part="open"
              data-dialog="confirm-cancel"
              data-title="Publish the weekend menu?"
              data-message="Visitors see the new menu as soon as you confirm."
            >
              Confirm or cancel
            </button>{' '}
            <button
              type="button"
              class="button"
              data-part="open"
              data-dialog="confirm"
              data-title="Collection times have changed"
              data-message="Orders are now ready from 7 am instead of 8 am."
            >
              Confirm only
            </button>{' '}
            <button
              type="button"
              class="button"
              data-part="open"
              data-dialog="none"
              data-title="Baking in progress"
              data-message="The oven is busy. Press Escape or click outside to close this notice."
            >
              No buttons
            </button>
          </p>
        </section>
        <section aria-labelledby="notice-heading">
          <h2 id="notice-heading">Alerts and toasts</h2>
          <p>
            <button
              type="button"
              class="button"
              data-part="open"
              data-dialog="alert"
              data-title="Logout Successful"
              data-message="You have been successfully logged out."
            >
              Alert
            </button>{' '}
            <button
              type="button"
              class="button"
              data-part="open"
              data-dialog="toast"
              data-message="Cardamom bun added to your basket"
            >
              Toast
            </button>{' '}
            <button type="button" class="button" data-tooltip="Copies a link to this page, ready to share">
              Share (tooltip)
            </button>
          </p>
        </section>
        <section aria-labelledby="error-heading">
          <h2 id="error-heading">System error</h2>
          <p class="note">Shown once per page: a second press shows nothing until the page is reloaded.</p>
          <p>
            <button type="button" class="button" data-part="open" data-dialog="system-error" data-kind="cleaned">
              System error
            </button>
          </p>
        </section>
        <p>
          Last outcome: <output data-part="outcome" aria-live="polite"></output>
        </p>
      </div>
    </>
  ),
})
