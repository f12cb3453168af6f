import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { type Database, openDatabase } from '../db.ts'
import type { DemoApp } from '../types.ts'
import * as members from './members.ts'
import { DEMO_MEMBER, MAX_FAILED_ATTEMPTS, SESSION_COOKIE, SITE_USER_SESSION_PATH } from './members.ts'
import * as session from './session.ts'

let tempRoot: string
let app: DemoApp
let db: Database

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-members-test-'))
  db = openDatabase(join(tempRoot, 'demo.sqlite'))
  app = createApp({
    db,
    distDir: join(tempRoot, 'dist'),
    pagesDir: join(process.cwd(), 'demo-site/pages'),
    publicDir: join(tempRoot, 'public'),
    areas: [members, session],
  })
})
afterAll(async () => {
  db.close()
  await rm(tempRoot, { recursive: true, force: true })
})

const ORIGIN = 'http://localhost'
const fromSite = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

const signIn = (body: Record<string, unknown>) =>
  app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...fromSite, 'content-type': 'application/json' },
  })

/** The `name=value` of each Set-Cookie, by name. */
const cookiesOf = (response: Response) =>
  Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]),
  )

const context = (page: string) =>
  JSON.parse(/id="atoll-context">([\s\S]*?)<\/script>/.exec(page)![1]!) as Record<string, unknown>

describe('site-user session', () => {
  it('signs the demo member in with an xsrfToken, a session cookie and a crumb, and checks both to sign out', async () => {
    const answer = await signIn({ email: DEMO_MEMBER.email.toUpperCase(), password: DEMO_MEMBER.password })
    expect(answer.status).toBe(200)
    const { xsrfToken } = (await answer.json()) as { xsrfToken: string }
    expect(xsrfToken).toMatch(/^[\w-]{36}$/)
    const set = answer.headers.getSetCookie()
    // Without "Remember me" the session ends with the browser: no Max-Age.
    expect(set.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(/HttpOnly/)
    expect(set.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).not.toMatch(/Max-Age/)
    const { crumb, [SESSION_COOKIE]: id } = cookiesOf(answer)
    const cookie = `${SESSION_COOKIE}=${id}; crumb=${crumb}`

    const page = await app.request(`${ORIGIN}/members`, { headers: { cookie } })
    expect(context(await page.text()).pageType).not.toBe(106)

    const stale = await app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}?cloneCart=false&crumb=old`, {
      method: 'DELETE',
      headers: { ...fromSite, cookie, 'x-siteuser-xsrf-token': xsrfToken },
    })
    expect(stale.status).toBe(401)
    // The crumb is the session's: the one the sign-in set is no longer taken once renewed.
    const fresh = ((await stale.json()) as { crumbFail: boolean; crumb: string }).crumb
    expect(cookiesOf(stale).crumb).toBe(fresh)

    const noToken = await app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}?cloneCart=false&crumb=${fresh}`, {
      method: 'DELETE',
      headers: { ...fromSite, cookie },
    })
    expect(noToken.status).toBe(403)
    const signOut = await app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}?cloneCart=true&crumb=${fresh}`, {
      method: 'DELETE',
      headers: { ...fromSite, cookie, 'x-siteuser-xsrf-token': xsrfToken },
    })
    expect(await signOut.json()).toEqual({ cloneCart: true })
    expect(signOut.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`))
    const after = await app.request(`${ORIGIN}/members`, { headers: { cookie } })
    expect(context(await after.text()).pageType).toBe(106)
  })

  it('keeps the session for 30 days with "Remember me"', async () => {
    const answer = await signIn({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, rememberMe: true })
    expect(answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=2592000/)
  })

  it('stores the password as a salted scrypt hash only', () => {
    const rows = db.prepare('SELECT email, salt, hash FROM site_users').all() as {
      email: string
      salt: Buffer
      hash: Buffer
    }[]
    const row = rows.find(({ email }) => email === DEMO_MEMBER.email)!
    expect(row.hash).toHaveLength(64)
    expect(row.salt).toHaveLength(16)
    expect(JSON.stringify(rows)).not.toContain(DEMO_MEMBER.password)
  })

  it('answers a wrong password 401, and 429 with Retry-After once an address failed too often', async () => {
    const email = 'rate@harbourstreet.test'
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) expect((await signIn({ email, password: 'nope' })).status).toBe(401)
    const limited = await signIn({ email, password: 'nope' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back.
    expect((await signIn({ email: 'other@harbourstreet.test', password: 'nope' })).status).toBe(401)
  })

  it("records the sign-ins' bodies with the password masked: no password is stored", async () => {
    await signIn({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    await app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
      headers: { ...fromSite, 'content-type': 'application/x-www-form-urlencoded' },
    })
    const bodies = (
      db.prepare("SELECT body FROM received WHERE kind = 'site-users' ORDER BY id DESC LIMIT 2").all() as {
        body: string
      }[]
    ).map(({ body }) => body)
    expect(bodies.reverse()).toEqual([
      JSON.stringify({ email: DEMO_MEMBER.email, password: '[masked]' }),
      new URLSearchParams({ email: DEMO_MEMBER.email, password: '[masked]' }).toString(),
    ])
    const everything = JSON.stringify(db.prepare('SELECT * FROM received').all())
    expect(everything).not.toContain(DEMO_MEMBER.password)
  })

  it('refuses a sign-in from another site', async () => {
    const response = await app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    })
    expect(response.status).toBe(403)
  })

  it('takes the form without script: a redirect to a local returnUrl only, or back with why not', async () => {
    const post = (fields: Record<string, string>) =>
      app.request(`${ORIGIN}${SITE_USER_SESSION_PATH}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { ...fromSite, 'content-type': 'application/x-www-form-urlencoded' },
      })
    const ok = await post({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, returnUrl: '/members?x=1' })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/members?x=1')
    expect(cookiesOf(ok)[SESSION_COOKIE]).toBeTruthy()
    const away = await post({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, returnUrl: '//evil.example/' })
    expect(away.headers.get('location')).toBe('/members')
    const script = await post({
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      returnUrl: 'javascript:alert(1)',
    })
    expect(script.headers.get('location')).toBe('/members')
    const wrong = await post({ email: DEMO_MEMBER.email, password: 'wrong', returnUrl: '/members' })
    expect(wrong.headers.get('location')).toBe('/members?signIn=unauthorized')
    // The address goes back into the form once; no session is opened.
    const typed = cookiesOf(wrong)
    expect(Object.keys(typed)).toEqual(['site-user-sign-in-email'])
    const back = await app.request(`${ORIGIN}/members?signIn=unauthorized`, {
      headers: { cookie: `site-user-sign-in-email=${typed['site-user-sign-in-email']}` },
    })
    const html = await back.text()
    expect(html).toContain(`value="${DEMO_MEMBER.email}"`)
    expect(html).toContain('<p class="member-sign-in-status" data-part="status" role="alert">Unauthorized request</p>')
    expect(back.headers.getSetCookie()[0]).toMatch(/^site-user-sign-in-email=; Max-Age=0/)
  })
})
