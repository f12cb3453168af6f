import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { blockListeners } from './leak-probe.ts'
import { FAKE_MAPS, MAPS_SCRIPT } from './providers.ts'

type Calls = { maps: { id: string; options: Record<string, unknown> }[]; markers: Record<string, unknown>[] }

const state = (page: Page, id: string) => page.getAttribute(`#${id}`, 'data-map-state')

describe('maps', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(options: OpenPageOptions): Promise<Page> {
    probe = await pages.open('/map', { viewport: { width: 1280, height: 1200 }, ...options })
    await probe.page.waitForSelector('#map-mill[data-island-state=mounted]')
    return probe.page
  }

  it('shows the address card, and keeps it when the maps script cannot load (the demo has no network)', async () => {
    const page = await open({
      beforeGoto: async (page) => void (await page.route(MAPS_SCRIPT, (route) => route.abort())),
    })
    // The browser's report of the blocked script; the island adds no error of its own.
    probe!.expectConsoleError('Failed to load resource: net::ERR_FAILED')
    await expect.poll(() => state(page, 'map-shop')).toBe('failed')
    expect(await page.textContent('#map-shop [data-part=card]')).toBe(
      'Harbour Street Bakery14 Harbour StreetNew York, NY 10013United StatesOpen in Google Maps',
    )
    expect(await page.isVisible('#map-shop [data-part=card]')).toBe(true)
    expect(await page.getAttribute('#map-shop', 'aria-label')).toBe(
      'Harbour Street Bakery, 14 Harbour Street, New York, NY 10013, United States',
    )
    expect(probe!.consoleMessages).toContainEqual({
      type: 'warning',
      text: '[atoll:map] #map-shop: The map script did not load; showing the address instead.',
    })
    // The template's own card stays as it was.
    expect(await page.textContent('#map-mill [data-part=card]')).toBe(
      'Valley MillMill Lane, up the valley roadDirections',
    )
  })

  it('falls back to the card when the map has not loaded after 30 s', async () => {
    const held: Route[] = []
    const page = await open({
      beforeGoto: async (page) => {
        await page.clock.install()
        await page.route(MAPS_SCRIPT, (route) => void held.push(route))
      },
    })
    await expect.poll(() => held.length).toBe(1)
    await page.clock.fastForward(29_000)
    expect(await state(page, 'map-shop')).toBe('loading')
    await page.clock.fastForward(1_000)
    await expect.poll(() => state(page, 'map-shop')).toBe('failed')
    expect(await state(page, 'map-mill')).toBe('failed')
    expect(probe!.consoleMessages).toContainEqual({
      type: 'warning',
      text: '[atoll:map] #map-shop: The map did not load within 30 s; showing the address instead.',
    })
    expect(await page.isVisible('#map-shop [data-part=card]')).toBe(true)
    // The held script is let go as failed: the browser may report it before the page closes, or not.
    probe!.expectConsoleError('Failed to load resource: net::ERR_FAILED', 'any')
    await Promise.all(held.map((route) => route.abort()))
  })

  it('loads the API once, with the decoded key and the locale, and draws each map over its card', async () => {
    const page = await open({
      beforeGoto: async (page) =>
        void (await page.route(MAPS_SCRIPT, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS }),
        )),
    })
    await expect.poll(() => Promise.all([state(page, 'map-shop'), state(page, 'map-mill')])).toEqual(['map', 'map'])
    expect(probe!.requests.filter((url) => url.startsWith('https://maps.googleapis.com/'))).toEqual([
      'https://maps.googleapis.com/maps/api/js?key=demo-maps-key&language=en&region=US&callback=__atollMapsReady',
    ])
    const calls = await page.evaluate(() => (window as unknown as { __maps: Calls }).__maps)
    expect(calls.maps.map(({ id }) => id).sort()).toEqual(['map-mill', 'map-shop'])
    const shop = calls.maps.find(({ id }) => id === 'map-shop')!.options
    expect(shop).toMatchObject({
      center: { lat: 40.7207559, lng: -74.0007613 },
      zoom: 14,
      mapTypeId: 'roadmap',
      styles: [{ stylers: [{ saturation: -100 }] }],
    })
    const mill = calls.maps.find(({ id }) => id === 'map-mill')!.options
    // Minimal dark without labels; the marker on the centre, zoom 12 by default.
    expect(mill.styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] })
    expect(mill).toMatchObject({ zoom: 12, center: { lat: 40.78, lng: -73.97 } })
    expect(calls.markers.map((marker) => marker.position)).toContainEqual({ lat: 40.78, lng: -73.97 })
    // The card is covered by the map, and still read out.
    expect(await page.isVisible('#map-shop [data-part=canvas]')).toBe(true)
    expect(await page.locator('#map-shop').ariaSnapshot()).toContain('Harbour Street Bakery')
    expect(await probe!.cspViolations()).toEqual([])
  })

  it('opens the external maps search in a new window when the marker is clicked', async () => {
    const page = await open({
      beforeGoto: async (page, context) => {
        await page.route(MAPS_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS }))
        await context.route('https://maps.google.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
        )
      },
    })
    await expect.poll(() => state(page, 'map-shop')).toBe('map')
    const index = await page.evaluate(() =>
      (window as unknown as { __maps: Calls }).__maps.markers.findIndex(
        (marker) => marker.title === 'Harbour Street Bakery, 14 Harbour Street, New York, NY 10013, United States',
      ),
    )
    const [popup] = await Promise.all([
      probe!.context.waitForEvent('page'),
      page.evaluate((at) => (window as unknown as { __maps: { clicks: (() => void)[] } }).__maps.clicks[at]!(), index),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(
      'https://maps.google.com/maps?q=Harbour+Street+Bakery%2C+14+Harbour+Street%2C+New+York%2C+NY+10013%2C+United+States&ll=40.7207559%2C-74.0007613&z=14',
    )
  })

  it('leaves nothing listening once destroyed', async () => {
    const page = await open({
      beforeGoto: async (page) => void (await page.route(MAPS_SCRIPT, (route) => route.abort())),
    })
    // The browser's report of the blocked script; the island adds no error of its own.
    probe!.expectConsoleError('Failed to load resource: net::ERR_FAILED')
    await expect.poll(() => state(page, 'map-shop')).toBe('failed')
    await page.evaluate(() => window.Atoll!.destroy())
    expect(await blockListeners(page, '[data-block=map]')).toEqual([])
    expect(await page.$$('[data-block=map] [data-part=card]')).toHaveLength(1) // the template's own card only
  })
})
