import { describe, expect, it } from 'vitest'
import { decodeKey, DEFAULT_CENTER, MAP_STYLES, mapOptions, normalizeOptions, scriptUrl, searchUrl } from './map.ts'

describe('map settings', () => {
  it('defaults to New York, zoom 12, the marker on the centre, the grayscale style', () => {
    const { location, style, linkOnClick } = normalizeOptions({})
    expect(location).toMatchObject({
      mapLat: DEFAULT_CENTER.lat,
      mapLng: DEFAULT_CENTER.lng,
      markerLat: DEFAULT_CENTER.lat,
      markerLng: DEFAULT_CENTER.lng,
      mapZoom: 12,
    })
    expect(style).toBe(2)
    expect(linkOnClick).toBe(true)
  })

  it('puts the marker on the centre unless it has its own position, and parses numbers given as text', () => {
    expect(normalizeOptions({ location: { mapLat: '51.5', mapLng: -0.12 } }).location).toMatchObject({
      markerLat: 51.5,
      markerLng: -0.12,
    })
    expect(normalizeOptions({ location: { mapLat: 51.5, mapLng: -0.12, markerLat: 51.6 } }).location).toMatchObject({
      markerLat: 51.6,
      markerLng: -0.12,
    })
  })

  it('names the setting that is wrong', () => {
    expect(() => normalizeOptions({ style: 7 })).toThrow(new TypeError('map: style must be one of 1, 2, 3, 4, 5, 6'))
    expect(() => normalizeOptions({ location: { mapLat: 91 } })).toThrow(
      'map: location.mapLat must be between -90 and 90',
    )
    expect(() => normalizeOptions({ location: { addressTitle: 5 } })).toThrow(
      'map: location.addressTitle must be a text',
    )
    expect(() => normalizeOptions({ scrollwheel: 'yes' })).toThrow('map: scrollwheel must be true or false')
  })
})

describe('map loading', () => {
  it('decodes the base64 key of the page context', () => {
    expect(decodeKey(btoa('AIza-demo'))).toBe('AIza-demo')
    expect(decodeKey('not base64!')).toBeUndefined()
    expect(decodeKey(undefined)).toBeUndefined()
  })

  it('asks for the script with the key, the language and region of the locale, and the callback', () => {
    expect(scriptUrl('K', 'fr-CA', 'ready')).toBe(
      'https://maps.googleapis.com/maps/api/js?key=K&language=fr&region=CA&callback=ready',
    )
    expect(scriptUrl('K', undefined, 'ready')).toBe('https://maps.googleapis.com/maps/api/js?key=K&callback=ready')
  })

  it('opens the external search with the location string, the position and the zoom', () => {
    const { location } = normalizeOptions({
      location: {
        mapLat: 40.72,
        mapLng: -74,
        mapZoom: 14,
        addressTitle: 'Harbour Street Bakery',
        addressLine1: '14 Harbour Street',
      },
    })
    expect(searchUrl(location)).toBe(
      'https://maps.google.com/maps?q=Harbour+Street+Bakery%2C+14+Harbour+Street&ll=40.72%2C-74&z=14',
    )
  })
})

describe('map styles and options', () => {
  it('has six styles, satellite as the map type', () => {
    expect(Object.keys(MAP_STYLES)).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(mapOptions(normalizeOptions({ style: 3 })).mapTypeId).toBe('hybrid')
    expect(mapOptions(normalizeOptions({ style: 3, showLabels: false })).mapTypeId).toBe('satellite')
    expect(mapOptions(normalizeOptions({ showTerrain: true })).mapTypeId).toBe('terrain')
  })

  it('hides labels, dragging and controls when told', () => {
    const options = mapOptions(
      normalizeOptions({ showLabels: false, draggable: false, showControls: false, disableDefaultUI: true }),
    )
    expect(options.styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] })
    expect(options).toMatchObject({ gestureHandling: 'none', zoomControl: false, disableDefaultUI: true, zoom: 12 })
  })
})
