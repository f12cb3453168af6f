/** The map island's pure rules: settings, the script address, styles, the external search link. */
import { MAP_STYLE, type MapStyle } from '../../core/enums/map-styles.ts'
import { boolean, number, oneOf, optional, readOptions, record, text } from '../../core/kit/options.ts'

export const MAP_ZOOM = 12 // spec: map default zoom 12
export const MAP_TIMEOUT_MS = 30_000 // spec: map loader time-out 30 s
export const DEFAULT_CENTER = { lat: 40.7207559, lng: -74.0007613 } // spec: the default centre is a fixed New York coordinate
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js'
export const MAPS_SEARCH = 'https://maps.google.com/maps'

export interface MapLocation {
  mapLat: number
  mapLng: number
  markerLat: number
  markerLng: number
  mapZoom: number
  addressTitle: string
  addressLine1: string
  addressLine2: string
  addressCountry: string
}

export interface MapOptions {
  location: MapLocation
  /** @default 2 (grayscale) */
  style: MapStyle
  showLabels: boolean
  showTerrain: boolean
  draggable: boolean
  scrollwheel: boolean
  showControls: boolean
  disableDefaultUI: boolean
  markerDraggable: boolean
  linkOnClick: boolean
}

const LATITUDE = { min: -90, max: 90 }
const LONGITUDE = { min: -180, max: 180 }

const SETTINGS = {
  location: record({
    mapLat: number(DEFAULT_CENTER.lat, LATITUDE),
    mapLng: number(DEFAULT_CENTER.lng, LONGITUDE),
    /** @default the map's centre */
    markerLat: optional(number(0, LATITUDE)),
    markerLng: optional(number(0, LONGITUDE)),
    mapZoom: number(MAP_ZOOM, { min: 0, max: 22 }),
    addressTitle: text(),
    addressLine1: text(),
    addressLine2: text(),
    addressCountry: text(),
  }),
  style: oneOf(Object.values(MAP_STYLE), MAP_STYLE.GRAYSCALE),
  showLabels: boolean(true),
  showTerrain: boolean(),
  draggable: boolean(true),
  scrollwheel: boolean(),
  showControls: boolean(true),
  disableDefaultUI: boolean(),
  markerDraggable: boolean(),
  linkOnClick: boolean(true),
}

/**
 * The map's settings (CONTRACT.md section 3, `map`). spec: the marker defaults to the map's centre,
 * the zoom to 12, the centre to New York; Grayscale is the default style.
 * @throws TypeError naming the setting that is wrong.
 */
export function normalizeOptions(settings: unknown): MapOptions {
  const options = readOptions('map', settings, SETTINGS)
  const { location } = options
  return {
    ...options,
    location: {
      ...location,
      markerLat: location.markerLat ?? location.mapLat,
      markerLng: location.markerLng ?? location.mapLng,
    },
  }
}

/**
 * The map script's address. spec: query key, plus language and region when a locale is given.
 * @example scriptUrl('KEY', 'fr-CA', 'ready') // '...js?key=KEY&language=fr&region=CA&callback=ready'
 */
export function scriptUrl(key: string, locale: string | undefined, callback: string): string {
  const url = new URL(MAPS_SCRIPT)
  url.searchParams.set('key', key)
  const [language, region] = (locale ?? '').split(/[-_]/)
  if (language) url.searchParams.set('language', language)
  if (region) url.searchParams.set('region', region.toUpperCase())
  url.searchParams.set('callback', callback)
  return url.href
}

/** The key of the page context, base64-decoded (spec); undefined when missing or not base64. */
export function decodeKey(encoded: unknown): string | undefined {
  if (typeof encoded !== 'string' || !encoded.trim()) return undefined
  try {
    return atob(encoded.trim()) || undefined
  } catch {
    return undefined
  }
}

/** The address as one line: title and lines, for the card and the external search. */
export function addressText({ addressTitle, addressLine1, addressLine2, addressCountry }: MapLocation): string {
  return [addressTitle, addressLine1, addressLine2, addressCountry].filter(Boolean).join(', ')
}

/**
 * The external maps search a marker click opens. spec: with the position, a location string and the zoom.
 */
export function searchUrl(location: MapLocation): string {
  const url = new URL(MAPS_SEARCH)
  url.searchParams.set('q', addressText(location) || `${location.markerLat},${location.markerLng}`)
  url.searchParams.set('ll', `${location.markerLat},${location.markerLng}`)
  url.searchParams.set('z', String(location.mapZoom))
  return url.href
}

/** A Google Maps style rule. */
export interface StyleRule {
  featureType?: string
  elementType?: string
  stylers: Record<string, string | number>[]
}

const HIDE_CLUTTER: StyleRule[] = [
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
]

/** The six styles (spec: Original, Grayscale, Satellite, Minimal Light, Minimal Dark, Minimal Blue). */
export const MAP_STYLES: Readonly<Record<MapStyle, StyleRule[]>> = {
  [MAP_STYLE.ORIGINAL]: [],
  [MAP_STYLE.GRAYSCALE]: [{ stylers: [{ saturation: -100 }] }],
  [MAP_STYLE.SATELLITE]: [],
  [MAP_STYLE.MINIMAL_LIGHT]: [{ stylers: [{ saturation: -100 }, { lightness: 45 }] }, ...HIDE_CLUTTER],
  [MAP_STYLE.MINIMAL_DARK]: [
    { elementType: 'geometry', stylers: [{ color: '#242424' }] },
    { elementType: 'labels.text.fill', stylers: [{ color: '#9a9a9a' }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: '#242424' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#3a3a3a' }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#101010' }] },
    ...HIDE_CLUTTER,
  ],
  [MAP_STYLE.MINIMAL_BLUE]: [
    { stylers: [{ saturation: -60 }, { lightness: 20 }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#8ec3e6' }] },
    ...HIDE_CLUTTER,
  ],
}

/** The options handed to `google.maps.Map`. */
export function mapOptions(options: MapOptions): Record<string, unknown> {
  const { location, style, showLabels, showTerrain, draggable, scrollwheel, showControls, disableDefaultUI } = options
  const satellite = style === MAP_STYLE.SATELLITE
  return {
    center: { lat: location.mapLat, lng: location.mapLng },
    zoom: location.mapZoom,
    styles: [
      ...MAP_STYLES[style],
      ...(showLabels ? [] : [{ elementType: 'labels', stylers: [{ visibility: 'off' }] }]),
    ],
    mapTypeId: satellite ? (showLabels ? 'hybrid' : 'satellite') : showTerrain ? 'terrain' : 'roadmap',
    gestureHandling: draggable ? (scrollwheel ? 'greedy' : 'cooperative') : 'none',
    scrollwheel,
    disableDefaultUI,
    zoomControl: showControls,
    fullscreenControl: showControls,
    streetViewControl: false,
    mapTypeControl: false,
  }
}
