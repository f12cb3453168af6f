// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/members"}
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { mount } from './index.ts'

const seen = useServer()
const page: PageContext = { locale: 'en-US' }
const SESSION = 'https://site.example/api/site-users/account/session'

function render(returnUrl = '/members'): HTMLElement {
  document.body.innerHTML = `<div data-block="member-sign-in" id="member-sign-in">
    <form method="post" action="/api/site-users/account/session" data-part="form">
      <input type="hidden" name="returnUrl" value="${returnUrl}">
      <p data-part="status" role="alert"></p>
      <label for="e">Email</label><input id="e" name="email" type="email" required>
      <label for="p">Password</label><input id="p" name="password" type="password" required>
      <input id="r" name="rememberMe" type="checkbox" value="true"><label for="r">Remember me</label>
      <button type="submit">Sign in</button>
    </form>
  </div>`
  return document.querySelector('[data-block]')!
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!
const status = () => document.querySelector('[data-part=status]')!.textContent
/** The texts an input's aria-describedby points at. */
const description = (name: string) =>
  (input(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
const submit = () => document.querySelector('button')!.click()

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  sessionStorage.clear()
})

describe('member sign-in island', () => {
  it('signs in with email, password and remember me, then goes to the returnUrl, the password emptied', async () => {
    server.use(http.post(SESSION, () => HttpResponse.json({ xsrfToken: 'x-1' })))
    await mount(render('/members/recipes?week=2'), { kind: 'member-sign-in', settings: {}, page })
    input('email').value = ' Member@Harbour.test '
    input('password').value = 'rye'
    input('rememberMe').checked = true
    submit()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://site.example/members/recipes?week=2'))
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['POST /api/site-users/account/session'])
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'Member@Harbour.test', password: 'rye', rememberMe: true })
    expect(input('password').value).toBe('')
    // The password is kept nowhere in the tab: only the anti-forgery token is.
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('rye')
    expect(JSON.stringify({ ...sessionStorage })).toContain('x-1')
  })

  it.each([
    ['another origin', 'https://evil.example/members'],
    ['a scheme-relative address', '//evil.example/members'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('never follows %s: it stays on the page', async (_, returnUrl) => {
    server.use(http.post(SESSION, () => HttpResponse.json({ xsrfToken: 'x-1' })))
    await mount(render(returnUrl), { kind: 'member-sign-in', settings: {}, page })
    input('email').value = 'member@harbour.test'
    input('password').value = 'rye'
    submit()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://site.example/members'))
  })

  it("checks the fields with the spec's messages, tied to each field, and sends nothing", async () => {
    await mount(render(), { kind: 'member-sign-in', settings: {}, page })
    input('email').value = 'member'
    submit()
    await vi.waitFor(() =>
      expect(description('email')).toBe(
        'Email is not valid. Email addresses should follow the format name@example.com.',
      ),
    )
    expect(description('password')).toBe('Password is required.')
    expect(input('email').getAttribute('aria-invalid')).toBe('true')
    expect(input('password').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input('email'))
    // The messages are written into live regions there from the mount, so they are announced.
    const region = document.getElementById(input('email').getAttribute('aria-describedby')!)!
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(seen).toEqual([])

    input('email').value = 'member@harbour.test'
    input('password').value = 'rye'
    server.use(http.post(SESSION, () => HttpResponse.json({ xsrfToken: 'x-1' })))
    submit()
    await vi.waitFor(() => expect(assign).toHaveBeenCalled())
    expect(input('email').hasAttribute('aria-invalid')).toBe(false)
    expect(description('email')).toBe('')
  })

  it("says the spec's 'Unauthorized request' for a wrong password, keeping what the visitor typed", async () => {
    server.use(http.post(SESSION, () => HttpResponse.json({}, { status: 401 })))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await mount(render(), { kind: 'member-sign-in', settings: {}, page })
    input('email').value = 'member@harbour.test'
    input('password').value = 'wrong'
    submit()
    await vi.waitFor(() => expect(status()).toBe('Unauthorized request'))
    expect(input('email').value).toBe('member@harbour.test')
    expect(input('password').value).toBe('wrong')
    expect(document.activeElement).toBe(input('password'))
    expect(document.querySelector('button')!.textContent).toBe('Sign in')
    expect(assign).not.toHaveBeenCalled()
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[atoll:member-sign-in\] #member-sign-in: the sign-in failed/),
      expect.anything(),
    )
  })

  it("says the spec's rate-limit message for 429", async () => {
    server.use(http.post(SESSION, () => HttpResponse.json({}, { status: 429 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await mount(render(), { kind: 'member-sign-in', settings: {}, page })
    input('email').value = 'member@harbour.test'
    input('password').value = 'wrong'
    submit()
    await vi.waitFor(() =>
      expect(status()).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.'),
    )
  })

  it("shows 'Submitting…' while it sends, and ignores a second submit", async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post(SESSION, async () => {
        await gate
        return HttpResponse.json({ xsrfToken: 'x-1' })
      }),
    )
    await mount(render(), { kind: 'member-sign-in', settings: {}, page })
    input('email').value = 'member@harbour.test'
    input('password').value = 'rye'
    submit()
    await vi.waitFor(() => expect(document.querySelector('button')!.textContent).toBe('Submitting…'))
    submit()
    release()
    await vi.waitFor(() => expect(assign).toHaveBeenCalled())
    expect(seen).toHaveLength(1)
  })

  it('signs out with DELETE and the token the page rendered, repeated once on crumbFail, then shows the page again', async () => {
    document.cookie = 'crumb=stale; path=/'
    server.use(
      http.delete(SESSION, () => HttpResponse.json({ crumbFail: true, crumb: 'fresh' }, { status: 401 }), {
        once: true,
      }),
      http.delete(SESSION, () => HttpResponse.json({ cloneCart: false })),
    )
    document.body.innerHTML = `<div data-block="member-sign-in" id="member-session">
      <form method="post" action="/members/sign-out" data-part="sign-out">
        <input type="hidden" name="xsrfToken" value="page-token"><button type="submit">Sign out</button>
      </form></div>`
    await mount(document.querySelector('[data-block]')!, { kind: 'member-sign-in', settings: {}, page })
    document.querySelector('button')!.click()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://site.example/members'))
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      'DELETE /api/site-users/account/session?cloneCart=false&crumb=stale',
      'DELETE /api/site-users/account/session?cloneCart=false&crumb=fresh',
    ])
    expect(seen.map(({ headers }) => headers.get('x-siteuser-xsrf-token'))).toEqual(['page-token', 'page-token'])
  })

  it('leaves nothing behind on destroy: the form posts as the server rendered it', async () => {
    const element = render()
    const before = element.innerHTML
    const handle = await mount(element, { kind: 'member-sign-in', settings: {}, page })
    expect(document.querySelector('form')!.noValidate).toBe(true)
    handle.destroy()
    expect(element.innerHTML).toBe(before)
    expect(document.querySelector('form')!.noValidate).toBe(false)
    input('email').value = 'member@harbour.test'
    input('password').value = 'rye'
    // Whether anything before this listener stopped the post; then stopped here, as a test has no page to go to.
    const prevented: boolean[] = []
    document.querySelector('form')!.addEventListener('submit', (event) => {
      prevented.push(event.defaultPrevented)
      event.preventDefault()
    })
    submit()
    expect(prevented).toEqual([false])
    expect(seen).toEqual([])
    expect(assign).not.toHaveBeenCalled()
  })
})
