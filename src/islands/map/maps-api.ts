/**
 * The Google Maps JavaScript API, loaded once for the page however many maps it has. spec: one
 * shared promise for the map API, rejected after 30 s. When every map that waited for it is gone
 * before it arrived, the load is abandoned (its timer cleared, its script removed), so a later map
 * starts afresh and nothing is left running.
 */
import { loadScript, type ScriptError } from '../../core/security/script.ts'
import { MAP_TIMEOUT_MS, scriptUrl } from './map.ts'

/** Google's origin: the only one the map script comes from (CONTRACT.md section 3). */
export const MAPS_ORIGINS: readonly string[] = ['https://maps.googleapis.com']

/** The part of `google.maps` the island uses. */
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => object
  Marker: new (
    options: Record<string, unknown>,
  ) => { addListener(event: string, listener: () => void): { remove(): void }; setMap(map: object | null): void }
  event?: { clearInstanceListeners(instance: object): void }
}

const CALLBACK = '__atollMapsReady'

let api: Promise<MapsApi> | undefined
let abandon: (() => void) | undefined
let users = 0

type MapsWindow = Window & { google?: { maps?: MapsApi }; [CALLBACK]?: () => void }

/**
 * The API, loaded with `key` in `locale` on the first call; later calls share the same promise.
 * @returns the promise, and the function to call when this map no longer waits for it.
 */
export function loadMapsApi(key: string, locale: string | undefined): [Promise<MapsApi>, () => void] {
  users++
  api ??= new Promise<MapsApi>((resolve, reject) => {
    const win = window as MapsWindow
    const loading = new AbortController()
    const timer = setTimeout(
      () => fail(new Error(`The map did not load within ${MAP_TIMEOUT_MS / 1000} s`)),
      MAP_TIMEOUT_MS,
    )
    const settle = () => {
      clearTimeout(timer)
      delete win[CALLBACK]
      abandon = undefined
    }
    const fail = (error: Error) => {
      settle()
      reject(error)
    }
    abandon = () => {
      settle()
      // The script element goes with it.
      loading.abort()
      api = undefined
    }
    win[CALLBACK] = () => {
      settle()
      const maps = win.google?.maps
      if (maps) resolve(maps)
      else reject(new Error('The map script did not define google.maps'))
    }
    loadScript(scriptUrl(key, locale, CALLBACK), { allow: MAPS_ORIGINS, signal: loading.signal }).catch(
      (error: ScriptError) => {
        if (error.reason === 'refused') fail(error)
        else if (error.reason !== 'aborted') fail(new Error('The map script did not load'))
      },
    )
  })
  let released = false
  return [
    api,
    () => {
      if (released) return
      released = true
      if (--users === 0) abandon?.()
    },
  ]
}
