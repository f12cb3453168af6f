/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Session',
  description:
    'Sign in as the owner, a viewer or a visitor: the editor redirect, the Escape key, logout and the native app bridge.',
  stylesheets: ['/demo/session.css'],
  scripts: ['/demo/session.js'],
  context: { websiteSettings: { useEscapeKeyToLogin: true } },
  heading: <>Harbour Street Bakery: your account</>,
  intro: (
    <>
      <p>
        What a signed-in owner, a viewer and a visitor meet on a published page. The demo server adds the signed-in
        account to every page's context once you choose a role below.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="role-heading">
        <h2 id="role-heading">Who you are</h2>
        <p>
          You are <strong data-part="role">a visitor</strong>.
        </p>
        <ul class="demo-roles">
          <li>
            <a href={'/demo/sign-in?as=owner&to=/session'}>Sign in as the owner</a>: the site's admin.
          </li>
          <li>
            <a href={'/demo/sign-in?as=viewer&to=/session'}>Sign in as a viewer</a>: may look, never edit.
          </li>
          <li>
            <a href={'/demo/sign-in?as=visitor&to=/session'}>Be a visitor</a>: not signed in.
          </li>
        </ul>
        <p class="note">
          On a published site an owner goes straight to the configuration area. This demo runs on 127.0.0.1, the local
          machine, where that redirect is off, as it is on localhost; add <code>?noredirect</code> to any address to
          switch it off for the rest of the visit elsewhere.
        </p>
        <p>
          <button type="button" class="button" data-logout="" data-part="logout">
            Log out
          </button>
        </p>
      </section>
      <section aria-labelledby="escape-heading">
        <h2 id="escape-heading">The Escape key</h2>
        <ul>
          <li>Signed in: Escape opens this page in the configuration area; Shift+Escape logs out.</li>
          <li>
            A visitor: this site lets Escape lead to the login (<code>useEscapeKeyToLogin</code>), unless the sign-up
            dialog is open: then Escape closes it.
          </li>
          <li>
            Inside the configuration area's preview, Escape closes its guide, then toggles the full-screen preview.
          </li>
        </ul>
        <p>
          <label for="note-field">Escape does nothing while you type here:</label>{' '}
          <input id="note-field" type="text" placeholder="A note for the baker" />
        </p>
        <p>
          <button type="button" class="button" data-part="open-signup">
            Join the bread club
          </button>{' '}
          <a class="button" href="/config/?frameUrl=%2Fsession">
            Open this page in the configuration area
          </a>
        </p>
        <p>
          Sign-up dialog: <output data-part="signup-status" aria-live="polite"></output>
        </p>
        <dialog data-signup="" aria-labelledby="signup-heading" class="demo-signup">
          <form method="dialog">
            <h3 id="signup-heading">Join the bread club</h3>
            <p>A loaf of the week, every Friday.</p>
            <p>
              <label>
                Email <input type="email" name="email" autocomplete="email" />
              </label>
            </p>
            <p>
              <button type="submit" class="button" value="join">
                Join
              </button>{' '}
              <button type="submit" class="button" value="close">
                Close
              </button>
            </p>
          </form>
        </dialog>
      </section>
      <section aria-labelledby="app-heading">
        <h2 id="app-heading">In the mobile app</h2>
        <p>
          The bakery's app shows its pages with <code>?platform=mobile-app&amp;container=ios</code> (or{' '}
          <code>android</code>, <code>web-view</code>). There the page tells the app about itself, and the Done link
          asks the app to close the page; in a browser it is an ordinary link home.
        </p>
        <p>
          <a href="/" data-native-dismiss="">
            Done
          </a>{' '}
          · <a href={'/session?platform=mobile-app&container=web-view'}>This page as the web-view app shows it</a>
        </p>
      </section>
    </>
  ),
})
