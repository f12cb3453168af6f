// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://bakery.example/store"}
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdRequests } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { mount } from './index.ts'

const ORIGIN = 'https://bakery.example'
const seen = useServer(http.post(`${ORIGIN}/api/census/*`, () => new HttpResponse(null, { status: 204 })))

/** A product card's quick view button as the template renders it. */
const SERVED =
  '<article><h2>Sourdough loaf</h2><button type="button" id="qv" data-block="quick-view" data-item-id="item-1001">Choose: Sourdough loaf</button></article>'

let handle: IslandHandle | undefined
/** What the page hears of the quick view: the `atoll:quick-view` events the tracking feature counts. */
const opened: unknown[] = []
const hear = (event: CustomEvent) => opened.push(event.detail)
beforeEach(() => document.addEventListener('atoll:quick-view', hear))
const button = () => document.getElementById('qv') as HTMLButtonElement

async function mountQuickView() {
  document.body.innerHTML = SERVED
  handle = await mount(button(), { kind: 'quick-view', settings: {}, page: { locale: 'en-US' } })
}

afterEach(() => {
  document.removeEventListener('atoll:quick-view', hear)
  opened.length = 0
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
})

describe('the analytics', () => {
  it('hear of each opening, with the item id, and of nothing more: no island sends a census call itself', async () => {
    const held = holdRequests()
    server.use(http.get(`${ORIGIN}/api/commerce/products/:id`, held.resolver))
    await mountQuickView()
    button().click()
    await held.arrived(1)
    expect(opened).toEqual([{ itemId: 'item-1001' }])
    expect(seen.filter((request) => request.url.pathname.startsWith('/api/census/'))).toEqual([])
  })
})

describe('destroy', () => {
  it('closes an open quick view, aborts its product request, gives the button back and listens no more', async () => {
    const held = holdRequests()
    server.use(http.get(`${ORIGIN}/api/commerce/products/:id`, held.resolver))
    await mountQuickView()
    expect(button().getAttribute('aria-haspopup')).toBe('dialog')
    button().click()
    await held.arrived(1)
    expect(document.querySelector('dialog')).not.toBeNull()
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    expect(document.querySelector('dialog')).toBeNull()
    expect(document.body.innerHTML).toBe(SERVED)
    // Without the island the button opens nothing and asks for nothing.
    button().click()
    expect(document.querySelector('dialog')).toBeNull()
    expect(held.requests).toHaveLength(1)
    expect(seen.filter((request) => request.url.pathname.startsWith('/api/commerce/'))).toHaveLength(1)
    expect(opened).toEqual([{ itemId: 'item-1001' }])
  })
})
