import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { html } from 'hono/html'
import { eventsFrom } from '../content/summary.tsx'
import { renderWidget } from '../content/widgets.ts'
import type { Database } from '../db.ts'
import { htmlDocument } from '../layout.ts'
import {
  DEMO_SIGN_IN_PATH,
  demoSignIn,
  LAST_SITE_ID,
  LAST_SITE_ID_COOKIE,
  ROLE_COOKIE,
  ROLES,
  type Role,
  roleNamed,
} from '../roles.ts'
import { ownOrigin, sameOriginOnly, sameOriginPath } from '../origin.ts'
import type { AppEnv, DemoApp } from '../types.ts'

/**
 * The session and commerce area of the demo: a signed-in demo mode, logout, widget rendering, the
 * checkout routes and a stand-in for the configuration area (the places lookup is places.ts). The
 * site-user (member) session is the members area's (members.ts).
 *
 * Signed-in demo mode: `/demo/sign-in?as=owner|viewer|visitor&to=/session` sets the `demo-role`
 * cookie, and every page rendered afterwards gets `authenticatedAccount` and `websiteRoles` for that
 * role in its `#atoll-context`, as the platform renders them for a signed-in account.
 */

export { ROLES }

/** The cart session cookie the commerce hand-off checks (src/features/commerce/commerce.ts). */
export const CART_COOKIE = 'ss_cart'

export function register(app: DemoApp, db: Database): void {
  // Pages: the signed-in role's fields of the page context, which the page renderer merges before it
  // writes the context; and the cart session cookie a store keeps for its visitors.
  app.use('*', async (c, next) => {
    const role = roleOf(c)
    if (role) c.set('pageContext', { ...c.get('pageContext'), ...ROLES[role] })
    await next()
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
    if (c.req.path === '/shop' && getCookie(c, CART_COOKIE) === undefined) {
      setCookie(c, CART_COOKIE, randomUUID(), { path: '/', sameSite: 'Lax' })
    }
  })

  app.get(DEMO_SIGN_IN_PATH, (c) => {
    const { role, to } = demoSignIn(c.req.query('as'), c.req.query('to'), ownOrigin(c))
    if (role) {
      setCookie(c, ROLE_COOKIE, role, { path: '/', sameSite: 'Lax' })
      // The platform remembers the account's last site on sign-in; logout clears it.
      setCookie(c, LAST_SITE_ID_COOKIE, LAST_SITE_ID, { path: '/', sameSite: 'Lax' })
    } else {
      deleteCookie(c, ROLE_COOKIE, { path: '/' })
    }
    return c.redirect(to, 303)
  })

  // From a page of this site only: a form on another site could otherwise sign the visitor out.
  app.post('/api/auth/Logout', sameOriginOnly, (c) => {
    deleteCookie(c, ROLE_COOKIE, { path: '/' })
    return c.json({})
  })

  app.post('/api/widget/GetWidgetRendering', async (c) => {
    const { status, body } = await renderWidget(await c.req.parseBody(), () => eventsFrom(db, 0))
    return c.json(body, status)
  })

  // The checkout routes answer a simple page naming what they received.
  for (const path of ['/commerce/goto-checkout', '/checkout/subscribe', '/checkout/donate', '/checkout/giftcard']) {
    app.get(path, (c) => c.html(checkoutPage(c, path)))
  }

  app.get('/config/', (c) => c.html(configPage(sameOriginPath(c.req.query('frameUrl'), ownOrigin(c), '/'))))
}

const roleOf = (c: Context<AppEnv>): Role | undefined => roleNamed(getCookie(c, ROLE_COOKIE))

function checkoutPage(c: Context<AppEnv>, path: string) {
  const query = [...new URL(c.req.url).searchParams]
  return htmlDocument({
    title: 'Checkout · Atoll demo',
    body: html`<main>
      <h1>Checkout</h1>
      <p>The demo server's stand-in for <code>${path}</code>. A real store takes payment here.</p>
      ${
        query.length
          ? html`<dl class="demo-checkout-query">${query.map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>`
          : html`<p>No query parameters.</p>`
      }
      <p><a href="/shop">Back to the shop</a></p>
    </main>`,
  })
}

/** A stand-in for the configuration area: the site in a frame, a guide, and a full-screen preview. */
function configPage(frameUrl: string) {
  return htmlDocument({
    title: 'Configuration · Atoll demo',
    body: html`<link rel="stylesheet" href="/demo/session.css">
    <div class="demo-config" data-part="config">
      <aside class="demo-config-guide" data-part="guide" aria-labelledby="guide-heading">
        <h1 id="guide-heading">Configuration area</h1>
        <p>The demo's stand-in for the site editor. Press Escape in the preview: the first press
          closes this guide, the next ones toggle the full-screen preview.</p>
        <button type="button" class="button" data-part="close-guide">Close the guide</button>
      </aside>
      <div class="demo-config-preview" data-part="preview">
        <iframe src="${frameUrl}" title="Site preview" name="preview"></iframe>
      </div>
      <p class="demo-config-status">Last action: <output data-part="status" aria-live="polite"></output></p>
    </div>
    <script type="module" src="/demo/session-config.js"></script>`,
  })
}
