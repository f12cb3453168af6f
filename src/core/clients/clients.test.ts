// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionHandlers, XSRF_TOKEN } from '../../../test/msw/handlers/session.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import {
  placesAutocomplete,
  placesDetails,
  renderWidget,
  signInSiteUser,
  signOutSiteUser,
  SITE_USER_XSRF_HEADER,
  siteUserRequest,
  siteUserXsrfToken,
  TRACKING_CONTEXT_ERROR,
} from './index.ts'

// DOMPurify needs a browser's parser; its stand-in drops what it drops here.
const fakePurify = await vi.hoisted(() => import('../../../test/mocks/dompurify.ts'))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('dompurify', () => fakePurify)

const seen = useServer(...sessionHandlers)
const calls = () => seen.map(({ method, url }) => `${method} ${url.pathname}`)

beforeEach(() => {
  document.cookie = 'crumb=c1; path=/'
})
afterEach(() => sessionStorage.clear())

describe('site-user session', () => {
  it('signs in with email, password and rememberMe, and sends the xsrfToken on later requests', async () => {
    expect(await signInSiteUser({ email: 'maren@bakery.example', password: 'rye' })).toEqual({ xsrfToken: XSRF_TOKEN })
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'maren@bakery.example', password: 'rye', rememberMe: false })
    expect(siteUserXsrfToken()).toBe(XSRF_TOKEN)
    server.use(http.get('/api/site-users/account/profile', () => HttpResponse.json({ name: 'Maren' })))
    await siteUserRequest('GET', '/api/site-users/account/profile')
    await signOutSiteUser({ cloneCart: true })
    expect(calls()).toEqual([
      'POST /api/site-users/account/session',
      'GET /api/site-users/account/profile',
      'DELETE /api/site-users/account/session',
    ])
    expect(seen[1]!.headers.get(SITE_USER_XSRF_HEADER)).toBe(XSRF_TOKEN)
    expect(seen[2]!.headers.get(SITE_USER_XSRF_HEADER)).toBe(XSRF_TOKEN)
    expect(seen[2]!.url.searchParams.get('cloneCart')).toBe('true')
    expect(siteUserXsrfToken()).toBeUndefined()
  })

  it('sends no anti-forgery header before a sign-in', async () => {
    await signOutSiteUser()
    expect(seen[0]!.headers.has(SITE_USER_XSRF_HEADER)).toBe(false)
    expect(seen[0]!.url.searchParams.get('cloneCart')).toBe('false')
  })

  it("signs out with the page's token when the tab has none, and with the tab's own when it has one", async () => {
    await signOutSiteUser({ xsrfToken: 'page-token' })
    await signInSiteUser({ email: 'maren@bakery.example', password: 'rye' })
    await signOutSiteUser({ xsrfToken: 'page-token' })
    expect(
      seen.filter(({ method }) => method === 'DELETE').map(({ headers }) => headers.get(SITE_USER_XSRF_HEADER)),
    ).toEqual(['page-token', XSRF_TOKEN])
  })

  it('repeats a sign-out answered with crumbFail once, with the new crumb', async () => {
    server.use(
      http.delete('/api/site-users/account/session', () => HttpResponse.json({ crumbFail: true, crumb: 'c2' }), {
        once: true,
      }),
    )
    await signOutSiteUser()
    expect(calls()).toEqual(['DELETE /api/site-users/account/session', 'DELETE /api/site-users/account/session'])
    expect(seen.map(({ url }) => url.searchParams.get('crumb'))).toEqual(['c1', 'c2'])
  })

  it('does not repeat a second crumbFail', async () => {
    server.use(
      http.delete('/api/site-users/account/session', () => HttpResponse.json({ crumbFail: true, crumb: 'c3' })),
    )
    await expect(signOutSiteUser()).rejects.toThrow()
    expect(seen).toHaveLength(2)
  })
})

describe('GetWidgetRendering', () => {
  it('posts widgetJSON form-encoded and replaces the block content with data.html', async () => {
    const block = document.createElement('div')
    block.innerHTML = '<p>Server fallback</p>'
    await renderWidget(block, { type: 26, id: 'w-1', value: { view: 'month' } }, 'events-1')
    expect(block.innerHTML).toBe('<p data-widget="w-1">Rendered</p>')
    const form = new URLSearchParams(seen[0]!.body)
    expect(seen[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(JSON.parse(form.get('widgetJSON')!)).toEqual({ type: 26, id: 'w-1', value: { view: 'month' } })
    expect(form.get('collectionId')).toBe('events-1')
  })

  it('inserts the rendered widget sanitised', async () => {
    server.use(
      http.post('/api/widget/GetWidgetRendering', () =>
        HttpResponse.json({ html: '<p onclick="alert(1)">Hi</p><script>alert(1)</script>' }),
      ),
    )
    const block = document.createElement('div')
    await renderWidget(block, { type: 26, id: 'w-1', value: null })
    expect(block.innerHTML).toBe('<p>Hi</p>')
  })

  it('leaves the content as it was when the call fails', async () => {
    server.use(http.post('/api/widget/GetWidgetRendering', () => new HttpResponse(null, { status: 500 })))
    const block = document.createElement('div')
    block.innerHTML = '<p>Server fallback</p>'
    await expect(renderWidget(block, { type: 26, id: 'w-1', value: null })).rejects.toThrow(
      'Internal server error. Please try again later.',
    )
    expect(block.innerHTML).toBe('<p>Server fallback</p>')
    expect(new URLSearchParams(seen[0]!.body).has('collectionId')).toBe(false)
  })
})

describe('places lookup', () => {
  it("sends the caller's params plus the tracking context", async () => {
    const context = { productPage: 'checkout', productSection: 'shipping-address' }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await placesAutocomplete({ input: '14 Harb' }, context)).toEqual({
      predictions: [{ placeId: 'p-1', description: '14 Harbour Street' }],
    })
    await placesDetails({ placeId: 'p-1' }, context)
    expect(calls()).toEqual(['GET /api/google-maps/places/autocomplete', 'GET /api/google-maps/places/details'])
    expect(seen[0]!.url.searchParams.get('input')).toBe('14 Harb')
    expect(JSON.parse(seen[1]!.url.searchParams.get('trackingContext')!)).toEqual(context)
    expect(errors).not.toHaveBeenCalled()
  })

  it('logs a console error when the tracking context lacks productPage and productSection', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await placesAutocomplete({ input: 'Quay' }, { productPage: 'checkout' })
    await placesDetails({ placeId: 'p-1' }, {})
    expect(errors.mock.calls).toEqual([[TRACKING_CONTEXT_ERROR], [TRACKING_CONTEXT_ERROR]])
    expect(seen).toHaveLength(2)
  })
})
