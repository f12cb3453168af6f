// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { trackingHandlers } from '../../../test/msw/handlers/tracking.ts'
import { useServer } from '../../../test/msw/server.ts'

const seen = useServer(...trackingHandlers)
const page: PageContext = { locale: 'en-US', pageType: 2, website: { id: 'site-1' }, itemId: 'i-1' }

async function load() {
  vi.resetModules()
  const consent = await import('../../core/consent/index.ts')
  const { mount } = await import('./index.ts')
  return { ...consent, mount }
}

function render(): HTMLElement {
  document.body.innerHTML = '<a id="order" href="/order" target="_blank" data-block="button">  Order bread </a>'
  return document.getElementById('order')!
}

const calls = () =>
  seen.map(({ url, body }) => ({ path: url.pathname, ...Object.fromEntries(new URLSearchParams(body)) }))

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('button island', () => {
  it('counts its render and each click with its settings, falling back on what the link says', async () => {
    const { configureConsent, mount } = await load()
    configureConsent(page)
    const element = render()
    mount(element, { kind: 'button', settings: { alignment: 'center', size: 'large', context: 1 }, page })
    element.addEventListener('click', (event) => event.preventDefault())
    element.click()
    // Each body as well as each request: a body is read after its request is listed.
    await vi.waitFor(() => expect(seen.filter((request) => request.body)).toHaveLength(2))
    expect(calls()).toEqual([
      expect.objectContaining({
        path: '/api/census/button-render',
        id: 'order',
        buttonText: 'Order bread',
        clickthroughUrl: '/order',
        newWindow: 'true',
        alignment: 'center',
        size: 'large',
        context: '1',
        pageId: 'i-1',
        contentSource: 'i',
      }),
      expect.objectContaining({ path: '/api/census/button-click', id: 'order', buttonText: 'Order bread' }),
    ])
  })

  it('fails with a TypeError naming the setting', async () => {
    const { mount } = await load()
    expect(() => mount(render(), { kind: 'button', settings: { buttonText: 3 }, page })).toThrow(
      'button: buttonText must be a text',
    )
    expect(() => mount(render(), { kind: 'button', settings: { newWindow: 'yes' }, page })).toThrow(
      'button: newWindow must be true or false',
    )
    expect(() => mount(render(), { kind: 'button', settings: { context: {} }, page })).toThrow(
      'button: context must be a text or a number',
    )
  })

  it('counts nothing after destroy, not even what waited for consent', async () => {
    const { choose, configureConsent, mount } = await load()
    configureConsent({ ...page, cookieSettings: { isCookieBannerEnabled: true } })
    const element = render()
    element.addEventListener('click', (event) => event.preventDefault())
    const handle = mount(element, { kind: 'button', settings: {}, page })
    handle.destroy()
    element.click()
    choose('accepted')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(seen).toEqual([])
  })
})
