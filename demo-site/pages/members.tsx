/** @jsxImportSource hono/jsx */
import DATA_MESSAGES from '../../src/dictionaries/en-US/data.json' with { type: 'json' }
import FORM_MESSAGES from '../../src/dictionaries/en-US/forms.json' with { type: 'json' }
import { Block } from '../server/components/Block.tsx'
import { definePage } from '../server/page.ts'
import {
  DEMO_MEMBER,
  MEMBERS_PAGE,
  memberOf,
  SIGN_OUT_FORM_PATH,
  SITE_USER_SESSION_PATH,
  type SignInFailure,
  TYPED_EMAIL_COOKIE,
  xsrfTokenOf,
} from '../server/routes/members.ts'

/** What the page says after a sign-in without script failed (`?signIn=`): the spec's messages. */
const FAILURE_TEXT: Record<SignInFailure, string> = {
  unauthorized: DATA_MESSAGES['data.unauthorized'],
  rateLimited: FORM_MESSAGES['forms.rateLimited'],
  invalid: FORM_MESSAGES['forms.invalidFields'],
}

export const page = definePage({
  title: 'Members',
  description:
    "A member area: the access-denied page (page type 106) offers the sign-in, which posts without script too; the member's page and sign-out.",
  stylesheets: ['/demo/members.css'],
  heading: <>Harbour Street Bakery: the bread club</>,
  intro: (
    <p>
      Recipes and early orders for the bakery's members. The demo member is <code>{DEMO_MEMBER.email}</code> with the
      password <code>{DEMO_MEMBER.password}</code>.
    </p>
  ),
  main: ({ request }) => {
    const cookies = request?.cookies ?? {}
    const member = request && memberOf(request.db, cookies)
    if (member && request) {
      return (
        <section aria-labelledby="members-heading">
          <h2 id="members-heading">Welcome back, {member.name}</h2>
          <p>This week's members' recipe: a rye loaf with caraway, baked in a cast-iron pot.</p>
          <Block kind="member-sign-in" id="member-session" class="member-session">
            <form method="post" action={SIGN_OUT_FORM_PATH} data-part="sign-out">
              <input type="hidden" name="xsrfToken" value={xsrfTokenOf(request.db, cookies) ?? ''} />
              <button type="submit" class="button">
                Sign out
              </button>
            </form>
          </Block>
        </section>
      )
    }
    const failure = request?.url.searchParams.get('signIn') as SignInFailure | null
    const message = failure ? FAILURE_TEXT[failure] : undefined
    return (
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Members only</h2>
        <p>This page is for the bread club's members. Sign in to see it.</p>
        <Block kind="member-sign-in" id="member-sign-in" class="member-sign-in">
          <form method="post" action={SITE_USER_SESSION_PATH} data-part="form" aria-labelledby="sign-in-heading">
            <h3 id="sign-in-heading">Sign in</h3>
            <input type="hidden" name="returnUrl" value={MEMBERS_PAGE} />
            <p class="member-sign-in-status" data-part="status" role="alert">
              {message}
            </p>
            <p class="member-field">
              <label for="member-email">Email</label>
              <input
                id="member-email"
                name="email"
                type="email"
                autocomplete="username"
                required
                value={message ? cookies[TYPED_EMAIL_COOKIE] : undefined}
              />
            </p>
            <p class="member-field">
              <label for="member-password">Password</label>
              <input id="member-password" name="password" type="password" autocomplete="current-password" required />
            </p>
            <p class="member-check">
              <input id="member-remember" name="rememberMe" type="checkbox" value="true" />
              <label for="member-remember">Remember me</label>
            </p>
            <p>
              <button type="submit" class="button">
                Sign in
              </button>
            </p>
          </form>
        </Block>
      </section>
    )
  },
})
