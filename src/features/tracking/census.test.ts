// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { trackingHandlers } from '../../../test/msw/handlers/tracking.ts'
import { useServer } from '../../../test/msw/server.ts'

const seen = useServer(...trackingHandlers)

const page: PageContext = {
  locale: 'en-US',
  pageType: 2,
  website: { id: 'site-1' },
  collectionId: 'c-1',
  cookieSettings: { isCookieBannerEnabled: true },
}

async function load() {
  vi.resetModules()
  const consent = await import('../../core/consent/index.ts')
  const census = await import('./census.ts')
  return { ...consent, ...census }
}

const sent = () =>
  seen.map(({ url, body }) => ({ path: url.pathname, fields: Object.fromEntries(new URLSearchParams(body)) }))
// Every census call carries fields (the visitor cookie at least): a body is read after its request is listed.
const settle = () => vi.waitFor(() => expect(seen[0]?.body).toBeTruthy())

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  document.title = 'Harbour Street Bakery'
  // The page's path is sent: the site's home page here, whatever page a test before left.
  history.replaceState(null, '', '/')
})

describe('census calls', () => {
  it('wait for the accept in OPT_IN, then post the fields that have a value, the page fields and the visitor cookie', async () => {
    const { choose, configureConsent, pageFields, sendCensus } = await load()
    configureConsent(page)
    Cookies.set('ss_cvr', 'v-1|1|1|1|1')
    sendCensus(page, '/api/census/button-click', {
      id: 'b-1',
      buttonText: 'Order bread',
      clickthroughUrl: '/order',
      alignment: 'center',
      size: 'medium',
      newWindow: false,
      context: 1,
      missing: undefined,
      ...pageFields(page),
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
    choose('accepted')
    await settle()
    expect(sent()).toEqual([
      {
        path: '/api/census/button-click',
        fields: {
          id: 'b-1',
          buttonText: 'Order bread',
          clickthroughUrl: '/order',
          alignment: 'center',
          size: 'medium',
          newWindow: 'false',
          context: '1',
          websiteId: 'site-1',
          pageId: 'c-1',
          contentSource: 'c',
          pagePath: '/',
          pageTitle: 'Harbour Street Bakery',
          // The visitor's record, moved on to a new visit by this counted activity.
          visitorCookie: expect.stringMatching(/^v-1\|1\|1\|\d{13}\|2$/),
        },
      },
    ])
    expect(sent()[0]!.fields.visitorCookie).toBe(Cookies.get('ss_cvr'))
    expect(seen[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
  })

  it('send nothing for a page that is not recorded (a signed-in owner)', async () => {
    const { choose, configureConsent, sendCensus } = await load()
    const owner = { ...page, authenticatedAccount: { id: 'owner' }, websiteRoles: { admin: true } }
    configureConsent(owner)
    sendCensus(owner, '/api/census/form-render', { formId: 'f-1' })
    choose('accepted')
    sendCensus(owner, '/api/census/RecordQuickView/p-1', {})
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(seen).toEqual([])
  })

  it('send nothing where the site restricts visitor data (no activity log), and write no visitor cookie', async () => {
    const { configureConsent, sendCensus } = await load()
    const restricted = { ...page, cookieSettings: { isVisitorDataRestricted: true } }
    configureConsent(restricted)
    sendCensus(restricted, '/api/census/button-render', { id: 'b-1' })
    sendCensus(restricted, '/api/census/RecordQuickView/p-1', {})
    sendCensus(restricted, '/api/census/form-render', { formId: 'f-1' })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(seen).toEqual([])
    expect(document.cookie).toBe('')
  })

  it('send nothing once the visitor declines', async () => {
    const { choose, configureConsent, sendCensus } = await load()
    configureConsent(page)
    sendCensus(page, '/api/census/button-render', { id: 'b-1' })
    choose('accepted')
    await settle()
    choose('declined')
    sendCensus(page, '/api/census/button-click', { id: 'b-1' })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(sent().map(({ path }) => path)).toEqual(['/api/census/button-render'])
  })

  it('swallow a failure', async () => {
    const { configureConsent, sendCensus } = await load()
    const { server } = await import('../../../test/msw/server.ts')
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.post('/api/census/RecordQuickView/:id', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    )
    configureConsent({ locale: 'en-US' })
    sendCensus({ locale: 'en-US' }, '/api/census/RecordQuickView/p%201', {})
    await settle()
    expect(sent()).toEqual([
      { path: '/api/census/RecordQuickView/p%201', fields: { visitorCookie: Cookies.get('ss_cvr') } },
    ])
    expect(Cookies.get('ss_cvr')).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/)
  })
})
