// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IslandHandle, PageContext } from '../../src/contract.ts'
import { trackingHandlers } from '../msw/handlers/tracking.ts'
import { useServer } from '../msw/server.ts'

/**
 * The one route from an island to the analytics: the button island emits its events and the tracking
 * feature, loaded before or after it, sends their census calls through the consent gate.
 */
const seen = useServer(...trackingHandlers)
const page: PageContext = { locale: 'en-US', pageType: 2, website: { id: 'site-1' }, itemId: 'i-1' }
const handles: IslandHandle[] = []

async function load() {
  vi.resetModules()
  const consent = await import('../../src/core/consent/index.ts')
  const { mount } = await import('../../src/islands/button/index.ts')
  const { init } = await import('../../src/features/tracking/index.ts')
  const button = (settings: Record<string, unknown> = {}) => {
    document.body.innerHTML = '<a id="order" href="/order" target="_blank" data-block="button">  Order bread </a>'
    const element = document.getElementById('order')!
    element.addEventListener('click', (event) => event.preventDefault())
    handles.push(mount(element, { kind: 'button', settings, page }))
    return element
  }
  const tracking = (context: PageContext) => handles.push(init(context))
  return { ...consent, button, tracking }
}

/** The button's census calls whose body has been read (the page view and performance records left out). */
const buttonCalls = () =>
  seen
    .filter(({ url, body }) => url.pathname.startsWith('/api/census/button-') && body)
    .map(({ url, body }) => ({ path: url.pathname, ...Object.fromEntries(new URLSearchParams(body)) }))
const quiet = () => new Promise((resolve) => setTimeout(resolve, 50))
/** Waits for the page view, which the feature sends where it may: nothing of a test is left on its way after it. */
const pageView = () => vi.waitFor(() => expect(seen.map(({ url }) => url.pathname)).toContain('/api/census/RecordHit'))

beforeEach(() => {
  // The page's path is sent: the site's home page here, whatever page a test before left.
  history.replaceState(null, '', '/')
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(() => {})
})
afterEach(() => {
  for (const handle of handles.splice(0)) handle.destroy()
  document.body.innerHTML = ''
})

describe('the button’s census calls', () => {
  it('count its render and each click with its settings, what the link says and the page fields', async () => {
    const { button, tracking } = await load()
    tracking(page)
    button({ alignment: 'center', size: 'large', context: 1 }).click()
    await vi.waitFor(() => expect(buttonCalls()).toHaveLength(2))
    await pageView()
    const fields = {
      id: 'order',
      buttonText: 'Order bread',
      clickthroughUrl: '/order',
      newWindow: 'true',
      alignment: 'center',
      size: 'large',
      context: '1',
      websiteId: 'site-1',
      pageId: 'i-1',
      contentSource: 'i',
      pagePath: '/',
      visitorCookie: Cookies.get('ss_cvr'),
    }
    expect(buttonCalls()).toEqual([
      { path: '/api/census/button-render', ...fields, pageTitle: expect.any(String) },
      { path: '/api/census/button-click', ...fields, pageTitle: expect.any(String) },
    ])
  })

  it('of a button mounted before the tracking feature starts arrive once the visitor accepts (OPT_IN)', async () => {
    const { button, choose, tracking } = await load()
    button()
    tracking({ ...page, cookieSettings: { isCookieBannerEnabled: true } })
    await quiet()
    expect(seen).toEqual([])
    choose('accepted')
    await vi.waitFor(() => expect(buttonCalls()).toHaveLength(1))
    await pageView()
    expect(buttonCalls()).toEqual([expect.objectContaining({ path: '/api/census/button-render', id: 'order' })])
  })

  it('never leave the page where the site restricts visitor data', async () => {
    const { button, tracking } = await load()
    button().click()
    tracking({ ...page, cookieSettings: { isVisitorDataRestricted: true } })
    await pageView()
    await quiet()
    expect(seen.filter(({ url }) => url.pathname.startsWith('/api/census/button-'))).toEqual([])
  })

  it('stop with the button: a click after destroy is not counted', async () => {
    const { button, tracking } = await load()
    tracking(page)
    const element = button()
    await vi.waitFor(() => expect(buttonCalls()).toHaveLength(1))
    await pageView()
    handles.at(-1)!.destroy()
    element.click()
    await quiet()
    expect(buttonCalls().map(({ path }) => path)).toEqual(['/api/census/button-render'])
  })
})
