// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../../../test/fake-timers.ts'
import type { mount as Mount } from './index.ts'
import messages from 'virtual:atoll-messages'

const location = {
  mapLat: 40.72,
  mapLng: -74,
  addressTitle: 'Harbour Street Bakery',
  addressLine1: '14 Harbour Street',
}
const key = btoa('demo-key')

type Win = Window & { google?: unknown; __atollMapsReady?: () => void }

function block(inner = ''): HTMLElement {
  document.body.innerHTML = `<div data-block="map" id="m">${inner}</div>`
  return document.getElementById('m')!
}

describe('map island', () => {
  let scripts: HTMLScriptElement[]
  // The API promise is the page's, kept by the module: each test gets a fresh module, as a fresh page would.
  let mount: typeof Mount
  beforeEach(async () => {
    vi.resetModules()
    ;({ mount } = await import('./index.ts'))
    // The messages and the locale's formatting are ready before a test fakes the clock.
    await (await import('../../core/i18n/index.ts')).loadMessages(messages, 'en-US')
    scripts = []
    // The script is never fetched: the test plays the API's part.
    const append = document.head.appendChild.bind(document.head)
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (!(node instanceof HTMLScriptElement)) return append(node)
      scripts.push(node)
      return node
    })
  })
  afterEach(() => {
    document.body.innerHTML = ''
    delete (window as Win).google
    vi.useRealTimers()
  })

  it('shows the address card and loads nothing without a key', async () => {
    const element = block()
    await mount(element, { kind: 'map', settings: { location }, page: { locale: 'en-US' } })
    expect(element.querySelector('[data-part=card]')?.textContent).toBe(
      'Harbour Street Bakery14 Harbour StreetOpen in Google Maps',
    )
    expect(element.dataset.mapState).toBe('card')
    expect(scripts).toEqual([])
  })

  it('keeps the card the template rendered', async () => {
    const element = block('<p>Our own card</p>')
    await mount(element, { kind: 'map', settings: { location }, page: { locale: 'en-US' } })
    expect(element.textContent).toBe('Our own card')
  })

  it('loads the API once for every map of the page, then draws the map and its marker', async () => {
    const page = { locale: 'fr-FR', website: { mapsApiKey: key } }
    const element = block()
    document.body.insertAdjacentHTML('beforeend', '<div data-block="map" id="m2"></div>')
    const first = await mount(element, { kind: 'map', settings: { location, style: 4 }, page })
    const second = await mount(document.getElementById('m2')!, { kind: 'map', settings: {}, page })
    expect(scripts.map((script) => script.src)).toEqual([
      'https://maps.googleapis.com/maps/api/js?key=demo-key&language=fr&region=FR&callback=__atollMapsReady',
    ])
    expect(element.dataset.mapState).toBe('loading')

    const maps: { options: Record<string, unknown>[]; markers: Record<string, unknown>[]; clicks: (() => void)[] } = {
      options: [],
      markers: [],
      clicks: [],
    }
    ;(window as Win).google = {
      maps: {
        Map: class {
          constructor(_: HTMLElement, options: Record<string, unknown>) {
            maps.options.push(options)
          }
        },
        Marker: class {
          constructor(options: Record<string, unknown>) {
            maps.markers.push(options)
          }
          addListener(_: string, listener: () => void) {
            maps.clicks.push(listener)
            return { remove() {} }
          }
          setMap() {}
        },
      },
    }
    ;(window as Win).__atollMapsReady!()
    await vi.waitFor(() => expect(element.dataset.mapState).toBe('map'))
    expect(element.querySelector('[data-part=canvas]')).not.toBeNull()
    expect(document.getElementById('m2')!.dataset.mapState).toBe('map')
    expect(maps.markers.map((marker) => marker.position)).toEqual([
      { lat: 40.72, lng: -74 },
      { lat: 40.7207559, lng: -74.0007613 },
    ])
    expect(maps.options[0]).toMatchObject({ center: { lat: 40.72, lng: -74 }, zoom: 12, mapTypeId: 'roadmap' })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    maps.clicks[0]!()
    expect(open).toHaveBeenCalledWith(
      'https://maps.google.com/maps?q=Harbour+Street+Bakery%2C+14+Harbour+Street&ll=40.72%2C-74&z=12',
      '_blank',
      'noopener',
    )
    first.destroy()
    second.destroy()
  })

  it('keeps the card when the API does not come within 30 s', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = vi.fn()
    document.addEventListener('atoll:map-error', failed, { once: true })
    const element = block()
    const handle = await settle(
      mount(element, { kind: 'map', settings: { location }, page: { locale: 'en-US', website: { mapsApiKey: key } } }),
    )
    await vi.advanceTimersByTimeAsync(29_999)
    expect(element.dataset.mapState).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(element.dataset.mapState).toBe('failed')
    expect(element.querySelector('[data-part=card]')).not.toBeNull()
    expect(warn).toHaveBeenCalledWith('[atoll:map] #m: The map did not load within 30 s; showing the address instead.')
    expect(failed).toHaveBeenCalledOnce()
    handle.destroy()
  })

  it('abandons the load, its timer and its script when the last map waiting for it is destroyed', async () => {
    vi.useFakeTimers()
    const handle = await settle(
      mount(block(), { kind: 'map', settings: {}, page: { locale: 'en-US', website: { mapsApiKey: key } } }),
    )
    expect(vi.getTimerCount()).toBe(1)
    handle.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect((window as Win).__atollMapsReady).toBeUndefined()
    // A later map starts afresh.
    const again = await settle(
      mount(block(), { kind: 'map', settings: {}, page: { locale: 'en-US', website: { mapsApiKey: key } } }),
    )
    expect(scripts).toHaveLength(2)
    again.destroy()
  })
})
