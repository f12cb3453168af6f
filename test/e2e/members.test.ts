import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_MEMBER, MAX_FAILED_ATTEMPTS } from '../../demo-site/server/routes/members.ts'
import { baseUrl, type PageProbe, usePages } from './harness.ts'

const UNAUTHORIZED = 'Unauthorized request'
const RATE_LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.'
const FAILED_401 = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)'
const SIGN_IN_FAILED = /^\[atoll:member-sign-in\] #member-sign-in: the sign-in failed HttpError: /

const mounted = (page: Page) => page.waitForSelector('#member-sign-in[data-island-state=mounted]')
const alert = (page: Page) => page.locator('#member-sign-in [role=alert]')

async function fill(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
}

/** Signs the demo member in through the form; returns the anti-forgery token the tab keeps. */
async function signIn(page: Page): Promise<string> {
  await fill(page, DEMO_MEMBER.email, DEMO_MEMBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The same address, now rendered for the member.
  await page.getByRole('heading', { name: `Welcome back, ${DEMO_MEMBER.name}` }).waitFor()
  await page.waitForLoadState('load')
  // The session store keeps `{ v: value }` as JSON (src/core/storage/storage.ts).
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('atoll.siteUserXsrfToken') ?? '{}').v as string)
}

const clean = async (probe: PageProbe) => expect(await probe.unexpected()).toEqual([])

describe('member sign-in', () => {
  const pages = usePages()

  it('signs in with a request, remembered for 30 days, and shows the member area', async () => {
    const probe = await pages.open('/members')
    const { page, context } = probe
    expect(await page.evaluate(() => JSON.parse(document.getElementById('atoll-context')!.textContent!).pageType)).toBe(
      106,
    )
    await mounted(page)
    await page.getByLabel('Remember me').check()
    await signIn(page)
    expect(page.url()).toBe(`${baseUrl()}/members`)
    const [post] = await probe.inbox('site-users')
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/site-users/account/session',
      // The demo records the password masked: a password field was sent, and is stored nowhere.
      body: { email: DEMO_MEMBER.email, password: '[masked]', rememberMe: true },
    })
    const session = (await context.cookies()).find((cookie) => cookie.name === 'site-user-session')!
    expect(session.httpOnly).toBe(true)
    expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
    // The password is kept nowhere in the page's storage, and the field was emptied before leaving.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
    expect(stored).not.toContain(DEMO_MEMBER.password)
    await clean(probe)
  })

  it("says the spec's 'Unauthorized request' for a wrong password, and keeps what the visitor typed", async () => {
    const probe = await pages.open('/members')
    const { page } = probe
    probe.expectConsoleError(FAILED_401)
    probe.expectConsoleError(SIGN_IN_FAILED)
    await mounted(page)
    await fill(page, DEMO_MEMBER.email, 'white-bread')
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/site-users/account/session') && r.status() === 401),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    await expect.poll(() => alert(page).textContent()).toBe(UNAUTHORIZED)
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_MEMBER.email)
    expect(await page.getByLabel('Password').inputValue()).toBe('white-bread')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('password')
    expect(page.url()).toBe(`${baseUrl()}/members`)
    await clean(probe)
  })

  it("ties the field errors to their fields, with the spec's messages, and sends nothing", async () => {
    const probe = await pages.open('/members')
    const { page } = probe
    await mounted(page)
    await page.getByLabel('Email').fill('member')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const email = page.getByLabel('Email')
    await expect.poll(() => email.evaluate((input) => (input as HTMLInputElement).ariaInvalid)).toBe('true')
    const described = (name: string) =>
      page.getByLabel(name).evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(''),
      )
    expect(await described('Email')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    )
    expect(await described('Password')).toBe('Password is required.')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email')
    expect(await probe.inbox('site-users')).toEqual([])
    await clean(probe)
  })

  it(`refuses an address after ${MAX_FAILED_ATTEMPTS} failed sign-ins with the spec's rate-limit message`, async () => {
    const probe = await pages.open('/members')
    const { page } = probe
    probe.expectConsoleError(FAILED_401, MAX_FAILED_ATTEMPTS)
    probe.expectConsoleError(
      'Failed to load resource: the server responded with a status of 429 (Too Many Requests)',
      1,
    )
    probe.expectConsoleError(SIGN_IN_FAILED, MAX_FAILED_ATTEMPTS + 1)
    await mounted(page)
    await fill(page, `rate-${randomUUID().slice(0, 8)}@harbourstreet.test`, 'guess')
    const statuses: number[] = []
    for (let i = 0; i <= MAX_FAILED_ATTEMPTS; i++) {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/site-users/account/session')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ])
      statuses.push(response.status())
      // The island has settled this attempt (the button is back) before the next.
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
    }
    expect(statuses).toEqual([...Array(MAX_FAILED_ATTEMPTS).fill(401), 429])
    await expect.poll(() => alert(page).textContent()).toBe(RATE_LIMITED)
    await clean(probe)
  })

  it('signs out with DELETE, sent again once when the server answers crumbFail', async () => {
    const probe = await pages.open('/members')
    const { page, context } = probe
    probe.expectConsoleError(FAILED_401)
    await mounted(page)
    const token = await signIn(page)
    await page.waitForSelector('#member-session[data-island-state=mounted]')
    // A crumb the server no longer knows, as after its crumbs were renewed.
    await context.addCookies([{ name: 'crumb', value: 'stale', url: baseUrl() }])
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Members only' }).waitFor()
    const deletes = (await probe.inbox('site-users')).filter(({ method }) => method === 'DELETE')
    expect(deletes.map(({ query }) => new URLSearchParams(query).get('crumb'))).toEqual([
      'stale',
      (await context.cookies()).find((cookie) => cookie.name === 'crumb')!.value,
    ])
    expect(deletes.map(({ query }) => new URLSearchParams(query).get('cloneCart'))).toEqual(['false', 'false'])
    // The token the sign-in answered with, in the site-user header both times.
    expect(deletes.map(({ headers }) => headers['x-siteuser-xsrf-token'])).toEqual([token, token])
    expect((await context.cookies()).some((cookie) => cookie.name === 'site-user-session')).toBe(false)
    await clean(probe)
  })

  it('signs in and out without script: the form posts and the server redirects', async () => {
    const probe = await pages.open('/members', { javaScriptEnabled: false })
    const { page } = probe
    await fill(page, DEMO_MEMBER.email, 'white-bread')
    await Promise.all([
      page.waitForURL(/\/members\?signIn=unauthorized$/),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    expect(await alert(page).textContent()).toBe(UNAUTHORIZED)
    // The address typed is back in its field, the password is not; a reload does not bring them back.
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_MEMBER.email)
    expect(await page.getByLabel('Password').inputValue()).toBe('')
    expect((await probe.context.cookies()).map(({ name }) => name)).not.toContain('site-user-sign-in-email')

    await fill(page, DEMO_MEMBER.email, DEMO_MEMBER.password)
    await Promise.all([page.waitForURL(`${baseUrl()}/members`), page.getByRole('button', { name: 'Sign in' }).click()])
    await page.getByRole('heading', { name: `Welcome back, ${DEMO_MEMBER.name}` }).waitFor()
    const posts = await probe.inbox('site-users')
    expect(posts.map(({ method, form }) => [method, form?.email, form?.returnUrl])).toEqual([
      ['POST', DEMO_MEMBER.email, '/members'],
      ['POST', DEMO_MEMBER.email, '/members'],
    ])

    await Promise.all([page.waitForURL(`${baseUrl()}/members`), page.getByRole('button', { name: 'Sign out' }).click()])
    await page.getByRole('heading', { name: 'Members only' }).waitFor()
    await clean(probe)
  })
})
