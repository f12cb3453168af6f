import { randomBytes, randomUUID, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Database } from '../db.ts'
import { ownOrigin, sameOriginOnly, sameOriginPath } from '../origin.ts'
import type { AppEnv, DemoApp } from '../types.ts'

/**
 * The member area of the demo (site users, CONTRACT.md section 11): members kept in SQLite with
 * scrypt-hashed passwords, the site-user session (`POST` and `DELETE /api/site-users/account/session`),
 * failed sign-ins limited per email address, and the members' page (`/members`), which a visitor who
 * is not signed in gets as the access-denied page (page type 106) with the sign-in form.
 *
 * The session is an http-only cookie naming a row of `site_user_sessions`; the row holds the
 * anti-forgery token the sign-in answered with (`xsrfToken`), which signing out must send back in
 * the site-user header (the island) or as a form field (the sign-out form without script).
 * Sign-in gives the session a crumb (its cookie); signing out checks the `crumb` query parameter
 * against the session's, and answers another with `crumbFail` and a fresh crumb, as the platform does.
 */

export const SITE_USER_SESSION_PATH = '/api/site-users/account/session'
/** The no-script sign-out form posts here (a form cannot send DELETE). */
export const SIGN_OUT_FORM_PATH = '/members/sign-out'
export const MEMBERS_PAGE = '/members'
export const SESSION_COOKIE = 'site-user-session'
export const CRUMB_COOKIE = 'crumb'
/** The address a sign-in without script failed with, for the page it goes back to (read once). */
export const TYPED_EMAIL_COOKIE = 'site-user-sign-in-email'
/** The site-user anti-forgery header (src/core/clients/site-users.ts). */
const XSRF_HEADER = 'x-siteuser-xsrf-token'

/** The demo's member, documented in docs/members.md. */
export const DEMO_MEMBER = { email: 'member@harbourstreet.test', password: 'rye-and-sourdough', name: 'Ines Holm' }

/** Failed sign-ins an address may have in {@link ATTEMPT_WINDOW_MS} before it is refused with 429. */
export const MAX_FAILED_ATTEMPTS = 5
export const ATTEMPT_WINDOW_MS = 15 * 60_000
/** How long "Remember me" keeps the session cookie; without it the cookie ends with the browser. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60

const KEY_LENGTH = 64
const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>

/** What a no-script sign-in that failed tells the page it goes back to (`?signIn=`). */
export const SIGN_IN_FAILURES = ['unauthorized', 'rateLimited', 'invalid'] as const
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number]

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS site_users (
    email TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    salt BLOB NOT NULL,
    hash BLOB NOT NULL
  );
  CREATE TABLE IF NOT EXISTS site_user_sessions (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    xsrf_token TEXT NOT NULL,
    crumb TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS site_user_attempts (
    email TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS site_user_attempts_email ON site_user_attempts (email, at);
`

export interface Member {
  email: string
  name: string
}

/** Adds a member (or sets a member's password), hashed with scrypt and a salt of its own. */
export async function addMember(db: Database, { email, password, name }: Member & { password: string }): Promise<void> {
  const salt = randomBytes(16)
  const hash = await scrypt(password, salt, KEY_LENGTH)
  db.prepare('INSERT OR REPLACE INTO site_users (email, name, salt, hash) VALUES (?, ?, ?, ?)').run(
    email.toLowerCase(),
    name,
    salt,
    hash,
  )
}

/** The signed-in member of a request's cookies, if any. */
export function memberOf(db: Database, cookies: Record<string, string | undefined>): Member | undefined {
  const id = cookies[SESSION_COOKIE]
  if (!id) return undefined
  ensureSchema(db)
  return db
    .prepare<[string], Member>(
      'SELECT u.email, u.name FROM site_user_sessions s JOIN site_users u ON u.email = s.email WHERE s.id = ?',
    )
    .get(id)
}

/** The anti-forgery token of a request's session, for the sign-out form without script. */
export function xsrfTokenOf(db: Database, cookies: Record<string, string | undefined>): string | undefined {
  const id = cookies[SESSION_COOKIE]
  if (!id) return undefined
  ensureSchema(db)
  return db.prepare<[string], { xsrf_token: string }>('SELECT xsrf_token FROM site_user_sessions WHERE id = ?').get(id)
    ?.xsrf_token
}

const ready = new WeakSet<Database>()
function ensureSchema(db: Database): void {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  // A demo database made before sessions had their crumb gets the column on open.
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('site_user_sessions')").all()
  if (!columns.some(({ name }) => name === 'crumb'))
    db.exec("ALTER TABLE site_user_sessions ADD COLUMN crumb TEXT NOT NULL DEFAULT ''")
  ready.add(db)
}

type Verdict = { ok: true; email: string } | { ok: false; failure: SignInFailure; retryAfter?: number }

/**
 * Checks an address and password: refused at once while the address has had too many failures,
 * else compared with the stored hash (an unknown address costs the same scrypt, so the answer's time
 * does not tell which addresses are members). A failure is counted; a success forgets the failures.
 */
async function verify(db: Database, email: unknown, password: unknown): Promise<Verdict> {
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) {
    return { ok: false, failure: 'invalid' }
  }
  const address = email.trim().toLowerCase()
  const now = Date.now()
  db.prepare('DELETE FROM site_user_attempts WHERE at < ?').run(now - ATTEMPT_WINDOW_MS)
  const failures = db
    .prepare<[string], { at: number }>('SELECT at FROM site_user_attempts WHERE email = ? ORDER BY at')
    .all(address)
  if (failures.length >= MAX_FAILED_ATTEMPTS) {
    const retryAfter = Math.ceil(((failures[0]?.at ?? now) + ATTEMPT_WINDOW_MS - now) / 1000)
    return { ok: false, failure: 'rateLimited', retryAfter: Math.max(1, retryAfter) }
  }
  const user = db
    .prepare<[string], { salt: Buffer; hash: Buffer }>('SELECT salt, hash FROM site_users WHERE email = ?')
    .get(address)
  const hash = await scrypt(password, user?.salt ?? randomBytes(16), KEY_LENGTH)
  if (user && timingSafeEqual(hash, user.hash)) {
    db.prepare('DELETE FROM site_user_attempts WHERE email = ?').run(address)
    return { ok: true, email: address }
  }
  db.prepare('INSERT INTO site_user_attempts (email, at) VALUES (?, ?)').run(address, now)
  return { ok: false, failure: 'unauthorized' }
}

/** Opens a session: the http-only session cookie, the crumb cookie, and the token to answer with. */
function openSession(c: Context<AppEnv>, db: Database, email: string, rememberMe: boolean): string {
  const id = randomBytes(24).toString('base64url')
  const xsrfToken = randomUUID()
  const crumb = newCrumb()
  db.prepare('INSERT INTO site_user_sessions (id, email, xsrf_token, crumb, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    email,
    xsrfToken,
    crumb,
    Date.now(),
  )
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    ...(rememberMe && { maxAge: REMEMBER_ME_SECONDS }),
  })
  setCookie(c, CRUMB_COOKIE, crumb, { path: '/', sameSite: 'Lax' })
  return xsrfToken
}

const newCrumb = () => randomBytes(12).toString('base64url')

function closeSession(c: Context<AppEnv>, db: Database): void {
  const id = getCookie(c, SESSION_COOKIE)
  if (id) db.prepare('DELETE FROM site_user_sessions WHERE id = ?').run(id)
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
}

const isForm = (c: Context<AppEnv>) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(c.req.header('content-type') ?? '')

export function register(app: DemoApp, db: Database): void {
  ensureSchema(db)
  // Seeded once; the hash is made at start-up, so the password is in no file but this one and the docs.
  const seeded = db.prepare('SELECT 1 FROM site_users WHERE email = ?').get(DEMO_MEMBER.email)
  // A server closed before its start-up hash has ended (a test's, most often) has no member to add.
  const seeding = seeded
    ? Promise.resolve()
    : addMember(db, DEMO_MEMBER).catch((error: unknown) => {
        if (db.open) console.error('[demo] the demo member was not added', error)
      })

  // The members' page: for a visitor who is not signed in, the access-denied page type.
  app.use(MEMBERS_PAGE, async (c, next) => {
    if (!memberOf(db, getCookie(c))) c.set('pageContext', { ...c.get('pageContext'), pageType: 106 })
    await next()
    // The page has put the address back into the form: it is not kept any longer.
    if (getCookie(c, TYPED_EMAIL_COOKIE) !== undefined) deleteCookie(c, TYPED_EMAIL_COOKIE, { path: MEMBERS_PAGE })
  })

  // From a page of this site only: a form on another site could otherwise sign the visitor in to an
  // account of its choosing, or out.
  app.post(SITE_USER_SESSION_PATH, sameOriginOnly, async (c) => {
    await seeding
    if (isForm(c)) {
      // The sign-in form without script: a redirect where the visitor was headed, or back with why not.
      const form = await c.req.parseBody()
      const back = sameOriginPath(String(form.returnUrl ?? ''), ownOrigin(c), MEMBERS_PAGE)
      const verdict = await verify(db, form.email, form.password)
      if (!verdict.ok) {
        // What the visitor typed goes back into the form (the address only: never the password).
        if (typeof form.email === 'string' && form.email.length <= 256)
          setCookie(c, TYPED_EMAIL_COOKIE, form.email, {
            path: MEMBERS_PAGE,
            httpOnly: true,
            sameSite: 'Lax',
            maxAge: 60,
          })
        const url = new URL(back, ownOrigin(c))
        url.searchParams.set('signIn', verdict.failure)
        return c.redirect(`${url.pathname}${url.search}`, 303)
      }
      openSession(c, db, verdict.email, form.rememberMe === 'true' || form.rememberMe === 'on')
      return c.redirect(back, 303)
    }
    const { email, password, rememberMe } = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const verdict = await verify(db, email, password)
    if (verdict.ok) return c.json({ xsrfToken: openSession(c, db, verdict.email, rememberMe === true) })
    if (verdict.failure === 'rateLimited') {
      c.header('Retry-After', String(verdict.retryAfter))
      return c.json({}, 429)
    }
    // No error text of its own: the island shows the spec's message for the status.
    return c.json({}, verdict.failure === 'invalid' ? 400 : 401)
  })

  app.delete(SITE_USER_SESSION_PATH, sameOriginOnly, (c) => {
    const id = getCookie(c, SESSION_COOKIE)
    const session = id
      ? db
          .prepare<[string], { xsrf_token: string; crumb: string }>(
            'SELECT xsrf_token, crumb FROM site_user_sessions WHERE id = ?',
          )
          .get(id)
      : undefined
    // Signed out already (another tab did it, or the session ended): nothing to do.
    if (!id || !session) {
      deleteCookie(c, SESSION_COOKIE, { path: '/' })
      return c.json({ cloneCart: c.req.query('cloneCart') === 'true' })
    }
    // The crumb this session was given: another is answered with a fresh one, which the page retries with.
    if (c.req.query('crumb') !== session.crumb) {
      const fresh = newCrumb()
      db.prepare('UPDATE site_user_sessions SET crumb = ? WHERE id = ?').run(fresh, id)
      setCookie(c, CRUMB_COOKIE, fresh, { path: '/', sameSite: 'Lax' })
      return c.json({ crumbFail: true, crumb: fresh }, 401)
    }
    if (c.req.header(XSRF_HEADER) !== session.xsrf_token) return c.json({}, 403)
    closeSession(c, db)
    return c.json({ cloneCart: c.req.query('cloneCart') === 'true' })
  })

  app.post(SIGN_OUT_FORM_PATH, sameOriginOnly, async (c) => {
    const form = await c.req.parseBody()
    const token = xsrfTokenOf(db, getCookie(c))
    if (token && form.xsrfToken === token) closeSession(c, db)
    return c.redirect(MEMBERS_PAGE, 303)
  })
}
